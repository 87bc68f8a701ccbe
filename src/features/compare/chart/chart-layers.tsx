/**
 * What is drawn inside an overlaid chart besides Recharts' axes: the horizontal grid at the y
 * ticks and one SVG path per track, with the chart's own scales (reduced to their linear maps),
 * and tick labels as plain SVG text. Recharts' CartesianGrid and tick <Text> measure labels in the
 * DOM (a page layout per label); its <Line> re-derives the axes from every series as each one
 * registers: for 20 tracks × 5 charts those cost seconds.
 */
import { useId } from 'react';
import { useXAxisScale, useYAxisScale } from 'recharts';
import type { CompareRow } from './chart-rows';
import type { AxisScale } from './chart-scales';

export interface OverlaySeries {
  /** Row key, e.g. "ele3". */
  dataKey: string;
  color: string;
  baseline: boolean;
}

/** SVG path data of one series through the rows (a gap where the value is null). */
export function linePath(
  rows: readonly CompareRow[],
  key: string,
  x: (v: number) => number | undefined,
  y: (v: number) => number | undefined,
): string {
  let d = '';
  let pen = false;
  for (const row of rows) {
    const v = row[key];
    const px = v === null || v === undefined ? undefined : x(row.x);
    const py = v === null || v === undefined ? undefined : y(v);
    if (px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py)) {
      pen = false;
      continue;
    }
    // A tenth of a pixel is plenty; Math.round is much faster than toFixed on 30,000 points.
    d += (pen ? 'L' : 'M') + Math.round(px * 10) / 10 + ',' + Math.round(py * 10) / 10;
    pen = true;
  }
  return d;
}

/**
 * The linear map of a Recharts scale, from its values at the two ends of the domain (calling the
 * library's scale for each of 30,000 points is far slower than this arithmetic).
 */
export function linearOf(
  scale: (v: number) => number | undefined,
  domain: readonly [number, number],
): ((v: number) => number) | null {
  const [d0, d1] = domain;
  const p0 = scale(d0);
  const p1 = scale(d1);
  if (p0 === undefined || p1 === undefined || !(d1 !== d0)) return null;
  const k = (p1 - p0) / (d1 - d0);
  return (v) => p0 + (v - d0) * k;
}

export interface PlotLayersProps {
  rows: readonly CompareRow[];
  series: readonly OverlaySeries[];
  x: AxisScale;
  y: AxisScale;
}

/** The grid and the tracks' lines (must be a child of the Recharts chart, for its scales). */
export function PlotLayers(props: PlotLayersProps) {
  const { rows, series } = props;
  const clipId = useId();
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const x = xScale ? linearOf((v) => xScale(v), props.x.domain) : null;
  const y = yScale ? linearOf((v) => yScale(v), props.y.domain) : null;
  if (!x || !y) return null;
  const [left, right] = [x(props.x.domain[0]), x(props.x.domain[1])];
  // Lines stop at the plot area: a robust axis (chart-scales.ts) leaves spikes outside it.
  const [y0, y1] = [y(props.y.domain[0]), y(props.y.domain[1])];
  // The baseline last, so it is drawn on top.
  const ordered = [...series.filter((s) => !s.baseline), ...series.filter((s) => s.baseline)];
  return (
    <g className="compare-lines">
      <defs>
        <clipPath id={clipId}>
          <rect x={left} y={Math.min(y0, y1)} width={right - left} height={Math.abs(y1 - y0)} />
        </clipPath>
      </defs>
      {props.y.ticks.map((t) => (
        <line key={t} className="compare-chart__grid" x1={left} x2={right} y1={y(t)} y2={y(t)} />
      ))}
      <g clipPath={`url(#${clipId})`}>
        {ordered.map((s) => (
          <path
            key={s.dataKey}
            className="compare-line"
            data-series={s.dataKey}
            d={linePath(rows, s.dataKey, x, y)}
            fill="none"
            stroke={s.color}
            strokeWidth={s.baseline ? 2.75 : 1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
      </g>
    </g>
  );
}

/** The position and value Recharts hands a custom tick, or null when they are not there. */
function tickProps(props: unknown): { x: number; y: number; value: number } | null {
  if (typeof props !== 'object' || props === null) return null;
  const { x, y, payload } = props as { x?: unknown; y?: unknown; payload?: { value?: unknown } };
  const value = payload?.value;
  return typeof x === 'number' && typeof y === 'number' && typeof value === 'number' ? { x, y, value } : null;
}

/**
 * A tick label as a plain <text>: Recharts' own tick text measures every label in the DOM (for
 * word wrapping), forcing a page layout per label.
 */
export function plainTick(format: (v: number) => string, axis: 'x' | 'y') {
  return function PlainTick(props: unknown) {
    const p = tickProps(props);
    if (!p) return null;
    return (
      <text
        x={p.x}
        y={p.y}
        dy={axis === 'x' ? '0.9em' : '0.32em'}
        dx={axis === 'y' ? -4 : 0}
        textAnchor={axis === 'x' ? 'middle' : 'end'}
        className="compare-chart__tick"
      >
        {format(p.value)}
      </text>
    );
  };
}
