/**
 * The typed protocol of the heat worker (entry.ts): load the packed heat points (and paths)
 * of every activity once, then build map buffers per filter and answer clicks. The worker answers
 * each request with exactly one response carrying the same requestId. Loads and built buffers are
 * transferred, never copied; `ms` is the time the worker spent on the request.
 *
 * Density positions travel once per load and grid level: a build request says whether the client
 * still needs the positions of its level, and the answer carries them only then, with the weights
 * (one per cell, in the same order) every time. The client puts the two back together
 * (heat-client.ts), so a filter change moves 4 bytes per cell, not 12.
 */
import type { HeatBuild, HeatMode, NearHits, PackedHeat, PackedPaths } from '../../domain/heat/types';
import { isCellLevel } from '../../domain/heat/cell-levels';
import type { HeatChange } from '../../domain/heat/heat-changes';
import type { HeatLoadStats } from '../../domain/heat/heat-engine';
import type { HeatPreview } from '../../domain/heat/heat-preview';
import type { HeatState } from '../../domain/heat/heat-state';

export interface HeatLoadRequest {
  type: 'heat-load';
  requestId: number;
  heat: PackedHeat;
}

/** Load a state stored before (domain/heat/heat-state.ts) instead of building one. */
export interface HeatRestoreRequest {
  type: 'heat-restore';
  requestId: number;
  state: HeatState;
}

/**
 * Load the state stored in the local database `dbName` for these privacy zones (zonesKey), read by
 * the worker itself (data/local/stored-heat.ts); answered with 'heat-restored', null when none.
 */
export interface HeatRestoreStoredRequest {
  type: 'heat-restore-stored';
  requestId: number;
  dbName: string;
  zones: string;
}

/**
 * Write what is loaded (and its first-paint densities) to the local database's heat cache, clearing
 * the changes `handled` that it includes (HeatCache.write in data/track-store.ts).
 */
export interface HeatSaveStoredRequest {
  type: 'heat-save-stored';
  requestId: number;
  dbName: string;
  zones: string;
  handled: HeatChange[];
}

/** What a stored state restored: its activities, in the order of every selection mask. */
export interface RestoredHeat {
  ids: string[];
  stats: HeatLoadStats;
}

/** Remove these activities from what is loaded and add others (domain/heat/heat-update.ts). */
export interface HeatUpdateRequest {
  type: 'heat-update';
  requestId: number;
  removed: string[];
  added: PackedHeat;
}

/** A copy of what is loaded and its first-paint densities, to be stored. */
export interface HeatStateRequest {
  type: 'heat-state';
  requestId: number;
}

export interface HeatLoadPathsRequest {
  type: 'heat-load-paths';
  requestId: number;
  paths: PackedPaths;
}

export interface HeatBuildRequest {
  type: 'heat-build';
  requestId: number;
  mode: HeatMode;
  /** 1 for each loaded activity the filter keeps (same order as the loaded ids). */
  mask: Uint8Array;
  /** Grid level of the density cells (cell-levels.ts); ignored for lines. */
  level: number;
  /** Send the level's cell positions with the weights (the client does not have them yet). */
  withPositions: boolean;
}

export interface HeatQueryRequest {
  type: 'heat-query';
  requestId: number;
  mask: Uint8Array;
  lon: number;
  lat: number;
  toleranceM: number;
}

/** A build as sent: the density weights, and the positions only when asked for. */
export interface WireHeatBuild extends Omit<HeatBuild, 'density'> {
  density: null;
  /** One weight per cell of the level, in cell order (density mode), else null. */
  densityWeights: Float32Array | null;
  /** The level's cell positions, interleaved lon/lat: when the request asked for them, else null. */
  densityPositions: Float32Array | null;
}

export type HeatRequest =
  | HeatLoadRequest
  | HeatRestoreRequest
  | HeatUpdateRequest
  | HeatStateRequest
  | HeatRestoreStoredRequest
  | HeatSaveStoredRequest
  | HeatLoadPathsRequest
  | HeatBuildRequest
  | HeatQueryRequest;

export type HeatResponse =
  | { type: 'heat-loaded'; requestId: number; stats: HeatLoadStats; ms: number }
  | { type: 'heat-restored'; requestId: number; restored: RestoredHeat | null; ms: number }
  | { type: 'heat-saved'; requestId: number; ms: number }
  | { type: 'heat-paths-loaded'; requestId: number; ms: number }
  | { type: 'heat-state'; requestId: number; state: HeatState; preview: HeatPreview; ms: number }
  | { type: 'heat-built'; requestId: number; build: WireHeatBuild; ms: number }
  | { type: 'heat-queried'; requestId: number; hits: NearHits; ms: number }
  | { type: 'failed'; requestId: number; error: string };

const HEAT_REQUEST_TYPES = new Set([
  'heat-load',
  'heat-restore',
  'heat-update',
  'heat-state',
  'heat-restore-stored',
  'heat-save-stored',
  'heat-load-paths',
  'heat-build',
  'heat-query',
]);
const HEAT_RESPONSE_TYPES = new Set([
  'heat-loaded',
  'heat-state',
  'heat-restored',
  'heat-saved',
  'heat-paths-loaded',
  'heat-built',
  'heat-queried',
  'failed',
]);

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** Narrows an incoming message to a heat request (fields are checked by the handler's domain code). */
export function isHeatRequest(data: unknown): data is HeatRequest {
  if (!isObject(data) || typeof data.requestId !== 'number' || !HEAT_REQUEST_TYPES.has(String(data.type)))
    return false;
  switch (data.type) {
    case 'heat-load':
      return (
        isObject(data.heat) &&
        data.heat.lonLat instanceof Float32Array &&
        data.heat.offsets instanceof Uint32Array
      );
    case 'heat-restore':
      return isObject(data.state);
    case 'heat-update':
      return (
        Array.isArray(data.removed) &&
        isObject(data.added) &&
        data.added.lonLat instanceof Float32Array &&
        data.added.offsets instanceof Uint32Array
      );
    case 'heat-state':
      return true;
    case 'heat-restore-stored':
    case 'heat-save-stored':
      return typeof data.dbName === 'string' && typeof data.zones === 'string';
    case 'heat-load-paths':
      return isObject(data.paths) && data.paths.lonLat instanceof Float32Array;
    case 'heat-build':
      return (
        (data.mode === 'density' || data.mode === 'lines') &&
        data.mask instanceof Uint8Array &&
        isCellLevel(data.level) &&
        typeof data.withPositions === 'boolean'
      );
    default:
      return (
        data.mask instanceof Uint8Array &&
        typeof data.lon === 'number' &&
        typeof data.lat === 'number' &&
        typeof data.toleranceM === 'number'
      );
  }
}

/** Narrows an incoming message to a heat response. */
export function isHeatResponse(data: unknown): data is HeatResponse {
  return isObject(data) && typeof data.requestId === 'number' && HEAT_RESPONSE_TYPES.has(String(data.type));
}
