/**
 * Elevation gain and loss, smoothed with hysteresis.
 *
 * Definitions
 * - Samples: the kept (non-spike) points of each segment that have an elevation. A missing
 *   elevation is skipped, never read as 0.
 * - Smoothed elevation: at each sample, the mean elevation of the samples of the same segment whose
 *   cumulative distance (distance.ts) lies within ±ELE_SMOOTH_WINDOW_M / 2 of it. This averages out
 *   GPS elevation noise while keeping hills that are long compared with the window.
 * - Hysteresis: walking the smoothed series of one segment, a change of direction is confirmed only
 *   once the elevation has moved ELE_HYSTERESIS_M away from the last extreme; the confirmed
 *   extremes (turning points) form a piecewise-linear profile. Gain is the sum of its rises, loss the
 *   sum of its falls (the final leg is counted when it was confirmed). Segment gaps add nothing.
 * - Min/max elevation: the lowest and highest smoothed elevation, so that a single wild fix does
 *   not set the summit (on a clean profile this is the raw value within the window's averaging).
 */
import type { TrackData } from '../gpx/types';
import { segmentEnd } from '../gpx/track-data';

/** Width of the centred distance window for elevation smoothing, metres. */
export const ELE_SMOOTH_WINDOW_M = 100;
/** A climb or descent counts once it reaches this height from the last extreme, metres. */
export const ELE_HYSTERESIS_M = 5;
export const ELEVATION_METHOD = `${ELE_SMOOTH_WINDOW_M} m distance-window mean, ${ELE_HYSTERESIS_M} m hysteresis`;

/** Confirmed turning points of the hysteresis profile, per segment. */
export interface TurningPoints {
  /** Cumulative distance of each turning point, metres. */
  x: number[];
  y: number[];
  /** Index into x/y where each segment's list starts. */
  runStarts: number[];
}

export interface ElevationResult {
  gainM: number | null;
  lossM: number | null;
  minM: number | null;
  maxM: number | null;
  turning: TurningPoints;
}

/** Smoothed elevation of samples 0..n-1 (distances X, elevations Y) into out,
 * widening minMax ([min, max]) to the smoothed values. */
function smoothSegment(
  X: Float64Array,
  Y: Float32Array,
  n: number,
  out: Float64Array,
  minMax: Float64Array,
): void {
  const half = ELE_SMOOTH_WINDOW_M / 2;
  let lo = 0;
  let hi = 0;
  let sum = 0;
  let min = minMax[0]!;
  let max = minMax[1]!;
  for (let k = 0; k < n; k++) {
    const x = X[k]!;
    while (hi < n && X[hi]! <= x + half) sum += Y[hi++]!;
    while (X[lo]! < x - half) sum -= Y[lo++]!;
    const v = sum / (hi - lo);
    out[k] = v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  minMax[0] = min;
  minMax[1] = max;
}

/** Appends the turning points of one smoothed series y[0..n) (x ascending) to tp. */
function hysteresis(x: Float64Array, y: Float64Array, n: number, tp: TurningPoints): void {
  if (n === 0) return;
  tp.runStarts.push(tp.x.length);
  let lo = 0; // index of the running min and max before the first direction is known
  let hi = 0;
  let ext = 0; // running extreme of the current leg
  let dir = 0;
  for (let k = 1; k < n; k++) {
    const v = y[k]!;
    if (dir === 0) {
      if (v < y[lo]!) lo = k;
      if (v > y[hi]!) hi = k;
      let ref = -1; // the first confirmed turning point
      if (v - y[lo]! >= ELE_HYSTERESIS_M) {
        dir = 1;
        ref = lo;
      } else if (y[hi]! - v >= ELE_HYSTERESIS_M) {
        dir = -1;
        ref = hi;
      }
      if (ref >= 0) {
        ext = k;
        tp.x.push(x[ref]!);
        tp.y.push(y[ref]!);
      }
    } else if ((v - y[ext]!) * dir > 0) {
      ext = k;
    } else if ((y[ext]! - v) * dir >= ELE_HYSTERESIS_M) {
      tp.x.push(x[ext]!);
      tp.y.push(y[ext]!);
      dir = -dir;
      ext = k;
    }
  }
  const last = dir !== 0 ? ext : 0;
  tp.x.push(x[last]!);
  tp.y.push(y[last]!);
}

/** Gain, loss, min and max elevation (definitions above). All null when no point has an elevation. */
export function computeElevation(track: TrackData, spikes: Uint8Array, cum: Float64Array): ElevationResult {
  const turning: TurningPoints = { x: [], y: [], runStarts: [] };
  const { ele } = track;
  let scratch: { X: Float64Array; Y: Float32Array } | null = null;
  const smooth = new Float64Array(track.length);
  const minMax = Float64Array.of(Infinity, -Infinity);
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const s = track.segmentStarts[k]!;
    const e = segmentEnd(track, k);
    let n = 0;
    for (let p = s; p < e; p++) if (spikes[p] === 0 && Number.isFinite(ele[p]!)) n++;
    if (n === 0) continue;
    // Samples: distance and elevation of the kept points with an elevation; usually all of them.
    let X = cum.subarray(s, e);
    let Y = ele.subarray(s, e);
    if (n < e - s) {
      scratch ??= { X: new Float64Array(track.length), Y: new Float32Array(track.length) };
      ({ X, Y } = scratch);
      let i = 0;
      for (let p = s; p < e; p++) {
        if (spikes[p] !== 0 || !Number.isFinite(ele[p]!)) continue;
        X[i] = cum[p]!;
        Y[i++] = ele[p]!;
      }
    }
    smoothSegment(X, Y, n, smooth, minMax);
    hysteresis(X, smooth, n, turning);
  }
  if (turning.runStarts.length === 0) return { gainM: null, lossM: null, minM: null, maxM: null, turning };
  const { gain, loss } = gainLossBetween(turning, -Infinity, Infinity);
  return { gainM: gain, lossM: loss, minM: minMax[0]!, maxM: minMax[1]!, turning };
}

/**
 * Gain and loss of the turning-point profile between cumulative distances [from, to): each leg's
 * rise or fall is shared out in proportion to the distance it spends in the range (a leg with no
 * horizontal extent belongs to the range containing its start). Sums over adjacent ranges equal the
 * total.
 */
export function gainLossBetween(tp: TurningPoints, from: number, to: number): { gain: number; loss: number } {
  let gain = 0;
  let loss = 0;
  for (let r = 0; r < tp.runStarts.length; r++) {
    const end = r + 1 < tp.runStarts.length ? tp.runStarts[r + 1]! : tp.x.length;
    for (let k = tp.runStarts[r]!; k + 1 < end; k++) {
      const x0 = tp.x[k]!;
      const x1 = tp.x[k + 1]!;
      const dy = tp.y[k + 1]! - tp.y[k]!;
      let share: number;
      if (x1 > x0) share = Math.max(0, Math.min(x1, to) - Math.max(x0, from)) / (x1 - x0);
      else share = x0 >= from && x0 < to ? 1 : 0;
      if (dy > 0) gain += dy * share;
      else loss -= dy * share;
    }
  }
  return { gain, loss };
}
