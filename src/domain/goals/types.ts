/**
 * Goals (issue 35): a target per week, month or year of distance, moving time, ascent, number of
 * activities or active days, for all sports or one, counted from a start day. Several at once.
 */
import type { Sport } from '../stats/types';

export type GoalPeriod = 'week' | 'month' | 'year';
export const GOAL_PERIODS: readonly GoalPeriod[] = ['week', 'month', 'year'];

export type GoalMetric = 'distance' | 'moving' | 'ascent' | 'activities' | 'activeDays';
export const GOAL_METRICS: readonly GoalMetric[] = [
  'distance',
  'moving',
  'ascent',
  'activities',
  'activeDays',
];

export interface Goal {
  id: string;
  period: GoalPeriod;
  metric: GoalMetric;
  /** null: all sports. */
  sport: Sport | null;
  /** In the metric's unit: metres (distance, ascent), seconds (moving), a count (activities, days). */
  target: number;
  /** Day number from which activities count. */
  startDay: number;
  createdAt: number;
  updatedAt: number;
}
