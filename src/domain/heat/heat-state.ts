/**
 * What the heat engine builds from the loaded heat points (the packed points, their grid cells and
 * the spatial index), as plain typed arrays that can be stored and restored: opening the heatmap
 * then costs one read instead of assigning millions of points to cells and indexing them again.
 *
 * Versioned: HEAT_STATE_VERSION goes up whenever the meaning of any array changes (the grid's
 * cell size, the index's chunking, the packing); a stored state of another version is not used,
 * and the engine builds from the heat points again. checkHeatState says what is wrong with a
 * stored value, so a corrupt one is rebuilt, never drawn.
 */
import Flatbush from 'flatbush';
import type { CellGrid } from './cell-grid';
import type { HeatIndex } from './spatial-index';
import type { PackedHeat } from './types';

/** Version of the stored state's layout (see above). */
export const HEAT_STATE_VERSION = 1;

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

function checkHeat(heat: unknown): string | null {
  if (!isObject(heat)) return 'no heat points';
  const { ids, offsets, lonLat } = heat;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return 'ids are not strings';
  if (!(offsets instanceof Uint32Array) || offsets.length !== ids.length + 1) return 'bad offsets';
  if (!(lonLat instanceof Float32Array) || lonLat.length !== 2 * offsets[ids.length]!) return 'bad positions';
  return null;
}

function checkGrid(grid: unknown, points: number): string | null {
  if (!isObject(grid)) return 'no grid';
  const { cellCount, cellOfPoint, cellLonLat, cellTotals, cellColRow } = grid;
  if (typeof cellCount !== 'number' || !Number.isInteger(cellCount) || cellCount < 0) return 'bad cell count';
  if (!(cellOfPoint instanceof Uint32Array) || cellOfPoint.length !== points) return 'bad point cells';
  if (!(cellLonLat instanceof Float32Array) || cellLonLat.length !== 2 * cellCount)
    return 'bad cell positions';
  if (!(cellTotals instanceof Uint32Array) || cellTotals.length !== cellCount) return 'bad cell totals';
  if (!(cellColRow instanceof Int32Array) || cellColRow.length !== 2 * cellCount) return 'bad cell keys';
  return null;
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
  if (!isObject(value)) return 'not a heat state';
  if (value.version !== HEAT_STATE_VERSION)
    return `version ${String(value.version)}, not ${HEAT_STATE_VERSION}`;
  const heatProblem = checkHeat(value.heat);
  if (heatProblem) return heatProblem;
  const heat = value.heat as PackedHeat;
  return checkGrid(value.grid, heat.lonLat.length / 2) ?? checkIndex(value.index);
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
