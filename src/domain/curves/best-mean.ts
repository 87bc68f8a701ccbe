/**
 * Exact best means over every window of every grid duration (grid.ts), on a 1 Hz series
 * (streams/one-hz.ts).
 *
 * Definitions
 * - Best mean over d seconds: the highest mean of the channel over any d consecutive seconds of
 *   the series; every window is tried (O(seconds × durations) with prefix sums, no sampling). The
 *   earliest such window wins a tie; `start` is its first second and `end` the series time where it
 *   ends (start + d, except for heart rate below).
 * - Power: a missing second (a drop-out longer than the resampler bridges, a pause) counts as 0 W,
 *   as GoldenCheetah counts a gap in recording: the rider did no measured work then, and a long
 *   effort with a stop in it is not the effort it would be without.
 * - Heart rate: missing seconds are left out; a window is d seconds of recorded heart rate (the
 *   seconds need not be consecutive: the window ends one second after its last recorded second, so
 *   a drop-out inside it makes it longer than d). Heart rate stays up through a short stop and a strap that
 *   drops out has not measured a rest, so neither a 0 nor an interpolation across a long gap would
 *   be true.
 * - Speed: distance over elapsed time, (dist[s + d] − dist[s]) / d: a pause (up to the hour the
 *   resampler keeps of it) counts as standing still, as a stopwatch would. The same for grade-
 *   adjusted speed on the grade-adjusted distance (streams/grade-adjust.ts).
 * - Best time over a distance D: for each start second s, the first moment the distance series
 *   reaches dist[s] + D, linearly interpolated within the second that reaches it; the smallest
 *   elapsed time over all starts. O(seconds) per distance with two pointers. The window ends at
 *   series time start + best time.
 */
import { CURVE_DURATIONS_S } from './grid';

export interface BestMeans {
  /** Best mean per grid duration (the first values.length grid durations). */
  values: Float32Array;
  /** First second of the best window, per grid duration. */
  starts: Uint32Array;
  /** Series time where the best window ends (after its last second), per grid duration. */
  ends: Uint32Array;
}

/** Ends of windows of the grid durations at `starts`: start + d. */
function endsOf(starts: Uint32Array): Uint32Array {
  const ends = new Uint32Array(starts.length);
  for (let i = 0; i < starts.length; i++) ends[i] = starts[i]! + CURVE_DURATIONS_S[i]!;
  return ends;
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
 * of n + 1 entries (prefix sums or a cumulative distance). Eight durations share each sweep over the
 * starts (one read of P[s] for eight windows): the same windows are tried as one sweep per duration,
 * in the same order, so the result and its tie rule (earliest start) are unchanged.
 */
export function bestMeansOfCumulative(P: Float64Array): BestMeans {
  const { values, starts } = bestSums(P);
  return { values, starts, ends: endsOf(starts) };
}

function bestSums(P: Float64Array): { values: Float32Array; starts: Uint32Array } {
  const n = P.length - 1;
  let count = 0;
  while (count < CURVE_DURATIONS_S.length && CURVE_DURATIONS_S[count]! <= n) count++;
  const values = new Float32Array(count);
  const starts = new Uint32Array(count);
  let i = 0;
  for (; i + 8 <= count; i += 8) {
    const d0 = CURVE_DURATIONS_S[i]!;
    const d1 = CURVE_DURATIONS_S[i + 1]!;
    const d2 = CURVE_DURATIONS_S[i + 2]!;
    const d3 = CURVE_DURATIONS_S[i + 3]!;
    const d4 = CURVE_DURATIONS_S[i + 4]!;
    const d5 = CURVE_DURATIONS_S[i + 5]!;
    const d6 = CURVE_DURATIONS_S[i + 6]!;
    const d7 = CURVE_DURATIONS_S[i + 7]!;
    let b0 = -Infinity;
    let b1 = -Infinity;
    let b2 = -Infinity;
    let b3 = -Infinity;
    let b4 = -Infinity;
    let b5 = -Infinity;
    let b6 = -Infinity;
    let b7 = -Infinity;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let a4 = 0;
    let a5 = 0;
    let a6 = 0;
    let a7 = 0;
    // Every start that all 8 windows fit after (d7 is the longest).
    const common = n - d7;
    for (let s = 0; s <= common; s++) {
      const p = P[s]!;
      const w0 = P[s + d0]! - p;
      const w1 = P[s + d1]! - p;
      const w2 = P[s + d2]! - p;
      const w3 = P[s + d3]! - p;
      const w4 = P[s + d4]! - p;
      const w5 = P[s + d5]! - p;
      const w6 = P[s + d6]! - p;
      const w7 = P[s + d7]! - p;
      if (w0 > b0) {
        b0 = w0;
        a0 = s;
      }
      if (w1 > b1) {
        b1 = w1;
        a1 = s;
      }
      if (w2 > b2) {
        b2 = w2;
        a2 = s;
      }
      if (w3 > b3) {
        b3 = w3;
        a3 = s;
      }
      if (w4 > b4) {
        b4 = w4;
        a4 = s;
      }
      if (w5 > b5) {
        b5 = w5;
        a5 = s;
      }
      if (w6 > b6) {
        b6 = w6;
        a6 = s;
      }
      if (w7 > b7) {
        b7 = w7;
        a7 = s;
      }
    }
    // The later starts that only the shorter windows still fit after.
    for (let s = common + 1; s + d0 <= n; s++) {
      const p = P[s]!;
      if (s + d0 <= n && P[s + d0]! - p > b0) {
        b0 = P[s + d0]! - p;
        a0 = s;
      }
      if (s + d1 <= n && P[s + d1]! - p > b1) {
        b1 = P[s + d1]! - p;
        a1 = s;
      }
      if (s + d2 <= n && P[s + d2]! - p > b2) {
        b2 = P[s + d2]! - p;
        a2 = s;
      }
      if (s + d3 <= n && P[s + d3]! - p > b3) {
        b3 = P[s + d3]! - p;
        a3 = s;
      }
      if (s + d4 <= n && P[s + d4]! - p > b4) {
        b4 = P[s + d4]! - p;
        a4 = s;
      }
      if (s + d5 <= n && P[s + d5]! - p > b5) {
        b5 = P[s + d5]! - p;
        a5 = s;
      }
      if (s + d6 <= n && P[s + d6]! - p > b6) {
        b6 = P[s + d6]! - p;
        a6 = s;
      }
    }
    values[i] = b0 / d0;
    values[i + 1] = b1 / d1;
    values[i + 2] = b2 / d2;
    values[i + 3] = b3 / d3;
    values[i + 4] = b4 / d4;
    values[i + 5] = b5 / d5;
    values[i + 6] = b6 / d6;
    values[i + 7] = b7 / d7;
    starts[i] = a0;
    starts[i + 1] = a1;
    starts[i + 2] = a2;
    starts[i + 3] = a3;
    starts[i + 4] = a4;
    starts[i + 5] = a5;
    starts[i + 6] = a6;
    starts[i + 7] = a7;
  }
  for (; i < count; i++) {
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
  for (let i = 0; i < best.starts.length; i++) {
    best.ends[i] = kept[best.ends[i]! - 1]! + 1;
    best.starts[i] = kept[best.starts[i]!]!;
  }
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
  /** First second of the best window, per distance (it ends at series time start + timeS). */
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
      // The time is more than e − 1 − s (dist[e − 1] < target): no better than the best when that is not less.
      if (e - 1 - s >= best) continue;
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
