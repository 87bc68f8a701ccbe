/**
 * What the heat engine builds from the loaded heat points (the packed points, their grid cells and
 * the spatial index), as plain typed arrays that can be stored and restored: opening the heatmap
 * then costs one read instead of assigning millions of points to cells and indexing them again.
 *
 * Versioned: HEAT_STATE_VERSION goes up whenever the meaning of any array changes (the grid's
 * cell size, the index's chunking, the packing); a stored state of another version is not used,
 * and the engine builds from the heat points again. checkHeatState says what is wrong with a
 * stored value, so a corrupt one is rebuilt, never drawn.
 *
 * Stored compactly (packHeatState / unpackHeatState, issue 39: 12 bytes per heat point made about
 * 221 MB for 10,000 activities): every heat point lies in its grid cell (cell-grid.ts), whose column
 * and row the grid keeps, so the store keeps each point's position as two 16-bit fractions of its
 * cell (4 bytes instead of two Float32, 8), and the points' cell numbers as differences from the
 * previous point's in a variable-length code (cell-deltas.ts: about one byte instead of four). A
 * fraction step is HEAT_CELL_M / 65,536 (0.15 mm of latitude), far below Float32's own step at these
 * longitudes (up to 1.5 m at ±180°), so the restored positions are the stored ones to well within a
 * millimetre; the cell numbers come back exactly.
 */
import Flatbush from 'flatbush';
import { CELL_DEG, type CellGrid } from './cell-grid';
import { normalizeLon } from '../geo';
import { decodeCellDeltas, encodeCellDeltas } from './cell-deltas';
import type { HeatIndex } from './spatial-index';
import type { PackedHeat } from './types';

/** Version of the stored state's layout (see above). */
export const HEAT_STATE_VERSION = 3;

/** The spatial index as data: Flatbush's own buffer and the chunk table. */
export interface HeatIndexState {
  data: ArrayBuffer | null;
  chunkActivity: Uint32Array;
  chunkStart: Uint32Array;
  chunkEnd: Uint32Array;
}

export interface HeatState {
  version: number;
  heat: PackedHeat;
  grid: CellGrid;
  index: HeatIndexState;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The parts every heat state holds, stored or not: its version, and its activity ids and point
 * offsets. The heat points and their point count when they hold, else what is wrong.
 */
function checkVersionAndIds(value: unknown): { heat: Record<string, unknown>; points: number } | string {
  if (!isObject(value)) return 'not a heat state';
  if (value.version !== HEAT_STATE_VERSION)
    return `version ${String(value.version)}, not ${HEAT_STATE_VERSION}`;
  const heat = value.heat;
  if (!isObject(heat)) return 'no heat points';
  const { ids, offsets } = heat;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return 'ids are not strings';
  if (!(offsets instanceof Uint32Array) || offsets.length !== ids.length + 1) return 'bad offsets';
  return { heat, points: offsets[ids.length]! };
}

/** The per-cell arrays of a grid (everything but the points' cells). */
function checkCells(grid: Record<string, unknown>): string | null {
  const { cellCount, cellLonLat, cellTotals, cellColRow } = grid;
  if (typeof cellCount !== 'number' || !Number.isInteger(cellCount) || cellCount < 0) return 'bad cell count';
  if (!(cellLonLat instanceof Float32Array) || cellLonLat.length !== 2 * cellCount)
    return 'bad cell positions';
  if (!(cellTotals instanceof Uint32Array) || cellTotals.length !== cellCount) return 'bad cell totals';
  if (!(cellColRow instanceof Int32Array) || cellColRow.length !== 2 * cellCount) return 'bad cell keys';
  return null;
}

function checkGrid(grid: unknown, points: number): string | null {
  if (!isObject(grid)) return 'no grid';
  const { cellOfPoint } = grid;
  if (!(cellOfPoint instanceof Uint32Array) || cellOfPoint.length !== points) return 'bad point cells';
  return checkCells(grid);
}

function checkIndex(index: unknown): string | null {
  if (!isObject(index)) return 'no index';
  const { data, chunkActivity, chunkStart, chunkEnd } = index;
  if (data !== null && !(data instanceof ArrayBuffer)) return 'bad index data';
  if (!(chunkActivity instanceof Uint32Array)) return 'bad chunk table';
  if (!(chunkStart instanceof Uint32Array) || chunkStart.length !== chunkActivity.length) return 'bad chunks';
  if (!(chunkEnd instanceof Uint32Array) || chunkEnd.length !== chunkActivity.length) return 'bad chunks';
  return null;
}

/** What is wrong with a stored heat state (null when it can be restored as it is). */
export function checkHeatState(value: unknown): string | null {
  const checked = checkVersionAndIds(value);
  if (typeof checked === 'string') return checked;
  const { lonLat } = checked.heat;
  if (!(lonLat instanceof Float32Array) || lonLat.length !== 2 * checked.points) return 'bad positions';
  const state = value as Record<string, unknown>;
  return checkGrid(state.grid, checked.points) ?? checkIndex(state.index);
}

/** The index as data (Flatbush keeps its whole tree in one ArrayBuffer). */
export function indexState(index: HeatIndex): HeatIndexState {
  return {
    data: index.tree ? (index.tree.data as ArrayBuffer).slice(0) : null,
    chunkActivity: index.chunkActivity.slice(),
    chunkStart: index.chunkStart.slice(),
    chunkEnd: index.chunkEnd.slice(),
  };
}

/** The index back from data (Flatbush.from checks its own header and throws on a foreign one). */
export function indexFromState(state: HeatIndexState): HeatIndex {
  return {
    tree: state.data ? Flatbush.from(state.data) : null,
    chunkActivity: state.chunkActivity,
    chunkStart: state.chunkStart,
    chunkEnd: state.chunkEnd,
  };
}

/** Copies of the grid's arrays (the engine keeps its own). */
export const gridCopy = (g: CellGrid): CellGrid => ({
  cellCount: g.cellCount,
  cellOfPoint: g.cellOfPoint.slice(),
  cellLonLat: g.cellLonLat.slice(),
  cellTotals: g.cellTotals.slice(),
  cellColRow: g.cellColRow.slice(),
});

export const heatCopy = (h: PackedHeat): PackedHeat => ({
  ids: [...h.ids],
  offsets: h.offsets.slice(),
  lonLat: h.lonLat.slice(),
});

/** Steps of a cell's side in a stored fraction (16 bits). */
const FRACTION_STEPS = 65_536;

/** The heat points as stored: ids and offsets as kept, positions as fractions of their cells. */
export interface StoredPackedHeat {
  ids: string[];
  offsets: Uint32Array;
  /** Interleaved [u0, v0, u1, v1, ...]: position within the point's cell, in 1/65,536 of a side. */
  cellFraction: Uint16Array;
}

/** The grid as stored: the per-cell arrays as kept, the points' cells as encodeCellDeltas wrote them. */
export interface StoredCellGrid extends Omit<CellGrid, 'cellOfPoint'> {
  cellDeltas: Uint8Array;
}

export interface StoredHeatState {
  version: number;
  heat: StoredPackedHeat;
  grid: StoredCellGrid;
  index: HeatIndexState;
}

const fraction = (t: number): number =>
  Math.min(FRACTION_STEPS - 1, Math.max(0, Math.floor(t * FRACTION_STEPS)));

/** The state in its stored form (same arrays, positions as cell fractions; see the header). */
export function packHeatState(state: HeatState): StoredHeatState {
  const { lonLat } = state.heat;
  const { cellOfPoint, cellColRow } = state.grid;
  const cellFraction = new Uint16Array(lonLat.length);
  for (let p = 0; p < cellOfPoint.length; p++) {
    const cell = cellOfPoint[p]!;
    const x = (normalizeLon(lonLat[2 * p]!) + 180) / CELL_DEG - cellColRow[2 * cell]!;
    const y = (lonLat[2 * p + 1]! + 90) / CELL_DEG - cellColRow[2 * cell + 1]!;
    cellFraction[2 * p] = fraction(x);
    cellFraction[2 * p + 1] = fraction(y);
  }
  const { cellCount, cellLonLat, cellTotals } = state.grid;
  return {
    version: state.version,
    heat: { ids: state.heat.ids, offsets: state.heat.offsets, cellFraction },
    grid: { cellCount, cellLonLat, cellTotals, cellColRow, cellDeltas: encodeCellDeltas(cellOfPoint) },
    index: state.index,
  };
}

/**
 * The state back from its stored form: each position at the middle of its stored fraction. Throws
 * when the stored cells do not decode (checkStoredHeatState cannot see that without decoding).
 */
export function unpackHeatState(stored: StoredHeatState): HeatState {
  const { cellFraction } = stored.heat;
  const { cellDeltas, cellCount, cellLonLat, cellTotals, cellColRow } = stored.grid;
  const cellOfPoint = decodeCellDeltas(cellDeltas, cellFraction.length / 2, cellCount);
  if (typeof cellOfPoint === 'string') throw new Error(cellOfPoint);
  const lonLat = new Float32Array(cellFraction.length);
  for (let p = 0; p < cellOfPoint.length; p++) {
    const cell = cellOfPoint[p]!;
    lonLat[2 * p] = (cellColRow[2 * cell]! + (cellFraction[2 * p]! + 0.5) / FRACTION_STEPS) * CELL_DEG - 180;
    lonLat[2 * p + 1] =
      (cellColRow[2 * cell + 1]! + (cellFraction[2 * p + 1]! + 0.5) / FRACTION_STEPS) * CELL_DEG - 90;
  }
  return {
    version: stored.version,
    heat: { ids: stored.heat.ids, offsets: stored.heat.offsets, lonLat },
    grid: { cellCount, cellOfPoint, cellLonLat, cellTotals, cellColRow },
    index: stored.index,
  };
}

/** What is wrong with a stored (packed) heat state, null when unpackHeatState can use it. */
export function checkStoredHeatState(value: unknown): string | null {
  const checked = checkVersionAndIds(value);
  if (typeof checked === 'string') return checked;
  const { cellFraction } = checked.heat;
  if (!(cellFraction instanceof Uint16Array) || cellFraction.length !== 2 * checked.points)
    return 'bad positions';
  const state = value as Record<string, unknown>;
  const grid = state.grid;
  if (!isObject(grid)) return 'no grid';
  // The cells themselves are checked as unpackHeatState decodes them.
  if (!(grid.cellDeltas instanceof Uint8Array)) return 'bad point cells';
  return checkCells(grid) ?? checkIndex(state.index);
}
