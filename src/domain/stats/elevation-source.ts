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
import type { TrackData } from '../track/types';
import { collectElevationSamples } from './elevation-samples';

export const ELEVATION_SOURCES = ['barometric', 'gps', 'unknown'] as const;
export type ElevationSource = (typeof ELEVATION_SOURCES)[number];

/** Fewer curvature samples than this say nothing about the source. */
export const SOURCE_MIN_SAMPLES = 30;
/** Median curvature of a barometric profile is at most this, metres. */
export const BARO_MAX_MEDIAN_CURVATURE_M = 0.25;
/** 90th percentile of the curvature of a barometric profile is at most this, metres. */
export const BARO_MAX_P90_CURVATURE_M = 1.25;

/**
 * The elevation source judged from the samples Y of a track (elevation-samples.ts), segment k's
 * being Y[offsets[k]..offsets[k + 1]) (definitions above). The k-th smallest curvature is at most
 * a bound exactly when at least k + 1 curvatures are, so the median and the 90th percentile are
 * compared with their bounds by counting, in one pass, without storing or ordering curvatures.
 */
export function classifySamples(Y: Float32Array, offsets: Uint32Array): ElevationSource {
  let m = 0;
  let lowMedian = 0; // curvatures <= BARO_MAX_MEDIAN_CURVATURE_M
  let lowP90 = 0; // curvatures <= BARO_MAX_P90_CURVATURE_M
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k + 1 < offsets.length; k++) {
    const s = offsets[k]!;
    const e = offsets[k + 1]!;
    for (let i = s; i < e; i++) {
      const c = Y[i]!;
      if (c < min) min = c;
      if (c > max) max = c;
      if (i - s < 2) continue;
      const curvature = Math.abs(c - 2 * Y[i - 1]! + Y[i - 2]!);
      m++;
      if (curvature <= BARO_MAX_MEDIAN_CURVATURE_M) lowMedian++;
      if (curvature <= BARO_MAX_P90_CURVATURE_M) lowP90++;
    }
  }
  if (m < SOURCE_MIN_SAMPLES || !(max > min)) return 'unknown';
  // median = the (m >> 1)-th smallest, p90 = the floor(0.9 (m - 1))-th (0-based).
  const medianLow = lowMedian >= (m >> 1) + 1;
  const p90Low = lowP90 >= Math.floor(0.9 * (m - 1)) + 1;
  return medianLow && p90Low ? 'barometric' : 'gps';
}

/** The elevation source judged from the profile (definitions above). */
export function classifyElevation(track: TrackData, spikes: Uint8Array): ElevationSource {
  const { Y, offsets } = collectElevationSamples(track, spikes);
  return classifySamples(Y, offsets);
}
