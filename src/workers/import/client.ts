/**
 * The GPX pool, the import worker's client: N = max(1, hardwareConcurrency - 1) GPX workers created
 * lazily (slots.ts), a FIFO queue of jobs (queue.ts, job.ts), backpressure (ready()), cancellation
 * by AbortSignal, a per-job time limit, and crash recovery: a worker that crashes fails only the job
 * it was running and is replaced on demand (scheduler.ts).
 * The Worker constructor is injected (createWorker) so the logic is testable without a browser.
 */
import { isGenerated, isProcessed, isUnpacked, isWaypoints } from './job';
import { createJobQueue } from './queue';
import { closePool, finishJob, onCrash, onMessage, submit, type PoolState } from './scheduler';
import { createSlots } from './slots';
import { IDLE_TIMEOUT_MS, JOB_TIMEOUT_MS, type ImportPool, type PoolOptions, type WorkerLike } from './types';

export * from './types';
export { isPoolInfrastructureError } from './errors';

export function defaultPoolSize(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return Math.max(1, (typeof cores === 'number' && cores > 0 ? cores : 2) - 1);
}

export function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'import-worker' });
}

export function createImportPool(options: PoolOptions = {}): ImportPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const state: PoolState = {
    size,
    jobTimeoutMs: options.jobTimeoutMs ?? JOB_TIMEOUT_MS,
    queue: createJobQueue(Math.max(0, options.maxQueued ?? size), () => state.closed),
    slots: createSlots(
      options.createWorker ?? createBrowserWorker,
      options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
      {
        onMessage: (slot, data) => onMessage(state, slot, data),
        onCrash: (slot, reason) => onCrash(state, slot, reason),
        onUnreadable: (slot, error) => finishJob(state, slot, { error }),
      },
    ),
    closed: false,
    nextRequestId: 1,
    startupFailures: 0,
  };
  return {
    size,
    get queued() {
      return state.queue.length;
    },
    get running() {
      return state.slots.running().length;
    },
    async process(bytes, meta, { signal, segments } = {}) {
      const payload = { type: 'process' as const, bytes, meta, ...(segments ? { segments } : {}) };
      const response = await submit(state, payload, isProcessed, signal);
      return { ...response.result, bytes: response.bytes };
    },
    async generateDemo(index, count, seed, { signal } = {}) {
      const response = await submit(state, { type: 'demo', index, count, seed }, isGenerated, signal);
      return { fileName: response.fileName, bytes: response.bytes, id: response.id };
    },
    async unpack(bytes, spec, { signal } = {}) {
      const response = await submit(state, { type: 'unpack', bytes, spec }, isUnpacked, signal);
      return { bytes: response.bytes, id: response.id };
    },
    async waypoints(bytes, fileName, { signal } = {}) {
      const response = await submit(state, { type: 'waypoints', bytes, fileName }, isWaypoints, signal);
      return response.waypoints;
    },
    ready: () => state.queue.ready(),
    dispose: () => closePool(state),
  };
}
