/**
 * Heart rate, cadence, power and temperature: averages, maxima and heart-rate zones.
 *
 * Definitions
 * - Time weight of a point: half of each adjacent within-segment interval whose two ends have times
 *   and whose duration is positive, each interval capped at SENSOR_MAX_INTERVAL_S (a pause does not
 *   stretch the value read before it). Segment gaps give no weight.
 * - Average of a channel: the time-weighted mean of the valid values, where any valid value has a
 *   positive weight; otherwise (no usable times) the plain mean of the valid values.
 * - Valid values: heart rate > 0 bpm (0 is a strap drop-out); cadence > 0 (a cadence of 0 is
 *   coasting or standing and is left out of the average, so it reads as cadence while pedalling or
 *   running); power >= 0 W (0 W while coasting is real work not done, so it is included);
 *   temperature: any finite value.
 * - Maximum: the highest valid value as recorded (no smoothing).
 * - Time in heart-rate zones: the time weights of the points summed per zone, zones bounded at
 *   HR_ZONE_FRACTIONS of the maximum heart rate (option maxHr, default DEFAULT_MAX_HR):
 *   Z1 < 60 %, Z2 60–70 %, Z3 70–80 %, Z4 80–90 %, Z5 >= 90 %. null without heart rate or times.
 */
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';

/** An interval longer than this gives its end points only this much weight in total, seconds. */
export const SENSOR_MAX_INTERVAL_S = 60;
/** Maximum heart rate used for zones when the user has not set one, bpm. */
export const DEFAULT_MAX_HR = 190;
/** Lower bounds of zones 2..5 as fractions of the maximum heart rate. */
export const HR_ZONE_FRACTIONS: readonly number[] = [0.6, 0.7, 0.8, 0.9];

export type ValidValue = (v: number) => boolean;
export const VALID_HR: ValidValue = (v) => v > 0;
export const VALID_CADENCE: ValidValue = (v) => v > 0;
export const VALID_POWER: ValidValue = (v) => v >= 0;
export const VALID_TEMP: ValidValue = (v) => Number.isFinite(v);

/** Time weight of every point, seconds (definition above). */
export function pointTimeWeights(track: TrackData): Float64Array {
  const w = new Float64Array(track.length);
  const t = track.time;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const e = segmentEnd(track, k);
    for (let p = track.segmentStarts[k]! + 1; p < e; p++) {
      const dt = (t[p]! - t[p - 1]!) / 1000;
      if (!(dt > 0)) continue; // NaN or non-positive
      const half = Math.min(dt, SENSOR_MAX_INTERVAL_S) / 2;
      w[p - 1]! += half;
      w[p]! += half;
    }
  }
  return w;
}

export interface ChannelStats {
  avg: number | null;
  max: number | null;
}

/** Average and maximum of one channel over the points in [from, to) (definitions above). */
export function channelStats(
  values: Float32Array,
  weights: Float64Array,
  valid: ValidValue,
  from = 0,
  to = values.length,
): ChannelStats {
  let wSum = 0;
  let wvSum = 0;
  let count = 0;
  let sum = 0;
  let max = -Infinity;
  for (let p = from; p < to; p++) {
    const v = values[p]!;
    if (Number.isNaN(v) || !valid(v)) continue;
    const w = weights[p]!;
    wSum += w;
    wvSum += w * v;
    count++;
    sum += v;
    if (v > max) max = v;
  }
  if (count === 0) return { avg: null, max: null };
  const avg = wSum > 0 ? wvSum / wSum : sum / count;
  return { avg: Number.isFinite(avg) ? avg : null, max: Number.isFinite(max) ? max : null };
}

/** Seconds in zones Z1..Z5 (definition above), or null without heart rate and times. */
export function heartRateZones(hr: Float32Array, weights: Float64Array, maxHr: number): number[] | null {
  // A typed array: a number[] of zeros changes element kind on the first fractional sum and deoptimizes.
  const zones = new Float64Array(5);
  // Indexed, not destructured: destructuring a fresh array deoptimizes this loop on every call.
  const z2 = HR_ZONE_FRACTIONS[0]! * maxHr;
  const z3 = HR_ZONE_FRACTIONS[1]! * maxHr;
  const z4 = HR_ZONE_FRACTIONS[2]! * maxHr;
  const z5 = HR_ZONE_FRACTIONS[3]! * maxHr;
  let total = 0;
  for (let p = 0; p < hr.length; p++) {
    const v = hr[p]!;
    const w = weights[p]!;
    if (Number.isNaN(v) || !VALID_HR(v) || w <= 0) continue;
    const z = !(v >= z2) ? 0 : !(v >= z3) ? 1 : !(v >= z4) ? 2 : !(v >= z5) ? 3 : 4;
    zones[z]! += w;
    total += w;
  }
  return total > 0 ? Array.from(zones) : null;
}

/** channelStats of heart rate together with heartRateZones. */
export function heartRateStats(
  hr: Float32Array,
  weights: Float64Array,
  maxHr: number,
): ChannelStats & { zonesS: number[] | null } {
  return { ...channelStats(hr, weights, VALID_HR), zonesS: heartRateZones(hr, weights, maxHr) };
}
