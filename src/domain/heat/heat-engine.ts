/**
 * The heat engine: keeps the heat points (and, once asked for, the paths) of every loaded activity
 * resident, with their grid cells and spatial index, so a filter change only counts and copies.
 * Pure and synchronous: the heat worker runs it (workers/heat/handler.ts), and so can a test or a
 * browser without workers.
 */
import { buildCellGrid, type CellGrid } from './cell-grid';
import { buildCellLevel, isCellLevel, type CellLevel } from './cell-levels';
import { buildDensity, checkMask, keptTotals, positionBounds } from './density';
import { buildLines } from './lines';
import {
  checkHeatState,
  gridCopy,
  heatCopy,
  HEAT_STATE_VERSION,
  indexFromState,
  indexState,
  type HeatState,
} from './heat-state';
import { buildPreview, type HeatPreview } from './heat-preview';
import { updateHeatGrid } from './heat-update';
import { buildHeatIndex, queryNear, type HeatIndex } from './spatial-index';
import type { HeatBuild, HeatMode, NearHits, PackedHeat, PackedPaths, SelectionMask } from './types';

export interface HeatLoadStats {
  activities: number;
  heatPoints: number;
  cells: number;
}

export interface HeatEngine {
  /** Replaces the loaded activities (and drops their paths). */
  loadHeat(heat: PackedHeat): HeatLoadStats;
  /** Replaces the loaded activities with a state built before (heat-state.ts), as it is. */
  restore(state: HeatState): HeatLoadStats;
  /** Removes the activities with these ids and appends `added` (heat-update.ts). */
  update(removed: readonly string[], added: PackedHeat): HeatLoadStats;
  /** A copy of what is loaded, to be stored and restored later. */
  state(): HeatState;
  /** The first-paint densities of what is loaded (heat-preview.ts). */
  preview(): HeatPreview;
  /** Paths of the loaded activities, in the same order. */
  loadPaths(paths: PackedPaths): void;
  readonly hasPaths: boolean;
  /** Map buffers for a selection; density cells at grid level `level` (cell-levels.ts), default 0. */
  build(mode: HeatMode, mask: SelectionMask, level?: number): HeatBuild;
  query(mask: SelectionMask, lon: number, lat: number, toleranceM: number): NearHits;
}

interface Loaded {
  heat: PackedHeat;
  grid: CellGrid;
  /** The spatial index, or null until first needed after an update (built by indexOf). */
  index: HeatIndex | null;
  /** Coarser grid levels built so far (index = level; level 0 is the grid). */
  levels: (CellLevel | undefined)[];
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Tolerance of the warm-up query, metres (a typical click at city zoom). */
const WARM_QUERY_TOLERANCE_M = 50;

/**
 * Runs one throw-away query at the first heat point with every activity kept, while loading: the
 * JavaScript engine compiles the query path then, so the user's first click is answered as fast
 * as later ones (it took 3-4x longer cold).
 */
function warmQuery({ heat, index }: Loaded): void {
  if (!index || heat.lonLat.length < 2) return;
  const all = new Uint8Array(heat.ids.length).fill(1);
  queryNear(heat, index, all, heat.lonLat[0]!, heat.lonLat[1]!, WARM_QUERY_TOLERANCE_M);
}

const statsOf = ({ heat, grid }: Loaded): HeatLoadStats => ({
  activities: heat.ids.length,
  heatPoints: heat.lonLat.length / 2,
  cells: grid.cellCount,
});

export function createHeatEngine(): HeatEngine {
  let loaded: Loaded | null = null;
  let paths: PackedPaths | null = null;
  const adopt = (next: Loaded): HeatLoadStats => {
    loaded = next;
    paths = null;
    warmQuery(next);
    return statsOf(next);
  };

  const need = (): Loaded => {
    if (!loaded) throw new Error('No heat points are loaded yet');
    return loaded;
  };
  /** The loaded activities' spatial index, built now when an update left it for later. */
  const indexOf = (): HeatIndex => {
    const l = need();
    return (l.index ??= buildHeatIndex(l.heat));
  };
  /** Level `level` of the loaded grid (null for level 0, the grid itself), built on first use. */
  const levelOf = (level: number): CellLevel | null => {
    const l = need();
    if (!isCellLevel(level)) throw new Error(`Cell level ${String(level)} is not a level of the heat grid`);
    if (level === 0) return null;
    return (l.levels[level] ??= buildCellLevel(l.grid, level));
  };

  return {
    loadHeat(heat) {
      return adopt({ heat, grid: buildCellGrid(heat.lonLat), index: buildHeatIndex(heat), levels: [] });
    },
    restore(state) {
      const problem = checkHeatState(state);
      if (problem) throw new Error(`The stored heatmap index cannot be used: ${problem}`);
      const { heat, grid } = state;
      return adopt({ heat, grid, index: indexFromState(state.index), levels: [] });
    },
    update(removed, added) {
      // The index waits for the first query or state(): the redraw after an edit needs only the
      // grid, and rebuilding the index over every point took about as long as the old grid update.
      const next = updateHeatGrid(need(), new Set(removed), added);
      return adopt({ ...next, index: null, levels: [] });
    },
    preview() {
      const { heat, grid } = need();
      return buildPreview(heat.ids, grid);
    },
    state() {
      const index = indexOf();
      const { heat, grid } = need();
      return {
        version: HEAT_STATE_VERSION,
        heat: heatCopy(heat),
        grid: gridCopy(grid),
        index: indexState(index),
      };
    },
    loadPaths(next) {
      const { heat } = need();
      if (!sameIds(heat.ids, next.ids)) throw new Error('The paths do not belong to the loaded activities');
      paths = next;
    },
    get hasPaths() {
      return paths !== null;
    },
    build(mode, mask, level = 0) {
      const { heat, grid } = need();
      if (mode === 'density') {
        const d = buildDensity(grid, heat.offsets, mask, levelOf(level));
        return {
          mode,
          density: d.buffers,
          densityLevel: level,
          lines: null,
          activities: d.activities,
          heatPoints: d.heatPoints,
          bounds: d.bounds,
        };
      }
      if (!paths) throw new Error('The paths are not loaded yet');
      const l = buildLines(paths, mask);
      return {
        mode,
        density: null,
        densityLevel: null,
        lines: l.buffers,
        activities: l.activities,
        heatPoints: keptTotals(heat.offsets, mask).points,
        bounds: positionBounds(l.buffers.lonLat),
      };
    },
    query(mask, lon, lat, toleranceM) {
      const { heat } = need();
      checkMask(mask, heat.ids.length);
      return queryNear(heat, indexOf(), mask, lon, lat, toleranceM);
    },
  };
}
