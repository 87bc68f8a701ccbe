/**
 * Density buffers for one filter: the number of heat points of the kept activities in each grid
 * cell (cell-grid.ts), as plain typed arrays for a heatmap layer. Each drawn point costs
 * BYTES_PER_DENSITY_POINT bytes: two float32 coordinates and one float32 weight.
 *
 * The cells are those of the grid or of one of its coarser levels (cell-levels.ts). Every cell of
 * the loaded data is in the buffers, in cell order, whatever the filter: the positions are the
 * grid's (or level's) own array, the same one for every build of a dataset, and only the weights
 * change, a cell no kept activity touches weighing 0 (and drawing nothing). So a filter change
 * hands the map 4 bytes per cell instead of 12, and the map keeps its position buffer.
 *
 * Work is proportional to the kept heat points (one counter increment each, or one decrement per
 * dropped point when fewer are dropped) plus one pass over the level-0 cells.
 */
import type { Bounds } from '../stats/types';
import type { CellGrid } from './cell-grid';
import type { CellLevel } from './cell-levels';
import type { DensityBuffers, SelectionMask } from './types';

/** Bytes per drawn density point: lon + lat (float32) + weight (float32). */
export const BYTES_PER_DENSITY_POINT = 12;

export interface DensityResult {
  buffers: DensityBuffers;
  /** Heat points of the kept activities. */
  heatPoints: number;
  /** Kept activities with at least one heat point. */
  activities: number;
  bounds: Bounds | null;
}

/** Throws unless the mask has one entry per loaded activity. */
export function checkMask(mask: SelectionMask, activities: number): void {
  if (mask.length !== activities) {
    throw new Error(`The selection covers ${mask.length} activities but ${activities} are loaded`);
  }
}

/**
 * Bounds of interleaved lon/lat positions (longitudes as stored, no antimeridian wrap); with
 * `weights` (one per position), only of the positions whose weight is not 0. Null when none count.
 */
export function positionBounds(lonLat: Float32Array, weights?: Float32Array): Bounds | null {
  let minLon = Infinity,
    maxLon = -Infinity,
    minLat = Infinity,
    maxLat = -Infinity;
  for (let k = 0; k + 1 < lonLat.length; k += 2) {
    if (weights && weights[k >> 1] === 0) continue;
    const lon = lonLat[k]!,
      lat = lonLat[k + 1]!;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return minLon === Infinity ? null : { minLon, maxLon, minLat, maxLat };
}

/** Heat points and non-empty kept activities of a mask. */
export function keptTotals(
  offsets: Uint32Array,
  mask: SelectionMask,
): { points: number; activities: number } {
  let points = 0;
  let activities = 0;
  for (let a = 0; a + 1 < offsets.length; a++) {
    if (mask[a] === 0) continue;
    const n = offsets[a + 1]! - offsets[a]!;
    points += n;
    if (n > 0) activities++;
  }
  return { points, activities };
}

/**
 * Heat points of the kept activities per cell: counted up from zero when they are at most half of
 * all points, otherwise counted down from the totals of all activities (so a filter change walks at
 * most half of the points).
 */
function countPerCell(
  grid: CellGrid,
  offsets: Uint32Array,
  mask: SelectionMask,
  keptPoints: number,
): Uint32Array {
  const { cellOfPoint } = grid;
  const up = keptPoints * 2 <= cellOfPoint.length;
  const counts = up ? new Uint32Array(grid.cellCount) : grid.cellTotals.slice();
  const walk = up ? 1 : 0;
  for (let a = 0; a + 1 < offsets.length; a++) {
    if ((mask[a] === 0 ? 0 : 1) !== walk) continue;
    const to = offsets[a + 1]!;
    if (up) for (let p = offsets[a]!; p < to; p++) counts[cellOfPoint[p]!]!++;
    else for (let p = offsets[a]!; p < to; p++) counts[cellOfPoint[p]!]!--;
  }
  return counts;
}

/** Sums level-0 cell counts into the cells of a coarser level. */
function mergeCounts(counts: Uint32Array, level: CellLevel): Float32Array {
  const weights = new Float32Array(level.cellCount);
  const { cellOfFine } = level;
  for (let c = 0; c < counts.length; c++) {
    const n = counts[c]!;
    if (n !== 0) weights[cellOfFine[c]!]! += n;
  }
  return weights;
}

/**
 * Counts the kept activities' heat points per cell: one weighted point per cell of the grid (or of
 * `level`, built from this grid), in cell order, at the grid's or level's cell positions (its
 * `cellLonLat` itself, not a copy). `offsets` are the packed heat offsets (PackedHeat).
 */
export function buildDensity(
  grid: CellGrid,
  offsets: Uint32Array,
  mask: SelectionMask,
  level: CellLevel | null = null,
): DensityResult {
  checkMask(mask, offsets.length - 1);
  const kept = keptTotals(offsets, mask);
  const counts = countPerCell(grid, offsets, mask, kept.points);
  const weights = level ? mergeCounts(counts, level) : new Float32Array(counts);
  const positions = level ? level.cellLonLat : grid.cellLonLat;
  return {
    buffers: { length: weights.length, positions, weights },
    heatPoints: kept.points,
    activities: kept.activities,
    bounds: positionBounds(positions, weights),
  };
}

/** Bytes of a density buffer set, per drawn point (0 for an empty set). */
export function densityBytesPerPoint(buffers: DensityBuffers): number {
  if (buffers.length === 0) return 0;
  return (buffers.positions.byteLength + buffers.weights.byteLength) / buffers.length;
}
