/**
 * Time in heart-rate zones per week or month, from each activity's 1-bpm histogram (so a new LTHR
 * re-zones everything without reading a track).
 * Zones (Joe Friel, "Quick guide to setting zones", TrainingPeaks 2009; running and cycling
 * alike): shares of the threshold heart rate in force on the activity's day (LTHR, thresholds.ts,
 * else the estimate) with lower bounds HR_ZONE_LTHR_SHARES: Z1 recovery below 85 %, Z2 aerobic
 * 85-89 %, Z3 tempo 90-94 %, Z4 sub-threshold 95-99 %, Z5 threshold and above from 100 %.
 */
import { weekStartOf, yearMonthOf, monthStart } from '../calendar/day-numbers';
import type { HrHistogram } from './hr-histogram';

export const HR_ZONE_LTHR_SHARES: readonly number[] = [0.85, 0.9, 0.95, 1];
export const HR_ZONE_NAMES: readonly string[] = [
  'Z1 recovery',
  'Z2 aerobic',
  'Z3 tempo',
  'Z4 sub-threshold',
  'Z5 threshold +',
];
export const HR_ZONE_COUNT = HR_ZONE_NAMES.length;

/** Seconds in each zone of one histogram at this LTHR. */
export function zoneSeconds(
  h: HrHistogram,
  lthr: number,
  out: Float64Array = new Float64Array(HR_ZONE_COUNT),
): Float64Array {
  const bounds = HR_ZONE_LTHR_SHARES.map((s) => s * lthr);
  for (let k = 0; k < h.seconds.length; k++) {
    const bpm = h.lo + k;
    let z = 0;
    while (z < bounds.length && bpm >= bounds[z]!) z++;
    out[z]! += h.seconds[k]!;
  }
  return out;
}

export type ZonePeriod = 'week' | 'month';

export interface ZoneBucket {
  /** Day number of the period's first day. */
  start: number;
  seconds: number[];
}

export interface ZoneInput {
  day: number;
  hr: HrHistogram;
  lthr: number | null;
}

function periodStart(day: number, period: ZonePeriod): number {
  if (period === 'week') return weekStartOf(day);
  const { year, month } = yearMonthOf(day);
  return monthStart(year, month);
}

/** Buckets in time order, one per period with heart-rate time (periods without are left out). */
export function zonesByPeriod(rows: Iterable<ZoneInput>, period: ZonePeriod): ZoneBucket[] {
  const byStart = new Map<number, Float64Array>();
  for (const r of rows) {
    if (r.lthr === null || r.hr.seconds.length === 0) continue;
    const start = periodStart(r.day, period);
    let acc = byStart.get(start);
    if (!acc) byStart.set(start, (acc = new Float64Array(HR_ZONE_COUNT)));
    zoneSeconds(r.hr, r.lthr, acc);
  }
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, s]) => ({ start, seconds: Array.from(s) }));
}
