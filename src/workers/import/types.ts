/** The worker pool's public types and limits (pool.ts implements them). */
import type { UnpackSpec } from '../../domain/archive/limits';
import type { Waypoint } from '../../domain/track/types';
import type { Segment } from '../../domain/segments/types';
import type { ProcessMeta, ProcessedGpx, WorkerRequest } from './protocol';

/** The part of a Worker the pool uses (a real Worker satisfies it; tests pass a fake). */
export interface WorkerLike {
  postMessage(message: WorkerRequest, options: StructuredSerializeOptions): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export type WorkerFactory = () => WorkerLike;

export interface PoolOptions {
  /** Number of workers; default max(1, hardwareConcurrency - 1). */
  size?: number;
  createWorker?: WorkerFactory;
  /** ready() waits while more than this many jobs are queued (not yet running); default size. */
  maxQueued?: number;
  /** A job running longer than this is stopped (worker replaced); default JOB_TIMEOUT_MS. */
  jobTimeoutMs?: number;
  /** An idle worker is terminated after this long (frees its memory); 0 keeps it; default IDLE_TIMEOUT_MS. */
  idleTimeoutMs?: number;
}

export interface ProcessOptions {
  signal?: AbortSignal;
  /** The saved segments to match the activity against (see ImportPool.process). */
  segments?: readonly Segment[];
}

/** A processed file, plus its original bytes handed back by the worker (they were transferred). */
export interface PoolResult extends ProcessedGpx {
  bytes: Uint8Array;
}

export interface ImportPool {
  readonly size: number;
  /** Jobs waiting for a worker. */
  readonly queued: number;
  /** Jobs running in a worker. */
  readonly running: number;
  /**
   * Processes one file. The bytes are transferred to the worker (the caller's view is detached
   * afterwards); the result carries them back. Rejects with PoolJobError (the file's problem, one
   * line), a crash or time-limit error, or an AbortError when the signal fires. With `segments`, the
   * worker also finds the activity's efforts on them (each piece's `efforts`); pass the same array
   * while the saved segments do not change: each worker is sent it once.
   */
  process(bytes: Uint8Array, meta: ProcessMeta, options?: ProcessOptions): Promise<PoolResult>;
  /**
   * Writes demo file `index` of a seeded set of `count` in a worker (same queue as process), and
   * hashes it there: `id` is the content id of `bytes`.
   */
  generateDemo(
    index: number,
    count: number,
    seed: number,
    options?: { signal?: AbortSignal },
  ): Promise<{ fileName: string; bytes: Uint8Array; id: string }>;
  /**
   * Unpacks a packed file (a zip entry's raw bytes, a .gz file) in a worker and hashes it: the bytes
   * are transferred there and the unpacked ones back. Rejects with PoolJobError (damaged, checksum
   * mismatch, too large: one line), as process does.
   */
  unpack(
    bytes: Uint8Array,
    spec: UnpackSpec,
    options?: { signal?: AbortSignal },
  ): Promise<{ bytes: Uint8Array; id: string }>;
  /**
   * The waypoints of a file's (unzipped) bytes, read in a worker (same queue as process). The bytes
   * are transferred: pass a copy you no longer need.
   */
  waypoints(bytes: Uint8Array, fileName: string, options?: { signal?: AbortSignal }): Promise<Waypoint[]>;
  /** Resolves when the queue is short enough to add another job (backpressure). */
  ready(): Promise<void>;
  /** Terminates every worker and rejects every pending job. */
  dispose(): void;
}

/** Generous: a 100 MB file parses in a few seconds; this only catches a worker that hangs. */
export const JOB_TIMEOUT_MS = 120_000;
export const IDLE_TIMEOUT_MS = 30_000;
/** Workers in a row that crash before ever answering: the worker script cannot start at all. */
export const MAX_STARTUP_FAILURES = 3;
