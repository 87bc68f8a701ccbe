/**
 * The dots of the effort-times chart, drawn inside Recharts' chart (its axes' scales) as ONE path
 * (effort-dots-model.ts), with data-dots="N" (the dots drawn; bench segment-open waits for it). A
 * transparent plot-sized rect finds the dot nearest the pointer and reports it (the chart shows its
 * date and time); that dot is ringed.
 */
import { useMemo } from 'react';
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import { DOT_RADIUS_PX, dotsPath, HOVER_REACH_PX, nearestDot } from './effort-dots-model';

export interface EffortPoint {
  /** When, epoch ms. */
  t: number;
  /** Elapsed time, s. */
  s: number;
}

export interface HoveredDot {
  point: EffortPoint;
  /** The dot's centre in the chart's SVG, px. */
  x: number;
  y: number;
}

export function EffortDots({
  points,
  hovered,
  onHover,
}: {
  points: readonly EffortPoint[];
  hovered: HoveredDot | null;
  onHover: (dot: HoveredDot | null) => void;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const area = usePlotArea();
  const xy = useMemo(() => {
    if (!x || !y) return null;
    const out = new Float64Array(points.length * 2);
    points.forEach((p, k) => {
      out[2 * k] = x(p.t) ?? NaN;
      out[2 * k + 1] = y(p.s) ?? NaN;
    });
    return out;
  }, [points, x, y]);
  const d = useMemo(() => (xy ? dotsPath(xy, DOT_RADIUS_PX) : ''), [xy]);
  if (!xy || !area) return null;
  const onPointerMove = (event: React.PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    const k = nearestDot(xy, event.clientX - box.left, event.clientY - box.top, HOVER_REACH_PX);
    onHover(k === null ? null : { point: points[k]!, x: xy[2 * k]!, y: xy[2 * k + 1]! });
  };
  return (
    <g className="segments-chart__dots" data-dots={points.length}>
      <path d={d} fill="var(--color-accent)" />
      {hovered ? (
        <circle
          cx={hovered.x}
          cy={hovered.y}
          r={DOT_RADIUS_PX + 2}
          fill="none"
          stroke="var(--color-text)"
          strokeWidth={2}
        />
      ) : null}
      <rect
        x={area.x}
        y={area.y}
        width={area.width}
        height={area.height}
        fill="transparent"
        onPointerMove={onPointerMove}
        onPointerLeave={() => onHover(null)}
      />
    </g>
  );
}
