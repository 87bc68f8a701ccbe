/**
 * The overlaid charts of a comparison: elevation, pace or speed, heart rate, cadence and the gap to
 * the baseline, against distance or elapsed time, one line per overlaid track in its colour, with
 * the shared cursor and tooltip. A chart no overlaid track has data for is left out (and named).
 */
import { memo, useMemo } from 'react';
import type { CompareResult } from '../../../domain/compare/types';
import type { UnitSystem } from '../../../domain/units';
import { distanceUnit, elevationUnit, formatDuration, speedUnit } from '../../../lib/format';
import {
  buildRows,
  chartsWithData,
  CHART_KEYS,
  seriesKey,
  xFactor,
  type ChartKey,
  type DisplayOptions,
} from './chart-rows';
import { ROBUST_LOW_Q, xScale, yScale, type AxisScale } from './chart-scales';
import { CompareTooltip, type TooltipTrack } from './compare-tooltip';
import { OverlayChart, plotInsets, type ChartFrame, type OverlaySeries } from './overlay-chart';
import { colorAt } from '../palette';
import { useElementSize } from '../../../lib/use-element-size';

export interface CompareChartsProps {
  result: CompareResult;
  gaps: readonly (Float64Array | null)[];
  /** Overlaid tracks, in set order. */
  tracks: readonly TooltipTrack[];
  baselinePosition: number;
  display: DisplayOptions;
  /** Pace unit label, e.g. "/km" or "/100m". */
  paceLabel: string;
}

const MINUS = '\u2212';
const CHART_NAMES: Record<ChartKey, string> = {
  ele: 'Elevation',
  speed: 'Speed',
  hr: 'Heart rate',
  cad: 'Cadence',
  gap: 'Gap to baseline',
};

/** "1:05" elapsed minutes as h:mm for the time axis. */
export function formatMinutesTick(minutes: number): string {
  const total = Math.round(minutes);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Tick labels of the x axis: "0", "2.5 km" (display km or mi), or h:mm of elapsed time. */
function tickFormatter(display: DisplayOptions): (v: number) => string {
  if (display.axis === 'time') return formatMinutesTick;
  const unit = distanceUnit(display.units);
  return (v) => (v === 0 ? '0' : `${Number.isInteger(v) ? v : v.toFixed(1)} ${unit}`);
}

/** The cursor's x in words: "7.32 km", or elapsed "42:05" (x in display units). */
function cursorFormatter(display: DisplayOptions): (v: number) => string {
  if (display.axis === 'time') return (minutes) => formatDuration(minutes * 60);
  const unit = distanceUnit(display.units);
  return (v) => `${v.toFixed(2)} ${unit}`;
}

function unitLabels(display: DisplayOptions, paceLabel: string): Record<ChartKey, string> {
  const u: UnitSystem = display.units;
  return {
    ele: elevationUnit(u),
    speed: display.speedMode === 'pace' ? paceLabel : speedUnit(u),
    hr: 'bpm',
    cad: 'per min',
    gap: display.axis === 'distance' ? 'time, + ahead' : `${u === 'metric' ? 'm' : 'ft'}, + ahead`,
  };
}

function yFormatter(key: ChartKey, display: DisplayOptions): (v: number) => string {
  if (key === 'speed' && display.speedMode === 'pace') return (v) => formatDuration(v);
  if (key === 'speed') return (v) => v.toFixed(0);
  if (key === 'gap' && display.axis === 'distance') {
    return (v) => (Math.round(v) === 0 ? '0' : `${v < 0 ? MINUS : '+'}${formatDuration(Math.abs(v))}`);
  }
  return (v) => String(Math.round(v));
}

const axisName = (display: DisplayOptions) => (display.axis === 'distance' ? 'distance' : 'elapsed time');

export const CompareCharts = memo(function CompareCharts(props: CompareChartsProps) {
  const { result, gaps, tracks, baselinePosition, display, paceLabel } = props;
  const positions = useMemo(() => tracks.map((t) => t.position), [tracks]);
  const rows = useMemo(() => buildRows(result, gaps, positions, display), [result, gaps, positions, display]);
  const present = useMemo(() => chartsWithData(rows, positions), [rows, positions]);
  const frame = useMemo<ChartFrame>(
    () => ({
      grid: result.grid.x,
      factor: xFactor(display.axis, display.units),
      axisName: axisName(display),
      xFormat: cursorFormatter(display),
      tickFormat: tickFormatter(display),
    }),
    [result, display],
  );
  const units = useMemo(() => unitLabels(display, paceLabel), [display, paceLabel]);
  const charts = CHART_KEYS.filter((key) => present.has(key) && (key !== 'gap' || tracks.length > 1));

  const absent = CHART_KEYS.filter((key) => key !== 'gap' && !present.has(key));
  const seriesByKey = useMemo(
    () =>
      Object.fromEntries(
        CHART_KEYS.map((key) => [
          key,
          positions.map((p) => ({
            dataKey: seriesKey(key, p),
            color: colorAt(p),
            baseline: p === baselinePosition,
          })),
        ]),
      ) as Record<ChartKey, OverlaySeries[]>,
    [positions, baselinePosition],
  );
  const scales = useMemo(() => {
    const durations = (key: ChartKey) =>
      (key === 'speed' && display.speedMode === 'pace') || (key === 'gap' && display.axis === 'distance');
    const y = Object.fromEntries(
      CHART_KEYS.map((key) => [
        key,
        yScale(
          rows,
          positions.map((p) => seriesKey(key, p)),
          durations(key),
          key === 'gap',
          // Speed and elevation axes are robust: a GPS spike (an elevation of -1,000 m) must not
          // stretch the axis so far that the real profiles become flat lines.
          key === 'speed' || key === 'ele',
        ),
      ]),
    ) as Record<ChartKey, AxisScale>;
    return { x: xScale(rows, display.axis === 'time'), y };
  }, [rows, positions, display]);
  const formats = useMemo(
    () =>
      Object.fromEntries(CHART_KEYS.map((key) => [key, yFormatter(key, display)])) as Record<
        ChartKey,
        (v: number) => string
      >,
    [display],
  );
  const insets = plotInsets(true);
  const [measure, size] = useElementSize<HTMLDivElement>();
  const width = Math.floor(size?.width ?? 0);
  if (!tracks.some((t) => result.tracks[t.position])) {
    return (
      <p className="muted compare-charts__note">
        No profile is stored for these activities, so there is nothing to chart.
      </p>
    );
  }

  return (
    <div
      className="compare-charts"
      ref={measure}
      data-ready={width > 0 && rows.length > 0 ? 'true' : 'false'}
      data-series={positions.length}
    >
      {width > 0 &&
        charts.map((key, k) => (
          <OverlayChart
            key={key}
            id={key}
            title={key === 'speed' && display.speedMode === 'pace' ? 'Pace' : CHART_NAMES[key]}
            unit={units[key]}
            rows={rows}
            series={seriesByKey[key]}
            frame={frame}
            width={width}
            x={scales.x}
            y={scales.y[key]}
            yFormat={formats[key]}
            reversed={key === 'speed' && display.speedMode === 'pace'}
            zeroLine={key === 'gap'}
            showXAxis={k === charts.length - 1}
          />
        ))}
      {scales.y.speed.clipped && charts.includes('speed') ? (
        <p className="muted compare-charts__note">
          {display.speedMode === 'pace' ? 'Pace' : 'Speed'} axis: the highest and lowest{' '}
          {Math.round(ROBUST_LOW_Q * 100)} % of values (stops, GPS spikes) are off the chart, so the real
          differences show.
        </p>
      ) : null}
      {absent.length > 0 ? (
        <p className="muted compare-charts__note">
          Not recorded in these activities: {absent.map((key) => CHART_NAMES[key].toLowerCase()).join(', ')}.
        </p>
      ) : null}
      <CompareTooltip
        result={result}
        gaps={gaps}
        tracks={tracks}
        charts={charts}
        display={display}
        frame={frame}
        insets={{ left: insets.left, right: insets.right }}
        unitLabels={units}
      />
    </div>
  );
});
