/**
 * Splits: the activity cut every splitLengthM of cumulative distance (distance.ts), e.g. per km
 * (METRES_PER_KM) or per mile (METRES_PER_MILE); the last split is the shorter remainder.
 *
 * Definitions, per split [from, to) of cumulative distance:
 * - elapsed time: time at `to` minus time at `from`, each interpolated linearly in distance on the
 *   timeline (timeline.ts); a stop sitting exactly on a boundary belongs to the later split.
 * - moving time: each moving interval's duration shared out in proportion to the distance it spends
 *   in the split (an interval with no distance belongs to the split containing it).
 * - elevation gain/loss: the track's hysteresis profile (elevation.ts) cut at the boundaries, so the
 *   splits add up to the activity's totals.
 * - average heart rate: time-weighted (sensors.ts) over the points whose distance is in the split.
 * - average speed = distance / moving time; pace = moving seconds per km.
 */
import type { TrackData } from '../track/types';
import { analyzeTrack, type TrackAnalysis } from './analysis';
import { gainLossBetween } from './elevation';
import { VALID_HR } from './sensors';
import type { Split } from './types';

/** Below this remainder, metres, no extra last split is made (floating-point slack). */
const SPLIT_REMAINDER_EPS_M = 1e-6;

function timeAtDistance(track: TrackData, a: TrackAnalysis, x: number): number | null {
  const { idx } = a.timeline;
  const m = idx.length;
  if (m < 2) return null;
  const C = (k: number): number => a.cum[idx[k]!]!;
  const T = (k: number): number => track.time[idx[k]!]!;
  if (x < C(0) || x > C(m - 1)) return null;
  let lo = 0;
  let hi = m - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (C(mid) < x) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return T(0);
  const span = C(lo) - C(lo - 1);
  const f = span > 0 ? (x - C(lo - 1)) / span : 1;
  return T(lo - 1) + f * (T(lo) - T(lo - 1));
}

function movingPerSplit(track: TrackData, a: TrackAnalysis, len: number, count: number): Float64Array {
  const out = new Float64Array(count);
  const { idx, moving } = a.timeline;
  const clampSplit = (x: number): number => Math.min(count - 1, Math.max(0, Math.floor(x / len)));
  for (let k = 0; k < moving.length; k++) {
    if (moving[k] !== 1) continue;
    const x0 = a.cum[idx[k]!]!;
    const x1 = a.cum[idx[k + 1]!]!;
    const dt = (track.time[idx[k + 1]!]! - track.time[idx[k]!]!) / 1000;
    if (!(x1 > x0)) {
      out[clampSplit(x0)]! += dt;
      continue;
    }
    for (let s = clampSplit(x0); s <= clampSplit(x1); s++) {
      const from = s * len;
      const to = s === count - 1 ? Infinity : (s + 1) * len;
      const share = Math.max(0, Math.min(x1, to) - Math.max(x0, from)) / (x1 - x0);
      out[s]! += dt * share;
    }
  }
  return out;
}

function hrPerSplit(track: TrackData, a: TrackAnalysis, len: number, count: number): (number | null)[] {
  const wSum = new Float64Array(count);
  const wvSum = new Float64Array(count);
  const n = new Float64Array(count);
  const sum = new Float64Array(count);
  for (let p = 0; p < track.length; p++) {
    const v = track.hr[p]!;
    if (Number.isNaN(v) || !VALID_HR(v) || a.spikes[p] !== 0) continue;
    const s = Math.min(count - 1, Math.floor(a.cum[p]! / len));
    wSum[s]! += a.weights[p]!;
    wvSum[s]! += a.weights[p]! * v;
    n[s]! += 1;
    sum[s]! += v;
  }
  return Array.from({ length: count }, (_, s) =>
    wSum[s]! > 0 ? wvSum[s]! / wSum[s]! : n[s]! > 0 ? sum[s]! / n[s]! : null,
  );
}

/**
 * Splits of splitLengthM metres (definitions above). Throws a RangeError for a split length that is
 * not a positive finite number.
 */
export function computeSplits(track: TrackData, splitLengthM: number, analysis?: TrackAnalysis): Split[] {
  if (!(splitLengthM > 0) || !Number.isFinite(splitLengthM))
    throw new RangeError(`split length must be a positive number of metres, got ${splitLengthM}`);
  const a = analysis ?? analyzeTrack(track);
  const total = track.length > 0 ? a.cum[track.length - 1]! : 0;
  const count =
    total > SPLIT_REMAINDER_EPS_M
      ? Math.ceil(total / splitLengthM - SPLIT_REMAINDER_EPS_M / splitLengthM)
      : 0;
  if (count === 0) return [];
  const timed = a.timeline.idx.length >= 2;
  const moving = movingPerSplit(track, a, splitLengthM, count);
  const hr = hrPerSplit(track, a, splitLengthM, count);
  const hasEle = a.elevation.gainM !== null;
  const splits: Split[] = [];
  for (let s = 0; s < count; s++) {
    const from = s * splitLengthM;
    const to = s === count - 1 ? total : from + splitLengthM;
    const t0 = timeAtDistance(track, a, from);
    const t1 = timeAtDistance(track, a, to);
    const ele = hasEle ? gainLossBetween(a.elevation.turning, from, s === count - 1 ? Infinity : to) : null;
    const movingS = timed ? moving[s]! : null;
    const distanceM = to - from;
    splits.push({
      index: s,
      startDistanceM: from,
      distanceM,
      elapsedS: t0 !== null && t1 !== null ? (t1 - t0) / 1000 : null,
      movingS,
      elevationGainM: ele?.gain ?? null,
      elevationLossM: ele?.loss ?? null,
      avgHr: hr[s] ?? null,
      avgSpeedMps: movingS !== null && movingS > 0 ? distanceM / movingS : null,
      paceSPerKm: movingS !== null && movingS > 0 && distanceM > 0 ? (movingS / distanceM) * 1000 : null,
    });
  }
  return splits;
}
