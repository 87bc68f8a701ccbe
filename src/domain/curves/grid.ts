/**
 * The fixed grids every stored curve is sampled on, so curves of different activities line up
 * point by point (an all-time curve is an element-wise maximum).
 *
 * - Durations: every second from 1 s to DENSE_UNTIL_S (2 minutes), then log-spaced: each next
 *   duration is about LOG_STEP times the one before, rounded to a round number (5 s below 10 min,
 *   30 s below an hour, a minute above), up to MAX_CURVE_DURATION_S; the durations the command line
 *   and the records table name (KEY_DURATIONS_S) are always on the grid. An activity's curve stops
 *   at the last grid duration it is long enough for.
 * - Distances of the pace curve: the usual race distances from 100 m to the marathon
 *   (PACE_DISTANCES_M), about 1.5 times apart.
 */

/** Every second up to this is on the grid, seconds. */
export const DENSE_UNTIL_S = 120;
/** Ratio between consecutive log-spaced durations. */
export const LOG_STEP = 1.1;
/** The longest duration on the grid, seconds (24 h). */
export const MAX_CURVE_DURATION_S = 86_400;
/** Durations always on the grid (command line keys, records table), seconds. */
export const KEY_DURATIONS_S: readonly number[] = [1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200];

function roundDuration(s: number): number {
  const unit = s < 600 ? 5 : s < 3600 ? 30 : 60;
  return Math.round(s / unit) * unit;
}

function buildDurations(): Uint32Array {
  const out = new Set<number>();
  for (let s = 1; s <= DENSE_UNTIL_S; s++) out.add(s);
  for (let s = DENSE_UNTIL_S * LOG_STEP; s <= MAX_CURVE_DURATION_S; s *= LOG_STEP) out.add(roundDuration(s));
  for (const k of KEY_DURATIONS_S) out.add(k);
  out.add(MAX_CURVE_DURATION_S);
  return Uint32Array.from([...out].filter((s) => s <= MAX_CURVE_DURATION_S).sort((a, b) => a - b));
}

/** The duration grid, seconds, ascending. */
export const CURVE_DURATIONS_S: Uint32Array = buildDurations();

/** How many grid durations a series of this many seconds covers (durations <= maxS). */
export function durationsUpTo(maxS: number): number {
  let n = 0;
  while (n < CURVE_DURATIONS_S.length && CURVE_DURATIONS_S[n]! <= maxS) n++;
  return n;
}

/** Index of a duration on the grid, -1 when it is not on it. */
export function durationIndex(s: number): number {
  return CURVE_DURATIONS_S.indexOf(s);
}

/** Distances of the pace curve, metres, ascending. */
export const PACE_DISTANCES_M: readonly number[] = [
  100, 200, 400, 800, 1000, 1500, 1609.344, 2000, 3000, 3218.688, 5000, 8000, 10_000, 15_000, 16_093.44,
  21_097.5, 30_000, 42_195,
];

/** Display names of the pace distances. */
export const PACE_DISTANCE_LABELS: readonly string[] = [
  '100 m',
  '200 m',
  '400 m',
  '800 m',
  '1 km',
  '1500 m',
  '1 mile',
  '2 km',
  '3 km',
  '2 miles',
  '5 km',
  '8 km',
  '10 km',
  '15 km',
  '10 miles',
  'Half marathon',
  '30 km',
  'Marathon',
];
