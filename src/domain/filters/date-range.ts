import {
  endOfMonth,
  endOfWeek,
  endOfYear,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subYears,
} from 'date-fns';
import type { DateFilter } from './types';

/**
 * Date filtering works on calendar days, not instants: an activity belongs to the day shown on the
 * clock where it happened (the file's UTC offset, else its start position's zone, else the viewer's), and a range is a span of
 * whole days. A "day number" is the count of days since 1970-01-01 of such a calendar day.
 */
export const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
/** Weeks start on Monday (ISO 8601). */
export const WEEK_STARTS_ON = 1;
/** "Last 30 days" is today and the 29 days before it. */
export const LAST_DAYS_COUNT = 30;

/** Inclusive span of day numbers; null on a side is open. */
export interface DayRange {
  fromDay: number | null;
  toDay: number | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a `yyyy-MM-dd` string, or null when it is not a real calendar date. */
export function parseDay(text: string): number | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / MS_PER_DAY;
}

/** `yyyy-MM-dd` of a day number. */
export function formatDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day number of the calendar day a local (runtime-zone) Date falls on. */
export function localDayOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** Day number of an instant as seen on a clock at `offsetMin` minutes from UTC. */
export function dayAtOffset(epochMs: number, offsetMin: number): number {
  return Math.floor((epochMs + offsetMin * MS_PER_MINUTE) / MS_PER_DAY);
}

/** The viewer's UTC offset at an instant, from the JS runtime's time zone. */
export function runtimeOffsetMin(epochMs: number): number {
  return -new Date(epochMs).getTimezoneOffset();
}

/**
 * The inclusive day range a date filter selects, relative to `now` (in the runtime's zone, as
 * date-fns computes). null means no date restriction. A custom range given backwards is swapped;
 * an unreadable custom bound is open.
 */
export function resolveDateRange(filter: DateFilter, now: Date): DayRange | null {
  const span = (a: Date, b: Date): DayRange => ({ fromDay: localDayOf(a), toDay: localDayOf(b) });
  switch (filter.preset) {
    case 'all':
      return null;
    case 'this-week':
      return span(
        startOfWeek(now, { weekStartsOn: WEEK_STARTS_ON }),
        endOfWeek(now, { weekStartsOn: WEEK_STARTS_ON }),
      );
    case 'this-month':
      return span(startOfMonth(now), endOfMonth(now));
    case 'last-30-days':
      return span(subDays(now, LAST_DAYS_COUNT - 1), now);
    case 'this-year':
      return span(startOfYear(now), endOfYear(now));
    case 'last-year': {
      const lastYear = subYears(now, 1);
      return span(startOfYear(lastYear), endOfYear(lastYear));
    }
    case 'custom': {
      const from = filter.from === null ? null : parseDay(filter.from);
      const to = filter.to === null ? null : parseDay(filter.to);
      if (from === null && to === null) return null;
      if (from !== null && to !== null && from > to) return { fromDay: to, toDay: from };
      return { fromDay: from, toDay: to };
    }
  }
}
