/**
 * The year calendar of daily distance. Definitions:
 * - A day's distance is the sum of distanceM of the activities whose local start day (startDayOf)
 *   it is; an activity spanning midnight counts wholly on its start day.
 * - Cells are laid out as on a wall calendar turned sideways: one column per week (Monday first),
 *   one row per weekday, column 0 holding 1 January.
 * - Intensity level 0 is a day without activity; days with activity get levels 1..CALENDAR_LEVELS,
 *   in equal steps of distance up to the CALENDAR_SCALE_QUANTILE (nearest rank) of the year's active days (so one
 *   very long day does not wash out the rest); longer days get the top level.
 */
import { startDayOf } from '../filters';
import type { TrackSummary } from '../stats/types';
import { daysInYear, weekPosition, yearMonthOf, yearStart } from './day-numbers';

export const CALENDAR_LEVELS = 4;
export const CALENDAR_SCALE_QUANTILE = 0.95;

export interface CalendarCell {
  day: number;
  /** Week column, 0 = the week holding 1 January. */
  week: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  distanceM: number;
  count: number;
  level: number;
}

type OffsetFn = (epochMs: number) => number;

/** Distance and count per local start day. */
export function dailyTotals(
  rows: readonly TrackSummary[],
  offsetMin?: OffsetFn,
): Map<number, { distanceM: number; count: number }> {
  const out = new Map<number, { distanceM: number; count: number }>();
  for (const s of rows) {
    const day = startDayOf(s, offsetMin);
    if (day === null) continue;
    const t = out.get(day) ?? { distanceM: 0, count: 0 };
    t.distanceM += s.distanceM;
    t.count += 1;
    out.set(day, t);
  }
  return out;
}

/** Years (descending) that hold at least one activity day. */
export function yearsOf(daily: ReadonlyMap<number, unknown>): number[] {
  const years = new Set<number>();
  for (const day of daily.keys()) years.add(yearMonthOf(day).year);
  return [...years].sort((a, b) => b - a);
}

function scaleOf(distances: number[]): number {
  if (distances.length === 0) return 0;
  const sorted = [...distances].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.round(CALENDAR_SCALE_QUANTILE * (sorted.length - 1)))]!;
}

/** Intensity level of a day's distance against the year's scale (definition above). */
export function levelOf(distanceM: number, count: number, scale: number): number {
  if (count === 0) return 0;
  if (!(scale > 0)) return 1;
  return Math.max(1, Math.min(CALENDAR_LEVELS, Math.ceil((distanceM / scale) * CALENDAR_LEVELS)));
}

/** Every day of `year` as a calendar cell. */
export function calendarYear(
  daily: ReadonlyMap<number, { distanceM: number; count: number }>,
  year: number,
): CalendarCell[] {
  const first = yearStart(year);
  const n = daysInYear(year);
  const offset = weekPosition(first);
  const active: number[] = [];
  for (let k = 0; k < n; k++) {
    const t = daily.get(first + k);
    if (t && t.count > 0) active.push(t.distanceM);
  }
  const scale = scaleOf(active);
  const cells: CalendarCell[] = [];
  for (let k = 0; k < n; k++) {
    const day = first + k;
    const t = daily.get(day) ?? { distanceM: 0, count: 0 };
    cells.push({
      day,
      week: Math.floor((k + offset) / 7),
      weekday: weekPosition(day),
      distanceM: t.distanceM,
      count: t.count,
      level: levelOf(t.distanceM, t.count, scale),
    });
  }
  return cells;
}
