/**
 * The typed message protocol of the comparison worker (entry.ts): one response per request id
 * ('compared', 'routes-matched' or 'failed'). Inputs are copied (they stay in the caller's query
 * cache); result buffers are transferred back.
 */
import type { CompareAxis, CompareResult, RouteMatch } from '../../domain/compare/types';
import type { ChartProfile, SimplifiedPath } from '../../domain/series/types';
import type { Split } from '../../domain/stats/types';
import type { TrackData } from '../../domain/track/types';
import type { FailedResponse } from '../shared/errors';

export interface CompareRequest {
  type: 'compare';
  requestId: number;
  /** One chart profile per compared activity, in comparison order; null when not stored. */
  profiles: (ChartProfile | null)[];
  axis: CompareAxis;
}

/** "Same route": which candidates follow the reference's path (domain/compare/same-route.ts). */
export interface MatchRoutesRequest {
  type: 'match-routes';
  requestId: number;
  reference: SimplifiedPath;
  candidates: { id: string; path: SimplifiedPath }[];
}

/**
 * An activity page's splits (domain/stats/splits.ts): the track analysis behind them took about
 * 180 ms of the page's thread for a 6-hour ride at 1 Hz. The track is copied, not transferred (the
 * page keeps it).
 */
export interface SplitsRequest {
  type: 'splits';
  requestId: number;
  track: TrackData;
  splitLengthM: number;
}

export type CompareJobRequest = CompareRequest | MatchRoutesRequest | SplitsRequest;

export interface ComparedResponse {
  type: 'compared';
  requestId: number;
  result: CompareResult;
}

export interface RoutesMatchedResponse {
  type: 'routes-matched';
  requestId: number;
  matches: RouteMatch[];
}

export interface SplitsComputedResponse {
  type: 'splits-computed';
  requestId: number;
  splits: Split[];
}

export type CompareJobResponse =
  ComparedResponse | RoutesMatchedResponse | SplitsComputedResponse | FailedResponse;

/** Narrows an incoming message to a comparison job request. */
export function isCompareJobRequest(data: unknown): data is CompareJobRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  if (typeof requestId !== 'number') return false;
  if (type === 'compare') {
    const { profiles, axis } = data as { profiles?: unknown; axis?: unknown };
    return Array.isArray(profiles) && (axis === 'distance' || axis === 'time');
  }
  if (type === 'match-routes') {
    const { reference, candidates } = data as { reference?: unknown; candidates?: unknown };
    return typeof reference === 'object' && reference !== null && Array.isArray(candidates);
  }
  if (type === 'splits') {
    const { track, splitLengthM } = data as { track?: unknown; splitLengthM?: unknown };
    return typeof track === 'object' && track !== null && typeof splitLengthM === 'number';
  }
  return false;
}

/** Narrows an incoming message to a comparison job response. */
export function isCompareJobResponse(data: unknown): data is CompareJobResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return (
    (type === 'compared' || type === 'routes-matched' || type === 'splits-computed' || type === 'failed') &&
    typeof requestId === 'number'
  );
}
