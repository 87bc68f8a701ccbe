import type { ActivityCurves } from '../curves/types';
/** A chart profile: at most ~1,000 samples of the track, shape-preserving, against distance and time. */
export interface ChartProfile {
  /** Cumulative distance from the start, metres (ascending). */
  distanceM: Float64Array;
  /** Elapsed seconds since the first timed point, NaN where unknown. */
  timeS: Float64Array;
  ele: Float32Array;
  /** Smoothed speed m/s, NaN without time. */
  speedMps: Float32Array;
  hr: Float32Array;
  cad: Float32Array;
  power: Float32Array;
  /** Position of each sample (for map markers). */
  lat: Float64Array;
  lon: Float64Array;
}

/** Heat points resampled every ~HEAT_SPACING_M of travel: interleaved [lon0, lat0, lon1, lat1, ...]. */
export interface HeatPoints {
  lonLat: Float32Array;
}

/** Simplified path for line rendering: interleaved lon/lat, plus the start vertex of each part. */
export interface SimplifiedPath {
  lonLat: Float32Array;
  partStarts: Uint32Array;
}

export interface ViewProducts {
  profile: ChartProfile;
  heat: HeatPoints;
  path: SimplifiedPath;
  /** Best-effort curves (domain/curves), computed in the same pass; absent for data stored before them. */
  curves?: ActivityCurves;
}
