/**
 * The typed message protocol between the main thread (pool.ts) and the GPX worker (gpx-worker.ts).
 * Every request carries a requestId; the worker answers each request with exactly one response
 * carrying the same id. Typed-array buffers travel in the transfer list, never copied.
 */
import type { TrackData } from '../domain/gpx/types';
import type { ViewProducts } from '../domain/series/types';
import type { TrackSummary } from '../domain/stats/types';

/** What the worker needs to know about a file besides its bytes. */
export interface ProcessMeta {
  fileName: string;
  /** Epoch ms written into the summary; the worker uses Date.now() when absent. */
  importedAt?: number;
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

export type WorkerRequest = ProcessRequest;

/** Success: the derived data plus the original bytes, handed back (transferred) for storage. */
export interface ProcessedResponse {
  type: 'processed';
  requestId: number;
  result: ProcessedGpx;
  bytes: Uint8Array;
}

/** Failure: one line in plain words, e.g. "Not a GPX file: no <gpx> element found". */
export interface FailedResponse {
  type: 'failed';
  requestId: number;
  error: string;
}

export type WorkerResponse = ProcessedResponse | FailedResponse;

/** Longest error line sent back; longer messages are cut with an ellipsis. */
export const MAX_ERROR_LENGTH = 300;

/** Turns anything thrown into one line of plain words. */
export function oneLineError(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const line = raw.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!line) return 'Unexpected error while reading the file';
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}

/** Narrows an incoming message to a WorkerResponse (messages cross a trust boundary of sorts). */
export function isWorkerResponse(data: unknown): data is WorkerResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return (type === 'processed' || type === 'failed') && typeof requestId === 'number';
}

/** Narrows an incoming message to a WorkerRequest. */
export function isWorkerRequest(data: unknown): data is WorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId, bytes, meta } = data as Record<string, unknown>;
  return (
    type === 'process' &&
    typeof requestId === 'number' &&
    bytes instanceof Uint8Array &&
    typeof meta === 'object' &&
    meta !== null &&
    typeof (meta as { fileName?: unknown }).fileName === 'string'
  );
}
