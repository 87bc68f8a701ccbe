/**
 * The size of an element, measured before the first paint and again whenever it resizes (a
 * ResizeObserver): one measurement for everything the element lays out (a map's viewport, all the
 * charts of a column) instead of a forced layout per child. Pass the returned ref callback as the
 * element's ref; an element that mounts later (after an early return) is measured when it does.
 *
 * The element is measured in the ref callback itself, during React's commit: the one state update
 * it makes is rendered before the browser paints, and nothing renders only to hand the element to
 * an effect. Until then the size is null ("not measured yet"), so a caller can tell an element not
 * yet measured from one of no size (a hidden box, or jsdom, which lays nothing out).
 */
import { useCallback, useRef, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * A ref callback that returns its cleanup (React 19): a caller that wraps it in a ref of its own
 * must return what it returns, or the ResizeObserver outlives the element.
 */
export type MeasureRef<T> = (element: T | null) => (() => void) | undefined;

export interface ElementSizeOptions {
  /**
   * False: only a change of width re-renders (the height is the one measured with that width), for
   * a box whose height follows what is drawn in it at that width (the training chart).
   */
  height?: boolean;
}

/** [ref callback, content size] (null until measured). */
export function useElementSize<T extends HTMLElement>({ height: byHeight = true }: ElementSizeOptions = {}): [
  MeasureRef<T>,
  ElementSize | null,
] {
  const [size, setSize] = useState<ElementSize | null>(null);
  // The last size set, compared outside React: a state update that changes nothing can still cost
  // a render before React bails out, and a ResizeObserver calls back for moves that change nothing.
  const last = useRef<ElementSize | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      const measure = () => {
        const { width, height } = element.getBoundingClientRect();
        const prev = last.current;
        if (prev?.width === width && (!byHeight || prev.height === height)) return;
        last.current = { width, height };
        setSize(last.current);
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [byHeight],
  );
  return [ref, size];
}

/**
 * One ref callback for an element that several refs need (keep it stable: useMemo). Its cleanup
 * does what React 19 does for each ref alone: runs the cleanup the ref returned, or calls the ref
 * with null when it returned none.
 */
export function joinRefs<T>(...refs: ((element: T | null) => void | (() => void))[]): MeasureRef<T> {
  return (element) => {
    if (!element) return undefined;
    const cleanups = refs.map((ref) => ref(element));
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      });
    };
  };
}
