/**
 * One overlaid chart (Recharts): a line per compared track on the shared rows, in the track's
 * colour, the baseline drawn thicker.
 *
 * Recharts lays out the chart (axes, grid, reference line) on domains and ticks computed once in
 * chart-scales.ts; the lines are drawn by TrackLines inside the chart with Recharts' own scales, one
 * SVG path per track. (A Recharts <Line> per track re-derives the axes from every series and
 * measures tick labels as each line registers: for 20 tracks × 5 charts that cost seconds.)
 * Hovering is not Recharts' tooltip: a transparent layer over the plot area turns the pointer (or
 * the arrow keys) into a grid index in the shared cursor store and draws the cursor line; so a
 * hover re-renders the cursor parts only, never the lines.
 */
import { memo, useCallback, type KeyboardEvent, type PointerEvent } from 'react';
import { CartesianGrid, LineChart, ReferenceLine, useXAxisScale, useYAxisScale, XAxis, YAxis } from 'recharts';
import { nearestGridIndex } from '../../domain/compare/grid';
import type { CompareRow } from './chart-rows';
import type { AxisScale } from './chart-scales';
import { useCursor, useCursorStore } from './cursor-store';

export interface OverlaySeries {
  /** Row key, e.g. "ele3". */
  dataKey: string;
  color: string;
  baseline: boolean;
}

export interface ChartFrame {
  /** Grid x values (metres or seconds), and the display units per grid unit. */
  grid: Float64Array;
  factor: number;
  /** What the x axis measures, for the keyboard hint ("distance" or "elapsed time"). */
  axisName: string;
  /** The cursor's x in words (tooltip, keyboard), from a display x. */
  xFormat: (displayX: number) => string;
  /** Tick labels of the x axis. */
  tickFormat: (displayX: number) => string;
}

export interface OverlayChartProps {
  id: string;
  title: string;
  unit: string;
  rows: CompareRow[];
  series: OverlaySeries[];
  frame: ChartFrame;
  x: AxisScale;
  y: AxisScale;
  yFormat: (v: number) => string;
  /** Pace: faster (smaller) at the top. */
  reversed?: boolean;
  /** Draw a line at y = 0 (the gap chart). */
  zeroLine?: boolean;
  showXAxis: boolean;
}

export const CHART_HEIGHT = 150;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };
const Y_AXIS_WIDTH = 60;
const X_AXIS_HEIGHT = 24;
/** Arrow keys move the cursor one grid step; with Shift, this many. */
const KEY_BIG_STEP = 10;

/** Where the plot area sits inside the chart, pixels (matches the margins and axis sizes above). */
export function plotInsets(showXAxis: boolean) {
  return {
    left: MARGIN.left + Y_AXIS_WIDTH,
    right: MARGIN.right,
    top: MARGIN.top,
    bottom: MARGIN.bottom + (showXAxis ? X_AXIS_HEIGHT : 0),
  };
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
export function linearOf(scale: (v: number) => number | undefined, domain: readonly [number, number]): ((v: number) => number) | null {
  const [d0, d1] = domain;
  const p0 = scale(d0);
  const p1 = scale(d1);
  if (p0 === undefined || p1 === undefined || !(d1 !== d0)) return null;
  const k = (p1 - p0) / (d1 - d0);
  return (v) => p0 + (v - d0) * k;
}

/** The tracks' lines, drawn with the chart's scales (must be a child of the Recharts chart). */
function TrackLines(props: { rows: readonly CompareRow[]; series: readonly OverlaySeries[]; x: AxisScale; y: AxisScale }) {
  const { rows, series } = props;
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const x = xScale ? linearOf((v) => xScale(v), props.x.domain) : null;
  const y = yScale ? linearOf((v) => yScale(v), props.y.domain) : null;
  if (!x || !y) return null;
  // The baseline last, so it is drawn on top.
  const ordered = [...series.filter((s) => !s.baseline), ...series.filter((s) => s.baseline)];
  return (
    <g className="compare-lines">
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
function plainTick(format: (v: number) => string, axis: 'x' | 'y') {
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

const ChartLines = memo(function ChartLines(props: OverlayChartProps) {
  const { rows, series, frame, x, y, yFormat, reversed = false, zeroLine = false, showXAxis } = props;
  return (
    <LineChart data={rows} margin={MARGIN} responsive style={{ width: '100%', height: CHART_HEIGHT }}>
      <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="x"
        type="number"
        domain={x.domain}
        ticks={x.ticks}
        interval={0}
        allowDataOverflow
        tick={plainTick(frame.tickFormat, 'x')}
        hide={!showXAxis}
        height={X_AXIS_HEIGHT}
        stroke="var(--color-text-muted)"
        fontSize={12}
      />
      <YAxis
        type="number"
        width={Y_AXIS_WIDTH}
        domain={y.domain}
        ticks={y.ticks}
        interval={0}
        allowDataOverflow
        reversed={reversed}
        tick={plainTick(yFormat, 'y')}
        stroke="var(--color-text-muted)"
        fontSize={12}
      />
      {zeroLine ? <ReferenceLine y={0} stroke="var(--color-text-muted)" /> : null}
      <TrackLines rows={rows} series={series} x={x} y={y} />
    </LineChart>
  );
});

/** The transparent hover layer over the plot area, with the cursor line. */
function CursorLayer({ frame, showXAxis, label }: { frame: ChartFrame; showXAxis: boolean; label: string }) {
  const store = useCursorStore();
  const cursor = useCursor();
  const { grid, factor } = frame;
  const end = grid.length > 0 ? grid[grid.length - 1]! : 0;
  const insets = plotInsets(showXAxis);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const f = rect.width > 0 ? Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) : 0;
      store.set(nearestGridIndex(grid, f * end));
    },
    [store, grid, end],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const step = event.shiftKey ? KEY_BIG_STEP : 1;
      const at = store.get();
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        const delta = event.key === 'ArrowRight' ? step : -step;
        store.set(Math.min(grid.length - 1, Math.max(0, (at ?? (delta > 0 ? -1 : grid.length)) + delta)));
      } else if (event.key === 'Escape') store.set(null);
    },
    [store, grid],
  );

  const frac = cursor !== null && end > 0 ? (grid[cursor] ?? 0) / end : null;
  return (
    <div
      className="compare-chart__hover"
      style={{ left: insets.left, right: insets.right, top: insets.top, bottom: insets.bottom }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => store.set(null)}
      onKeyDown={onKeyDown}
      onBlur={() => store.set(null)}
      tabIndex={0}
      role="slider"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={end * factor}
      aria-valuenow={cursor !== null ? (grid[cursor] ?? 0) * factor : 0}
      aria-valuetext={cursor !== null ? frame.xFormat((grid[cursor] ?? 0) * factor) : 'no cursor'}
      data-cursor-index={cursor ?? undefined}
    >
      {frac !== null ? (
        // Moved by a transform on its own layer: the chart under it is never repainted on a hover.
        <div className="compare-chart__cursor" style={{ transform: `translateX(${frac * 100}%)` }} />
      ) : null}
    </div>
  );
}

export function OverlayChart(props: OverlayChartProps) {
  const { id, title, unit, frame, showXAxis } = props;
  return (
    <figure className="compare-chart" aria-label={`${title} (${unit})`} data-chart={id}>
      <figcaption className="compare-chart__title">
        {title} <span className="muted">({unit})</span>
      </figcaption>
      <div className="compare-chart__plot" style={{ height: CHART_HEIGHT }}>
        <ChartLines {...props} />
        <CursorLayer
          frame={frame}
          showXAxis={showXAxis}
          label={`${title}: cursor along ${frame.axisName} (arrow keys move it)`}
        />
      </div>
    </figure>
  );
}
