/**
 * Types of the comparison of many activities: profiles resampled onto one common grid (of distance
 * or of elapsed time), so sample k of every track is at the same x and overlays, gaps and a shared
 * cursor need no per-track lookup.
 */
import type { Metres } from '../units';

/** What the x axis of a comparison measures: distance from the start, or elapsed time. */
export type CompareAxis = 'distance' | 'time';

/** The common x values: metres (distance axis) or seconds (time axis), ascending, starting at 0. */
export interface CompareGrid {
  axis: CompareAxis;
  x: Float64Array;
  /** Spacing of the regular part of the grid (the last step may be shorter, see grid.ts). */
  step: number;
}

/**
 * One track's profile on the grid. Every array has the grid's length; NaN where the track has no
 * value at that x (beyond its end, or a missing channel).
 */
export interface ResampledTrack {
  /** Elevation, metres. */
  ele: Float32Array;
  /** Smoothed speed, m/s. */
  speedMps: Float32Array;
  hr: Float32Array;
  cad: Float32Array;
  /**
   * The other axis: elapsed seconds at each distance (distance axis), or distance in metres at
   * each elapsed time (time axis). What the gap to a baseline is computed from.
   */
  other: Float64Array;
  /** Position at each x (for map markers), degrees; longitude in [-180, 180). */
  lat: Float64Array;
  lon: Float64Array;
  /** Last x this track reaches: its length in metres, or its duration in seconds; NaN when none. */
  endX: number;
}

/** The worker's answer: one grid, and per input profile its resampled track (null when absent). */
export interface CompareResult {
  grid: CompareGrid;
  tracks: (ResampledTrack | null)[];
}

/** One activity found to follow the same route as a reference, with how far it strayed. */
export interface RouteMatch {
  id: string;
  /** Discrete Fréchet distance between the two sampled paths, metres (smaller is closer). */
  frechetM: Metres;
}
