/**
 * One job of the GPX pool: what it asks the worker, how its promise settles, and the message that
 * starts it (the file's bytes transferred, so the job stops holding them).
 */
import type { UnpackSpec } from '../../domain/archive/limits';
import type { Segment } from '../../domain/segments/types';
import { ownedBytes } from '../shared/transfer';
import type {
  GeneratedResponse,
  ProcessMeta,
  ProcessedResponse,
  UnpackedResponse,
  WaypointsResponse,
  WorkerRequest,
} from './protocol';

/** A request without its id (the pool assigns ids). */
export type Payload =
  | { type: 'process'; bytes: Uint8Array; meta: ProcessMeta; segments?: readonly Segment[] }
  | { type: 'demo'; index: number; count: number; seed: number }
  | { type: 'waypoints'; bytes: Uint8Array; fileName: string }
  | { type: 'unpack'; bytes: Uint8Array; spec: UnpackSpec };

export type Success = ProcessedResponse | GeneratedResponse | WaypointsResponse | UnpackedResponse;
export type Outcome = { result: Success } | { error: Error };

export const isProcessed = (response: Success): response is ProcessedResponse =>
  response.type === 'processed';
export const isGenerated = (response: Success): response is GeneratedResponse =>
  response.type === 'generated';
export const isUnpacked = (response: Success): response is UnpackedResponse => response.type === 'unpacked';
export const isWaypoints = (response: Success): response is WaypointsResponse =>
  response.type === 'waypoints';

export interface Job {
  requestId: number;
  payload: Payload;
  /** Resolves the caller with the answer when it is the kind the job asked for, else rejects. */
  resolve: (response: Success) => void;
  reject: (error: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Settles the job's promise once, stopping its timer and abort listener. */
export function settle(job: Job, outcome: Outcome): void {
  if (job.timer !== undefined) clearTimeout(job.timer);
  if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
  if ('result' in outcome) job.resolve(outcome.result);
  else job.reject(outcome.error);
}

/**
 * The message that starts the job and its transfer list; the job lets go of the file's bytes. A
 * process job's segments are sent only when the worker does not hold that very list already
 * (`kept`, the list it was last sent): 'kept' otherwise.
 */
export function startMessage(
  job: Job,
  kept?: readonly Segment[],
): { message: WorkerRequest; transfer: ArrayBuffer[] } {
  const { payload, requestId } = job;
  if (payload.type === 'demo') return { message: { ...payload, requestId }, transfer: [] };
  const bytes = ownedBytes(payload.bytes);
  payload.bytes = new Uint8Array(0); // the job no longer holds the file
  if (payload.type === 'process') {
    const { segments: list, ...rest } = payload;
    const segments = list === undefined ? undefined : list === kept ? ('kept' as const) : [...list];
    const message = { ...rest, requestId, bytes, ...(segments === undefined ? {} : { segments }) };
    return { message, transfer: [bytes.buffer] };
  }
  return { message: { ...payload, requestId, bytes }, transfer: [bytes.buffer] };
}
