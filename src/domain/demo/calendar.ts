/**
 * When and where: activities are spread evenly (with jitter) over the SPAN_DAYS before the end
 * date, in index order. The athlete lives in the home city and travels: each TRIP_BLOCK_DAYS block
 * is spent away with probability AWAY_SHARE, visiting the other cities in a seeded rotation.
 */
import { DAY_MS } from './local-time';
import { CITIES, HOME_CITY_INDEX } from './places';
import { createRng, hashSeed, type Rng } from '../prng';

/** End of 31 October 2026 (UTC): the default end of the demo history. */
export const DEFAULT_END_DATE = Date.UTC(2026, 10, 1);
export const SPAN_DAYS = 730;
export const TRIP_BLOCK_DAYS = 14;
export const AWAY_SHARE = 0.35;

/**
 * Local calendar day (days since 1970-01-01) of the first day of the history. The last day used is
 * two days before the end date's UTC day, so every activity (any offset, up to ~10 h long) ends
 * before the end date.
 */
export function firstLocalDay(endDate: number): number {
  return Math.floor(endDate / DAY_MS) - SPAN_DAYS - 1;
}

/** Day of the history (0 .. SPAN_DAYS-1) for an activity: index order is chronological. */
export function dayOffsetFor(index: number, count: number, rng: Rng): number {
  const t = (index + rng.range(0.05, 0.95)) / count;
  return Math.min(SPAN_DAYS - 1, Math.floor(t * SPAN_DAYS));
}

/** Saturday or Sunday (day 0 = Thursday 1970-01-01). */
export function isWeekend(localDay: number): boolean {
  const weekday = (((localDay + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** Index into CITIES of where the athlete is on that day of the history. */
export function cityIndexForDay(seed: number, dayOffset: number): number {
  const block = Math.floor(dayOffset / TRIP_BLOCK_DAYS);
  const isAway = (b: number): boolean => b > 0 && createRng(hashSeed(seed, b, 5)).chance(AWAY_SHARE);
  if (!isAway(block)) return HOME_CITY_INDEX;
  let tripsBefore = 0;
  for (let b = 1; b < block; b++) if (isAway(b)) tripsBefore++;
  const others = CITIES.map((_, i) => i).filter((i) => i !== HOME_CITY_INDEX);
  const order = createRng(hashSeed(seed, 6));
  for (let i = others.length - 1; i > 0; i--) {
    const j = order.int(0, i);
    [others[i], others[j]] = [others[j] ?? 0, others[i] ?? 0];
  }
  return others[tripsBefore % others.length] ?? HOME_CITY_INDEX;
}

/** Strava-style part of the day for names like "Morning Run". */
export function partOfDay(secondsOfDay: number): string {
  const hour = secondsOfDay / 3600;
  if (hour < 5) return 'Night';
  if (hour < 11) return 'Morning';
  if (hour < 14) return 'Lunch';
  if (hour < 17) return 'Afternoon';
  if (hour < 21) return 'Evening';
  return 'Night';
}

/** Local start time (seconds after midnight): early or after work on weekdays, mornings for long outings. */
export function startSecondsOfDay(rng: Rng, weekend: boolean, long: boolean, walk: boolean): number {
  const h = (hours: number): number => Math.round(hours * 3600);
  if (walk) return h(rng.range(8, 19));
  if (long) return h(rng.range(6.5, 10));
  if (weekend) return h(rng.range(8, 17));
  return rng.chance(0.6) ? h(rng.range(6, 7.75)) : h(rng.range(17.25, 19.75));
}
