/**
 * Dragging a range on the profile charts with a mouse, a finger or a pen (pointer events, one code
 * path). The plot spans the chart's width minus its left inset (margin + y axis) and right margin;
 * its x domain is [xMin, xMax] (the charts use dataMin..dataMax). While dragging, the range is kept
 * here (in chart x) and drawn as an overlay; on release it is reported once, unless the pointer moved
 * less than CLICK_SLOP_PX (a click, not a drag).
 */
import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** A pointer that moved less than this is a click. */
export const CLICK_SLOP_PX = 4;

export interface PlotInsets {
  left: number;
  right: number;
}

export interface XRange {
  x1: number;
  x2: number;
}

/** Chart x under a client x, clamped to the domain. */
export function xAtClient(clientX: number, rect: DOMRect, insets: PlotInsets, xMin: number, xMax: number) {
  const width = rect.width - insets.left - insets.right;
  if (width <= 0) return xMin;
  const t = Math.min(Math.max((clientX - rect.left - insets.left) / width, 0), 1);
  return xMin + t * (xMax - xMin);
}

export function useChartDrag(
  insets: PlotInsets,
  xMin: number,
  xMax: number,
  onRange: (range: XRange) => void,
) {
  const start = useRef<{ clientX: number; x: number } | null>(null);
  const [live, setLive] = useState<XRange | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || !e.isPrimary) return;
      const rect = e.currentTarget.getBoundingClientRect();
      start.current = { clientX: e.clientX, x: xAtClient(e.clientX, rect, insets, xMin, xMax) };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    [insets, xMin, xMax],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s || Math.abs(e.clientX - s.clientX) < CLICK_SLOP_PX) return;
      const x = xAtClient(e.clientX, e.currentTarget.getBoundingClientRect(), insets, xMin, xMax);
      setLive({ x1: Math.min(s.x, x), x2: Math.max(s.x, x) });
    },
    [insets, xMin, xMax],
  );
  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      start.current = null;
      setLive(null);
      if (!s || Math.abs(e.clientX - s.clientX) < CLICK_SLOP_PX) return;
      const x = xAtClient(e.clientX, e.currentTarget.getBoundingClientRect(), insets, xMin, xMax);
      onRange({ x1: Math.min(s.x, x), x2: Math.max(s.x, x) });
    },
    [insets, xMin, xMax, onRange],
  );
  const onPointerCancel = useCallback(() => {
    start.current = null;
    setLive(null);
  }, []);

  return { live, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
