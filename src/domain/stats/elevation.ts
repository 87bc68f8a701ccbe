/**
 * Elevation gain and loss: the raw sum, and smoothed with hysteresis, by a method chosen for the
 * altitude's source (elevation-source.ts).
 *
 * Definitions
 * - Samples: the kept (non-spike) points of each segment that have an elevation. A missing
 *   elevation is skipped, never read as 0.
 * - Raw gain: the sum of the rises between consecutive samples of a segment, as recorded. Shown
 *   beside the smoothed gain so that a person can see how much was smoothed away.
 * - Smoothed elevation, GPS (or unknown) source: at each sample, the mean elevation of the samples
 *   of the same segment whose cumulative distance (distance.ts) lies within ±ELE_SMOOTH_WINDOW_M / 2
 *   of it. This averages out GPS elevation noise while keeping hills long compared with the window.
 * - Smoothed elevation, barometric source: the same mean over a time window of ±ELE_BARO_WINDOW_S / 2
 *   (an altimeter's noise is in time, and it is small), or over ±ELE_BARO_WINDOW_M / 2 of distance
 *   where the segment's samples lack increasing times. Lighter, so small rolling hills stay.
 * - Drift, barometric source: on a loop (a track that ends where it started), the altimeter's drift
 *   is removed from the smoothed elevation before the hysteresis (elevation-drift.ts).
 * - Hysteresis: walking the smoothed series of one segment, a change of direction is confirmed only
 *   once the elevation has moved the hysteresis (ELE_HYSTERESIS_M for GPS, ELE_BARO_HYSTERESIS_M
 *   for barometric) away from the last extreme; the confirmed extremes (turning points, at their
 *   cumulative distance) form a piecewise-linear profile. Gain is the sum of its rises, loss the
 *   sum of its falls (the final leg is counted when it was confirmed). Segment gaps add nothing.
 * - Min/max elevation: the lowest and highest smoothed elevation, so that a single wild fix does
 *   not set the summit (on a clean profile this is the raw value within the window's averaging).
 */
import type { TrackData } from '../track/types';
import { loopDrift } from './elevation-drift';
import { collectElevationSamples } from './elevation-samples';
import { classifySamples, type ElevationSource } from './elevation-source';

/** Width of the centred distance window for elevation smoothing (GPS altitude), metres. */
export const ELE_SMOOTH_WINDOW_M = 100;
/** A climb or descent counts once it reaches this height from the last extreme (GPS), metres. */
export const ELE_HYSTERESIS_M = 5;
/** Width of the centred time window for barometric altitude, seconds. */
export const ELE_BARO_WINDOW_S = 10;
/** The same without usable times, metres of distance. */
export const ELE_BARO_WINDOW_M = 20;
/** Hysteresis for barometric altitude, metres. */
export const ELE_BARO_HYSTERESIS_M = 2;
export const ELEVATION_METHOD = `${ELE_SMOOTH_WINDOW_M} m distance-window mean, ${ELE_HYSTERESIS_M} m hysteresis`;
export const BARO_ELEVATION_METHOD = `barometric: ${ELE_BARO_WINDOW_S} s time-window mean, ${ELE_BARO_HYSTERESIS_M} m hysteresis`;

/** The method (in words) used for a source, and the altimeter drift removed on a loop, if any. */
export function elevationMethodFor(source: ElevationSource, driftM: number | null = null): string {
  if (source !== 'barometric') return `GPS: ${ELEVATION_METHOD}`;
  if (driftM === null) return BARO_ELEVATION_METHOD;
  const m = Math.abs(driftM).toFixed(0);
  return `${BARO_ELEVATION_METHOD}; altimeter drift removed (a loop ending ${m} m ${driftM < 0 ? 'below' : 'above'} its start)`;
}

/** Confirmed turning points of the hysteresis profile, per segment. */
export interface TurningPoints {
  /** Cumulative distance of each turning point, metres. */
  x: number[];
  y: number[];
  /** Index into x/y where each segment's list starts. */
  runStarts: number[];
}

export interface ElevationResult {
  /** Raw gain (definition above), null without elevations. */
  rawGainM: number | null;
  source: ElevationSource;
  /** Altimeter drift removed (a barometric loop, elevation-drift.ts), metres; null when none. */
  driftM: number | null;
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
  windowM: number,
): void {
  const half = windowM / 2;
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
function hysteresis(
  x: Float64Array,
  y: Float64Array,
  n: number,
  tp: TurningPoints,
  hysteresisM: number,
): void {
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
      if (v - y[lo]! >= hysteresisM) {
        dir = 1;
        ref = lo;
      } else if (y[hi]! - v >= hysteresisM) {
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
    } else if ((y[ext]! - v) * dir >= hysteresisM) {
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

/**
 * Times of the count samples from o (their points P) into S, seconds; whether they can be the
 * smoothing axis: every one finite and none earlier than the one before.
 */
function sampleTimes(time: Float64Array, P: Uint32Array, o: number, count: number, S: Float64Array): boolean {
  let usable = true;
  let last = -Infinity;
  for (let i = 0; i < count; i++) {
    const t = time[P[o + i]!]! / 1000;
    if (!(t >= last) || t === Infinity) usable = false;
    else last = t;
    S[i] = t;
  }
  return usable;
}

/**
 * Gain, loss, min and max elevation and the raw gain (definitions above). All null when no point has
 * an elevation. source: the altitude's source when the file says it; judged from the profile
 * otherwise.
 */
export function computeElevation(
  track: TrackData,
  spikes: Uint8Array,
  cum: Float64Array,
  source?: ElevationSource,
): ElevationResult {
  const turning: TurningPoints = { x: [], y: [], runStarts: [] };
  const { X, Y, P, offsets } = collectElevationSamples(track, spikes, cum);
  const src = source ?? classifySamples(Y, offsets);
  const baro = src === 'barometric';
  const drift = baro ? loopDrift(track, spikes, ELE_BARO_WINDOW_S) : null;
  const n = track.length;
  const S = baro ? new Float64Array(n) : null;
  const smooth = new Float64Array(n);
  const minMax = Float64Array.of(Infinity, -Infinity);
  let rawGain = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const o = offsets[k]!;
    const count = offsets[k + 1]! - o;
    if (count === 0) continue;
    const x = X.subarray(o, o + count);
    const y = Y.subarray(o, o + count);
    for (let i = 1; i < count; i++) rawGain += Math.max(0, y[i]! - y[i - 1]!);
    const timed = S !== null && sampleTimes(track.time, P, o, count, S);
    // The smoothing axis: time for a timed barometric segment, distance otherwise.
    const axis = timed ? S : x;
    const window = !baro ? ELE_SMOOTH_WINDOW_M : timed ? ELE_BARO_WINDOW_S : ELE_BARO_WINDOW_M;
    smoothSegment(axis, y, count, smooth, minMax, window);
    if (drift !== null && timed)
      for (let i = 0; i < count; i++) smooth[i]! -= drift.rateMps * (axis[i]! - drift.t0S);
    hysteresis(x, smooth, count, turning, baro ? ELE_BARO_HYSTERESIS_M : ELE_HYSTERESIS_M);
  }
  if (turning.runStarts.length === 0)
    return {
      rawGainM: null,
      source: src,
      driftM: null,
      gainM: null,
      lossM: null,
      minM: null,
      maxM: null,
      turning,
    };
  const { gain, loss } = gainLossBetween(turning, -Infinity, Infinity);
  return {
    rawGainM: rawGain,
    source: src,
    driftM: drift?.driftM ?? null,
    gainM: gain,
    lossM: loss,
    minM: minMax[0]!,
    maxM: minMax[1]!,
    turning,
  };
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
