/** Words and units of goals (domain/goals) for the screen. */
import type { Goal, GoalMetric, GoalPeriod } from '../../domain/goals/types';
import type { UnitSystem } from '../../domain/units';
import {
  distanceUnit,
  elevationUnit,
  formatDistance,
  formatElevation,
  formatInteger,
  formatTotalDuration,
  fromDisplayDistance,
  fromDisplayElevation,
  toDisplayDistance,
  toDisplayElevation,
} from '../../lib/format';

export const PERIOD_LABEL: Record<GoalPeriod, string> = { week: 'Weekly', month: 'Monthly', year: 'Yearly' };
export const METRIC_LABEL: Record<GoalMetric, string> = {
  distance: 'distance',
  moving: 'moving time',
  ascent: 'ascent',
  activities: 'activities',
  activeDays: 'active days',
};

/** The measures as the form offers them, each on its own (capitalised). */
export const METRIC_OPTION_LABEL: Record<GoalMetric, string> = {
  distance: 'Distance',
  moving: 'Moving time',
  ascent: 'Ascent',
  activities: 'Activities',
  activeDays: 'Active days',
};

/** The unit a target is typed in. */
export function inputUnit(metric: GoalMetric, units: UnitSystem): string {
  if (metric === 'distance') return distanceUnit(units);
  if (metric === 'ascent') return elevationUnit(units);
  if (metric === 'moving') return 'h';
  return metric === 'activities' ? 'activities' : 'days';
}

export function fromInput(metric: GoalMetric, value: number, units: UnitSystem): number {
  if (metric === 'distance') return fromDisplayDistance(value, units);
  if (metric === 'ascent') return fromDisplayElevation(value, units);
  if (metric === 'moving') return value * 3600;
  return Math.round(value);
}

/** A stored target as it is typed (the inverse of fromInput), to 3 decimals. */
export function toInput(metric: GoalMetric, value: number, units: UnitSystem): string {
  const typed =
    metric === 'distance'
      ? toDisplayDistance(value, units)
      : metric === 'ascent'
        ? toDisplayElevation(value, units)
        : metric === 'moving'
          ? value / 3600
          : value;
  return String(Math.round(typed * 1000) / 1000);
}

export function formatGoalValue(metric: GoalMetric, value: number, units: UnitSystem): string {
  if (metric === 'distance') return formatDistance(value, units, 1);
  if (metric === 'ascent') return formatElevation(value, units);
  if (metric === 'moving') return formatTotalDuration(value);
  return formatInteger(Math.round(value * 10) / 10);
}

export function goalTitle(goal: Goal, units: UnitSystem): string {
  const sport = goal.sport === null ? 'all sports' : goal.sport;
  return `${PERIOD_LABEL[goal.period]} ${METRIC_LABEL[goal.metric]}: ${formatGoalValue(goal.metric, goal.target, units)} (${sport})`;
}
