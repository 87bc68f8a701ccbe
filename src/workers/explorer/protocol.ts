/**
 * The typed protocol of the explorer worker (entry.ts): add activities' simplified paths
 * (incrementally; a reset first when some were removed; edited ones replaced in place), then views of one zoom per filter, the
 * activities at a tile and the new tiles of every activity. Each request gets exactly one response
 * with the same requestId; paths and answers are transferred, never copied; `ms` is the worker's
 * time on the request.
 */
import type { ExplorerView, NewTiles } from '../../domain/explorer/explorer-engine';
import { isExplorerZoom, type ExplorerZoom } from '../../domain/explorer/tiles';
import type { PackedPaths } from '../../domain/heat/types';

export interface ExplorerAddRequest {
  type: 'explorer-add';
  requestId: number;
  /** Drop every loaded activity first. */
  reset: boolean;
  /**
   * Loaded activities whose path or start changed (an edit): replaced in place, keeping their
   * index, before `ids` are added (ExplorerEngine.replace); never with `reset`.
   */
  replaced: { ids: string[]; startMs: Float64Array; paths: PackedPaths } | null;
  ids: string[];
  /** Start time of each activity, epoch ms, NaN when unknown. */
  startMs: Float64Array;
  paths: PackedPaths;
}

export interface ExplorerViewRequest {
  type: 'explorer-view';
  requestId: number;
  zoom: ExplorerZoom;
  /** 1 for each loaded activity the filter keeps, in load order. */
  mask: Uint8Array;
}

export interface ExplorerAtRequest {
  type: 'explorer-at';
  requestId: number;
  zoom: ExplorerZoom;
  lon: number;
  lat: number;
  mask: Uint8Array;
}

export interface ExplorerNewTilesRequest {
  type: 'explorer-new-tiles';
  requestId: number;
}

export type ExplorerRequest =
  ExplorerAddRequest | ExplorerViewRequest | ExplorerAtRequest | ExplorerNewTilesRequest;

export interface TileHits {
  x: number;
  y: number;
  /** Activity indices (load order), first visit first. */
  activities: Uint32Array;
}

export type ExplorerResponse =
  | { type: 'explorer-added'; requestId: number; size: number; ms: number }
  | { type: 'explorer-viewed'; requestId: number; view: ExplorerView; ms: number }
  | { type: 'explorer-hits'; requestId: number; hits: TileHits; ms: number }
  | { type: 'explorer-new-tiles'; requestId: number; newTiles: NewTiles; ms: number }
  | { type: 'failed'; requestId: number; error: string };

const RESPONSE_TYPES = new Set([
  'explorer-added',
  'explorer-viewed',
  'explorer-hits',
  'explorer-new-tiles',
  'failed',
]);

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** Narrows an incoming message to an explorer request. */
export function isExplorerRequest(data: unknown): data is ExplorerRequest {
  if (!isObject(data) || typeof data.requestId !== 'number') return false;
  switch (data.type) {
    case 'explorer-add':
      return (
        typeof data.reset === 'boolean' &&
        (data.replaced === null || isObject(data.replaced)) &&
        Array.isArray(data.ids) &&
        data.startMs instanceof Float64Array &&
        isObject(data.paths) &&
        data.paths.lonLat instanceof Float32Array
      );
    case 'explorer-view':
      return isExplorerZoom(data.zoom) && data.mask instanceof Uint8Array;
    case 'explorer-at':
      return (
        isExplorerZoom(data.zoom) &&
        data.mask instanceof Uint8Array &&
        typeof data.lon === 'number' &&
        typeof data.lat === 'number'
      );
    case 'explorer-new-tiles':
      return true;
    default:
      return false;
  }
}

/** Narrows an incoming message to an explorer response. */
export function isExplorerResponse(data: unknown): data is ExplorerResponse {
  return isObject(data) && typeof data.requestId === 'number' && RESPONSE_TYPES.has(String(data.type));
}
