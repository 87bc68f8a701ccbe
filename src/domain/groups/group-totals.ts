/**
 * A group member's totals and the group's leaderboard (issue 37, private groups).
 *
 * What a member's totals hold (memberTotals), the Overview's definitions (features/overview/
 * buckets.ts, use-overview-data.ts) applied to the member's own activities:
 * - counted: activities that count in the history (not a route, not excluded: sanity/history.ts)
 *   with a plausible start date (sanity/rules.ts); undated ones count nowhere;
 * - an activity belongs to the week (Monday to Sunday) and the calendar month of its local start day
 *   (filters/metrics.ts startDayOf: the clock where it happened);
 * - per week or month and sport: distance (sum of distanceM), moving time (sum of movingS where
 *   known), ascent (sum of elevationGainM where known), activities (count);
 * - figures are rounded to whole metres and seconds when stored (a leaderboard needs no more);
 * - only weeks and months from 1 January of last year on are kept: the leaderboard shows this
 *   week, this month, this year and last year.
 *
 * The leaderboard (leaderboard): each member's figures for the period that holds `today` (the
 * viewer's calendar day): this week from its week row, this month from its month row, this year as
 * the sum of the year's month rows, last year as the sum of last year's; one sport or all. Members are ranked by the chosen figure,
 * highest first; ties keep the members' order.
 */
import { startDayOf } from '../filters';
import { formatDay } from '../filters/date-range';
import { monthStart, weekStartOf, yearMonthOf } from '../calendar/day-numbers';
import { countsInHistory } from '../sanity/history';
import { hasPlausibleDate } from '../sanity/rules';
import type { Sport, TrackSummary } from '../stats/types';

/** One period's totals of one sport (a week or a month, from its first day). */
export interface TotalsRow {
  /** The period's first day, YYYY-MM-DD (a Monday for a week, the 1st for a month). */
  start: string;
  sport: Sport;
  distanceM: number;
  movingS: number;
  ascentM: number;
  count: number;
}

/** What a member shares with the group: their weekly and monthly totals by sport. */
export interface MemberTotals {
  weeks: TotalsRow[];
  months: TotalsRow[];
}

export type LeaderboardPeriod = 'week' | 'month' | 'year' | 'lastYear';
export type LeaderboardMetric = 'distanceM' | 'movingS' | 'ascentM' | 'count';

export interface LeaderboardRow {
  uid: string;
  distanceM: number;
  movingS: number;
  ascentM: number;
  count: number;
}

type OffsetFn = (epochMs: number) => number;

/** The first day kept in a member's totals when today is `today`: 1 January of last year. */
export function firstKeptDay(today: number): number {
  return monthStart(yearMonthOf(today).year - 1, 0);
}

type Summary = Pick<
  TrackSummary,
  | 'sport'
  | 'distanceM'
  | 'movingS'
  | 'elevationGainM'
  | 'startTime'
  | 'utcOffsetMin'
  | 'timeZone'
  | 'importedAt'
  | 'kind'
  | 'excluded'
>;

/** The member's totals by week and month (definitions above), newest period first. */
export function memberTotals(
  summaries: readonly Summary[],
  today: number,
  offsetMin?: OffsetFn,
): MemberTotals {
  const from = firstKeptDay(today);
  const weeks = new Map<string, TotalsRow>();
  const months = new Map<string, TotalsRow>();
  const add = (map: Map<string, TotalsRow>, startDay: number, s: Summary) => {
    const start = formatDay(startDay);
    const key = `${start} ${s.sport}`;
    let row = map.get(key);
    if (!row) {
      row = { start, sport: s.sport, distanceM: 0, movingS: 0, ascentM: 0, count: 0 };
      map.set(key, row);
    }
    row.distanceM += s.distanceM;
    row.movingS += s.movingS ?? 0;
    row.ascentM += s.elevationGainM ?? 0;
    row.count += 1;
  };
  for (const s of summaries) {
    if (!countsInHistory(s) || !hasPlausibleDate(s)) continue;
    const day = startDayOf(s, offsetMin);
    if (day === null || day < from) continue;
    add(weeks, weekStartOf(day), s);
    const { year, month } = yearMonthOf(day);
    add(months, monthStart(year, month), s);
  }
  const rounded = (rows: Iterable<TotalsRow>) =>
    [...rows]
      .map((r) => ({
        ...r,
        distanceM: Math.round(r.distanceM),
        movingS: Math.round(r.movingS),
        ascentM: Math.round(r.ascentM),
      }))
      .sort((a, b) => (a.start === b.start ? a.sport.localeCompare(b.sport) : a.start < b.start ? 1 : -1));
  return { weeks: rounded(weeks.values()), months: rounded(months.values()) };
}

/** The first day of the period of `period` holding `today`, and of the next one (YYYY-MM-DD). */
export function periodBounds(period: LeaderboardPeriod, today: number): { from: string; to: string } {
  const { year, month } = yearMonthOf(today);
  if (period === 'week') {
    const start = weekStartOf(today);
    return { from: formatDay(start), to: formatDay(start + 7) };
  }
  if (period === 'month')
    return { from: formatDay(monthStart(year, month)), to: formatDay(monthStart(year, month + 1)) };
  if (period === 'lastYear')
    return { from: formatDay(monthStart(year - 1, 0)), to: formatDay(monthStart(year, 0)) };
  return { from: formatDay(monthStart(year, 0)), to: formatDay(monthStart(year + 1, 0)) };
}

/**
 * The leaderboard of `period` (definitions above) over the members' totals, one sport or all
 * (null), ranked by `metric`, highest first. Members with nothing in the period are listed with
 * zeros.
 */
export function leaderboard(
  members: readonly { uid: string; totals: MemberTotals }[],
  period: LeaderboardPeriod,
  today: number,
  sport: Sport | null,
  metric: LeaderboardMetric,
): LeaderboardRow[] {
  const { from, to } = periodBounds(period, today);
  const rows = members.map(({ uid, totals }) => {
    const row: LeaderboardRow = { uid, distanceM: 0, movingS: 0, ascentM: 0, count: 0 };
    const source = period === 'week' ? totals.weeks : totals.months;
    for (const r of source) {
      if (r.start < from || r.start >= to) continue;
      if (sport !== null && r.sport !== sport) continue;
      row.distanceM += r.distanceM;
      row.movingS += r.movingS;
      row.ascentM += r.ascentM;
      row.count += r.count;
    }
    return row;
  });
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => b.row[metric] - a.row[metric] || a.i - b.i)
    .map(({ row }) => row);
}
