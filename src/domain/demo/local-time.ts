/**
 * Local UTC offsets for the demo cities, with the daylight saving rules in force since 2007
 * (EU: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC; US: second Sunday of
 * March 02:00 local to first Sunday of November 02:00 local). Pure arithmetic on epoch ms.
 */
import type { DstRule } from './places';

const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Epoch ms of 00:00 UTC on the nth (1-based) Sunday of a month; n = -1 for the last Sunday. */
function nthSundayUtc(year: number, month: number, n: number): number {
  if (n < 0) {
    const lastDay = Date.UTC(year, month + 1, 0);
    const weekday = new Date(lastDay).getUTCDay();
    return lastDay - weekday * DAY_MS;
  }
  const first = Date.UTC(year, month, 1);
  const weekday = new Date(first).getUTCDay();
  return first + (((7 - weekday) % 7) + (n - 1) * 7) * DAY_MS;
}

function isDst(rule: DstRule, utcMs: number, standardOffsetMin: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  if (rule === 'eu') {
    return utcMs >= nthSundayUtc(year, 2, -1) + HOUR_MS && utcMs < nthSundayUtc(year, 9, -1) + HOUR_MS;
  }
  if (rule === 'us') {
    const standardMs = standardOffsetMin * 60_000;
    const start = nthSundayUtc(year, 2, 2) + 2 * HOUR_MS - standardMs;
    const end = nthSundayUtc(year, 10, 1) + 2 * HOUR_MS - standardMs - HOUR_MS;
    return utcMs >= start && utcMs < end;
  }
  return false;
}

/** UTC offset in minutes at an instant. */
export function utcOffsetAt(rule: DstRule, standardOffsetMin: number, utcMs: number): number {
  return standardOffsetMin + (isDst(rule, utcMs, standardOffsetMin) ? 60 : 0);
}

/**
 * The instant (epoch ms) of a local wall-clock time: localDayMs is 00:00 of the local date expressed
 * as if it were UTC, secondsOfDay the local time of day.
 */
export function localToUtc(
  rule: DstRule,
  standardOffsetMin: number,
  localDayMs: number,
  secondsOfDay: number,
): number {
  const wall = localDayMs + secondsOfDay * 1000;
  const guess = wall - standardOffsetMin * 60_000;
  return wall - utcOffsetAt(rule, standardOffsetMin, guess) * 60_000;
}
