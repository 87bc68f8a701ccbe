/**
 * The import queue: plain TypeScript with a subscribe/getSnapshot pair for useSyncExternalStore,
 * living outside React so an import survives navigation. Batches are listed by one loop (cheap
 * metadata, paced by each batch's lookahead) and their items processed by up to `concurrency`
 * lanes at once (bounding the bytes in memory), each lane yielding to the browser between files.
 * One broken file never stops the batch; a full store stops the import (what was stored stays);
 * cancel stops feeding and drops unstored work (what finished stays).
 */
import { StoreQuotaError } from '../../../data/track-store';
import { oneLineError } from '../../../workers/shared/errors';
import { processItem, type ItemContext, type Outcome } from './process-item';
import { createInvalidations } from './invalidations';
import { IDLE_SNAPSHOT, buildSnapshot } from './progress';
import { createPublisher } from './publisher';
import { createSession, type PendingItem, type Session } from './session';
import type { ImportBatch, ImportControllerDeps, ImportSnapshot, ImportTarget } from './types';
import { yieldToMain as defaultYield } from './yield-to-main';

/**
 * A progress panel needs no more than a few updates a second; each costs a render and a frame
 * (500 ms, not 200: in headless Chromium on 2 cores each frame measured 25-60 ms of CPU).
 */
export const NOTIFY_INTERVAL_MS = 500;
export const INVALIDATE_INTERVAL_MS = 500;
/** While running, the snapshot refreshes this often even when no file finishes (elapsed, time left). */
export const TICK_INTERVAL_MS = 1000;
/** Listing yields to the browser after this many items. */
export const LIST_CHUNK = 64;
/** Listing pauses while this many listed items hold their bytes in memory (files streamed out of nested zips). */
export const MAX_HELD_ITEMS = 16;

/** Its functions do not use `this`: pass them around freely (useSyncExternalStore does). */
export interface ImportController {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ImportSnapshot;
  /** Adds a batch: to the running import, else as a new import. */
  enqueue: (batch: ImportBatch, target: ImportTarget) => void;
  /** Stops feeding files; results so far stay. */
  cancel: () => void;
  /** Imports a probable duplicate anyway (the result line with this seq). */
  importAnyway: (seq: number) => void;
  /**
   * Imports again every file that failed because the store or the network did not take it
   * (result lines with canRetry); the other results stay as they are. Also after a cancel.
   */
  retryFailed: () => void;
  /** Clears a finished import from view. */
  dismiss: () => void;
  /** Resolves when nothing is being listed or processed. */
  whenIdle: () => Promise<void>;
}

/** What a retried line says when the import is cancelled before the retry finished. */
const cancelledRetry = (pending: PendingItem): Outcome =>
  pending.force
    ? { status: 'duplicate', detail: 'Not imported: cancelled', activityId: null, bytes: 0 }
    : { status: 'failed', detail: 'Not imported: cancelled', activityId: null, bytes: 0, retryable: true };

export function createImportController(deps: ImportControllerDeps): ImportController {
  const now = deps.now ?? Date.now;
  const pause = deps.yieldToMain ?? defaultYield;
  let session: Session | null = null;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  const events = createPublisher(
    () => (session ? buildSnapshot(session.progress(), now()) : IDLE_SNAPSHOT),
    deps.notifyIntervalMs ?? NOTIFY_INTERVAL_MS,
  );
  const { publish, scheduleNotify } = events;
  const invalidations = createInvalidations(now, deps.invalidateIntervalMs ?? INVALIDATE_INTERVAL_MS);

  function settleIfIdle(s: Session): void {
    if (s.lanes > 0 || s.listing || s.pending.length > 0) return;
    if (s.phase === 'running') s.phase = 'done';
    s.finishedAt ??= now();
    if (s.toInvalidate.size > 0) invalidations.flush(s);
    if (session === s && tickTimer !== undefined) clearInterval(tickTimer);
    for (const resolve of s.idleWaiters.splice(0)) resolve();
    if (session === s) publish();
  }

  function stop(s: Session, phase: 'cancelled' | 'stopped', message: string | null): void {
    if (s.phase !== 'running') return;
    s.phase = phase;
    s.message = message;
    s.abort.abort();
    s.pending.length = 0;
    s.wakeLister();
    publish();
    settleIfIdle(s);
  }

  function itemContext(s: Session, target: ImportTarget): ItemContext {
    return {
      signal: s.abort.signal,
      pool: s.pool,
      contentId: deps.contentId,
      now,
      claim: (id, path) => s.claim(id, path),
      onStored: (t) => invalidations.stored(s, t),
      duplicates: s.duplicates,
      demote: (id, detail, retry) => {
        s.demote(id, detail, retry, target);
        scheduleNotify();
      },
    };
  }

  async function runLane(s: Session, next: PendingItem): Promise<void> {
    const { item, target, retrySeq } = next;
    let outcome: Outcome | null;
    let quotaMessage: string | null = null;
    try {
      outcome = await processItem(item, target, itemContext(s, target), next.force === true);
    } catch (error) {
      if (error instanceof StoreQuotaError) quotaMessage = error.message;
      const detail = quotaMessage
        ? 'Not stored: storage is full'
        : `Unexpected error while importing this file: ${oneLineError(error)}`;
      outcome = { status: 'failed', detail, activityId: null, bytes: 0 };
    }
    if (retrySeq !== undefined) s.settleRetry(retrySeq, outcome ?? cancelledRetry(next), next);
    else if (outcome) s.record(outcome.path ?? item.path, item, outcome, target);
    else s.forget(item);
    s.lanes--;
    if (quotaMessage) stop(s, 'stopped', quotaMessage);
    scheduleNotify();
    await pause();
    pump(s);
    settleIfIdle(s);
  }

  /** A finished import takes more work (a file imported anyway, failed files retried). */
  function resume(s: Session, work: PendingItem[]): void {
    if (s.phase !== 'running') {
      s.phase = 'running';
      s.finishedAt = null;
      s.message = null;
      // After a cancel or a stop: the batches not listed then stay unlisted, the new work runs.
      if (s.abort.signal.aborted) s.abort = new AbortController();
      for (const queued of s.queue.splice(0)) queued.state.finished = true;
      if (session === s) {
        if (tickTimer !== undefined) clearInterval(tickTimer);
        tickTimer = setInterval(publish, TICK_INTERVAL_MS);
      }
    }
    s.pending.push(...work);
    pump(s);
    publish();
  }

  function pump(s: Session): void {
    while (s.phase === 'running' && s.lanes < s.concurrency) {
      const next = s.pending.shift();
      if (!next) break;
      s.lanes++;
      void runLane(s, next);
    }
    s.wakeLister();
  }

  async function list(s: Session): Promise<void> {
    s.listing = true;
    for (let queued = s.queue.shift(); queued && s.phase === 'running'; queued = s.queue.shift()) {
      try {
        let count = 0;
        for await (const item of queued.batch.items) {
          if (s.phase !== 'running') break;
          s.add(item, queued);
          pump(s);
          scheduleNotify();
          if (++count % LIST_CHUNK === 0) await pause();
          while (
            s.phase === 'running' &&
            (s.pending.length >= (queued.batch.lookahead ?? Infinity) || s.heldItems >= MAX_HELD_ITEMS)
          )
            await s.waitForSpace();
        }
      } catch (error) {
        const detail = `Could not list these files: ${oneLineError(error)}`;
        s.record('Some files', null, { status: 'failed', detail, activityId: null, bytes: 0 });
      }
      queued.state.finished = true;
    }
    s.listing = false;
    settleIfIdle(s);
  }

  return {
    subscribe: events.subscribe,
    getSnapshot: events.getSnapshot,
    enqueue(batch, target) {
      if (!session || session.phase !== 'running') {
        if (session) stop(session, 'cancelled', null);
        const pool = deps.getPool();
        session = createSession(pool, deps.concurrency ?? Math.max(2, pool.size * 2), now());
        if (tickTimer !== undefined) clearInterval(tickTimer);
        tickTimer = setInterval(publish, TICK_INTERVAL_MS);
      }
      session.queue.push({ batch, target, state: session.newBatchState(batch.expected ?? 0) });
      if (!session.listing) void list(session);
      publish();
    },
    cancel() {
      if (session) stop(session, 'cancelled', null);
    },
    importAnyway(seq) {
      const s = session;
      if (!s || (s.phase !== 'running' && s.phase !== 'done')) return;
      const retry = s.takeRetry(seq);
      if (retry) resume(s, [retry]);
    },
    retryFailed() {
      const s = session;
      if (!s || s.phase === 'idle') return;
      const failures = s.takeFailures();
      if (failures.length === 0) return;
      // A person asked to retry: each store really tries again (no memory of being down).
      for (const target of new Set(failures.map((f) => f.target))) target.store.forgetFailures?.();
      resume(s, failures);
    },
    dismiss() {
      if (session?.phase === 'running') return;
      session = null;
      publish();
    },
    whenIdle() {
      const s = session;
      if (!s || (s.lanes === 0 && !s.listing && s.pending.length === 0)) return Promise.resolve();
      return new Promise((resolve) => s.idleWaiters.push(resolve));
    },
  };
}
