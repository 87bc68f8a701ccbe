/**
 * Chart profile: at most PROFILE_MAX_SAMPLES points of the track against distance and time.
 *
 * Definition: the candidates are the kept (non-spike) points. When there are more than
 * PROFILE_MAX_SAMPLES, LTTB by distance (lttb.ts) picks the samples, preserving the shape of the
 * elevation profile (of the smoothed speed when no point has an elevation, of the heart rate when
 * there is neither, else evenly by distance). Each sample carries the point's own values: distance
 * (distance.ts), seconds since the track's earliest time, raw elevation, smoothed speed
 * (timeline.ts), heart rate, cadence, power and position. Missing values are NaN.
 *
 * Power is the exception: a power meter's one-second values swing by hundreds of watts from one
 * pedal stroke to the next, so one point picked out of each few seconds would draw noise. A
 * sample's power is the mean of the finite power values recorded in the POWER_SMOOTH_S seconds
 * ending at its point (the point's own value without a time), as Garmin Connect and Strava draw
 * power smoothed. The stored 1 Hz streams (domain/streams) keep every value for curves and loads.
 */
import { normalizeLon } from '../geo';
import type { TrackData } from '../track/types';
import { pointSpeeds, type Timeline } from '../stats/timeline';
import { lttbByX } from './lttb';
import { POWER_SMOOTH_S, trailingMeanByTime } from './smooth';
import type { ChartProfile } from './types';

/** Most samples a chart profile holds. */
export const PROFILE_MAX_SAMPLES = 1000;

/** Smoothed speed per point index (NaN off the timeline). */
export function speedPerPoint(n: number, timeline: Timeline): Float64Array {
  const out = new Float64Array(n).fill(NaN);
  const ps = pointSpeeds(timeline);
  for (let k = 0; k < timeline.idx.length; k++) out[timeline.idx[k]!] = ps[k]!;
  return out;
}

/** The values of `src` at `pts`, NaN filled forward (and backward at the start); null when all NaN. */
function filledChannel(src: ArrayLike<number>, pts: readonly number[]): Float64Array | null {
  const out = new Float64Array(pts.length);
  let first = -1;
  let last = NaN;
  for (let k = 0; k < pts.length; k++) {
    const v = src[pts[k]!]!;
    if (Number.isFinite(v)) {
      if (first < 0) first = k;
      last = v;
    }
    out[k] = last;
  }
  if (first < 0) return null;
  out.fill(out[first]!, 0, first);
  return out;
}

function startTime(time: Float64Array): number {
  let t0 = Infinity;
  for (const t of time) if (t < t0) t0 = t;
  return t0;
}

export function buildProfile(
  track: TrackData,
  spikes: Uint8Array,
  cum: Float64Array,
  timeline: Timeline,
): ChartProfile {
  const speed = speedPerPoint(track.length, timeline);
  const power = trailingMeanByTime(track.power, track.time, POWER_SMOOTH_S);
  const pts: number[] = [];
  for (let p = 0; p < track.length; p++) if (spikes[p] === 0) pts.push(p);
  const x = pts.map((p) => cum[p]!);
  const y =
    filledChannel(track.ele, pts) ??
    filledChannel(speed, pts) ??
    filledChannel(track.hr, pts) ??
    new Float64Array(pts.length);
  const pick = lttbByX(x, y, PROFILE_MAX_SAMPLES);
  const m = pick.length;
  const t0 = startTime(track.time);
  const profile: ChartProfile = {
    distanceM: new Float64Array(m),
    timeS: new Float64Array(m),
    ele: new Float32Array(m),
    speedMps: new Float32Array(m),
    hr: new Float32Array(m),
    cad: new Float32Array(m),
    power: new Float32Array(m),
    lat: new Float64Array(m),
    lon: new Float64Array(m),
  };
  for (let k = 0; k < m; k++) {
    const p = pts[pick[k]!]!;
    profile.distanceM[k] = cum[p]!;
    profile.timeS[k] = Number.isFinite(track.time[p]) ? (track.time[p]! - t0) / 1000 : NaN;
    profile.ele[k] = track.ele[p]!;
    profile.speedMps[k] = speed[p]!;
    profile.hr[k] = track.hr[p]!;
    profile.cad[k] = track.cad[p]!;
    profile.power[k] = power[p]!;
    profile.lat[k] = track.lat[p]!;
    profile.lon[k] = normalizeLon(track.lon[p]!);
  }
  return profile;
}
