/**
 * The import queue: plain TypeScript with a subscribe/getSnapshot pair for useSyncExternalStore,
 * living outside React so an import survives navigation. Listing and the processing lanes are in
 * import-engine.ts. One broken file never stops the batch; a full store stops the import (what was
 * stored stays); cancel stops feeding and drops unstored work (what finished stays).
 */
import { createInvalidations } from './invalidations';
import { IDLE_SNAPSHOT, buildSnapshot } from './progress';
import { createPublisher } from './publisher';
import { createSession, type PendingItem, type Session } from './session';
import { isIdle, list, pump, stop, type Engine } from './import-engine';
import type { ImportBatch, ImportControllerDeps, ImportSnapshot, ImportTarget } from './types';
import type { MergeSource } from './process-item';
import { mergeChanges } from '../../../domain/exports/duplicates';
import { oneLineError } from '../../../workers/shared/errors';
import { yieldToMain as defaultYield } from '../../../data';

/**
 * A progress panel needs no more than a few updates a second; each costs a render and a frame
 * (500 ms, not 200: in headless Chromium on 2 cores each frame measured 25-60 ms of CPU).
 */
export const NOTIFY_INTERVAL_MS = 500;
export const INVALIDATE_INTERVAL_MS = 500;
/** While running, the snapshot refreshes this often even when no file finishes (elapsed, time left). */
export const TICK_INTERVAL_MS = 1000;

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
   * Merges a probable duplicate (the result line with this seq) into the activity kept: what it
   * adds goes onto that activity (mergeChanges), it is not stored. Resolves when the line says so.
   */
  merge: (seq: number) => Promise<void>;
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

export function createImportController(deps: ImportControllerDeps): ImportController {
  const now = deps.now ?? Date.now;
  const events = createPublisher(() => {
    const s = engine.session;
    return s ? buildSnapshot(s.progress(), now()) : IDLE_SNAPSHOT;
  }, deps.notifyIntervalMs ?? NOTIFY_INTERVAL_MS);
  const engine: Engine = {
    deps,
    now,
    pause: deps.yieldToMain ?? defaultYield,
    events,
    invalidations: createInvalidations(now, deps.invalidateIntervalMs ?? INVALIDATE_INTERVAL_MS),
    session: null,
    tickTimer: undefined,
  };
  return {
    subscribe: events.subscribe,
    getSnapshot: events.getSnapshot,
    enqueue: (batch, target) => enqueue(engine, batch, target),
    cancel() {
      if (engine.session) stop(engine, engine.session, 'cancelled', null);
    },
    importAnyway: (seq) => importAnyway(engine, seq),
    merge: (seq) => merge(engine, seq),
    retryFailed: () => retryFailed(engine),
    dismiss() {
      if (engine.session?.phase === 'running') return;
      engine.session = null;
      events.publish();
    },
    whenIdle() {
      const s = engine.session;
      if (!s || isIdle(s)) return Promise.resolve();
      return new Promise((resolve) => s.idleWaiters.push(resolve));
    },
  };
}

/** Adds a batch to the running import, else starts a new one (ending the one in view). */
function enqueue(e: Engine, batch: ImportBatch, target: ImportTarget): void {
  if (!e.session || e.session.phase !== 'running') {
    if (e.session) stop(e, e.session, 'cancelled', null);
    const pool = e.deps.getPool();
    e.session = createSession(pool, e.deps.concurrency ?? Math.max(2, pool.size * 2), e.now());
    if (e.tickTimer !== undefined) clearInterval(e.tickTimer);
    e.tickTimer = setInterval(e.events.publish, TICK_INTERVAL_MS);
  }
  const s = e.session;
  s.queue.push({ batch, target, state: s.newBatchState(batch.expected ?? 0) });
  if (!s.listing) void list(e, s);
  e.events.publish();
}

/** A finished import takes more work (a file imported anyway, failed files retried). */
function resume(e: Engine, s: Session, work: PendingItem[]): void {
  if (s.phase !== 'running') {
    s.phase = 'running';
    s.finishedAt = null;
    s.message = null;
    // After a cancel or a stop: the batches not listed then stay unlisted, the new work runs.
    if (s.abort.signal.aborted) s.abort = new AbortController();
    for (const queued of s.queue.splice(0)) queued.state.finished = true;
    if (e.session === s) {
      if (e.tickTimer !== undefined) clearInterval(e.tickTimer);
      e.tickTimer = setInterval(e.events.publish, TICK_INTERVAL_MS);
    }
  }
  s.pending.push(...work);
  pump(e, s);
  e.events.publish();
}

/** Queues a probable duplicate again, reopening a finished import. */
function importAnyway(e: Engine, seq: number): void {
  const s = e.session;
  if (!s || (s.phase !== 'running' && s.phase !== 'done')) return;
  const retry = s.takeRetry(seq);
  if (retry) resume(e, s, [retry]);
}

/** What merging did, for the duplicate's line; the id of the activity it went into when it did. */
async function mergeInto(
  m: MergeSource & { target: ImportTarget },
  s: Session,
): Promise<{ detail: string; id: string | null }> {
  const notKept = { detail: 'Not merged: the activity it duplicates was not kept', id: null };
  if (!(await m.into.stored) || m.into.gone) return notKept;
  const kept = await m.target.store.getSummary(m.into.summary.id);
  if (!kept) return notKept;
  const changes = mergeChanges(kept, m.summary, m.row);
  if (changes) await m.target.store.updateSummary(kept.id, changes);
  if (changes?.gear !== undefined)
    await s.gear.named(m.target.store, { gear: changes.gear, sport: changes.sport ?? kept.sport });
  const added = changes ? `took its ${Object.keys(changes).join(', ')}` : 'it had everything this file adds';
  return { detail: `Merged into "${kept.name}": ${added}`, id: kept.id };
}

/** Merges a probable duplicate into the activity kept; its line says what changed. */
async function merge(e: Engine, seq: number): Promise<void> {
  const s = e.session;
  if (!s || (s.phase !== 'running' && s.phase !== 'done')) return;
  const m = s.takeMerge(seq);
  if (!m) return;
  e.events.publish();
  const { detail, id } = await mergeInto(m, s).catch((error: unknown) => ({
    detail: `Not merged: ${oneLineError(error)}`,
    id: null,
  }));
  s.settleMerge(seq, detail, id);
  if (id !== null) e.invalidations.stored(s, m.target);
  e.events.publish();
}

/** Queues every retryable failure again; each store really tries again (no memory of being down). */
function retryFailed(e: Engine): void {
  const s = e.session;
  if (!s || s.phase === 'idle') return;
  const failures = s.takeFailures();
  if (failures.length === 0) return;
  for (const target of new Set(failures.map((f) => f.target))) target.store.forgetFailures?.();
  resume(e, s, failures);
}
