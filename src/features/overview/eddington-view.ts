/**
 * What the Eddington card shows: the Eddington number (src/domain/explorer/eddington.ts) of the
 * overview's activities narrowed to one year (of the activity's local start day) and one sport,
 * and the bars of its "days per distance" chart.
 */
import {
  dailyDistances,
  eddingtonOfDays,
  METRES_PER_UNIT,
  type Eddington,
  type EddingtonUnit,
} from '../../domain/explorer/eddington';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import { SPORTS } from '../../domain/stats/types';
import { yearMonthOf } from '../../domain/calendar/day-numbers';

/** Bars of the chart: up to E + EDDINGTON_CHART_MARGIN distances, at least EDDINGTON_CHART_MIN. */
export const EDDINGTON_CHART_MARGIN = 10;
export const EDDINGTON_CHART_MIN = 20;

export interface EddingtonChoice {
  /** Calendar year of the local start day; null = all time. */
  year: number | null;
  /** null = every sport. */
  sport: Sport | null;
}

/** Years (latest first) and sports (in SPORTS order) present among dated activities. */
export function eddingtonOptions(rows: readonly TrackSummary[]): { years: number[]; sports: Sport[] } {
  const days = dailyDistances(rows);
  const years = new Set<number>();
  for (const day of days.keys()) years.add(yearMonthOf(day).year);
  const present = new Set(rows.map((s) => s.sport));
  return { years: [...years].sort((a, b) => b - a), sports: SPORTS.filter((s) => present.has(s)) };
}

/** The Eddington number of the chosen year and sport, in km or miles. */
export function eddingtonFor(
  rows: readonly TrackSummary[],
  choice: EddingtonChoice,
  unit: EddingtonUnit,
  offsetMin?: (epochMs: number) => number,
): Eddington {
  const picked = choice.sport === null ? rows : rows.filter((s) => s.sport === choice.sport);
  const days = dailyDistances(picked, offsetMin);
  const metres: number[] = [];
  for (const [day, m] of days) {
    if (choice.year === null || yearMonthOf(day).year === choice.year) metres.push(m);
  }
  return eddingtonOfDays(metres, METRES_PER_UNIT[unit]);
}

export interface EddingtonBar {
  /** Distance in whole units. */
  distance: number;
  /** Days of at least `distance` units. */
  days: number;
  /** Whether this distance is already reached (distance <= E). */
  reached: boolean;
}

/** The chart's bars: days of at least k units, k = 1 .. max(E + margin, minimum). */
export function eddingtonBars(e: Eddington): EddingtonBar[] {
  const last = Math.max(e.n + EDDINGTON_CHART_MARGIN, EDDINGTON_CHART_MIN);
  const bars: EddingtonBar[] = [];
  for (let k = 1; k <= last; k++) {
    bars.push({ distance: k, days: e.daysAtLeast[k] ?? 0, reached: k <= e.n });
  }
  return bars;
}
