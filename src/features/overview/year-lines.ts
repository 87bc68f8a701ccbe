/**
 * Year-over-year cumulative distance. Definitions:
 * - For each year with activities, the running total of distanceM by local start day, plotted
 *   against the day of the year (1 = 1 January), so years line up.
 * - A past year's line runs to 31 December; the year holding `today` stops at today (the future
 *   is not drawn as flat). Days of year 366 exist only in leap years (null elsewhere).
 * - The totals are in the display unit (`metresPerUnit`: 1000 for km, 1609.344 for miles), so the
 *   chart's axis picks round ticks in that unit, not round numbers of metres.
 */
import type { TrackSummary } from '../../domain/stats/types';
import { dailyTotals } from '../../domain/calendar/calendar';
import { daysInYear, yearMonthOf, yearStart } from '../../domain/calendar/day-numbers';

/** One row per day of year: `doy` and the cumulative distance per year (null where not drawn). */
export type YearLineRow = { doy: number } & Record<`y${number}`, number | null>;

export interface YearLines {
  /** Years charted, ascending. */
  years: number[];
  rows: YearLineRow[];
}

const MAX_DAY_OF_YEAR = 366;

/** Series key of a year in the rows ("y2024"). */
export const yearKey = (year: number): `y${number}` => `y${year}`;

export function yearLines(
  rows: readonly TrackSummary[],
  today: number,
  offsetMin?: (epochMs: number) => number,
  maxYears = Infinity,
  metresPerUnit = 1,
): YearLines {
  const daily = dailyTotals(rows, offsetMin);
  const yearSet = new Set<number>();
  for (const day of daily.keys()) yearSet.add(yearMonthOf(day).year);
  const years = [...yearSet].sort((a, b) => a - b).slice(-maxYears);
  const out: YearLineRow[] = Array.from({ length: MAX_DAY_OF_YEAR }, (_, k) => ({ doy: k + 1 }));
  for (const year of years) {
    const first = yearStart(year);
    const length = daysInYear(year);
    const lastDrawn = today >= first && today < first + length ? today - first : length - 1;
    let cum = 0;
    for (let k = 0; k < MAX_DAY_OF_YEAR; k++) {
      if (k > lastDrawn || k >= length) {
        out[k]![yearKey(year)] = null;
        continue;
      }
      cum += daily.get(first + k)?.distanceM ?? 0;
      out[k]![yearKey(year)] = cum / metresPerUnit;
    }
  }
  return { years, rows: out };
}

/** Most intervals on the distance axis. */
export const YEAR_AXIS_MAX_INTERVALS = 5;
/** Mantissas of a nice step (1, 2, 2.5 or 5 × 10^k). */
const NICE_MANTISSAS = [1, 2, 2.5, 5] as const;

/**
 * The distance axis' ticks: from 0 in the smallest nice step (a whole number of display units,
 * 1, 2, 2.5 or 5 × 10^k) that reaches the largest total in at most YEAR_AXIS_MAX_INTERVALS steps,
 * up to the first tick at or above that total.
 */
export function yearAxisTicks(lines: YearLines): number[] {
  let max = 0;
  for (const row of lines.rows)
    for (const year of lines.years) {
      const v = row[yearKey(year)];
      if (v !== null && v !== undefined && v > max) max = v;
    }
  const intervals = (step: number) => Math.max(1, Math.ceil(max / step - 1e-9));
  let step = 1;
  search: for (let power = 1; ; power *= 10)
    for (const m of NICE_MANTISSAS) {
      step = m * power;
      if (Number.isInteger(step) && intervals(step) <= YEAR_AXIS_MAX_INTERVALS) break search;
    }
  return Array.from({ length: intervals(step) + 1 }, (_, k) => k * step);
}
