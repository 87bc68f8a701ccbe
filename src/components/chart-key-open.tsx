/**
 * Enter and Space on a focused Recharts chart open its active point, like a click on it. Recharts'
 * accessibility layer makes the chart's svg one tab stop whose arrow keys move the active point
 * (the tooltip); the probe, rendered inside the chart, keeps that point's label, and a key listener
 * on the element around the chart opens it. Keys on other parts (the brush, buttons) are left alone.
 */
import { useCallback, useEffect, useRef, type ReactElement, type RefCallback, type RefObject } from 'react';
import { useActiveTooltipLabel } from 'recharts';

function ActiveLabel({ labelRef }: { labelRef: RefObject<unknown> }): null {
  const label = useActiveTooltipLabel();
  useEffect(() => {
    labelRef.current = label;
  }, [labelRef, label]);
  return null;
}

export interface ChartKeyOpen {
  /** Render inside the chart (a child of BarChart, ScatterChart...). */
  probe: ReactElement;
  /** The ref of the element around the chart (its figure). */
  ref: RefCallback<HTMLElement>;
}

/** `open` receives the active point's label (the x-axis value of its data row). */
export function useChartKeyOpen(open: ((label: unknown) => void) | undefined): ChartKeyOpen {
  const labelRef = useRef<unknown>(undefined);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const label = labelRef.current;
      if (!(event.target instanceof SVGSVGElement) || !openRef.current) return;
      if (label === undefined || label === null) return;
      event.preventDefault();
      openRef.current(label);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return { probe: <ActiveLabel labelRef={labelRef} />, ref };
}
