/**
 * Weekly and monthly totals stacked by sport. Definitions:
 * - An activity belongs to the week (Monday to Sunday) or month of its local start day (see
 *   day-numbers.ts); activities without a start time are in no bucket.
 * - Per bucket and sport: distance (sum of distanceM), moving time (sum of movingS where known, as
 *   in the Activities totals row), elevation gain (sum of elevationGainM where known), count.
 * - Buckets run without gaps from the first to the last bucket holding an activity; at most
 *   `maxBuckets` of the latest are kept.
 */
import { startDayOf } from '../../domain/filters';
import { SPORTS, type Sport, type TrackSummary } from '../../domain/stats/types';
import { monthStart, weekStartOf, yearMonthOf } from '../../domain/calendar/day-numbers';

export type BucketPeriod = 'week' | 'month';
export type BucketMetric = 'distanceM' | 'movingS' | 'gainM';

/** Most weekly buckets charted (two years); the chart says when older weeks are left out. */
export const MAX_WEEK_BUCKETS = 104;
/** Most monthly buckets charted (twenty years). */
export const MAX_MONTH_BUCKETS = 240;

export interface SportTotals {
  distanceM: number;
  movingS: number;
  gainM: number;
  count: number;
}

export interface Bucket {
  /** Day number of the bucket's first day. */
  start: number;
  bySport: Partial<Record<Sport, SportTotals>>;
}

export interface BucketResult {
  buckets: Bucket[];
  /** Buckets left out before the first one kept (beyond maxBuckets). */
  omitted: number;
  /** Activities without a start time (in no bucket). */
  undated: number;
}

type OffsetFn = (epochMs: number) => number;

function startOfBucket(day: number, period: BucketPeriod): number {
  if (period === 'week') return weekStartOf(day);
  const { year, month } = yearMonthOf(day);
  return monthStart(year, month);
}

/** Day number of the first day of the bucket after the one starting on `start`. */
export function nextBucket(start: number, period: BucketPeriod): number {
  if (period === 'week') return start + 7;
  const { year, month } = yearMonthOf(start);
  return monthStart(year, month + 1);
}

function addTo(bucket: Bucket, s: TrackSummary): void {
  const t = (bucket.bySport[s.sport] ??= { distanceM: 0, movingS: 0, gainM: 0, count: 0 });
  t.distanceM += s.distanceM;
  t.movingS += s.movingS ?? 0;
  t.gainM += s.elevationGainM ?? 0;
  t.count += 1;
}

/** Buckets of the activities (definition above). `offsetMin` is the viewer's zone for undated offsets. */
export function bucketize(
  rows: readonly TrackSummary[],
  period: BucketPeriod,
  offsetMin?: OffsetFn,
  maxBuckets: number = period === 'week' ? MAX_WEEK_BUCKETS : MAX_MONTH_BUCKETS,
): BucketResult {
  const byStart = new Map<number, Bucket>();
  let undated = 0;
  for (const s of rows) {
    const day = startDayOf(s, offsetMin);
    if (day === null) {
      undated++;
      continue;
    }
    const start = startOfBucket(day, period);
    let bucket = byStart.get(start);
    if (!bucket) byStart.set(start, (bucket = { start, bySport: {} }));
    addTo(bucket, s);
  }
  if (byStart.size === 0) return { buckets: [], omitted: 0, undated };
  const starts = [...byStart.keys()];
  const last = Math.max(...starts);
  const all: Bucket[] = [];
  for (let start = Math.min(...starts); start <= last; start = nextBucket(start, period)) {
    all.push(byStart.get(start) ?? { start, bySport: {} });
  }
  const omitted = Math.max(0, all.length - maxBuckets);
  return { buckets: all.slice(omitted), omitted, undated };
}

/** Sports that appear in any bucket, in SPORTS order. */
export function sportsInBuckets(buckets: readonly Bucket[]): Sport[] {
  const seen = new Set<Sport>();
  for (const b of buckets) for (const sport of Object.keys(b.bySport) as Sport[]) seen.add(sport);
  return SPORTS.filter((s) => seen.has(s));
}

/** One chart row per bucket: `start` plus the metric per sport (0 where the sport is absent). */
export type BucketRow = { start: number } & Partial<Record<Sport, number>>;

/** Rows for a stacked bar chart; `scale` turns SI values into display units (e.g. m → km). */
export function bucketRows(
  buckets: readonly Bucket[],
  metric: BucketMetric,
  sports: readonly Sport[],
  scale: (value: number) => number = (v) => v,
): BucketRow[] {
  return buckets.map((b) => {
    const row: BucketRow = { start: b.start };
    for (const sport of sports) row[sport] = scale(b.bySport[sport]?.[metric] ?? 0);
    return row;
  });
}
