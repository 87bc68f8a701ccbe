/**
 * Heatmap data as the heat engine keeps it: the heat points and simplified paths of many
 * activities packed into a few typed arrays (never an array of point objects), and the buffers it
 * hands to deck.gl.
 */
import type { Bounds } from '../stats/types';

/** Heat points of many activities: activity a owns points [offsets[a], offsets[a + 1]). */
export interface PackedHeat {
  /** Activity ids, in the order of the other arrays. */
  ids: string[];
  /** Point offsets, length ids.length + 1 (point index, not float index). */
  offsets: Uint32Array;
  /** Interleaved [lon0, lat0, lon1, lat1, ...] of every activity, in activity order. */
  lonLat: Float32Array;
}

/**
 * Simplified paths of the same activities (same order as PackedHeat.ids): activity a owns the parts
 * [partOffsets[a], partOffsets[a + 1]); part k spans the vertices [partStarts[k], partStarts[k + 1])
 * (the last part of an activity ends at vertexOffsets[a + 1]).
 */
export interface PackedPaths {
  ids: string[];
  vertexOffsets: Uint32Array;
  partOffsets: Uint32Array;
  /** Global vertex index of each part's first vertex. */
  partStarts: Uint32Array;
  lonLat: Float32Array;
}

/** Which activities a filter keeps: 1 at the index of a kept activity, 0 elsewhere. */
export type SelectionMask = Uint8Array;

export type HeatMode = 'density' | 'lines';

/**
 * Weighted points for a density map, as plain typed arrays (the heatmap feature turns them into
 * deck.gl attributes). Each entry is one grid cell (cell-grid.ts) with the number of heat points of the kept activities
 * that fall in it as its weight (0 when the filter keeps none of them), placed at the mean position
 * of all heat points in that cell. Every cell of the loaded data is present, so the positions are
 * the same for every filter of a dataset (the same array, so the map uploads them once); only the
 * weights change.
 */
export interface DensityBuffers {
  /** Number of cells. */
  length: number;
  /** lon, lat of each cell (2 per cell). */
  positions: Float32Array;
  /** Heat points of the kept activities in each cell (1 per cell). */
  weights: Float32Array;
}

/** Paths to draw, as plain typed arrays (the heatmap feature turns them into deck.gl attributes). */
export interface LineBuffers {
  /** Number of drawn paths (parts with at least two vertices). */
  length: number;
  /** First vertex of each path in lonLat. */
  startIndices: Uint32Array;
  /** lon, lat of every vertex of every path, path after path. */
  lonLat: Float32Array;
  /**
   * For each path, the index of its activity in the loaded paths (the dataset's order), so the map
   * can colour a path by its activity's sport. Absent in older builds: then one colour for all.
   */
  activityOfPath?: Uint32Array;
}

/** What one filter change produces for the map. */
export interface HeatBuild {
  mode: HeatMode;
  density: DensityBuffers | null;
  /** Grid level of the density cells (domain/heat/cell-levels.ts), null for lines. */
  densityLevel: number | null;
  lines: LineBuffers | null;
  /** Activities kept by the mask that have at least one heat point. */
  activities: number;
  /** Heat points of the kept activities (before merging into cells). */
  heatPoints: number;
  /** Bounds of the kept activities' heat points, null when none. */
  bounds: Bounds | null;
}

/** Activities passing near a clicked point, nearest first. */
export interface NearHits {
  /** Activity indices (into PackedHeat.ids). */
  activities: Uint32Array;
  /** Closest heat point of each activity to the clicked point, metres. */
  distancesM: Float32Array;
}
