/**
 * The segment page's leaderboard: filters (year of the activity, sport), sorting, and personal-record
 * marks. Definitions:
 * - Year: the calendar year of the effort's start (activity start when the effort has no time) on
 *   the activity's own clock, as every date of the app (domain/time-zone.ts, startDayOf): a
 *   New Year's Eve run in Zurich is in the old year wherever the viewer is.
 * - PR marks: "PR" on the fastest effort of all (rank 1); "PR then" on each effort that was faster
 *   than every earlier effort when it was ridden or run (the record's progression), oldest first.
 * - Sorting: by elapsed time (the rank), date, pace or speed, heart rate or power; absent values
 *   last in both directions.
 */
import type { RankedEffort } from '../../../domain/segments/types';
import { yearMonthOf } from '../../../domain/calendar/day-numbers';
import { startDayOf } from '../../../domain/filters/metrics';
import type { Sport, TrackSummary } from '../../../domain/stats/types';

export type LeaderboardSortKey = 'elapsed' | 'date' | 'speed' | 'hr' | 'power';
export interface LeaderboardSort {
  key: LeaderboardSortKey;
  direction: 'asc' | 'desc';
}
export interface LeaderboardFilter {
  year: number | null;
  sport: Sport | null;
}

export type PrMark = 'pr' | 'pr-then' | null;

/** Start of the effort (or of its activity), epoch ms; null when neither is known. */
export function effortInstant(e: RankedEffort): number | null {
  return e.startTime ?? e.activityStartTime;
}

/** The activity's clock: its file's UTC offset or its start's zone (unknown: the viewer's). */
export type ActivityClock = Pick<TrackSummary, 'utcOffsetMin' | 'timeZone'>;
/** Looks up the clock of an effort's activity by its id. */
export type ClockOf = (trackId: string) => ActivityClock | undefined;
const VIEWER_CLOCK: ClockOf = () => undefined;

/**
 * No clock of an activity is further from UTC than this (the stored offsets' bound, 18 h, which the
 * IANA zones' -12 h to +14 h lie within), ms: an instant further than this from every New Year in
 * UTC is in its UTC year on every clock.
 */
export const YEAR_CLOCK_MARGIN_MS = 18 * 3_600_000;

/**
 * The year of an effort on its activity's clock. Only instants within YEAR_CLOCK_MARGIN_MS of a New
 * Year in UTC look the clock up (a time-zone lookup costs about 0.1 ms: 500 efforts made one
 * render a long task); every other one is in its UTC year on any clock.
 */
export function effortYear(e: RankedEffort, clockOf: ClockOf = VIEWER_CLOCK): number | null {
  const instant = effortInstant(e);
  if (instant === null) return null;
  const utcYear = new Date(instant).getUTCFullYear();
  if (
    instant - Date.UTC(utcYear, 0, 1) > YEAR_CLOCK_MARGIN_MS &&
    Date.UTC(utcYear + 1, 0, 1) - instant > YEAR_CLOCK_MARGIN_MS
  )
    return utcYear;
  const clock = clockOf(e.trackId);
  const day = startDayOf({
    startTime: instant,
    utcOffsetMin: clock?.utcOffsetMin ?? null,
    timeZone: clock?.timeZone ?? null,
  });
  return day === null ? null : yearMonthOf(day).year;
}

/** Years and sports present among the efforts (for the filter choices), newest year first. */
export function filterChoices(
  efforts: readonly RankedEffort[],
  clockOf: ClockOf = VIEWER_CLOCK,
): { years: number[]; sports: Sport[] } {
  const years = new Set<number>();
  const sports = new Set<Sport>();
  for (const e of efforts) {
    const y = effortYear(e, clockOf);
    if (y !== null) years.add(y);
    sports.add(e.sport);
  }
  return { years: [...years].sort((a, b) => b - a), sports: [...sports].sort() };
}

/** PR marks by effort id (definition above). */
export function prMarks(efforts: readonly RankedEffort[]): Map<string, PrMark> {
  const marks = new Map<string, PrMark>();
  const timed = efforts
    .filter((e) => e.elapsedS !== null && effortInstant(e) !== null)
    .sort((a, b) => effortInstant(a)! - effortInstant(b)!);
  let best = Infinity;
  for (const e of timed) {
    if (e.elapsedS! < best) {
      best = e.elapsedS!;
      marks.set(e.id, 'pr-then');
    }
  }
  for (const e of efforts) if (e.rank === 1) marks.set(e.id, 'pr');
  return marks;
}

function sortValue(e: RankedEffort, key: LeaderboardSortKey): number | null {
  switch (key) {
    case 'elapsed':
      return e.elapsedS;
    case 'date':
      return effortInstant(e);
    case 'speed':
      return e.avgSpeedMps;
    case 'hr':
      return e.avgHr;
    case 'power':
      return e.avgPower;
  }
}

/** The filtered, sorted rows (definitions above). */
export function leaderboardRows(
  efforts: readonly RankedEffort[],
  filter: LeaderboardFilter,
  sort: LeaderboardSort,
  clockOf: ClockOf = VIEWER_CLOCK,
): RankedEffort[] {
  const rows = efforts.filter(
    (e) =>
      (filter.year === null || effortYear(e, clockOf) === filter.year) &&
      (filter.sport === null || e.sport === filter.sport),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    return (va - vb) * sign || (a.rank ?? Infinity) - (b.rank ?? Infinity);
  });
}

/**
 * The best `n` efforts for "Compare the best N": fastest first, one per activity (the compare URL
 * crops each activity once).
 */
export function bestPerActivity(efforts: readonly RankedEffort[], n: number): RankedEffort[] {
  const seen = new Set<string>();
  const out: RankedEffort[] = [];
  for (const e of [...efforts].filter((x) => x.rank !== null).sort((a, b) => a.rank! - b.rank!)) {
    if (seen.has(e.trackId)) continue;
    seen.add(e.trackId);
    out.push(e);
    if (out.length === n) break;
  }
  return out;
}
