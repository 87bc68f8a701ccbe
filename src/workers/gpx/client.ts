/**
 * The GPX pool, the import worker's client: N = max(1, hardwareConcurrency - 1) GPX workers created
 * lazily (slots.ts), a FIFO queue of jobs (job.ts), backpressure (ready()), cancellation by
 * AbortSignal, a per-job time limit, and crash recovery: a worker that crashes fails only the job
 * it was running and is replaced on demand.
 * The Worker constructor is injected (createWorker) so the logic is testable without a browser.
 */
import { PoolJobError, oneLineError } from '../shared/errors';
import { abortError, poolClosedError, workerCrashError, workerStartError } from './errors';
import {
  isGenerated,
  isProcessed,
  isUnpacked,
  isWaypoints,
  settle,
  startMessage,
  type Job,
  type Outcome,
  type Payload,
  type Success,
} from './job';
import { isWorkerResponse } from './protocol';
import { createJobQueue } from './queue';
import { createSlots, type Slot } from './slots';
import {
  IDLE_TIMEOUT_MS,
  JOB_TIMEOUT_MS,
  MAX_STARTUP_FAILURES,
  type GpxPool,
  type PoolOptions,
  type WorkerLike,
} from './types';

export * from './types';

export function defaultPoolSize(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return Math.max(1, (typeof cores === 'number' && cores > 0 ? cores : 2) - 1);
}

export function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./entry.ts', import.meta.url), { type: 'module', name: 'gpx-worker' });
}

export function createGpxPool(options: PoolOptions = {}): GpxPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const maxQueued = Math.max(0, options.maxQueued ?? size);
  const jobTimeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  let closed = false;
  const queue = createJobQueue(maxQueued, () => closed);
  let nextRequestId = 1;
  let startupFailures = 0;

  const slots = createSlots(
    options.createWorker ?? createBrowserWorker,
    options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    { onMessage, onCrash, onUnreadable: (slot, error) => finishJob(slot, { error }) },
  );

  function spawn(): Slot | undefined {
    try {
      return slots.spawn();
    } catch (error) {
      queue.failAll(workerStartError(oneLineError(error)));
      return undefined;
    }
  }

  function start(slot: Slot, job: Job): void {
    slots.assign(slot, job);
    const { message, transfer } = startMessage(job);
    job.timer = setTimeout(() => onTimeout(slot, job), jobTimeoutMs);
    try {
      slot.worker.postMessage(message, { transfer });
    } catch (error) {
      finishJob(slot, {
        error: new PoolJobError(`The file could not be sent to the worker: ${oneLineError(error)}`),
      });
    }
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.free() ?? (slots.count < size ? spawn() : undefined);
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) break;
      start(slot, job);
    }
    queue.notifyReady();
  }

  function finishJob(slot: Slot, outcome: Outcome): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    settle(job, outcome);
    if (queue.length === 0) slots.idle(slot);
    pump();
  }

  function onMessage(slot: Slot, data: unknown): void {
    if (!isWorkerResponse(data) || slot.job?.requestId !== data.requestId) return;
    slot.answered = true;
    startupFailures = 0;
    finishJob(slot, data.type === 'failed' ? { error: new PoolJobError(data.error) } : { result: data });
  }

  function onCrash(slot: Slot, reason: string): void {
    const job = slot.job;
    slots.retire(slot);
    if (job) settle(job, { error: workerCrashError(reason) });
    if (!slot.answered && ++startupFailures >= MAX_STARTUP_FAILURES) {
      startupFailures = 0;
      queue.failAll(workerStartError(reason));
    }
    pump();
  }

  function onTimeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    slots.retire(slot);
    const seconds = Math.round(jobTimeoutMs / 1000);
    settle(job, {
      error: new PoolJobError(`Reading this file took longer than ${seconds} s and was stopped`),
    });
    pump();
  }

  function abortJob(job: Job): void {
    const waiting = queue.remove(job);
    const slot = slots.holding(job);
    if (slot) slots.retire(slot);
    if (waiting || slot) settle(job, { error: abortError() });
    pump();
  }

  /** Queues a job whose answer must pass `expected` (the kind of answer its request asks for). */
  function submit<R extends Success>(
    payload: Payload,
    expected: (response: Success) => response is R,
    signal: AbortSignal | undefined,
  ): Promise<R> {
    if (closed) return Promise.reject(poolClosedError());
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<R>((accept, reject) => {
      const requestId = nextRequestId++;
      const resolve = (response: Success) =>
        expected(response)
          ? accept(response)
          : reject(new PoolJobError('The worker answered with the wrong kind of message'));
      const job: Job = { requestId, payload, resolve, reject, signal, onAbort: undefined, timer: undefined };
      if (signal) {
        job.onAbort = () => abortJob(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      queue.push(job);
      pump();
    });
  }

  return {
    size,
    get queued() {
      return queue.length;
    },
    get running() {
      return slots.running().length;
    },
    async process(bytes, meta, { signal } = {}) {
      const response = await submit({ type: 'process', bytes, meta }, isProcessed, signal);
      return { ...response.result, bytes: response.bytes };
    },
    async generateDemo(index, count, seed, { signal } = {}) {
      const response = await submit({ type: 'demo', index, count, seed }, isGenerated, signal);
      return { fileName: response.fileName, bytes: response.bytes };
    },
    async unpack(bytes, spec, { signal } = {}) {
      const response = await submit({ type: 'unpack', bytes, spec }, isUnpacked, signal);
      return { bytes: response.bytes, id: response.id };
    },
    async waypoints(bytes, fileName, { signal } = {}) {
      const response = await submit({ type: 'waypoints', bytes, fileName }, isWaypoints, signal);
      return response.waypoints;
    },
    ready: () => queue.ready(),
    dispose() {
      closed = true;
      const running = slots.running();
      slots.retireAll();
      for (const job of running) settle(job, { error: poolClosedError() });
      queue.failAll(poolClosedError());
    },
  };
}
