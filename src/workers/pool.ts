/**
 * The worker pool client: N = max(1, hardwareConcurrency - 1) GPX workers created lazily, a FIFO
 * queue, backpressure (ready()), cancellation by AbortSignal, a per-job time limit, and crash
 * recovery: a worker that crashes fails only the job it was running and is replaced on demand.
 * The Worker constructor is injected (createWorker) so the logic is testable without a browser.
 */
import { PoolJobError, abortError, poolClosedError, workerCrashError, workerStartError } from './pool-errors';
import {
  IDLE_TIMEOUT_MS,
  JOB_TIMEOUT_MS,
  MAX_STARTUP_FAILURES,
  type GpxPool,
  type PoolOptions,
  type WorkerLike,
} from './pool-types';
import {
  isWorkerResponse,
  oneLineError,
  type GeneratedResponse,
  type ProcessMeta,
  type ProcessedResponse,
  type WorkerRequest,
} from './protocol';
import { ownedBytes } from './transfer';

export * from './pool-types';

/** A request without its id (the pool assigns ids). */
type Payload =
  | { type: 'process'; bytes: Uint8Array; meta: ProcessMeta }
  | { type: 'demo'; index: number; count: number; seed: number };

type Success = ProcessedResponse | GeneratedResponse;

const isProcessed = (response: Success): response is ProcessedResponse => response.type === 'processed';
const isGenerated = (response: Success): response is GeneratedResponse => response.type === 'generated';

interface Job {
  requestId: number;
  payload: Payload;
  /** Resolves the caller with the answer when it is the kind the job asked for, else rejects. */
  resolve: (response: Success) => void;
  reject: (error: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Slot {
  worker: WorkerLike;
  job: Job | null;
  answered: boolean;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

export function defaultPoolSize(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return Math.max(1, (typeof cores === 'number' && cores > 0 ? cores : 2) - 1);
}

export function createBrowserWorker(): WorkerLike {
  return new Worker(new URL('./gpx-worker.ts', import.meta.url), { type: 'module', name: 'gpx-worker' });
}

export function createGpxPool(options: PoolOptions = {}): GpxPool {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const createWorker = options.createWorker ?? createBrowserWorker;
  const maxQueued = Math.max(0, options.maxQueued ?? size);
  const jobTimeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let slots: Slot[] = [];
  const queue: Job[] = [];
  let readyWaiters: (() => void)[] = [];
  let nextRequestId = 1;
  let startupFailures = 0;
  let closed = false;

  function settle(job: Job, outcome: { result: Success } | { error: Error }): void {
    if (job.timer !== undefined) clearTimeout(job.timer);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  }

  function retire(slot: Slot): void {
    if (slot.idleTimer !== undefined) clearTimeout(slot.idleTimer);
    slot.worker.onmessage = slot.worker.onerror = slot.worker.onmessageerror = null;
    slot.worker.terminate();
    slots = slots.filter((s) => s !== slot);
  }

  function failQueued(error: Error): void {
    for (const job of queue.splice(0)) settle(job, { error });
    notifyReady();
  }

  function notifyReady(): void {
    if (queue.length >= maxQueued && !closed) return;
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function spawn(): Slot | undefined {
    let worker: WorkerLike;
    try {
      worker = createWorker();
    } catch (error) {
      failQueued(workerStartError(oneLineError(error)));
      return undefined;
    }
    const slot: Slot = { worker, job: null, answered: false, idleTimer: undefined };
    worker.onmessage = (event) => onMessage(slot, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      onCrash(slot, event.message || 'no reason given');
    };
    worker.onmessageerror = () =>
      finishJob(slot, { error: new PoolJobError('The worker’s answer could not be read') });
    slots.push(slot);
    return slot;
  }

  function start(slot: Slot, job: Job): void {
    if (slot.idleTimer !== undefined) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
    const { payload, requestId } = job;
    let message: WorkerRequest = { ...payload, requestId };
    const transfer: ArrayBuffer[] = [];
    if (payload.type === 'process') {
      const bytes = ownedBytes(payload.bytes);
      payload.bytes = new Uint8Array(0); // the job no longer holds the file
      message = { ...payload, requestId, bytes };
      transfer.push(bytes.buffer);
    }
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
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) break;
      start(slot, job);
    }
    notifyReady();
  }

  function becameIdle(slot: Slot): void {
    if (idleTimeoutMs <= 0 || queue.length > 0) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.job === null) retire(slot);
    }, idleTimeoutMs);
  }

  function finishJob(slot: Slot, outcome: { result: Success } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    settle(job, outcome);
    becameIdle(slot);
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
    retire(slot);
    if (job) settle(job, { error: workerCrashError(reason) });
    if (!slot.answered && ++startupFailures >= MAX_STARTUP_FAILURES) {
      startupFailures = 0;
      failQueued(workerStartError(reason));
    }
    pump();
  }

  function onTimeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    retire(slot);
    settle(job, {
      error: new PoolJobError(
        `Reading this file took longer than ${Math.round(jobTimeoutMs / 1000)} s and was stopped`,
      ),
    });
    pump();
  }

  function abortJob(job: Job): void {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
    const slot = slots.find((s) => s.job === job);
    if (slot) retire(slot);
    if (index >= 0 || slot) settle(job, { error: abortError() });
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
      return slots.filter((s) => s.job !== null).length;
    },
    async process(bytes, meta, { signal } = {}) {
      const response = await submit({ type: 'process', bytes, meta }, isProcessed, signal);
      return { ...response.result, bytes: response.bytes };
    },
    async generateDemo(index, count, seed, { signal } = {}) {
      const response = await submit({ type: 'demo', index, count, seed }, isGenerated, signal);
      return { fileName: response.fileName, bytes: response.bytes };
    },
    ready() {
      if (closed || queue.length < maxQueued) return Promise.resolve();
      return new Promise<void>((resolve) => readyWaiters.push(resolve));
    },
    dispose() {
      closed = true;
      const running = slots.flatMap((s) => (s.job ? [s.job] : []));
      for (const slot of [...slots]) retire(slot);
      for (const job of running) settle(job, { error: poolClosedError() });
      failQueued(poolClosedError());
    },
  };
}

let sharedPool: GpxPool | null = null;

/** The app's pool of browser workers, created on first use. */
export function getGpxPool(): GpxPool {
  sharedPool ??= createGpxPool();
  return sharedPool;
}
