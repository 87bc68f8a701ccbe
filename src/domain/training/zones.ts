/**
 * Time in heart-rate and power zones per week or month, from each activity's 1-bpm heart-rate
 * histogram and 5 W power histogram (so a new LTHR or FTP re-zones everything without reading a
 * track).
 * Heart-rate zones (Joe Friel, "Quick guide to setting zones", TrainingPeaks 2009; running and
 * cycling alike): shares of the threshold heart rate in force on the activity's day (LTHR,
 * thresholds.ts, else the estimate) with lower bounds HR_ZONE_LTHR_SHARES: Z1 recovery below 85 %,
 * Z2 aerobic 85-89 %, Z3 tempo 90-94 %, Z4 sub-threshold 95-99 %, Z5 threshold and above from 100 %.
 * Power zones (the seven power levels of A. Coggan; H. Allen and A. Coggan, "Training and Racing
 * with a Power Meter", 2nd ed., 2010): shares of the FTP in force on the activity's day, cut at
 * POWER_ZONE_FTP_SHARES: Z1 active recovery below 55 %, Z2 endurance 55-75 %, Z3 tempo 75-90 %,
 * Z4 threshold 90-105 %, Z5 VO2max 105-120 %, Z6 anaerobic 120-150 %, Z7 neuromuscular from 150 %.
 * A bin of the power histogram that a boundary cuts is split in proportion to the watts on each
 * side.
 */
import { weekStartOf, yearMonthOf, monthStart } from '../calendar/day-numbers';
import type { HrHistogram } from './hr-histogram';
import { POWER_BIN_W, type PowerHistogram } from './power-histogram';

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

export const POWER_ZONE_FTP_SHARES: readonly number[] = [0.55, 0.75, 0.9, 1.05, 1.2, 1.5];
export const POWER_ZONE_NAMES: readonly string[] = [
  'Z1 active recovery',
  'Z2 endurance',
  'Z3 tempo',
  'Z4 threshold',
  'Z5 VO2max',
  'Z6 anaerobic',
  'Z7 neuromuscular',
];
const POWER_ZONE_COUNT = POWER_ZONE_NAMES.length;

/** Seconds in each power zone of one histogram at this FTP (a cut bin split in proportion). */
export function powerZoneSeconds(
  h: PowerHistogram,
  ftp: number,
  out: Float64Array = new Float64Array(POWER_ZONE_COUNT),
): Float64Array {
  const bounds = POWER_ZONE_FTP_SHARES.map((s) => s * ftp);
  for (let k = 0; k < h.seconds.length; k++) {
    const t = h.seconds[k]!;
    if (t === 0) continue;
    const lo = (h.lo + k) * POWER_BIN_W;
    const hi = lo + POWER_BIN_W;
    let z = 0;
    while (z < bounds.length && lo >= bounds[z]!) z++;
    let from = lo;
    // Boundaries inside the bin hand its seconds on zone by zone.
    while (z < bounds.length && bounds[z]! < hi) {
      out[z]! += (t * (bounds[z]! - from)) / POWER_BIN_W;
      from = bounds[z]!;
      z++;
    }
    out[z]! += (t * (hi - from)) / POWER_BIN_W;
  }
  return out;
}

export type ZoneKind = 'hr' | 'power';

export type ZonePeriod = 'week' | 'month';

export interface ZoneBucket {
  /** Day number of the period's first day. */
  start: number;
  seconds: number[];
}

export type ZoneInput =
  | { kind: 'hr'; day: number; hist: HrHistogram; threshold: number | null }
  | { kind: 'power'; day: number; hist: PowerHistogram; threshold: number | null };

function periodStart(day: number, period: ZonePeriod): number {
  if (period === 'week') return weekStartOf(day);
  const { year, month } = yearMonthOf(day);
  return monthStart(year, month);
}

/**
 * Buckets in time order, one per period with time in zones (periods without are left out); rows
 * of one kind (LTHR for heart rate, FTP for power as their threshold).
 */
export function zonesByPeriod(rows: Iterable<ZoneInput>, period: ZonePeriod): ZoneBucket[] {
  const byStart = new Map<number, Float64Array>();
  for (const r of rows) {
    if (r.threshold === null || r.hist.seconds.length === 0) continue;
    const start = periodStart(r.day, period);
    let acc = byStart.get(start);
    if (!acc)
      byStart.set(start, (acc = new Float64Array(r.kind === 'hr' ? HR_ZONE_COUNT : POWER_ZONE_COUNT)));
    if (r.kind === 'hr') zoneSeconds(r.hist, r.threshold, acc);
    else powerZoneSeconds(r.hist, r.threshold, acc);
  }
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, s]) => ({ start, seconds: Array.from(s) }));
}

/**
 * The last `count` periods up to the one holding `toDay` and not before the one holding `fromDay`,
 * in time order, each with its seconds in zones (zeros for a period without any): the bars keep
 * the calendar's spacing, so an empty week shows as a gap.
 */
export function lastPeriods(
  buckets: readonly ZoneBucket[],
  period: ZonePeriod,
  fromDay: number,
  toDay: number,
  count: number,
  zoneCount: number,
): ZoneBucket[] {
  const byStart = new Map(buckets.map((b) => [b.start, b.seconds]));
  const first = periodStart(fromDay, period);
  const out: ZoneBucket[] = [];
  let start = periodStart(toDay, period);
  while (out.length < count && start >= first) {
    out.push({ start, seconds: byStart.get(start) ?? new Array<number>(zoneCount).fill(0) });
    start = periodStart(start - 1, period);
  }
  return out.reverse();
}
