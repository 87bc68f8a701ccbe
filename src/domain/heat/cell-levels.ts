/**
 * Coarser levels of the heat grid (cell-grid.ts), so the density heatmap draws no more points than
 * the map can tell apart at its zoom.
 *
 * Definition: level 0 is the grid itself (cells HEAT_CELL_M tall). Level k merges the level-0
 * cells into cells of 2^k × 2^k of them: column ⌊col / 2^k⌋ and row ⌊row / 2^k⌋, so a level-k cell
 * is HEAT_CELL_M·2^k metres tall. It is drawn at the mean position of all heat points in it (the
 * level-0 positions weighted by their point totals), so, as at level 0, it does not move when the
 * filter changes. A filter's weight for a level-k cell is the sum of its level-0 cells' weights.
 *
 * Choosing a level (cellLevelFor): the coarsest level whose cells are at most `maxCellPx` screen
 * pixels tall at the view's zoom and latitude. The heatmap passes the size of one texel of deck.gl's
 * weights texture: the HeatmapLayer adds every point into that texture before blurring it by the
 * radius, so points closer together than a texel land in the same texel or the next one, and
 * merging them changes nothing a user can see, while the GPU work per filter change and per zoom
 * falls with the number of points (at city zoom, about four to eight times fewer).
 */
import { metresPerPixel } from './click-tolerance';
import { CellTable, ensure, HEAT_CELL_M, meanPositions, type CellGrid } from './cell-grid';

/** Coarsest level: cells of HEAT_CELL_M · 2^12 ≈ 41 km, enough for a continent on one screen. */
export const MAX_CELL_LEVEL = 12;

export interface CellLevel {
  level: number;
  cellCount: number;
  /** The level cell of each level-0 cell. */
  cellOfFine: Uint32Array;
  /** Mean position of each level cell's heat points, interleaved lon/lat. */
  cellLonLat: Float32Array;
}

/** Is `level` a level this module can build (an integer from 0 to MAX_CELL_LEVEL)? */
export const isCellLevel = (level: unknown): level is number =>
  Number.isInteger(level) && (level as number) >= 0 && (level as number) <= MAX_CELL_LEVEL;

/** Merges the grid's cells into level `level` (1 to MAX_CELL_LEVEL; level 0 is the grid itself). */
export function buildCellLevel(grid: CellGrid, level: number): CellLevel {
  if (!isCellLevel(level) || level === 0)
    throw new Error(`Cell level ${level} is not between 1 and ${MAX_CELL_LEVEL}`);
  const { cellColRow, cellLonLat: fineLonLat, cellTotals } = grid;
  const table = new CellTable(0);
  const cellOfFine = new Uint32Array(grid.cellCount);
  let sums: Float64Array = new Float64Array(3 * 1024);
  for (let c = 0; c < grid.cellCount; c++) {
    // Columns and rows are never negative (edges start at -180° and -90°): >> is ⌊/ 2^k⌋.
    const id = table.idOf(cellColRow[2 * c]! >> level, cellColRow[2 * c + 1]! >> level);
    cellOfFine[c] = id;
    const n = cellTotals[c]!;
    sums = ensure(sums, 3 * (id + 1));
    sums[3 * id]! += fineLonLat[2 * c]! * n;
    sums[3 * id + 1]! += fineLonLat[2 * c + 1]! * n;
    sums[3 * id + 2]! += n;
  }
  return { level, cellCount: table.size, cellOfFine, cellLonLat: meanPositions(sums, table.size) };
}

/**
 * The coarsest level whose cells are at most `maxCellPx` pixels tall at this zoom and latitude
 * (0 when even level-0 cells are bigger, or the view is not finite).
 */
export function cellLevelFor(zoom: number, lat: number, maxCellPx: number): number {
  const maxCellM = maxCellPx * metresPerPixel(zoom, lat);
  if (!Number.isFinite(maxCellM) || maxCellM < HEAT_CELL_M) return 0;
  return Math.min(MAX_CELL_LEVEL, Math.floor(Math.log2(maxCellM / HEAT_CELL_M)));
}
