/**
 * How a goal is doing. Definitions:
 * - Periods are calendar weeks (starting on the person's week start, Monday by default:
 *   WEEK_STARTS_ON), months or years of local days. An activity counts on its local day (the clock
 *   where it happened: filters/metrics.ts startDayOf), as on the Overview, and only from the goal's
 *   start day, for the goal's sport (or all sports).
 * - Value: the period's sum of distance, moving time (elapsed where unknown), smoothed ascent, the
 *   number of activities, or the number of distinct local days with an activity.
 * - Pace needed: what is left to the target divided by the days left in the period, today
 *   included; 0 once met.
 * - Projection: the value so far scaled to the whole period, value / days elapsed (today included)
 *   * days in the period (a straight line from the period's start, as Strava's and intervals.icu's
 *   goal projections).
 * - History: each complete period since the goal's start, met when its value reached the target.
 *   The streak is the number of consecutive met periods ending with the last complete one, plus
 *   the current period once it is met (a period not over yet never breaks a streak).
 */
import { monthStart, weekdayOf, yearMonthOf, yearStart } from '../calendar/day-numbers';
import { WEEK_STARTS_ON } from '../filters/date-range';
import { startDayOf } from '../filters/metrics';
import type { TrackSummary } from '../stats/types';
import type { Goal, GoalMetric, GoalPeriod } from './types';

/** Complete periods kept in a goal's history (the streak counts them all). */
export const GOAL_HISTORY_PERIODS = 12;
const DAYS_PER_WEEK = 7;

export interface PeriodRange {
  /** First day (day number). */
  start: number;
  /** Day after the last. */
  end: number;
}

export function periodOf(day: number, period: GoalPeriod, weekStartsOn = WEEK_STARTS_ON): PeriodRange {
  if (period === 'week') {
    const start = day - ((weekdayOf(day) - weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK);
    return { start, end: start + DAYS_PER_WEEK };
  }
  const { year, month } = yearMonthOf(day);
  if (period === 'month') return { start: monthStart(year, month), end: monthStart(year, month + 1) };
  return { start: yearStart(year), end: yearStart(year + 1) };
}

type Counted = Pick<
  TrackSummary,
  'sport' | 'startTime' | 'utcOffsetMin' | 'distanceM' | 'movingS' | 'elapsedS' | 'elevationGainM'
> & { timeZone?: string | null };

function amount(s: Counted, metric: GoalMetric): number {
  if (metric === 'distance') return s.distanceM;
  if (metric === 'moving') return s.movingS ?? s.elapsedS ?? 0;
  if (metric === 'ascent') return s.elevationGainM ?? 0;
  return 1;
}

export interface PeriodResult extends PeriodRange {
  value: number;
  met: boolean;
}

export interface GoalProgress {
  goal: Goal;
  current: PeriodResult;
  fraction: number;
  remaining: number;
  /** Per day, to meet the target (definition above). */
  neededPerDay: number;
  projected: number;
  /** Complete periods, newest first (at most GOAL_HISTORY_PERIODS). */
  history: PeriodResult[];
  streak: number;
}

export interface GoalOptions {
  weekStartsOn?: number;
  viewerOffsetMin?: (epochMs: number) => number;
}

/** Value per period start, of the goal's activities up to `today`'s period. */
function valuesByPeriod(goal: Goal, rows: readonly Counted[], end: number, opts: GoalOptions) {
  const sums = new Map<number, number>();
  const days = new Map<number, Set<number>>();
  for (const s of rows) {
    if (goal.sport !== null && s.sport !== goal.sport) continue;
    const day = startDayOf(s, opts.viewerOffsetMin);
    if (day === null || day < goal.startDay || day >= end) continue;
    const { start } = periodOf(day, goal.period, opts.weekStartsOn);
    if (goal.metric === 'activeDays') {
      let set = days.get(start);
      if (!set) days.set(start, (set = new Set()));
      set.add(day);
    } else sums.set(start, (sums.get(start) ?? 0) + amount(s, goal.metric));
  }
  for (const [start, set] of days) sums.set(start, set.size);
  return sums;
}

export function goalProgress(
  goal: Goal,
  rows: readonly Counted[],
  today: number,
  opts: GoalOptions = {},
): GoalProgress {
  const cur = periodOf(today, goal.period, opts.weekStartsOn);
  const sums = valuesByPeriod(goal, rows, cur.end, opts);
  const value = sums.get(cur.start) ?? 0;
  const current = { ...cur, value, met: value >= goal.target };
  const remaining = Math.max(0, goal.target - value);
  const daysLeft = Math.max(1, cur.end - today);
  const elapsed = Math.max(1, today - cur.start + 1);
  const history: PeriodResult[] = [];
  let streak = 0;
  let counting = true;
  const first = periodOf(goal.startDay, goal.period, opts.weekStartsOn).start;
  for (let p = periodOf(cur.start - 1, goal.period, opts.weekStartsOn); p.start >= first;) {
    const v = sums.get(p.start) ?? 0;
    const met = v >= goal.target;
    if (history.length < GOAL_HISTORY_PERIODS) history.push({ ...p, value: v, met });
    if (counting && met) streak++;
    else counting = false;
    if (!counting && history.length >= GOAL_HISTORY_PERIODS) break;
    p = periodOf(p.start - 1, goal.period, opts.weekStartsOn);
  }
  return {
    goal,
    current,
    fraction: goal.target > 0 ? value / goal.target : 1,
    remaining,
    neededPerDay: remaining / daysLeft,
    projected: (value / elapsed) * (cur.end - cur.start),
    history,
    streak: streak + (current.met ? 1 : 0),
  };
}
