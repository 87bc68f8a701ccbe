import type { ReactNode } from 'react';

/**
 * The box around a wide table: it scrolls sideways inside its card on a phone instead of cutting off
 * the last columns, and adds no width of its own to the page (inline-size containment), so a card in
 * a column never widens the page. With `label` it is a named, focusable region the keyboard can
 * scroll (axe: scrollable-region-focusable).
 */
export function TableScroll({ children, label }: { children: ReactNode; label?: string }) {
  if (label === undefined) return <div className="table-scroll">{children}</div>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
