/**
 * The common grid of a comparison.
 *
 * Definition: x runs from 0 to the longest track's end (its length in metres, or its duration in
 * seconds) in equal steps of a "nice" size, the smallest that keeps the grid within
 * GRID_TARGET_POINTS points: 1, 2, 2.5 or 5 times a power of ten metres on a distance axis; on a
 * time axis one of NICE_SECONDS (whole seconds, minutes and hours) up to an hour, beyond that as
 * for distance. The end itself is appended when it does not fall on a step, so every track's
 * finish lies on or before the last grid point.
 */
import type { CompareAxis, CompareGrid } from './types';

/**
 * Most points a comparison grid holds: about two pixels apart on a chart as wide as a laptop's
 * half screen (smooth lines), few enough that 20 tracks × 5 charts draw quickly.
 */
export const GRID_TARGET_POINTS = 300;
/** Mantissas of a nice step, ascending. */
const NICE_MANTISSAS = [1, 2, 2.5, 5] as const;
/** Nice steps of elapsed time, seconds, ascending. */
export const NICE_SECONDS = [1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1200, 1800, 3600] as const;
/** Relative tolerance when deciding whether the end falls on a step (floating-point noise). */
const ON_STEP_EPSILON = 1e-9;

/** The smallest nice number (1, 2, 2.5 or 5 × 10^k) at least `raw`; 1 for a non-positive input. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of NICE_MANTISSAS) {
    const step = m * power;
    if (step >= raw * (1 - ON_STEP_EPSILON)) return step;
  }
  return 10 * power;
}

/** The smallest nice step (definition above) of this axis that is at least `raw`. */
export function niceAxisStep(axis: CompareAxis, raw: number): number {
  if (axis === 'time') {
    for (const step of NICE_SECONDS) if (step >= raw * (1 - ON_STEP_EPSILON)) return step;
  }
  return niceStep(raw);
}

/**
 * The grid from 0 to `endX` (definition above) with at most `targetPoints` points (at least 3).
 * A non-positive or non-finite end gives the one-point grid [0].
 */
export function buildGrid(
  axis: CompareAxis,
  endX: number,
  targetPoints: number = GRID_TARGET_POINTS,
): CompareGrid {
  if (!(endX > 0) || !Number.isFinite(endX)) return { axis, x: Float64Array.of(0), step: 1 };
  const target = Math.max(3, Math.floor(targetPoints));
  // target - 2 intervals leave room for the appended end: at most target points in all.
  const step = niceAxisStep(axis, endX / (target - 2));
  const steps = Math.floor(endX / step + ON_STEP_EPSILON);
  const onStep = Math.abs(steps * step - endX) <= endX * ON_STEP_EPSILON;
  const x = new Float64Array(steps + 1 + (onStep ? 0 : 1));
  for (let k = 0; k <= steps; k++) x[k] = k * step;
  if (onStep) x[steps] = endX;
  else x[steps + 1] = endX;
  return { axis, x, step };
}

/**
 * Index of the grid point nearest to `value` (binary search; the grid is ascending). Values
 * before the start give 0, after the end the last index; NaN gives -1.
 */
export function nearestGridIndex(x: Float64Array, value: number): number {
  if (Number.isNaN(value) || x.length === 0) return -1;
  let lo = 0;
  let hi = x.length - 1;
  if (value <= x[0]!) return 0;
  if (value >= x[hi]!) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= value) lo = mid;
    else hi = mid;
  }
  return value - x[lo]! <= x[hi]! - value ? lo : hi;
}
