/**
 * Merging heat points into grid cells, so the heatmap draws one weighted point per cell instead of
 * one point per heat point: repeated routes (the common case) collapse into far fewer points, and a
 * filter change only counts points per cell.
 *
 * Definition: the grid divides latitude and longitude into steps of CELL_DEG degrees, where
 * CELL_DEG is HEAT_CELL_M metres of latitude; a cell is therefore HEAT_CELL_M tall and
 * HEAT_CELL_M·cos(latitude) wide (7 m at 45°, 5 m at 60°: finer, never coarser). Cell edges start
 * at -180° and -90°, so no cell straddles the 180th meridian. A cell is drawn at the mean position
 * of all heat points that fall in it (over every loaded activity, so it does not move when the
 * filter changes); with heat points every ~10 m of travel, that puts it on the tracks, within a few
 * metres, which no heatmap radius can show.
 */
import { METRES_PER_DEGREE, normalizeLon } from '../geo';

/** Height of a grid cell, metres (about one heat spacing, see series/heat.ts). */
export const HEAT_CELL_M = 10;
/** Height (and width) of a grid cell, degrees. */
export const CELL_DEG = HEAT_CELL_M / METRES_PER_DEGREE;
/** Row count: latitudes -90..90 (the +90 row holds the pole itself). */
const ROWS = Math.floor(180 / CELL_DEG) + 1;
/** Smallest hash table (slots); it doubles whenever it is half full. */
const MIN_SLOTS = 1 << 16;

export interface CellGrid {
  cellCount: number;
  /** The cell of every heat point (same order as the packed points). */
  cellOfPoint: Uint32Array;
  /** Mean position of each cell's heat points, interleaved lon/lat. */
  cellLonLat: Float32Array;
  /** Heat points of every loaded activity in each cell. */
  cellTotals: Uint32Array;
  /** Grid column and row of each cell (cellColumn, cellRow), interleaved. */
  cellColRow: Int32Array;
}

/** Grid column of a longitude already wrapped into [-180, 180). */
export const cellColumn = (lon: number): number => Math.floor((lon + 180) / CELL_DEG);
/** Grid row of a latitude (clamped to the grid). */
export const cellRow = (lat: number): number =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));

const hashOf = (ix: number, iy: number): number => {
  let h = Math.imul(ix, 0x9e3779b1) ^ Math.imul(iy + 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
};

/**
 * Open-addressing hash table from (column, row) to a dense cell id, growing by doubling. Each slot
 * is three adjacent Int32 (column, row, id), so a probe touches one cache line.
 */
export class CellTable {
  private slots: Int32Array;
  private mask: number;
  size = 0;

  constructor(expected: number) {
    let n = MIN_SLOTS;
    while (n < expected * 2) n *= 2;
    this.slots = new Int32Array(3 * n).fill(-1);
    this.mask = n - 1;
  }

  /** The cell id of (ix, iy), a new one (= the count so far) when unseen. */
  idOf(ix: number, iy: number): number {
    const slots = this.slots;
    let s = hashOf(ix, iy) & this.mask;
    for (;;) {
      const x = slots[3 * s]!;
      if (x === -1) break;
      if (x === ix && slots[3 * s + 1] === iy) return slots[3 * s + 2]!;
      s = (s + 1) & this.mask;
    }
    const id = this.size++;
    slots[3 * s] = ix;
    slots[3 * s + 1] = iy;
    slots[3 * s + 2] = id;
    if (this.size * 2 > this.mask + 1) this.grow();
    return id;
  }

  /** The cell id of (ix, iy), or -1 when unseen (nothing is added). */
  find(ix: number, iy: number): number {
    const slots = this.slots;
    let s = hashOf(ix, iy) & this.mask;
    for (;;) {
      const x = slots[3 * s]!;
      if (x === -1) return -1;
      if (x === ix && slots[3 * s + 1] === iy) return slots[3 * s + 2]!;
      s = (s + 1) & this.mask;
    }
  }

  /** Column and row of every id, interleaved, in id order. */
  keys(): Int32Array {
    const out = new Int32Array(2 * this.size);
    const slots = this.slots;
    for (let o = 0; o < slots.length; o += 3) {
      if (slots[o] === -1) continue;
      const id = slots[o + 2]!;
      out[2 * id] = slots[o]!;
      out[2 * id + 1] = slots[o + 1]!;
    }
    return out;
  }

  private grow(): void {
    const old = this.slots;
    const n = (this.mask + 1) * 2;
    const slots = new Int32Array(3 * n).fill(-1);
    const mask = n - 1;
    for (let o = 0; o < old.length; o += 3) {
      const x = old[o]!;
      if (x === -1) continue;
      let s = hashOf(x, old[o + 1]!) & mask;
      while (slots[3 * s] !== -1) s = (s + 1) & mask;
      slots[3 * s] = x;
      slots[3 * s + 1] = old[o + 1]!;
      slots[3 * s + 2] = old[o + 2]!;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** A Float64Array at least `n` long holding `a`'s values (doubling, so appends stay amortised O(1)). */
export function ensure(a: Float64Array, n: number): Float64Array {
  if (n <= a.length) return a;
  const b = new Float64Array(Math.max(n, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Mean position of each of `cellCount` cells from running sums, three per cell (lon · n, lat · n,
 * n), as interleaved float32 lon/lat.
 */
export function meanPositions(sums: Float64Array, cellCount: number): Float32Array {
  const lonLat = new Float32Array(2 * cellCount);
  for (let c = 0; c < cellCount; c++) {
    const n = sums[3 * c + 2]!;
    lonLat[2 * c] = sums[3 * c]! / n;
    lonLat[2 * c + 1] = sums[3 * c + 1]! / n;
  }
  return lonLat;
}

/** Assigns every heat point (interleaved lon/lat) to its cell and places each cell. */
export function buildCellGrid(lonLat: Float32Array): CellGrid {
  const points = lonLat.length >> 1;
  // Repeated routes share cells: start small and let the table grow with the cells found.
  const table = new CellTable(0);
  const cellOfPoint = new Uint32Array(points);
  let sums: Float64Array = new Float64Array(3 * MIN_SLOTS);
  let lastX = -1,
    lastY = -1,
    lastId = 0;
  for (let p = 0; p < points; p++) {
    const lon = normalizeLon(lonLat[2 * p]!);
    const lat = lonLat[2 * p + 1]!;
    const ix = cellColumn(lon),
      iy = cellRow(lat);
    // Consecutive heat points often share a cell: skip the table then.
    const id = ix === lastX && iy === lastY ? lastId : table.idOf(ix, iy);
    lastX = ix;
    lastY = iy;
    lastId = id;
    cellOfPoint[p] = id;
    sums = ensure(sums, 3 * (id + 1));
    sums[3 * id]! += lon;
    sums[3 * id + 1]! += lat;
    sums[3 * id + 2]! += 1;
  }
  const cellCount = table.size;
  const cellTotals = new Uint32Array(cellCount);
  for (let c = 0; c < cellCount; c++) cellTotals[c] = sums[3 * c + 2]!;
  return {
    cellCount,
    cellOfPoint,
    cellLonLat: meanPositions(sums, cellCount),
    cellTotals,
    cellColRow: table.keys(),
  };
}
