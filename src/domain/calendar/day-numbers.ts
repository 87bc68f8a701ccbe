/**
 * Calendar helpers over day numbers (days since 1970-01-01 of a calendar day, as in
 * src/domain/filters/date-range.ts). An activity's day is the calendar day on the clock where it
 * happened (startDayOf: the file's UTC offset, else its start position's zone, else the viewer's), so buckets are in local time.
 */
import { MS_PER_DAY, WEEK_STARTS_ON } from '../filters';

/** 1970-01-01 (day 0) was a Thursday: weekday 4 with Sunday = 0. */
const EPOCH_WEEKDAY = 4;
const DAYS_PER_WEEK = 7;

/** Weekday of a day number, 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + EPOCH_WEEKDAY) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
}

/** Position in the week, 0 = first day of the week (Monday, WEEK_STARTS_ON) ... 6. */
export function weekPosition(day: number): number {
  return (weekdayOf(day) - WEEK_STARTS_ON + DAYS_PER_WEEK) % DAYS_PER_WEEK;
}

/** Day number of the first day of the week holding `day`. */
export function weekStartOf(day: number): number {
  return day - weekPosition(day);
}

/** Calendar year and month (0-based) of a day number. */
export function yearMonthOf(day: number): { year: number; month: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** Day number of the first day of a month (month 0-based; overflow rolls into the next year). */
export function monthStart(year: number, month: number): number {
  return Date.UTC(year, month, 1) / MS_PER_DAY;
}

/** Day number of 1 January of a year. */
export function yearStart(year: number): number {
  return Date.UTC(year, 0, 1) / MS_PER_DAY;
}

/** Number of days in a year (365 or 366). */
export function daysInYear(year: number): number {
  return yearStart(year + 1) - yearStart(year);
}
