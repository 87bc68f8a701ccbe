/**
 * Exact best means over every window of every grid duration (grid.ts), on a 1 Hz series
 * (streams/one-hz.ts).
 *
 * Definitions
 * - Best mean over d seconds: the highest mean of the channel over any d consecutive seconds of
 *   the series; every window is tried (O(seconds × durations) with prefix sums, no sampling). The
 *   earliest such window wins a tie; `start` is its first second.
 * - Power: a missing second (a drop-out longer than the resampler bridges, a pause) counts as 0 W,
 *   as GoldenCheetah counts a gap in recording: the rider did no measured work then, and a long
 *   effort with a stop in it is not the effort it would be without.
 * - Heart rate: missing seconds are left out; a window is d seconds of recorded heart rate (the
 *   seconds need not be consecutive). Heart rate stays up through a short stop and a strap that
 *   drops out has not measured a rest, so neither a 0 nor an interpolation across a long gap would
 *   be true.
 * - Speed: distance over elapsed time, (dist[s + d] − dist[s]) / d: a pause (up to the hour the
 *   resampler keeps of it) counts as standing still, as a stopwatch would. The same for grade-
 *   adjusted speed on the grade-adjusted distance (streams/grade-adjust.ts).
 * - Best time over a distance D: for each start second s, the first moment the distance series
 *   reaches dist[s] + D, linearly interpolated within the second that reaches it; the smallest
 *   elapsed time over all starts. O(seconds) per distance with two pointers.
 */
import { CURVE_DURATIONS_S } from './grid';

export interface BestMeans {
  /** Best mean per grid duration (the first values.length grid durations). */
  values: Float32Array;
  /** First second of the best window, per grid duration. */
  starts: Uint32Array;
}

/** Prefix sums of a series, NaN counting as 0: out[k] = sum of values[0..k). */
export function prefixSums(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length + 1);
  let sum = 0;
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (v === v) sum += v;
    out[k + 1] = sum;
  }
  return out;
}

/**
 * Best mean of (P[s + d] − P[s]) / d for every grid duration d ≤ n, where P is a cumulative series
 * of n + 1 entries (prefix sums or a cumulative distance).
 */
export function bestMeansOfCumulative(P: Float64Array): BestMeans {
  const n = P.length - 1;
  let count = 0;
  while (count < CURVE_DURATIONS_S.length && CURVE_DURATIONS_S[count]! <= n) count++;
  const values = new Float32Array(count);
  const starts = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const d = CURVE_DURATIONS_S[i]!;
    let best = -Infinity;
    let at = 0;
    for (let s = 0, e = d; e <= n; s++, e++) {
      const w = P[e]! - P[s]!;
      if (w > best) {
        best = w;
        at = s;
      }
    }
    values[i] = best / d;
    starts[i] = at;
  }
  return { values, starts };
}

/** Best mean power (missing seconds are 0 W, definition above). */
export function bestMeanPower(power: Float32Array): BestMeans {
  return bestMeansOfCumulative(prefixSums(power));
}

/** Best mean heart rate over recorded seconds (definition above); starts are series seconds. */
export function bestMeanHeartRate(hr: Float32Array): BestMeans {
  const kept = new Uint32Array(hr.length);
  let m = 0;
  for (let s = 0; s < hr.length; s++) if (hr[s] === hr[s]) kept[m++] = s;
  const compact = new Float32Array(m);
  for (let k = 0; k < m; k++) compact[k] = hr[kept[k]!]!;
  const best = bestMeansOfCumulative(prefixSums(compact));
  for (let i = 0; i < best.starts.length; i++) best.starts[i] = kept[best.starts[i]!]!;
  return best;
}

/**
 * Best mean speed over d seconds from a cumulative distance per second (dist[s] at second s):
 * windows of d seconds span d + 1 samples.
 */
export function bestMeanSpeed(dist: Float64Array): BestMeans {
  return bestMeansOfCumulative(dist);
}

export interface BestTimes {
  /** Best elapsed time over each distance, seconds (only distances the series covers). */
  timeS: Float32Array;
  /** First second of the best window, per distance. */
  starts: Uint32Array;
}

/** Best time over each distance (definition above); `distancesM` ascending. */
export function bestTimesOverDistances(dist: Float64Array, distancesM: readonly number[]): BestTimes {
  const n = dist.length;
  const total = n > 0 ? dist[n - 1]! - dist[0]! : 0;
  let count = 0;
  while (count < distancesM.length && distancesM[count]! <= total) count++;
  const timeS = new Float32Array(count);
  const starts = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const D = distancesM[i]!;
    let best = Infinity;
    let at = 0;
    let e = 1;
    for (let s = 0; s < n - 1; s++) {
      const target = dist[s]! + D;
      if (e <= s) e = s + 1;
      while (e < n && dist[e]! < target) e++;
      if (e >= n) break;
      const before = dist[e - 1]!;
      const step = dist[e]! - before;
      const t = e - 1 - s + (step > 0 ? (target - before) / step : 1);
      if (t < best) {
        best = t;
        at = s;
      }
    }
    timeS[i] = best;
    starts[i] = at;
  }
  return { timeS, starts };
}
