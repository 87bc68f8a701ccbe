/**
 * A barometric altimeter's drift, measured where a track shows it: a loop.
 *
 * Why: a barometric altimeter turns air pressure into altitude, and the air pressure at one place
 * changes with the weather (1 to 3 hPa in 3 hours is common, about 3 to 10 m/h of apparent climbing;
 * 1 hPa is about 8 m near sea level) and the sensor with its temperature. Over a long activity this
 * drift adds climbing that never happened (a flat city loop in the real corpus ends 85 m above its
 * start, at the same place). Ride-analysis software has long corrected it on rides that return to
 * their start (Polar's, described in https://www.cyclingforums.com/cycling-equipment/54795-altitude-meters-do-they-work-well.html;
 * a worked example: http://iloapp.hybridgeotools.com/blog/geotooling?Home&post=6).
 *
 * Definitions
 * - End samples: the first and the last kept (non-spike) points of the track with a position, an
 *   elevation and a time. Their elevations are the means of the samples of their segment within
 *   ±ELE_BARO_WINDOW_S / 2 of them (the smoothed elevation of elevation.ts).
 * - Loop: the two end samples lie within LOOP_CLOSURE_M of each other (GPS error and a car park,
 *   not a different place) and the last is later than the first.
 * - Drift: on a loop, whose true net climb is zero, the end elevation minus the start elevation;
 *   none when it is under MIN_DRIFT_M (within the altimeter's resolution and noise at the ends).
 *   It is taken as a constant rate over the elapsed time (the simplest model of weather and
 *   temperature drift) and removed from the smoothed elevation before the hysteresis:
 *   corrected(t) = smoothed(t) - drift × (t - tStart) / (tEnd - tStart). This changes gain and loss
 *   by at most |drift| in all; min/max elevation stay as recorded.
 * - Only barometric altitude (elevation-source.ts) is corrected: GPS altitude is absolute, its
 *   error does not accumulate, so a difference between its ends is noise, not drift.
 */
import { haversineM } from '../geo';
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';

/** The ends of a loop lie at most this far apart, metres. */
export const LOOP_CLOSURE_M = 100;
/** A smaller end-to-start difference is not told from the altimeter's 0.2 m steps and noise, metres. */
export const MIN_DRIFT_M = 1;

export interface LoopDrift {
  /** Start time of the drift, seconds (epoch ms / 1000, as elevation.ts's time axis). */
  t0S: number;
  /** Apparent climb per second to remove, metres per second. */
  rateMps: number;
  /** The drift removed over the whole track (end minus start), metres. */
  driftM: number;
}

interface End {
  p: number;
  seg: number;
}

function usable(track: TrackData, spikes: Uint8Array, p: number): boolean {
  return (
    spikes[p] === 0 &&
    Number.isFinite(track.ele[p]!) &&
    Number.isFinite(track.time[p]!) &&
    Number.isFinite(track.lat[p]!) &&
    Number.isFinite(track.lon[p]!)
  );
}

/** The first (dir 1) or last (dir -1) usable point and its segment. */
function endSample(track: TrackData, spikes: Uint8Array, dir: 1 | -1): End | null {
  const segs = track.segmentStarts.length;
  for (let j = 0; j < segs; j++) {
    const k = dir === 1 ? j : segs - 1 - j;
    const s = track.segmentStarts[k]!;
    const e = segmentEnd(track, k);
    for (let i = 0; i < e - s; i++) {
      const p = dir === 1 ? s + i : e - 1 - i;
      if (usable(track, spikes, p)) return { p, seg: k };
    }
  }
  return null;
}

/** Mean elevation of the kept samples of end.seg within ±halfS seconds of end.p. */
function endElevation(track: TrackData, spikes: Uint8Array, end: End, halfS: number): number {
  const t = track.time[end.p]! / 1000;
  let sum = 0;
  let count = 0;
  for (let p = track.segmentStarts[end.seg]!; p < segmentEnd(track, end.seg); p++) {
    const v = track.ele[p]!;
    if (spikes[p] !== 0 || !Number.isFinite(v) || !(Math.abs(track.time[p]! / 1000 - t) <= halfS)) continue;
    sum += v;
    count++;
  }
  return sum / count;
}

/** The drift of a barometric loop (definitions above); null when the track is not a loop. */
export function loopDrift(track: TrackData, spikes: Uint8Array, windowS: number): LoopDrift | null {
  const a = endSample(track, spikes, 1);
  const b = endSample(track, spikes, -1);
  if (a === null || b === null) return null;
  const t0S = track.time[a.p]! / 1000;
  const t1S = track.time[b.p]! / 1000;
  if (!(t1S > t0S)) return null;
  if (haversineM(track.lat[a.p]!, track.lon[a.p]!, track.lat[b.p]!, track.lon[b.p]!) > LOOP_CLOSURE_M)
    return null;
  const driftM = endElevation(track, spikes, b, windowS / 2) - endElevation(track, spikes, a, windowS / 2);
  if (!(Math.abs(driftM) >= MIN_DRIFT_M)) return null;
  return { t0S, rateMps: driftM / (t1S - t0S), driftM };
}
