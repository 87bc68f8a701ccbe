/**
 * The typed message protocol between the main thread (pool.ts) and the GPX worker (gpx-worker.ts).
 * Every request carries a requestId; the worker answers each request with exactly one response
 * carrying the same id. Typed-array buffers travel in the transfer list, never copied.
 */
import type { CompareAxis, CompareResult, RouteMatch } from '../domain/compare/types';
import type { TrackData } from '../domain/gpx/types';
import type { ChartProfile, SimplifiedPath, ViewProducts } from '../domain/series/types';
import type { TrackSummary } from '../domain/stats/types';

/** What the worker needs to know about a file besides its bytes. */
export interface ProcessMeta {
  fileName: string;
  /** Epoch ms written into the summary; the worker uses Date.now() when absent. */
  importedAt?: number;
  /** The content id (SHA-256 hex) when the sender already computed it; the worker hashes otherwise. */
  id?: string;
}

/** Everything derived from one GPX file. */
export interface ProcessedGpx {
  summary: TrackSummary;
  track: TrackData;
  products: ViewProducts;
}

/** Main thread to worker. `bytes` is transferred, so the sender loses access until it comes back. */
export interface ProcessRequest {
  type: 'process';
  requestId: number;
  bytes: Uint8Array;
  meta: ProcessMeta;
}

/** Main thread to worker: write demo file `index` of a seeded set of `count` (CPU-heavy, so not on the page). */
export interface DemoRequest {
  type: 'demo';
  requestId: number;
  index: number;
  count: number;
  seed: number;
}

export type WorkerRequest = ProcessRequest | DemoRequest;

/** Success: the derived data plus the original bytes, handed back (transferred) for storage. */
export interface ProcessedResponse {
  type: 'processed';
  requestId: number;
  result: ProcessedGpx;
  bytes: Uint8Array;
}

/** A generated demo file: its name and its GPX bytes (transferred). */
export interface GeneratedResponse {
  type: 'generated';
  requestId: number;
  fileName: string;
  bytes: Uint8Array;
}

/** Failure: one line in plain words, e.g. "Not a GPX file: no <gpx> element found". */
export interface FailedResponse {
  type: 'failed';
  requestId: number;
  error: string;
}

export type WorkerResponse = ProcessedResponse | GeneratedResponse | FailedResponse;

/**
 * Comparison jobs (compare-handler.ts): separate from the file protocol above, answered by the same
 * worker script with one response per request id ('compared', 'routes-matched' or 'failed').
 * Inputs are copied (they stay in the caller's query cache); result buffers are transferred back.
 */
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

export type CompareJobRequest = CompareRequest | MatchRoutesRequest;

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

export type CompareJobResponse = ComparedResponse | RoutesMatchedResponse | FailedResponse;

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
  return false;
}

/** Narrows an incoming message to a comparison job response. */
export function isCompareJobResponse(data: unknown): data is CompareJobResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return (
    (type === 'compared' || type === 'routes-matched' || type === 'failed') && typeof requestId === 'number'
  );
}

/** Longest error line sent back; longer messages are cut with an ellipsis. */
export const MAX_ERROR_LENGTH = 300;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Turns anything thrown into one line of plain words, starting with a capital letter. */
export function oneLineError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const line = raw.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!line) return 'Unexpected error while reading the file';
  const sentence = capitalize(line);
  return sentence.length > MAX_ERROR_LENGTH ? `${sentence.slice(0, MAX_ERROR_LENGTH - 1)}…` : sentence;
}

/**
 * A worker's answer to a message that is not one of its requests: a one-line 'failed' response
 * when the message carries a numeric requestId (so its sender can settle it), otherwise null.
 */
export function malformedReply(data: unknown, error: string): FailedResponse | null {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'number' ? { type: 'failed', requestId, error } : null;
}

/** Narrows an incoming message to a WorkerResponse (messages cross a trust boundary of sorts). */
export function isWorkerResponse(data: unknown): data is WorkerResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return (type === 'processed' || type === 'generated' || type === 'failed') && typeof requestId === 'number';
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Narrows an incoming message to a WorkerRequest. */
export function isWorkerRequest(data: unknown): data is WorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId, bytes, meta, index, count, seed } = data as Record<string, unknown>;
  if (typeof requestId !== 'number') return false;
  if (type === 'demo') return isCount(index) && isCount(count) && typeof seed === 'number';
  return (
    type === 'process' &&
    bytes instanceof Uint8Array &&
    typeof meta === 'object' &&
    meta !== null &&
    typeof (meta as { fileName?: unknown }).fileName === 'string'
  );
}
