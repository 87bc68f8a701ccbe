/**
 * Updating the loaded heat points and their grid for imported and deleted activities, without
 * assigning the points that stay to cells again (that hashing is most of a full build).
 *
 * Definition: the result holds the activities that stay, in their order, then the added ones, in
 * theirs. A staying point keeps its cell; an added point goes to its cell (the grid's rule,
 * cell-grid.ts), a new one when the grid has none there yet. Every cell's position and total are
 * recomputed from exactly the points it then holds (float64 sums, as a full build does), so a cell
 * never drifts however many updates it sees; cells left without any point are dropped. The cells
 * are therefore those of a full build of the same points, in another order, at the same positions
 * (up to float32 rounding). The spatial index is rebuilt over the result (spatial-index.ts).
 */
import { CellTable, cellColumn, cellRow, ensure, meanPositions, type CellGrid } from './cell-grid';
import { normalizeLon } from '../geo';
import type { PackedHeat } from './types';

/** Activities that stay (indices into the old data), their ids, and the packed result. */
function packUpdate(
  old: PackedHeat,
  removed: ReadonlySet<string>,
  added: PackedHeat,
): { heat: PackedHeat; kept: number[] } {
  const kept: number[] = [];
  old.ids.forEach((id, a) => !removed.has(id) && kept.push(a));
  const count = kept.length + added.ids.length;
  const offsets = new Uint32Array(count + 1);
  kept.forEach((a, i) => (offsets[i + 1] = offsets[i]! + old.offsets[a + 1]! - old.offsets[a]!));
  const base = kept.length;
  for (let j = 0; j < added.ids.length; j++)
    offsets[base + j + 1] = offsets[base + j]! + added.offsets[j + 1]! - added.offsets[j]!;
  const lonLat = new Float32Array(2 * offsets[count]!);
  kept.forEach((a, i) =>
    lonLat.set(old.lonLat.subarray(2 * old.offsets[a]!, 2 * old.offsets[a + 1]!), 2 * offsets[i]!),
  );
  lonLat.set(added.lonLat, 2 * offsets[base]!);
  return { heat: { ids: [...kept.map((a) => old.ids[a]!), ...added.ids], offsets, lonLat }, kept };
}

/** Drops cells holding no point: new ids in old order, and the point cells remapped to them. */
function dropEmptyCells(
  sums: Float64Array,
  keys: Int32Array,
  cellCount: number,
  cellOfPoint: Uint32Array,
): CellGrid {
  const newId = new Int32Array(cellCount).fill(-1);
  let n = 0;
  for (let c = 0; c < cellCount; c++) if (sums[3 * c + 2]! > 0) newId[c] = n++;
  const packedSums = new Float64Array(3 * n);
  const cellColRow = new Int32Array(2 * n);
  const cellTotals = new Uint32Array(n);
  for (let c = 0; c < cellCount; c++) {
    const id = newId[c]!;
    if (id < 0) continue;
    packedSums.set(sums.subarray(3 * c, 3 * c + 3), 3 * id);
    cellColRow[2 * id] = keys[2 * c]!;
    cellColRow[2 * id + 1] = keys[2 * c + 1]!;
    cellTotals[id] = sums[3 * c + 2]!;
  }
  if (n < cellCount) for (let p = 0; p < cellOfPoint.length; p++) cellOfPoint[p] = newId[cellOfPoint[p]!]!;
  return { cellCount: n, cellOfPoint, cellLonLat: meanPositions(packedSums, n), cellTotals, cellColRow };
}

/** Adds one point's position to its cell's running sums (lon · n, lat · n, n). */
function addToSums(sums: Float64Array, cell: number, lon: number, lat: number): void {
  sums[3 * cell]! += lon;
  sums[3 * cell + 1]! += lat;
  sums[3 * cell + 2]! += 1;
}

/**
 * The heat points and grid after removing the activities in `removed` (ids) and appending `added`
 * (packed on their own). The old arrays are not changed.
 */
export function updateHeatGrid(
  old: { heat: PackedHeat; grid: CellGrid },
  removed: ReadonlySet<string>,
  added: PackedHeat,
): { heat: PackedHeat; grid: CellGrid } {
  const { heat, kept } = packUpdate(old.heat, removed, added);
  const points = heat.lonLat.length >> 1;
  const cellOfPoint = new Uint32Array(points);
  const table = new CellTable(old.grid.cellCount);
  const oldKeys = old.grid.cellColRow;
  for (let c = 0; c < old.grid.cellCount; c++) table.idOf(oldKeys[2 * c]!, oldKeys[2 * c + 1]!);
  let sums: Float64Array = new Float64Array(3 * Math.max(1, old.grid.cellCount));
  let p = 0;
  for (const a of kept) {
    for (let q = old.heat.offsets[a]!; q < old.heat.offsets[a + 1]!; q++, p++) {
      const cell = old.grid.cellOfPoint[q]!;
      cellOfPoint[p] = cell;
      addToSums(sums, cell, normalizeLon(heat.lonLat[2 * p]!), heat.lonLat[2 * p + 1]!);
    }
  }
  for (; p < points; p++) {
    const lon = normalizeLon(heat.lonLat[2 * p]!);
    const lat = heat.lonLat[2 * p + 1]!;
    const cell = table.idOf(cellColumn(lon), cellRow(lat));
    cellOfPoint[p] = cell;
    sums = ensure(sums, 3 * (cell + 1));
    addToSums(sums, cell, lon, lat);
  }
  const grid = dropEmptyCells(sums, table.keys(), table.size, cellOfPoint);
  return { heat, grid };
}
