/**
 * The GPX pool's scheduling (client.ts wires it up): jobs go from the queue to free slots, finish
 * with the worker's answer, a crash, a time-out or an abort, and every end of a job pumps the queue
 * again. A worker that crashes fails only the job it was running; MAX_STARTUP_FAILURES crashes in a
 * row of workers that never answered fail everything queued (the worker script cannot start).
 */
import { PoolJobError, oneLineError } from '../shared/errors';
import {
  PoolInfrastructureError,
  abortError,
  poolClosedError,
  workerCrashError,
  workerStartError,
} from './errors';
import { settle, startMessage, type Job, type Outcome, type Payload, type Success } from './job';
import { isWorkerResponse } from './protocol';
import type { createJobQueue } from './queue';
import type { createSlots, Slot } from './slots';
import { MAX_STARTUP_FAILURES } from './types';

/** What the pool's functions share. */
export interface PoolState {
  readonly size: number;
  readonly jobTimeoutMs: number;
  readonly queue: ReturnType<typeof createJobQueue>;
  readonly slots: ReturnType<typeof createSlots>;
  closed: boolean;
  nextRequestId: number;
  /** Workers in a row that crashed before answering once. */
  startupFailures: number;
}

function spawn(p: PoolState): Slot | undefined {
  try {
    return p.slots.spawn();
  } catch (error) {
    p.queue.failAll(workerStartError(oneLineError(error)));
    return undefined;
  }
}

function start(p: PoolState, slot: Slot, job: Job): void {
  p.slots.assign(slot, job);
  const { message, transfer } = startMessage(job, slot.segments);
  job.timer = setTimeout(() => onTimeout(p, slot, job), p.jobTimeoutMs);
  try {
    slot.worker.postMessage(message, { transfer });
    if (job.payload.type === 'process' && job.payload.segments) slot.segments = job.payload.segments;
  } catch (error) {
    finishJob(p, slot, {
      error: new PoolJobError(`The file could not be sent to the worker: ${oneLineError(error)}`),
    });
  }
}

/** Starts queued jobs on free slots (spawning workers up to the pool's size). */
function pump(p: PoolState): void {
  while (p.queue.length > 0 && !p.closed) {
    const slot = p.slots.free() ?? (p.slots.count < p.size ? spawn(p) : undefined);
    const job = slot ? p.queue.shift() : undefined;
    if (!slot || !job) break;
    start(p, slot, job);
  }
  p.queue.notifyReady();
}

/** Settles the slot's job with `outcome` and frees the slot. */
export function finishJob(p: PoolState, slot: Slot, outcome: Outcome): void {
  const job = slot.job;
  if (!job) return;
  slot.job = null;
  settle(job, outcome);
  if (p.queue.length === 0) p.slots.idle(slot);
  pump(p);
}

export function onMessage(p: PoolState, slot: Slot, data: unknown): void {
  if (!isWorkerResponse(data) || slot.job?.requestId !== data.requestId) return;
  slot.answered = true;
  p.startupFailures = 0;
  finishJob(p, slot, data.type === 'failed' ? { error: new PoolJobError(data.error) } : { result: data });
}

export function onCrash(p: PoolState, slot: Slot, reason: string): void {
  const job = slot.job;
  p.slots.retire(slot);
  if (job) settle(job, { error: workerCrashError(reason) });
  if (!slot.answered && ++p.startupFailures >= MAX_STARTUP_FAILURES) {
    p.startupFailures = 0;
    p.queue.failAll(workerStartError(reason));
  }
  pump(p);
}

function onTimeout(p: PoolState, slot: Slot, job: Job): void {
  if (slot.job !== job) return;
  p.slots.retire(slot);
  const seconds = Math.round(p.jobTimeoutMs / 1000);
  settle(job, {
    error: new PoolInfrastructureError(`Reading this file took longer than ${seconds} s and was stopped`),
  });
  pump(p);
}

function abortJob(p: PoolState, job: Job): void {
  const waiting = p.queue.remove(job);
  const slot = p.slots.holding(job);
  if (slot) p.slots.retire(slot);
  if (waiting || slot) settle(job, { error: abortError() });
  pump(p);
}

/** Queues a job whose answer must pass `expected` (the kind of answer its request asks for). */
export function submit<R extends Success>(
  p: PoolState,
  payload: Payload,
  expected: (response: Success) => response is R,
  signal: AbortSignal | undefined,
): Promise<R> {
  if (p.closed) return Promise.reject(poolClosedError());
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<R>((accept, reject) => {
    const requestId = p.nextRequestId++;
    const resolve = (response: Success) =>
      expected(response)
        ? accept(response)
        : reject(new PoolJobError('The worker answered with the wrong kind of message'));
    const job: Job = { requestId, payload, resolve, reject, signal, onAbort: undefined, timer: undefined };
    if (signal) {
      job.onAbort = () => abortJob(p, job);
      signal.addEventListener('abort', job.onAbort, { once: true });
    }
    p.queue.push(job);
    pump(p);
  });
}

/** Closes the pool: running and queued jobs fail, workers are terminated. */
export function closePool(p: PoolState): void {
  p.closed = true;
  const running = p.slots.running();
  p.slots.retireAll();
  for (const job of running) settle(job, { error: poolClosedError() });
  p.queue.failAll(poolClosedError());
}
