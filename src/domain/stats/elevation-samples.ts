/**
 * The elevation samples of a track (the definition in elevation.ts): its kept (non-spike) points
 * that have an elevation, per segment, in order. Collected once for both the source judgement
 * (elevation-source.ts) and the smoothing (elevation.ts).
 */
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';

export interface ElevationSamples {
  /** Elevation of each sample, metres. */
  Y: Float32Array;
  /** Cumulative distance of each sample (distance.ts), metres; empty without cum. */
  X: Float64Array;
  /** The point of each sample. */
  P: Uint32Array;
  /** Segment k's samples are [offsets[k], offsets[k + 1]). */
  offsets: Uint32Array;
}

/** The samples of a track; with cum, their cumulative distances. */
export function collectElevationSamples(
  track: TrackData,
  spikes: Uint8Array,
  cum?: Float64Array,
): ElevationSamples {
  const n = track.length;
  const { ele } = track;
  const segments = track.segmentStarts.length;
  const Y = new Float32Array(n);
  const X = new Float64Array(cum !== undefined ? n : 0);
  const P = new Uint32Array(n);
  const offsets = new Uint32Array(segments + 1);
  let i = 0;
  for (let k = 0; k < segments; k++) {
    offsets[k] = i;
    const e = segmentEnd(track, k);
    for (let p = track.segmentStarts[k]!; p < e; p++) {
      const y = ele[p]!;
      if (spikes[p] !== 0 || !Number.isFinite(y)) continue;
      if (cum !== undefined) X[i] = cum[p]!;
      P[i] = p;
      Y[i++] = y;
    }
  }
  offsets[segments] = i;
  return { Y, X, P, offsets };
}
