/**
 * How edits address points: by their times (types.ts). Taking points out of a track is
 * domain/track/keep-points.ts, shared with the sanity checks.
 */
import type { TrackData } from '../track/types';

/**
 * Times used to address points (types.ts): each point's time, a missing one (NaN) replaced by the
 * time before it, those before the first timed point by the first timed point's.
 */
export function editTimes(track: TrackData): Float64Array {
  const out = new Float64Array(track.length);
  let first = NaN;
  for (let i = 0; i < track.length && Number.isNaN(first); i++) {
    if (Number.isFinite(track.time[i]!)) first = track.time[i]!;
  }
  let last = first;
  for (let i = 0; i < track.length; i++) {
    const t = track.time[i]!;
    if (Number.isFinite(t)) last = t;
    out[i] = last;
  }
  return out;
}
