/**
 * The import controller's moving parts (import-controller.ts wires them together): the current
 * session and its publisher, the listing loop, the processing lanes and how a session ends.
 * Batches are listed by one loop (cheap metadata, paced by each batch's lookahead) and their items
 * processed by up to `concurrency` lanes at once (bounding the bytes in memory), each lane yielding
 * to the browser between files.
 */
import { StoreQuotaError } from '../../../data';
import { oneLineError } from '../../../workers/shared/errors';
import type { createInvalidations } from './invalidations';
import { processItem, type ItemContext, type Outcome } from './process-item';
import type { createPublisher } from './publisher';
import type { PendingItem, QueuedBatch, Session } from './session';
import type { ImportControllerDeps, ImportTarget } from './types';

/** Listing yields to the browser after this many items. */
export const LIST_CHUNK = 64;
/** Listing pauses while this many listed items hold their bytes in memory (files streamed out of nested zips). */
export const MAX_HELD_ITEMS = 16;

/** What every part of the controller shares; `session` is the import in view (null when none). */
export interface Engine {
  readonly deps: ImportControllerDeps;
  readonly now: () => number;
  readonly pause: () => Promise<void>;
  readonly events: ReturnType<typeof createPublisher>;
  readonly invalidations: ReturnType<typeof createInvalidations>;
  session: Session | null;
  tickTimer: ReturnType<typeof setInterval> | undefined;
}

/** Nothing listed, waiting or in flight. */
export const isIdle = (s: Session): boolean => s.lanes === 0 && !s.listing && s.pending.length === 0;

/** Ends the session when its last work is done: final invalidation, idle waiters, last snapshot. */
export function settleIfIdle(e: Engine, s: Session): void {
  if (!isIdle(s)) return;
  if (s.phase === 'running') s.phase = 'done';
  s.finishedAt ??= e.now();
  if (s.toInvalidate.size > 0) e.invalidations.flush(s);
  if (e.session === s && e.tickTimer !== undefined) clearInterval(e.tickTimer);
  for (const resolve of s.idleWaiters.splice(0)) resolve();
  if (e.session === s) e.events.publish();
}

/** Stops feeding and drops unstored work; what finished stays. */
export function stop(e: Engine, s: Session, phase: 'cancelled' | 'stopped', message: string | null): void {
  if (s.phase !== 'running') return;
  s.phase = phase;
  s.message = message;
  s.abort.abort();
  s.pending.length = 0;
  s.wakeLister();
  e.events.publish();
  settleIfIdle(e, s);
}

function itemContext(e: Engine, s: Session, target: ImportTarget): ItemContext {
  return {
    signal: s.abort.signal,
    pool: s.pool,
    contentId: e.deps.contentId,
    now: e.now,
    claim: (id, path) => s.claim(id, path),
    onStored: (t) => e.invalidations.stored(s, t),
    gearNamed: (t, row) => s.gear.named(t.store, row),
    gearDropped: (t, row) => s.gear.dropped(t.store, row),
    duplicates: s.duplicates,
    demote: (id, detail, retry, merge) => {
      s.demote(id, detail, retry, merge, target);
      e.events.scheduleNotify();
    },
  };
}

/** Processes one item; an unexpected error is a failed line, a full store also says so in `quota`. */
async function processSafely(
  e: Engine,
  s: Session,
  next: PendingItem,
): Promise<{ outcome: Outcome | null; quota: string | null }> {
  const { item, target } = next;
  try {
    const outcome = await processItem(item, target, itemContext(e, s, target), next.force === true);
    return { outcome, quota: null };
  } catch (error) {
    const quota = error instanceof StoreQuotaError ? error.message : null;
    const detail = quota
      ? 'Not stored: storage is full'
      : `Unexpected error while importing this file: ${oneLineError(error)}`;
    return { outcome: { status: 'failed', detail, activityId: null, bytes: 0 }, quota };
  }
}

/** Writes an item's outcome into the session (null: cancelled before it finished). */
/** What a retried line says when the import is cancelled before the retry finished. */
const cancelledRetry = (pending: PendingItem): Outcome =>
  pending.force
    ? { status: 'duplicate', detail: 'Not imported: cancelled', activityId: null, bytes: 0 }
    : { status: 'failed', detail: 'Not imported: cancelled', activityId: null, bytes: 0, retryable: true };

/** Writes an item's outcome into the session (null: cancelled before it finished). */
function recordOutcome(s: Session, next: PendingItem, outcome: Outcome | null): void {
  const { item, target, retrySeq } = next;
  if (retrySeq !== undefined) s.settleRetry(retrySeq, outcome ?? cancelledRetry(next), next);
  else if (outcome) s.record(outcome.path ?? item.path, item, outcome, target);
  else s.forget(item);
}

async function runLane(e: Engine, s: Session, next: PendingItem): Promise<void> {
  const { outcome, quota } = await processSafely(e, s, next);
  recordOutcome(s, next, outcome);
  s.lanes--;
  if (quota) stop(e, s, 'stopped', quota);
  e.events.scheduleNotify();
  await e.pause();
  pump(e, s);
  settleIfIdle(e, s);
}

/** Starts lanes for waiting items, up to the session's concurrency, and lets listing go on. */
export function pump(e: Engine, s: Session): void {
  while (s.phase === 'running') {
    const next = s.pending[0];
    if (!next || s.lanes >= Math.max(s.concurrency, next.lanes ?? 0)) break;
    s.pending.shift();
    s.lanes++;
    void runLane(e, s, next);
  }
  s.wakeLister();
}

/** Lists one batch's items into the session, pausing while enough of them wait or hold bytes. */
async function listBatch(e: Engine, s: Session, queued: QueuedBatch): Promise<void> {
  const lookahead = queued.batch.lookahead ?? Infinity;
  let count = 0;
  for await (const item of queued.batch.items) {
    if (s.phase !== 'running') break;
    s.add(item, queued);
    pump(e, s);
    e.events.scheduleNotify();
    if (++count % LIST_CHUNK === 0) await e.pause();
    while (s.phase === 'running' && (s.pending.length >= lookahead || s.heldItems >= MAX_HELD_ITEMS))
      await s.waitForSpace();
  }
}

/** The listing loop: lists queued batches one after the other while the session runs. */
export async function list(e: Engine, s: Session): Promise<void> {
  s.listing = true;
  for (let queued = s.queue.shift(); queued && s.phase === 'running'; queued = s.queue.shift()) {
    try {
      await listBatch(e, s, queued);
    } catch (error) {
      const detail = `Could not list these files: ${oneLineError(error)}`;
      s.record('Some files', null, { status: 'failed', detail, activityId: null, bytes: 0 });
    }
    queued.state.finished = true;
  }
  s.listing = false;
  settleIfIdle(e, s);
}
