/**
 * Chart rows for the activity page, from the stored ChartProfile (never raw points): one row per
 * profile sample, x in display units (km or mi of distance, or minutes of elapsed time), values in
 * display units, null where the channel is missing. All charts share one row array, so a hover on
 * one chart is the same row index on the others and `i` is the profile sample for the map marker.
 */
import { niceAxisStep } from '../../../domain/compare/grid';
import type { ChartProfile } from '../../../domain/series/types';
import type { Sport } from '../../../domain/stats/types';
import { FEET_PER_METRE, METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';

export type XAxisMode = 'distance' | 'time';

/**
 * Below this smoothed speed a pace is not drawn (null): standing still would give an "infinite" pace
 * that flattens the rest of the chart. 0.5 m/s is a pace of 33:20 /km.
 */
export const PACE_MIN_SPEED_MPS = 0.5;
const MPS_TO_KMH = 3.6;
const MPS_TO_MPH = 3600 / METRES_PER_MILE;
/** Swim pace is per 100 m, or per 100 yards in imperial units (as in src/lib/format). */
const SWIM_PACE_METRIC_M = 100;
const SWIM_PACE_IMPERIAL_M = 91.44;

export interface ProfileRow {
  /** Index of the sample in the ChartProfile (for the map marker). */
  i: number;
  /** Distance in km/mi, or elapsed minutes. */
  x: number;
  /** Elevation in m/ft. */
  ele: number | null;
  /** Speed in km/h or mph. */
  speed: number | null;
  /** Pace in seconds per km/mi (per 100 m/yd for swims). */
  pace: number | null;
  hr: number | null;
  /** Cadence in rpm or steps per minute; null for 0 (coasting, standing: as in sensors.ts). */
  cad: number | null;
  /** Power in watts, the profile's POWER_SMOOTH_S-second mean (domain/series/profile.ts). */
  power: number | null;
}

const finite = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);

/** Metres one pace value is "per": a km or mile, or 100 m / 100 yd for swims. */
export function paceBasisM(units: UnitSystem, sport: Sport): number {
  if (sport === 'swim') return units === 'metric' ? SWIM_PACE_METRIC_M : SWIM_PACE_IMPERIAL_M;
  return units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
}

/** True when at least one sample has a finite value. */
export function hasValues(values: ArrayLike<number>): boolean {
  for (let k = 0; k < values.length; k++) if (Number.isFinite(values[k])) return true;
  return false;
}

/** True when the profile has elapsed times (a time axis is possible). */
export function hasTimeAxis(p: ChartProfile): boolean {
  return hasValues(p.timeS);
}

/** Rows for the charts (definition above). In time mode, samples without a time are left out. */
export function profileRows(p: ChartProfile, mode: XAxisMode, units: UnitSystem, sport: Sport): ProfileRow[] {
  const perDistance = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  const eleFactor = units === 'metric' ? 1 : FEET_PER_METRE;
  const speedFactor = units === 'metric' ? MPS_TO_KMH : MPS_TO_MPH;
  const basis = paceBasisM(units, sport);
  const rows: ProfileRow[] = [];
  for (let i = 0; i < p.distanceM.length; i++) {
    const x = mode === 'distance' ? p.distanceM[i]! / perDistance : p.timeS[i]! / 60;
    if (!Number.isFinite(x)) continue;
    const ele = finite(p.ele[i]);
    const mps = finite(p.speedMps[i]);
    const hr = finite(p.hr[i]);
    const cad = finite(p.cad[i]);
    const power = finite(p.power[i]);
    rows.push({
      i,
      x,
      ele: ele === null ? null : ele * eleFactor,
      speed: mps === null ? null : mps * speedFactor,
      pace: mps === null || mps < PACE_MIN_SPEED_MPS ? null : basis / mps,
      hr: hr !== null && hr > 0 ? hr : null,
      cad: cad !== null && cad > 0 ? cad : null,
      power,
    });
  }
  return rows;
}

/**
 * A distance axis label with as many decimals as the axis span needs for distinct labels: a 90 m
 * track reads 0.00, 0.02 ... 0.09 km (not 0.0, 0.0, 0.1, 0.1); under 10 km one decimal; beyond, none.
 */
export function distanceTick(value: number, span: number, unit: string): string {
  const digits = value >= 10 ? 0 : span < 1 ? 2 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

/** "12:05" minutes of elapsed time as h:mm for the time axis. */
export function formatMinutesTick(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h}:${String(m).padStart(2, '0')}`;
}

/**
 * Quantiles that bound the pace axis: a stop or a GPS dip gives a pace far slower than the rest,
 * which would squash the chart; values beyond these are drawn off the chart (clipped).
 */
export const PACE_AXIS_LOW_Q = 0.01;
export const PACE_AXIS_HIGH_Q = 0.97;
/** Room added above and below the quantile range, as a share of it. */
export const AXIS_PAD_FRACTION = 0.1;

/**
 * [low, high] of the values between quantiles lowQ and highQ (nearest rank), widened by
 * AXIS_PAD_FRACTION each side; null when there are no finite values.
 */
export function robustDomain(
  values: readonly (number | null)[],
  lowQ: number,
  highQ: number,
): [number, number] | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
  const lo = at(lowQ);
  const hi = at(highQ);
  const pad = (hi - lo) * AXIS_PAD_FRACTION || Math.abs(hi) * AXIS_PAD_FRACTION || 1;
  return [Math.max(0, lo - pad), hi + pad];
}

/** Ticks the pace axis aims for. */
export const PACE_AXIS_TICKS = 4;
/** The pace axis never steps by less than a whole minute (ticks read 5:00, 6:00, not 5:07). */
export const MIN_PACE_TICK_S = 60;

/**
 * The pace axis over a robust [low, high] (seconds per km or mile): widened to whole ticks, whose
 * step is a nice duration (grid.ts's NICE_SECONDS) of at least MIN_PACE_TICK_S, about
 * PACE_AXIS_TICKS of them.
 */
export function paceAxis([lo, hi]: [number, number]): { domain: [number, number]; ticks: number[] } {
  const step = Math.max(MIN_PACE_TICK_S, niceAxisStep('time', (hi - lo) / PACE_AXIS_TICKS));
  const from = Math.max(0, Math.floor(lo / step) * step);
  let to = Math.ceil(hi / step) * step;
  if (to <= from) to = from + step;
  const ticks: number[] = [];
  for (let t = from; t <= to; t += step) ticks.push(t);
  return { domain: [from, to], ticks };
}
