/**
 * Where a track's elevations come from: a barometric altimeter or the GPS fix.
 *
 * Definitions
 * - Samples: as in elevation.ts, the kept (non-spike) points with an elevation, per segment.
 * - Curvature of a sample: |e[k+1] - 2·e[k] + e[k-1]| over three consecutive samples of a segment.
 *   GPS elevation carries metres of noise from one fix to the next, so its curvature is metres; a
 *   barometric altimeter (or a profile taken from a terrain model) changes smoothly, so its
 *   curvature is a few tenths of a metre, mostly its 0.2 m or 1 m rounding.
 * - Source: 'unknown' with fewer than SOURCE_MIN_SAMPLES curvatures or a constant elevation (a
 *   placeholder, not a measurement); 'barometric' when the median curvature is at most
 *   BARO_MAX_MEDIAN_CURVATURE_M and its 90th percentile at most BARO_MAX_P90_CURVATURE_M ("a profile
 *   too smooth to be GPS"); 'gps' otherwise. A file that says which sensor it used (a FIT device
 *   with a barometer) overrides this (StatsOptions.elevationSource).
 */
import type { TrackData } from '../gpx/types';
import { segmentEnd } from '../gpx/track-data';
import { nthSmallest } from './select';

export const ELEVATION_SOURCES = ['barometric', 'gps', 'unknown'] as const;
export type ElevationSource = (typeof ELEVATION_SOURCES)[number];

/** Fewer curvature samples than this say nothing about the source. */
export const SOURCE_MIN_SAMPLES = 30;
/** Median curvature of a barometric profile is at most this, metres. */
export const BARO_MAX_MEDIAN_CURVATURE_M = 0.25;
/** 90th percentile of the curvature of a barometric profile is at most this, metres. */
export const BARO_MAX_P90_CURVATURE_M = 1.25;

/** The elevation source judged from the profile (definitions above). */
export function classifyElevation(track: TrackData, spikes: Uint8Array): ElevationSource {
  const { ele } = track;
  const curv = new Float64Array(track.length);
  let m = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    let a = NaN; // the two samples before
    let b = NaN;
    for (let p = track.segmentStarts[k]!; p < segmentEnd(track, k); p++) {
      const c = ele[p]!;
      if (spikes[p] !== 0 || !Number.isFinite(c)) continue;
      if (c < min) min = c;
      if (c > max) max = c;
      if (Number.isFinite(a)) curv[m++] = Math.abs(c - 2 * b + a);
      a = b;
      b = c;
    }
  }
  if (m < SOURCE_MIN_SAMPLES || !(max > min)) return 'unknown';
  const used = curv.subarray(0, m);
  const median = nthSmallest(used, m >> 1);
  const p90 = nthSmallest(used, Math.floor(0.9 * (m - 1)));
  return median <= BARO_MAX_MEDIAN_CURVATURE_M && p90 <= BARO_MAX_P90_CURVATURE_M ? 'barometric' : 'gps';
}
