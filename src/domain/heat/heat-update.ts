/**
 * Updating the loaded heat points and their grid for imported, deleted and mended activities,
 * touching only the cells those activities' points fall in: the work grows with the changed
 * activities' points and the number of cells, plus one pass over the stored points' cell numbers
 * (no hashing and no positions of the points that stay).
 *
 * Definition: the result holds the activities that stay, in their order, then the added ones, in
 * theirs. A staying point keeps its cell; an added point goes to its cell (the grid's rule,
 * cell-grid.ts), a new one when the grid has none there yet. A cell that a removed or added point
 * falls in ("touched") gets its total and position recomputed from exactly the points it then holds,
 * in point order (float64 sums, as buildCellGrid does); an untouched cell holds the same points in
 * the same order as before, so it keeps its total and position. By induction from a full build,
 * every cell's total and position are therefore exactly those a full build of the same points gives
 * (only the cells' numbering differs), however many updates it sees. Cells left without any point
 * are dropped: the last cells take their numbers. The engine rebuilds the spatial index over the
 * result when it is next needed (heat-engine.ts).
 *
 * Cost: a trim in a history of 10,000 activities (15 M points, 1.6 M cells) went from about 4 s
 * (every point hashed and summed again, every array allocated anew) to about 0.1 to 0.2 s in Node;
 * the points' positions and cells are moved in place (no new pages for hundreds of MB), so the
 * update also no longer holds two copies of the heat points at once.
 */
import { CellTable, cellColumn, cellRow, type CellGrid } from './cell-grid';
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
  const lonLat = repack(old.lonLat, runsOf(kept, old.offsets), 2, 2 * offsets[count]!, Float32Array);
  lonLat.set(added.lonLat, 2 * offsets[base]!);
  return { heat: { ids: [...kept.map((a) => old.ids[a]!), ...added.ids], offsets, lonLat }, kept };
}

/** Old points [from, to) of consecutive kept activities go to [at, at + to - from). */
interface Run {
  from: number;
  to: number;
  at: number;
}

/** The runs of consecutive kept activities' points. */
function runsOf(kept: readonly number[], offsets: Uint32Array): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (let i = 0; i < kept.length;) {
    let j = i + 1;
    while (j < kept.length && kept[j] === kept[j - 1]! + 1) j++;
    const from = offsets[kept[i]!]!,
      to = offsets[kept[j - 1]! + 1]!;
    runs.push({ from, to, at });
    at += to - from;
    i = j;
  }
  return runs;
}

/** Room added when an array must grow, as a share of its length (the next appends then fit). */
const GROWTH_HEADROOM = 1 / 8;

/**
 * An array of `length` elements starting with `old`'s kept runs (`stride` elements per point),
 * the rest for the caller to fill. It is `old`'s own buffer when that is big enough (a fresh one,
 * written once, costs far more than the copy: hundreds of MB of new pages); runs only move towards
 * the front, in order, so copyWithin never overwrites what is still to move.
 */
function repack<T extends Float32Array | Uint32Array>(
  old: T,
  runs: readonly Run[],
  stride: number,
  length: number,
  Kind: { new (buffer: ArrayBuffer, offset: number, length: number): T; new (length: number): T },
): T {
  const fits = old.byteOffset === 0 && old.buffer.byteLength >= length * old.BYTES_PER_ELEMENT;
  const out = fits
    ? new Kind(old.buffer as ArrayBuffer, 0, length)
    : new Kind(length + Math.ceil(length * GROWTH_HEADROOM)).subarray(0, length);
  for (const { from, to, at } of runs) {
    if (fits) {
      // On `old` (same buffer): `out` may be shorter than where the run now ends.
      if (at !== from) old.copyWithin(stride * at, stride * from, stride * to);
    } else out.set(old.subarray(stride * from, stride * to), stride * at);
  }
  return out as T;
}

/** Cell number of every added point: an old cell's where the grid has one there, else new ones. */
function addedCells(old: CellGrid, added: PackedHeat): { cells: Uint32Array; keys: Int32Array } {
  const n = added.lonLat.length >> 1;
  const table = new CellTable(0);
  const local = new Uint32Array(n);
  for (let p = 0; p < n; p++) {
    const lon = normalizeLon(added.lonLat[2 * p]!);
    local[p] = table.idOf(cellColumn(lon), cellRow(added.lonLat[2 * p + 1]!));
  }
  const keys = table.keys();
  // Which of the added points' cells the grid has already: one pass over its cell keys.
  const found = new Int32Array(table.size).fill(-1);
  const { cellColRow } = old;
  if (table.size > 0)
    for (let c = 0; c < old.cellCount; c++) {
      const id = table.find(cellColRow[2 * c]!, cellColRow[2 * c + 1]!);
      if (id >= 0) found[id] = c;
    }
  let next = old.cellCount;
  const newKeys: number[] = [];
  for (let k = 0; k < table.size; k++) {
    if (found[k]! >= 0) continue;
    found[k] = next++;
    newKeys.push(keys[2 * k]!, keys[2 * k + 1]!);
  }
  const cells = new Uint32Array(n);
  for (let p = 0; p < n; p++) cells[p] = found[local[p]!]!;
  return { cells, keys: Int32Array.from(newKeys) };
}

/**
 * `a` viewed at `length` elements: its own buffer when that is big enough, else a copy with
 * headroom. Elements past `a`'s length hold whatever was there: the caller writes them.
 */
function withLength<T extends Uint32Array | Int32Array>(
  a: T,
  length: number,
  Kind: { new (buffer: ArrayBuffer, offset: number, length: number): T; new (length: number): T },
): T {
  if (a.byteOffset === 0 && a.buffer.byteLength >= length * a.BYTES_PER_ELEMENT)
    return new Kind(a.buffer as ArrayBuffer, 0, length);
  const out = new Kind(length + Math.ceil(length * GROWTH_HEADROOM)).subarray(0, length) as T;
  out.set(a);
  return out;
}

interface Touched {
  /** 1 for each cell (wide numbering) a removed or added point falls in. */
  flags: Uint8Array;
  /** Those cells' numbers, ascending. */
  ids: number[];
}

/** Takes the removed activities' points out of `totals` and puts the added ones in. */
function countChanges(
  old: { activities: number; offsets: Uint32Array },
  kept: readonly number[],
  oldCells: Uint32Array,
  addedCellsOf: Uint32Array,
  totals: Uint32Array,
): Touched {
  const flags = new Uint8Array(totals.length);
  const ids: number[] = [];
  const mark = (c: number) => flags[c] === 0 && (flags[c] = 1) && ids.push(c);
  const stays = new Uint8Array(old.activities);
  for (const a of kept) stays[a] = 1;
  for (let a = 0; a < old.activities; a++) {
    if (stays[a]) continue;
    for (let q = old.offsets[a]!; q < old.offsets[a + 1]!; q++) {
      const c = oldCells[q]!;
      totals[c]!--;
      mark(c);
    }
  }
  for (const c of addedCellsOf) {
    totals[c]!++;
    mark(c);
  }
  ids.sort((x, y) => x - y);
  return { flags, ids };
}

/**
 * Numbering without the emptied cells: `count` cells; cell `count + m` (one that stays) takes the
 * number moveTo[m], the first emptied number below `count` not yet taken.
 */
function renumber(touched: Touched, totals: Uint32Array): { count: number; moveTo: Int32Array } {
  const emptied = touched.ids.filter((c) => totals[c] === 0);
  const count = totals.length - emptied.length;
  const moveTo = new Int32Array(emptied.length).fill(-1);
  const holes = emptied.filter((c) => c < count);
  let h = 0;
  for (let c = count; c < totals.length; c++) if (totals[c]! > 0) moveTo[c - count] = holes[h++]!;
  return { count, moveTo };
}

/**
 * Renumbers the points' cells (cells from `count` on move to moveTo) and sums the positions of
 * the points of each touched cell that stays, in point order: lon, lat per cell, by `slots`.
 */
function sumTouched(
  lonLat: Float32Array,
  cellOfPoint: Uint32Array,
  touched: Touched,
  { count, moveTo }: { count: number; moveTo: Int32Array },
  slots: ReadonlyMap<number, number>,
): Float64Array {
  const sums = new Float64Array(2 * slots.size);
  const { flags } = touched;
  for (let p = 0; p < cellOfPoint.length; p++) {
    const c = cellOfPoint[p]!;
    if (c >= count) cellOfPoint[p] = moveTo[c - count]!;
    if (flags[c] === 0) continue;
    const s = slots.get(c)!;
    sums[2 * s]! += normalizeLon(lonLat[2 * p]!);
    sums[2 * s + 1]! += lonLat[2 * p + 1]!;
  }
  return sums;
}

/**
 * The heat points and grid after removing the activities in `removed` (ids) and appending `added`
 * (packed on their own). The old grid's arrays and points are reused in place where they fit, so
 * the caller gives `old` up (it must not be used afterwards), except the cell positions: those are
 * a new array (a map holding the old ones sees them change).
 */
export function updateHeatGrid(
  old: { heat: PackedHeat; grid: CellGrid },
  removed: ReadonlySet<string>,
  added: PackedHeat,
): { heat: PackedHeat; grid: CellGrid } {
  const og = old.grid;
  const oldOffsets = old.heat.offsets;
  const { heat, kept } = packUpdate(old.heat, removed, added);
  const fresh = addedCells(og, added);
  // Cells in "wide" numbering: the old ones, then the new ones.
  const wide = og.cellCount + (fresh.keys.length >> 1);
  const totals = withLength(og.cellTotals, wide, Uint32Array);
  totals.fill(0, og.cellCount);
  const colRow = withLength(og.cellColRow, 2 * wide, Int32Array);
  colRow.set(fresh.keys, 2 * og.cellCount);
  const before = { activities: old.heat.ids.length, offsets: oldOffsets };
  const touched = countChanges(before, kept, og.cellOfPoint, fresh.cells, totals);
  const layout = renumber(touched, totals);
  const points = heat.lonLat.length >> 1;
  const cellOfPoint = repack(og.cellOfPoint, runsOf(kept, oldOffsets), 1, points, Uint32Array);
  cellOfPoint.set(fresh.cells, points - fresh.cells.length);
  const staying = touched.ids.filter((c) => totals[c]! > 0);
  const slots = new Map(staying.map((c, s) => [c, s]));
  const sums = sumTouched(heat.lonLat, cellOfPoint, touched, layout, slots);
  const { count, moveTo } = layout;
  const lonLat = new Float32Array(2 * count);
  lonLat.set(og.cellLonLat.subarray(0, 2 * Math.min(count, og.cellCount)));
  const finalId = (c: number) => (c < count ? c : moveTo[c - count]!);
  for (let m = 0; m < moveTo.length; m++) {
    const to = moveTo[m]!;
    const c = count + m;
    if (to < 0) continue;
    totals[to] = totals[c]!;
    colRow[2 * to] = colRow[2 * c]!;
    colRow[2 * to + 1] = colRow[2 * c + 1]!;
    if (c < og.cellCount) lonLat.set(og.cellLonLat.subarray(2 * c, 2 * c + 2), 2 * to);
  }
  staying.forEach((c, s) => {
    const n = totals[finalId(c)]!;
    lonLat[2 * finalId(c)] = sums[2 * s]! / n;
    lonLat[2 * finalId(c) + 1] = sums[2 * s + 1]! / n;
  });
  const grid: CellGrid = {
    cellCount: count,
    cellOfPoint,
    cellLonLat: lonLat,
    cellTotals: totals.subarray(0, count),
    cellColRow: colRow.subarray(0, 2 * count),
  };
  return { heat, grid };
}
