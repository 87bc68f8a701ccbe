/**
 * The size of an element, measured before the first paint and again whenever it resizes (a
 * ResizeObserver): one measurement for everything the element lays out (a map's viewport, all the
 * charts of a column) instead of a forced layout per child. Pass the returned ref callback as the
 * element's ref; an element that mounts later (after an early return) is measured when it does.
 */
import { useCallback, useLayoutEffect, useState, type RefCallback } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

const UNMEASURED: ElementSize = { width: 0, height: 0 };

/** [ref callback, content size] (0 × 0 until measured). */
export function useElementSize<T extends HTMLElement>(): [RefCallback<T>, ElementSize] {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<ElementSize>(UNMEASURED);
  const ref = useCallback((el: T | null) => setElement(el), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, size];
}
