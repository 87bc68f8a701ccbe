/**
 * The worker's work, as a plain async function (so it is testable without a Worker): run the shared
 * domain code for a request and build the response plus its transfer list.
 */
import { unpackFile } from '../../domain/archive/unpack';
import { readWaypoints } from '../../domain/formats/waypoints';
import { contentId } from '../../domain/hash';
import { trackBuffers } from '../../domain/track/track-data';
import { oneLineError } from '../shared/errors';
import { type ProcessMeta, type ProcessedGpx, type WorkerRequest, type WorkerResponse } from './protocol';
import type { ImportMatcher } from './segment-efforts';
import { ownedBytes, typedArrayBuffers } from '../shared/transfer';

/** The transfer list for a processed result plus the original file bytes handed back. */
export function resultTransferList(result: ProcessedGpx, bytes: Uint8Array): ArrayBuffer[] {
  const all = [result, ...result.otherParts].flatMap((piece) => [
    ...trackBuffers(piece.track),
    ...typedArrayBuffers(piece.products),
  ]);
  if (bytes.buffer instanceof ArrayBuffer) all.push(bytes.buffer);
  return [...new Set(all)].filter((b) => b instanceof ArrayBuffer);
}

/** The most bytes UTF-8 writes per UTF-16 code unit (a surrogate pair is 2 units, 4 bytes). */
const UTF8_MAX_BYTES_PER_UNIT = 3;

/**
 * `text` as UTF-8 bytes, exactly what TextEncoder.encode gives, in a buffer of their own. Through
 * encodeInto: in Chromium 156, encode() of a 250 KB demo file took 20 to 40 ms (as long as writing
 * the file) where encodeInto took 1.5 ms (issue 41, bench demo-load).
 */
export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  const need = text.length * UTF8_MAX_BYTES_PER_UNIT;
  if (scratch.length < need) scratch = new Uint8Array(need);
  const { written } = encoder.encodeInto(text, scratch);
  return scratch.slice(0, written);
}
const encoder = new TextEncoder();
/** Reused between calls (a worker writes one file at a time): one new buffer per file, its own. */
let scratch = new Uint8Array(0);

export type ProcessFn = (bytes: Uint8Array, meta: ProcessMeta) => Promise<ProcessedGpx>;
export type GenerateDemoFn = (
  index: number,
  count: number,
  seed: number,
) => Promise<{ fileName: string; gpx: string }>;

export interface WorkerTasks {
  process: ProcessFn;
  generateDemo: GenerateDemoFn;
  /** Matches processed activities against the saved segments (requests with `segments`). */
  matcher?: ImportMatcher;
}

export interface HandledRequest {
  response: WorkerResponse;
  transfer: ArrayBuffer[];
}

async function answer(request: WorkerRequest, tasks: WorkerTasks): Promise<HandledRequest> {
  const { requestId } = request;
  if (request.type === 'demo') {
    const { fileName, gpx } = await tasks.generateDemo(request.index, request.count, request.seed);
    const bytes = utf8Bytes(gpx);
    const id = await contentId(bytes);
    return { response: { type: 'generated', requestId, fileName, bytes, id }, transfer: [bytes.buffer] };
  }
  if (request.type === 'unpack') {
    // Decompression and hashing run here, in the worker: the page's thread never inflates a file.
    const bytes = ownedBytes(unpackFile(request.bytes, request.spec));
    const id = await contentId(bytes);
    return { response: { type: 'unpacked', requestId, bytes, id }, transfer: [bytes.buffer] };
  }
  if (request.type === 'waypoints') {
    const waypoints = readWaypoints(request.bytes, request.fileName);
    return { response: { type: 'waypoints', requestId, waypoints }, transfer: [] };
  }
  const result = await tasks.process(request.bytes, request.meta);
  const { segments } = request;
  if (segments !== undefined && tasks.matcher) {
    if (segments !== 'kept') tasks.matcher.set(segments);
    tasks.matcher.addEfforts(result);
  }
  return {
    response: { type: 'processed', requestId, result, bytes: request.bytes },
    transfer: resultTransferList(result, request.bytes),
  };
}

export async function handleRequest(request: WorkerRequest, tasks: WorkerTasks): Promise<HandledRequest> {
  try {
    return await answer(request, tasks);
  } catch (error) {
    return {
      response: { type: 'failed', requestId: request.requestId, error: oneLineError(error) },
      transfer: [],
    };
  }
}
