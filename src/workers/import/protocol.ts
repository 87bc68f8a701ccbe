/**
 * The typed message protocol between the main thread (client.ts, the pool) and the import worker (entry.ts).
 * Every request carries a requestId; the worker answers each request with exactly one response
 * carrying the same id. Typed-array buffers travel in the transfer list, never copied.
 */
import type { UnpackSpec } from '../../domain/archive/limits';
import type { TrackData, Waypoint } from '../../domain/track/types';
import type { Segment, SegmentEffort } from '../../domain/segments/types';
import type { FailedResponse } from '../shared/errors';
import type { ViewProducts } from '../../domain/series/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { ActivityEdits } from '../../domain/process-activity';

/** What the worker needs to know about a file besides its bytes. */
export interface ProcessMeta {
  fileName: string;
  /** Epoch ms written into the summary; the worker uses Date.now() when absent. */
  importedAt?: number;
  /** The content id (SHA-256 hex) when the sender already computed it; the worker hashes otherwise. */
  id?: string;
  /** The person's edits of one of the file's activities, applied before statistics (domain/edits). */
  edits?: ActivityEdits;
}

/** One activity derived from a file. */
export interface ProcessedPiece {
  summary: TrackSummary;
  track: TrackData;
  products: ViewProducts;
  /**
   * The efforts on the saved segments in this activity, found while the worker held its track
   * (segment-efforts.ts); absent when the request asked for no matching.
   */
  efforts?: SegmentEffort[];
}

/** Everything derived from one file: its activity, plus the other parts of a data logger's file. */
export interface ProcessedGpx extends ProcessedPiece {
  otherParts: ProcessedPiece[];
}

/** Main thread to worker. `bytes` is transferred, so the sender loses access until it comes back. */
export interface ProcessRequest {
  type: 'process';
  requestId: number;
  bytes: Uint8Array;
  meta: ProcessMeta;
  /**
   * Match the activity against the saved segments: the list (the worker keeps it for the next
   * requests), or 'kept' for the list this worker was last given. Absent: no matching.
   */
  segments?: Segment[] | 'kept';
}

/** Main thread to worker: write demo file `index` of a seeded set of `count` (CPU-heavy, so not on the page). */
export interface DemoRequest {
  type: 'demo';
  requestId: number;
  index: number;
  count: number;
  seed: number;
}

/** Main thread to worker: the waypoints of a stored original file (bytes transferred, not handed back). */
export interface WaypointsRequest {
  type: 'waypoints';
  requestId: number;
  bytes: Uint8Array;
  fileName: string;
}

/**
 * Main thread to worker: unpack a packed file (a zip entry's raw bytes, a .gz file) and compute its
 * content id, so decompression never runs on the page's thread. `bytes` is transferred.
 */
export interface UnpackRequest {
  type: 'unpack';
  requestId: number;
  bytes: Uint8Array;
  spec: UnpackSpec;
}

export type WorkerRequest = ProcessRequest | DemoRequest | WaypointsRequest | UnpackRequest;

/** Success: the derived data plus the original bytes, handed back (transferred) for storage. */
export interface ProcessedResponse {
  type: 'processed';
  requestId: number;
  result: ProcessedGpx;
  bytes: Uint8Array;
}

/**
 * A generated demo file: its name, its GPX bytes (transferred) and their content id (SHA-256 hex),
 * hashed in the worker as an unpacked file is: the page's thread never copies the file to hash it.
 */
export interface GeneratedResponse {
  type: 'generated';
  requestId: number;
  fileName: string;
  bytes: Uint8Array;
  id: string;
}

/** The waypoints of a file (domain/formats/waypoints.ts). */
export interface WaypointsResponse {
  type: 'waypoints';
  requestId: number;
  waypoints: Waypoint[];
}

/** The unpacked file (transferred) and its content id (SHA-256 hex of these bytes). */
export interface UnpackedResponse {
  type: 'unpacked';
  requestId: number;
  bytes: Uint8Array;
  id: string;
}

export type WorkerResponse =
  ProcessedResponse | GeneratedResponse | WaypointsResponse | UnpackedResponse | FailedResponse;

/** Narrows an incoming message to a WorkerResponse (messages cross a trust boundary of sorts). */
export function isWorkerResponse(data: unknown): data is WorkerResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return (
    (type === 'processed' ||
      type === 'generated' ||
      type === 'waypoints' ||
      type === 'unpacked' ||
      type === 'failed') &&
    typeof requestId === 'number'
  );
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isUnpackSpec(value: unknown): value is UnpackSpec {
  if (typeof value !== 'object' || value === null) return false;
  const { zip, gzip } = value as Record<string, unknown>;
  if (typeof gzip !== 'boolean') return false;
  if (zip === null) return true;
  if (typeof zip !== 'object' || zip === undefined) return false;
  const { method, size, crc32 } = zip as Record<string, unknown>;
  return isCount(method) && isCount(size) && isCount(crc32);
}

/** Narrows an incoming message to a WorkerRequest. */
export function isWorkerRequest(data: unknown): data is WorkerRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId, bytes, meta, index, count, seed, fileName, spec } = data as Record<
    string,
    unknown
  >;
  if (typeof requestId !== 'number') return false;
  if (type === 'demo') return isCount(index) && isCount(count) && typeof seed === 'number';
  if (type === 'waypoints') return bytes instanceof Uint8Array && typeof fileName === 'string';
  if (type === 'unpack') return bytes instanceof Uint8Array && isUnpackSpec(spec);
  const { segments } = data as { segments?: unknown };
  return (
    type === 'process' &&
    bytes instanceof Uint8Array &&
    typeof meta === 'object' &&
    meta !== null &&
    typeof (meta as { fileName?: unknown }).fileName === 'string' &&
    (segments === undefined || segments === 'kept' || Array.isArray(segments))
  );
}
