/**
 * Chart rows of a comparison, from the worker's resampled tracks (never raw points): one row per
 * grid point, x in display units (km or mi of distance, or minutes of elapsed time), and for each
 * overlaid track its values in display units under keys like `ele3` (channel + position in the
 * set), null where the track has no value. Every chart reads the same rows, so row k is grid point
 * k everywhere and the shared cursor is just an index.
 */
import type { CompareAxis, CompareResult, ResampledTrack } from '../../../domain/compare/types';
import { FEET_PER_METRE, METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';

export type SpeedMode = 'pace' | 'speed';
/** The overlaid charts: elevation, pace or speed, heart rate, cadence, and the gap to the baseline. */
export type ChartKey = 'ele' | 'speed' | 'hr' | 'cad' | 'gap';
export const CHART_KEYS: readonly ChartKey[] = ['ele', 'speed', 'hr', 'cad', 'gap'];

/**
 * Below this smoothed speed no pace is drawn (null): standing still would be an "infinite" pace
 * that flattens the rest of the chart. 0.5 m/s is a pace of 33:20 /km.
 */
export const PACE_MIN_SPEED_MPS = 0.5;
const MPS_TO_KMH = 3.6;
const MPS_TO_MPH = 3600 / METRES_PER_MILE;
const SECONDS_PER_MINUTE = 60;

export interface DisplayOptions {
  axis: CompareAxis;
  units: UnitSystem;
  speedMode: SpeedMode;
  /** Metres one pace value is "per" (a km, a mile, or 100 m / 100 yd for swims). */
  paceBasisM: number;
}

export type CompareRow = { x: number } & Record<string, number | null>;

export const seriesKey = (key: ChartKey, position: number): string => `${key}${position}`;

/** Display x per grid unit: km or mi per metre, or minutes per second. */
export function xFactor(axis: CompareAxis, units: UnitSystem): number {
  if (axis === 'time') return 1 / SECONDS_PER_MINUTE;
  return 1 / (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
}

const finite = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);

/**
 * One value in display units: elevation m/ft; pace s per basis or speed km/h|mph; heart rate and
 * cadence as recorded (0 means no reading); gap in seconds (distance axis) or m/ft (time axis).
 */
export function displayValue(key: ChartKey, raw: number | undefined, o: DisplayOptions): number | null {
  if (!finite(raw)) return null;
  switch (key) {
    case 'ele':
      return o.units === 'metric' ? raw : raw * FEET_PER_METRE;
    case 'speed':
      if (o.speedMode === 'pace') return raw < PACE_MIN_SPEED_MPS ? null : o.paceBasisM / raw;
      return raw * (o.units === 'metric' ? MPS_TO_KMH : MPS_TO_MPH);
    case 'hr':
    case 'cad':
      return raw > 0 ? raw : null;
    case 'gap':
      return o.axis === 'distance' || o.units === 'metric' ? raw : raw * FEET_PER_METRE;
  }
}

/** The raw series of a chart for one track (gap from the precomputed gaps). */
export function rawSeries(
  key: ChartKey,
  track: ResampledTrack,
  gap: Float64Array | null,
): ArrayLike<number> | null {
  switch (key) {
    case 'ele':
      return track.ele;
    case 'speed':
      return track.speedMps;
    case 'hr':
      return track.hr;
    case 'cad':
      return track.cad;
    case 'gap':
      return gap;
  }
}

/** Rows for the overlaid charts (definition above), for the tracks at `positions`. */
export function buildRows(
  result: CompareResult,
  gaps: readonly (Float64Array | null)[],
  positions: readonly number[],
  o: DisplayOptions,
): CompareRow[] {
  const factor = xFactor(o.axis, o.units);
  const series = positions.flatMap((p) => {
    const track = result.tracks[p];
    if (!track) return [];
    return CHART_KEYS.map((key) => ({
      key,
      name: seriesKey(key, p),
      values: rawSeries(key, track, gaps[p] ?? null),
    }));
  });
  const rows: CompareRow[] = [];
  for (let k = 0; k < result.grid.x.length; k++) {
    const row: CompareRow = { x: result.grid.x[k]! * factor };
    for (const s of series) row[s.name] = s.values ? displayValue(s.key, s.values[k], o) : null;
    rows.push(row);
  }
  return rows;
}

/** The charts that have a value for at least one overlaid track. */
export function chartsWithData(rows: readonly CompareRow[], positions: readonly number[]): Set<ChartKey> {
  const out = new Set<ChartKey>();
  for (const key of CHART_KEYS) {
    const names = positions.map((p) => seriesKey(key, p));
    if (rows.some((row) => names.some((n) => row[n] !== null && row[n] !== undefined))) out.add(key);
  }
  return out;
}
