/**
 * What people look for first on the Overview: this week against last week, and streaks.
 * Definitions:
 * - An activity's day is the calendar day it starts on, on the clock where it happened (startDayOf:
 *   the file's UTC offset, else its start position's zone, else the viewer's), as the calendar, the filters and the Eddington
 *   number date activities. "Today" is the viewer's calendar day (localDayOf(now)).
 * - Weeks start on Monday (WEEK_STARTS_ON). "This week" runs from its Monday to today. It is
 *   compared with the same days of last week (Monday to the same weekday), so a Tuesday is not
 *   measured against a whole week; last week in full is given beside it.
 * - A day streak is a run of consecutive calendar days each with at least one activity. The
 *   current day streak is the run that ends today, or yesterday (DAY_STREAK_GRACE_DAYS: a day not
 *   over yet does not break a streak); otherwise it is 0.
 * - A week streak is a run of consecutive weeks each with at least one activity. The current week
 *   streak is the run that ends this week or last week (WEEK_STREAK_GRACE_WEEKS); otherwise 0.
 * - The longest streak is the longest such run; on a tie, the latest one.
 */
import { startDayOf } from '../filters/metrics';
import { computeTotals, type Totals } from '../stats/totals';
import type { TrackSummary } from '../stats/types';
import { weekStartOf } from './day-numbers';

export const DAYS_PER_WEEK = 7;
/** Days after a streak's last day that still leave it current: today may not be over yet. */
export const DAY_STREAK_GRACE_DAYS = 1;
/** Weeks after a week streak's last week that still leave it current: this week may be young. */
export const WEEK_STREAK_GRACE_WEEKS = 1;

type Dated = Pick<TrackSummary, 'startTime' | 'utcOffsetMin'> & { timeZone?: string | null };
type ViewerOffset = (epochMs: number) => number;

/** A run of consecutive periods (days or week starts, as day numbers); length in periods. */
export interface Streak {
  length: number;
  /** Day number of the run's first day (or first week's Monday); null when length is 0. */
  from: number | null;
  /** Day number of the run's last day (or last week's Monday); null when length is 0. */
  to: number | null;
}

export interface Streaks {
  currentDays: Streak;
  longestDays: Streak;
  currentWeeks: Streak;
  longestWeeks: Streak;
}

const NONE: Streak = { length: 0, from: null, to: null };

/** Sorted distinct start days of the activities (undated ones left out). */
export function activeDays<T extends Dated>(rows: Iterable<T>, offsetMin?: ViewerOffset): number[] {
  const days = new Set<number>();
  for (const s of rows) {
    const day = startDayOf(s, offsetMin);
    if (day !== null) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Longest and current runs in sorted distinct periods `starts`, consecutive when `step` apart; the
 * current run is the one whose last period is at most `grace` steps before `now`.
 */
export function runs(
  starts: readonly number[],
  step: number,
  now: number,
  grace: number,
): { current: Streak; longest: Streak } {
  let longest = NONE;
  let from = starts[0];
  for (let i = 0; i < starts.length; i++) {
    const at = starts[i]!;
    const next = starts[i + 1];
    if (next === at + step) continue;
    const run: Streak = { length: (at - from!) / step + 1, from: from!, to: at };
    if (run.length >= longest.length) longest = run;
    from = next;
  }
  const last = starts.at(-1);
  const isCurrent = last !== undefined && last <= now && now - last <= grace * step;
  const current = isCurrent ? lastRun(starts, step) : NONE;
  return { current, longest };
}

function lastRun(starts: readonly number[], step: number): Streak {
  let i = starts.length - 1;
  while (i > 0 && starts[i - 1] === starts[i]! - step) i--;
  const to = starts.at(-1)!;
  return { length: (to - starts[i]!) / step + 1, from: starts[i]!, to };
}

/** Day and week streaks of the activities as of `today` (definitions above). */
export function streaksOf<T extends Dated>(
  rows: Iterable<T>,
  today: number,
  offsetMin?: ViewerOffset,
): Streaks {
  const days = activeDays(rows, offsetMin);
  const weeks = [...new Set(days.map(weekStartOf))];
  const d = runs(days, 1, today, DAY_STREAK_GRACE_DAYS);
  const w = runs(weeks, DAYS_PER_WEEK, weekStartOf(today), WEEK_STREAK_GRACE_WEEKS);
  return { currentDays: d.current, longestDays: d.longest, currentWeeks: w.current, longestWeeks: w.longest };
}

export interface WeekComparison {
  /** Monday of this week and today (day numbers). */
  from: number;
  today: number;
  /** Totals of this week so far, of the same days last week, and of last week in full. */
  thisWeek: Totals;
  lastWeekSameDays: Totals;
  lastWeek: Totals;
}

/** This week so far against the same days of last week (definitions above). */
export function compareWeeks(
  rows: readonly TrackSummary[],
  today: number,
  offsetMin?: ViewerOffset,
): WeekComparison {
  const from = weekStartOf(today);
  const elapsed = today - from;
  const lastFrom = from - DAYS_PER_WEEK;
  const dayOf = new Map(rows.map((s) => [s, startDayOf(s, offsetMin)]));
  const within = (a: number, b: number) => (s: TrackSummary) => {
    const day = dayOf.get(s);
    return day !== null && day !== undefined && day >= a && day <= b;
  };
  return {
    from,
    today,
    thisWeek: computeTotals(rows, within(from, today)),
    lastWeekSameDays: computeTotals(rows, within(lastFrom, lastFrom + elapsed)),
    lastWeek: computeTotals(rows, within(lastFrom, from - 1)),
  };
}

/** The `count` latest dated activities, latest first. */
export function recentActivities<T extends Pick<TrackSummary, 'startTime'>>(
  rows: readonly T[],
  count: number,
): T[] {
  return rows
    .filter((s) => s.startTime !== null)
    .sort((a, b) => b.startTime! - a.startTime!)
    .slice(0, count);
}
