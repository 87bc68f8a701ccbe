import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * The box around a wide table: it scrolls sideways inside its card on a phone instead of cutting off
 * the last columns, and adds no width of its own to the page (inline-size containment), so a card in
 * a column never widens the page. Whenever its table is wider than the box (or with `label`, always)
 * it is a named, focusable region the keyboard can scroll (axe: scrollable-region-focusable); its
 * name is `label`, else the table's own aria-label.
 */
export function TableScroll({ children, label }: { children: ReactNode; label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollName = useScrollName(ref, label);
  if (scrollName === null) {
    return (
      <div ref={ref} className="table-scroll">
        {children}
      </div>
    );
  }
  return (
    // A scrolling box must take the focus so the arrow keys can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus to scroll by keys
    <div ref={ref} className="table-scroll" tabIndex={0} role="group" aria-label={scrollName}>
      {children}
    </div>
  );
}

/** The region's name while it scrolls sideways (or always, with a label); null while it fits. */
function useScrollName(ref: RefObject<HTMLDivElement | null>, label: string | undefined): string | null {
  const [overflowName, setOverflowName] = useState<string | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || label !== undefined) return;
    const measure = () => {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      const tableName = box.querySelector('table')?.getAttribute('aria-label') ?? 'Table';
      setOverflowName(scrolls ? `${tableName}, scrolls sideways` : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref, label]);
  return label ?? overflowName;
}
