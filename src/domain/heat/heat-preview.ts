/**
 * The heatmap's first paint: the density of every loaded activity at the coarser grid levels
 * (cell-levels.ts), stored beside the engine's state (heat-state.ts), so opening the heatmap with
 * no filter draws at once, before the engine's state is read back and restored.
 *
 * Definition: for each level from PREVIEW_MIN_LEVEL to MAX_CELL_LEVEL, the level's cells (their
 * positions, as the engine places them) and the heat points of all loaded activities in each (the
 * weights of a build whose mask keeps every activity). A view that wants a finer level than
 * PREVIEW_MIN_LEVEL is painted at PREVIEW_MIN_LEVEL first (coarse first), then at its own level
 * once the engine is ready. The preview names the activities it was built from, so a preview of
 * other activities than those stored is never drawn.
 */
import { buildCellLevel, MAX_CELL_LEVEL } from './cell-levels';
import type { CellGrid } from './cell-grid';
import { positionBounds } from './density';
import { HEAT_STATE_VERSION } from './heat-state';
import type { HeatBuild } from './types';

/**
 * Finest level stored: cells of HEAT_CELL_M · 2^2 = 40 m, the level the heatmap draws at about
 * zoom 11 (a city and its surroundings); finer levels hold nearly as many cells as the grid itself.
 */
export const PREVIEW_MIN_LEVEL = 2;

export interface HeatPreviewLevel {
  level: number;
  positions: Float32Array;
  weights: Float32Array;
}

export interface HeatPreview {
  version: number;
  ids: string[];
  heatPoints: number;
  levels: HeatPreviewLevel[];
}

/** Every activity's heat points per cell of each preview level. */
export function buildPreview(ids: readonly string[], grid: CellGrid): HeatPreview {
  const levels: HeatPreviewLevel[] = [];
  let heatPoints = 0;
  for (let c = 0; c < grid.cellCount; c++) heatPoints += grid.cellTotals[c]!;
  for (let level = PREVIEW_MIN_LEVEL; level <= MAX_CELL_LEVEL; level++) {
    const l = buildCellLevel(grid, level);
    const weights = new Float32Array(l.cellCount);
    for (let c = 0; c < grid.cellCount; c++) weights[l.cellOfFine[c]!]! += grid.cellTotals[c]!;
    levels.push({ level, positions: l.cellLonLat, weights });
  }
  return { version: HEAT_STATE_VERSION, ids: [...ids], heatPoints, levels };
}

/**
 * The stored level to paint first for a view that wants `level`: that one, else the finest stored
 * coarser one, else the coarsest stored.
 */
export function previewLevel(preview: HeatPreview, level: number): HeatPreviewLevel | null {
  const levels = [...preview.levels].sort((a, b) => a.level - b.level);
  return levels.find((l) => l.level >= level) ?? levels.at(-1) ?? null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function checkLevel(l: unknown): string | null {
  if (!isObject(l) || typeof l.level !== 'number') return 'bad preview level';
  if (!(l.positions instanceof Float32Array) || !(l.weights instanceof Float32Array))
    return 'bad preview arrays';
  return l.positions.length === 2 * l.weights.length ? null : 'preview arrays of different lengths';
}

/** What is wrong with a stored preview (null when it can be drawn). */
export function checkHeatPreview(value: unknown): string | null {
  if (!isObject(value)) return 'not a heat preview';
  if (value.version !== HEAT_STATE_VERSION)
    return `version ${String(value.version)}, not ${HEAT_STATE_VERSION}`;
  if (!Array.isArray(value.ids) || !value.ids.every((id) => typeof id === 'string')) return 'bad ids';
  if (typeof value.heatPoints !== 'number' || !Array.isArray(value.levels)) return 'bad preview';
  for (const l of value.levels) {
    const problem = checkLevel(l);
    if (problem) return problem;
  }
  return null;
}

/** Do the preview's activities match these (in any order)? */
export function previewMatches(preview: HeatPreview, ids: readonly string[]): boolean {
  if (preview.ids.length !== ids.length) return false;
  const have = new Set(preview.ids);
  return ids.every((id) => have.has(id));
}

/** The preview as a density build for a view that wants `level` (null when it has no such level). */
export function previewBuild(preview: HeatPreview, level: number): HeatBuild | null {
  const l = previewLevel(preview, level);
  if (!l) return null;
  return {
    mode: 'density',
    density: { length: l.weights.length, positions: l.positions, weights: l.weights },
    densityLevel: l.level,
    lines: null,
    activities: preview.ids.length,
    heatPoints: preview.heatPoints,
    bounds: positionBounds(l.positions, l.weights),
  };
}
