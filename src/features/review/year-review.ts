/**
 * The year in review, computed from summaries. Definitions:
 * - An activity belongs to the year of its local start day (startDayOf: the file's UTC offset, else
 *   the viewer's zone), as the calendar and the Eddington number date it; undated ones to no year.
 * - Totals are computeTotals (the Activities totals row) plus active days (days with an activity);
 *   the change is against the same totals of the year before (null when that year has nothing).
 * - Biggest day: the local day with the most distance (summed over its activities). Biggest week:
 *   the Monday-to-Sunday week with the most distance counting only this year's activities (a week
 *   across New Year is cut at the year's edge). Biggest month: the calendar month with the most.
 *   Ties keep the earliest.
 * - Longest activity: the most distance; highest: the greatest maxElevationM. Ties keep the earlier.
 * - Records set that year: per sport and best-effort distance, the year's fastest effort when it is
 *   faster than every effort of that sport and distance from before the year (`previousS` is that
 *   older best; null when the distance had never been done before, a first record).
 * - Sports split: count, distance and moving time per sport, most distance first.
 * - Only what counts (src/domain/sanity/history.ts): routes, excluded activities and wrong clocks
 *   (before 1990, after the import) belong to no year; records only from recordEfforts.
 */
import { dailyTotals } from '../../domain/calendar/calendar';
import { startDayOf } from '../../domain/filters';
import type { ReviewFigures } from '../../domain/share/shared-review';
import { monthStart, weekStartOf, yearMonthOf } from '../../domain/calendar/day-numbers';
import { BEST_EFFORT_DISTANCES } from '../../domain/stats/best-efforts';
import { countsInHistory, hasKnownDate, recordEfforts } from '../../domain/sanity/history';
import { computeTotals, type Totals } from '../../domain/stats/totals';
import type { BestEffortKey, Sport, TrackSummary } from '../../domain/stats/types';

export interface YearTotals extends Totals {
  activeDays: number;
}

export interface PeakPeriod {
  /** Day number of the period's first day. */
  start: number;
  distanceM: number;
  count: number;
}

export interface YearRecord {
  sport: Sport;
  key: BestEffortKey;
  distanceM: number;
  timeS: number;
  /** The best time before this year, null for a first effort at this distance. */
  previousS: number | null;
  activity: TrackSummary;
}

export interface SportShare {
  sport: Sport;
  count: number;
  distanceM: number;
  movingS: number;
}

export interface YearReview {
  year: number;
  rows: TrackSummary[];
  totals: YearTotals;
  previous: YearTotals | null;
  biggestDay: PeakPeriod | null;
  biggestWeek: PeakPeriod | null;
  biggestMonth: PeakPeriod | null;
  longest: TrackSummary | null;
  highest: TrackSummary | null;
  records: YearRecord[];
  sports: SportShare[];
}

type OffsetFn = (epochMs: number) => number;

/** The local start day of an activity that counts and has a known date, else null. */
function reviewDayOf(s: TrackSummary, offsetMin?: OffsetFn): number | null {
  return countsInHistory(s) && hasKnownDate(s) ? startDayOf(s, offsetMin) : null;
}

/** Years (latest first) holding at least one dated activity. */
export function reviewYears(rows: readonly TrackSummary[], offsetMin?: OffsetFn): number[] {
  const years = new Set<number>();
  for (const s of rows) {
    const day = reviewDayOf(s, offsetMin);
    if (day !== null) years.add(yearMonthOf(day).year);
  }
  return [...years].sort((a, b) => b - a);
}

function totalsOf(rows: readonly TrackSummary[], days: readonly number[]): YearTotals {
  return { ...computeTotals(rows), activeDays: new Set(days).size };
}

/** The period (by `startOf` a day) with the most distance; ties keep the earliest. */
function peak(rows: readonly TrackSummary[], days: readonly number[], startOf: (day: number) => number) {
  const byStart = new Map<number, PeakPeriod>();
  rows.forEach((s, k) => {
    const start = startOf(days[k]!);
    const p = byStart.get(start) ?? { start, distanceM: 0, count: 0 };
    p.distanceM += s.distanceM;
    p.count += 1;
    byStart.set(start, p);
  });
  let best: PeakPeriod | null = null;
  for (const p of byStart.values()) {
    if (!best || p.distanceM > best.distanceM || (p.distanceM === best.distanceM && p.start < best.start)) {
      best = p;
    }
  }
  return best;
}

/** The row with the greatest `value` (non-null); ties keep the earlier start. */
function maxBy(rows: readonly TrackSummary[], value: (s: TrackSummary) => number | null) {
  let best: TrackSummary | null = null;
  let bestValue = -Infinity;
  for (const s of rows) {
    const v = value(s);
    if (v === null || !Number.isFinite(v)) continue;
    const earlier = (s.startTime ?? Infinity) < (best?.startTime ?? Infinity);
    if (v > bestValue || (v === bestValue && earlier)) {
      best = s;
      bestValue = v;
    }
  }
  return best;
}

const effortOrder = new Map(BEST_EFFORT_DISTANCES.map((d, k) => [d.key, k]));

/** Records set in the year (definition above), by sport then distance. */
function yearRecords(thisYear: readonly TrackSummary[], before: readonly TrackSummary[]): YearRecord[] {
  const older = new Map<string, number>();
  for (const s of before) {
    for (const e of recordEfforts(s)) {
      const id = `${s.sport}/${e.key}`;
      if (e.timeS > 0 && e.timeS < (older.get(id) ?? Infinity)) older.set(id, e.timeS);
    }
  }
  const best = new Map<string, YearRecord>();
  for (const s of thisYear) {
    for (const e of recordEfforts(s)) {
      const id = `${s.sport}/${e.key}`;
      const current = best.get(id);
      const earlier = (s.startTime ?? Infinity) < (current?.activity.startTime ?? Infinity);
      if (
        !(e.timeS > 0) ||
        (current && (e.timeS > current.timeS || (e.timeS === current.timeS && !earlier)))
      ) {
        continue;
      }
      const previousS = older.get(id) ?? null;
      if (previousS !== null && e.timeS >= previousS) continue;
      best.set(id, {
        sport: s.sport,
        key: e.key,
        distanceM: e.distanceM,
        timeS: e.timeS,
        previousS,
        activity: s,
      });
    }
  }
  return [...best.values()].sort(
    (a, b) => a.sport.localeCompare(b.sport) || (effortOrder.get(a.key) ?? 0) - (effortOrder.get(b.key) ?? 0),
  );
}

function sportsSplit(rows: readonly TrackSummary[]): SportShare[] {
  const by = new Map<Sport, SportShare>();
  for (const s of rows) {
    const t = by.get(s.sport) ?? { sport: s.sport, count: 0, distanceM: 0, movingS: 0 };
    t.count += 1;
    t.distanceM += s.distanceM;
    t.movingS += s.movingS ?? 0;
    by.set(s.sport, t);
  }
  return [...by.values()].sort((a, b) => b.distanceM - a.distanceM || b.count - a.count);
}

/** Everything the year page shows for `year` (definitions above). */
export function yearReview(rows: readonly TrackSummary[], year: number, offsetMin?: OffsetFn): YearReview {
  const inYear: TrackSummary[] = [];
  const days: number[] = [];
  const lastYear: TrackSummary[] = [];
  const lastYearDays: number[] = [];
  const before: TrackSummary[] = [];
  for (const s of rows) {
    const day = reviewDayOf(s, offsetMin);
    if (day === null) continue;
    const y = yearMonthOf(day).year;
    if (y === year) {
      inYear.push(s);
      days.push(day);
    } else if (y < year) {
      before.push(s);
      if (y === year - 1) {
        lastYear.push(s);
        lastYearDays.push(day);
      }
    }
  }
  const monthOf = (day: number) => {
    const { year: y, month } = yearMonthOf(day);
    return monthStart(y, month);
  };
  return {
    year,
    rows: inYear,
    totals: totalsOf(inYear, days),
    previous: lastYear.length > 0 ? totalsOf(lastYear, lastYearDays) : null,
    biggestDay: peak(inYear, days, (d) => d),
    biggestWeek: peak(inYear, days, weekStartOf),
    biggestMonth: peak(inYear, days, monthOf),
    longest: maxBy(inYear, (s) => (s.distanceM > 0 ? s.distanceM : null)),
    highest: maxBy(inYear, (s) => s.maxElevationM),
    records: yearRecords(inYear, before),
    sports: sportsSplit(inYear),
  };
}

/** Size of the cells that find the year's home area, degrees of latitude and longitude. */
export const HOME_CELL_DEG = 1;

/**
 * The year's home area: the activities starting in the HOME_CELL_DEG × HOME_CELL_DEG cell that
 * holds the most starts (ties: the cell seen first). The map opens on them, so a year of rides at
 * home and one holiday abroad does not open on a view of half the world. Activities without a
 * start point are left out.
 */
export function homeActivities(rows: readonly TrackSummary[]): TrackSummary[] {
  const cells = new Map<string, TrackSummary[]>();
  let best: TrackSummary[] = [];
  for (const s of rows) {
    if (s.startLat === null || s.startLon === null) continue;
    const key = `${Math.floor(s.startLat / HOME_CELL_DEG)}/${Math.floor(s.startLon / HOME_CELL_DEG)}`;
    const list = cells.get(key) ?? [];
    list.push(s);
    cells.set(key, list);
    if (list.length > best.length) best = list;
  }
  return best;
}

/**
 * The figures of the year page without any activity (its name, id or file): the highlights and
 * records give a figure and a day only, the calendar each active day's distance and count. The
 * page draws them (review-sections.tsx), and a shared Year in review stores them.
 */
export function reviewFigures(review: YearReview, offsetMin?: OffsetFn): ReviewFigures {
  const totals = ({ count, activeDays, distanceM, movingS, elevationGainM }: YearTotals) => ({
    count,
    activeDays,
    distanceM,
    movingS,
    elevationGainM,
  });
  const dayOf = (s: TrackSummary) => startDayOf(s, offsetMin) ?? 0;
  const { longest, highest } = review;
  const days = [...dailyTotals(review.rows, offsetMin)]
    .map(([day, t]) => ({ day, distanceM: t.distanceM, count: t.count }))
    .filter((d) => yearMonthOf(d.day).year === review.year)
    .sort((a, b) => a.day - b.day);
  return {
    year: review.year,
    totals: totals(review.totals),
    previous: review.previous ? totals(review.previous) : null,
    biggestDay: review.biggestDay,
    biggestWeek: review.biggestWeek,
    biggestMonth: review.biggestMonth,
    longest: longest ? { day: dayOf(longest), distanceM: longest.distanceM } : null,
    highest:
      highest && highest.maxElevationM !== null
        ? { day: dayOf(highest), maxElevationM: highest.maxElevationM }
        : null,
    sports: review.sports.map(({ sport, count, distanceM, movingS }) => ({
      sport,
      count,
      distanceM,
      movingS,
    })),
    records: review.records.map(({ sport, key, timeS, previousS }) => ({ sport, key, timeS, previousS })),
    days,
  };
}
