/**
 * The width of an element, measured once before the first paint and again when it resizes: one
 * measurement for all the charts of a column, instead of one forced layout per chart.
 */
import { useLayoutEffect, useState, type RefCallback } from 'react';

export function useWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = (w: number) => setWidth(Math.floor(w));
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) measure(w);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
