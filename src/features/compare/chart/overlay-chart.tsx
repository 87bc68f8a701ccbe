/**
 * One overlaid chart (Recharts): a line per compared track on the shared rows, in the track's
 * colour, the baseline drawn thicker. Recharts lays out the axes and the reference line on domains
 * and ticks computed once (chart-scales.ts); the grid and the lines are drawn inside the chart with
 * its scales (chart-layers.tsx), at a width measured once for all charts.
 * Hovering is not Recharts' tooltip: a transparent layer over the plot area turns the pointer (or
 * the arrow keys) into a grid index in the shared cursor store and draws the cursor line; so a
 * hover re-renders the cursor parts only, never the lines.
 */
import { memo, useCallback, type KeyboardEvent, type PointerEvent } from 'react';
import { LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import { nearestGridIndex } from '../../../domain/compare/grid';
import { plainTick, PlotLayers, type OverlaySeries } from './chart-layers';
import type { CompareRow } from './chart-rows';
import type { AxisScale } from './chart-scales';
import { useCursor, useCursorStore } from './cursor-store';

export type { OverlaySeries };

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
  /** Width of the chart, pixels (measured once by the charts column, not by each chart). */
  width: number;
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

const extentRowsCache = new WeakMap<AxisScale, { x: number }[]>();

/** Two rows at the ends of the x domain (stable per scale, so the chart sees unchanged data). */
function extentRows(x: AxisScale): { x: number }[] {
  let rows = extentRowsCache.get(x);
  if (!rows) {
    rows = [{ x: x.domain[0] }, { x: x.domain[1] }];
    extentRowsCache.set(x, rows);
  }
  return rows;
}

const ChartLines = memo(function ChartLines(props: OverlayChartProps) {
  const { rows, series, frame, width, x, y, yFormat, reversed = false, zeroLine = false, showXAxis } = props;
  return (
    // Recharts gets only the x extent as data: PlotLayers draws the rows; the library would
    // otherwise scan every row in its selectors for axes it is given explicitly.
    <LineChart
      data={extentRows(x)}
      margin={MARGIN}
      width={width}
      height={CHART_HEIGHT}
      accessibilityLayer={false}
    >
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
      <PlotLayers rows={rows} series={series} x={x} y={y} />
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
        // A 1 px line on its own layer, placed by `left`: the chart under it is never repainted on a
        // hover, and the compositor draws a 1 px wide layer per chart, not one as wide as the chart.
        <div className="compare-chart__cursor" style={{ left: `${frac * 100}%` }} />
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
