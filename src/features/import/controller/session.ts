/** The bookkeeping of one import: what is listed, waiting, in flight and finished. */
import type { ImportItem } from '../intake/items';
import { createImportGear } from './import-gear';
import { createDuplicateIndex } from './probable-duplicates';
import type { MergeSource, Outcome } from './process-item';
import type { ProgressInput } from './progress';
import type { FileResult, FileStatus, ImportBatch, ImportPhase, ImportPool, ImportTarget } from './types';

export interface BatchState {
  expected: number;
  listed: number;
  finished: boolean;
}

export interface QueuedBatch {
  batch: ImportBatch;
  target: ImportTarget;
  state: BatchState;
}

export interface PendingItem {
  item: ImportItem;
  target: ImportTarget;
  /** The result line this item settles: a probable duplicate imported anyway, or a failed file retried. */
  retrySeq?: number;
  /** Store it even when it looks like a duplicate ("Import anyway"); a retried failure is checked as usual. */
  force?: boolean;
  /** Its batch's lanes (ImportBatch.lanes), when it allows more in flight than the session. */
  lanes?: number;
}

export type Session = ReturnType<typeof createSession>;

const sizeOf = (item: ImportItem): number => (item.kind === 'file' ? item.size : 0);
/** An item whose bytes are already in memory (streamed out of a nested zip). */
const held = (item: ImportItem): number => (item.kind === 'file' && item.inMemory ? 1 : 0);
/** A file whose size is known only once loaded (a generated demo file lists with size 0). */
const unsized = (item: ImportItem): number => (item.kind === 'file' && item.size === 0 ? 1 : 0);

export function createSession(pool: ImportPool, concurrency: number, startedAt: number) {
  const batches: BatchState[] = [];
  const results: FileResult[] = [];
  const counts: Record<FileStatus, number> = { imported: 0, duplicate: 0, skipped: 0, failed: 0 };
  const seen = new Map<string, string>();
  let published: FileResult[] = [];
  let resultsChanged = false;
  const retries = new Map<number, PendingItem>();
  /** Probable duplicates that may be merged into the activity kept, by result line. */
  const merges = new Map<number, MergeSource & { target: ImportTarget }>();
  /** Failed files that may be retried (their store did not take them), by result line. */
  const failures = new Map<number, PendingItem>();
  let bytesDone = 0;
  let bytesLeftListed = 0;
  let listedFiles = 0;
  let listedBytes = 0;
  let unsizedLeft = 0;
  let filesRead = 0;
  let spaceWaiter: (() => void) | null = null;

  return {
    pool,
    concurrency,
    phase: 'running' as ImportPhase,
    message: null as string | null,
    abort: new AbortController(),
    startedAt,
    finishedAt: null as number | null,
    queue: [] as QueuedBatch[],
    pending: [] as PendingItem[],
    lanes: 0,
    listing: false,
    idleWaiters: [] as (() => void)[],
    toInvalidate: new Set<ImportTarget>(),
    invalidateTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    lastInvalidate: Number.NEGATIVE_INFINITY,
    /** A refresh of the app's stored-data queries is under way. */
    invalidating: false,
    /** Listed items whose bytes are in memory and not yet processed. */
    heldItems: 0,
    duplicates: createDuplicateIndex(),
    /** The gear named by export rows this import stored, created once per name (import-gear.ts). */
    gear: createImportGear(),

    newBatchState(expected: number): BatchState {
      const state = { expected, listed: 0, finished: false };
      batches.push(state);
      return state;
    },

    add(item: ImportItem, queued: QueuedBatch): void {
      queued.state.listed++;
      const lanes = queued.batch.lanes;
      this.pending.push({ item, target: queued.target, ...(lanes !== undefined ? { lanes } : {}) });
      bytesLeftListed += sizeOf(item);
      unsizedLeft += unsized(item);
      this.heldItems += held(item);
      if (item.kind === 'file' && item.size > 0) {
        listedFiles++;
        listedBytes += item.size;
      }
    },

    /** Claims a content id; returns the path of an earlier file with the same content, else null. */
    claim(id: string, path: string): string | null {
      const earlier = seen.get(id);
      // The same path again is the same file being retried, not a duplicate of itself.
      if (earlier !== undefined && earlier !== path) return earlier;
      seen.set(id, path);
      return null;
    },

    record(path: string, item: ImportItem | null, outcome: Outcome, target?: ImportTarget): void {
      if (item) bytesLeftListed -= sizeOf(item);
      if (item) unsizedLeft -= unsized(item);
      if (item) this.heldItems -= held(item);
      bytesDone += outcome.bytes;
      if (outcome.bytes > 0) filesRead++;
      counts[outcome.status]++;
      results.push({
        seq: results.length + 1,
        path,
        status: outcome.status,
        detail: outcome.detail,
        activityId: outcome.activityId,
        ...(outcome.retry && target ? { canImportAnyway: true } : {}),
        ...(outcome.merge && target ? { canMerge: true } : {}),
        ...(outcome.retryable && item && target ? { canRetry: true } : {}),
        ...(outcome.warnings ? { warnings: outcome.warnings } : {}),
      });
      if (outcome.retry && target) retries.set(results.length, { item: outcome.retry, target });
      if (outcome.merge && target) merges.set(results.length, { ...outcome.merge, target });
      if (outcome.retryable && item && target) failures.set(results.length, { item, target });
    },

    /** An imported result replaced by a richer file: now a probable duplicate that can be imported anyway. */
    demote(
      activityId: string,
      detail: string,
      retry: ImportItem,
      merge: MergeSource,
      target: ImportTarget,
    ): void {
      const index = results.findIndex((r) => r.activityId === activityId && r.status === 'imported');
      const result = results[index];
      if (!result) return;
      results[index] = {
        ...result,
        status: 'duplicate',
        detail,
        activityId: null,
        canImportAnyway: true,
        canMerge: true,
      };
      counts.imported--;
      counts.duplicate++;
      retries.set(result.seq, { item: retry, target });
      merges.set(result.seq, { ...merge, target });
      resultsChanged = true;
    },

    /** Takes the item of a probable duplicate to import it anyway (its line says so). */
    takeRetry(seq: number): PendingItem | null {
      const retry = retries.get(seq);
      const index = results.findIndex((r) => r.seq === seq);
      const result = results[index];
      if (!retry || !result) return null;
      retries.delete(seq);
      merges.delete(seq);
      retry.retrySeq = seq;
      retry.force = true;
      results[index] = { ...result, detail: 'Importing anyway…', canImportAnyway: false, canMerge: false };
      counts[result.status]--;
      resultsChanged = true;
      return retry;
    },

    /** Takes a probable duplicate to merge it into the activity kept (its line says "Merging…"). */
    takeMerge(seq: number): (MergeSource & { target: ImportTarget }) | null {
      const merge = merges.get(seq);
      const index = results.findIndex((r) => r.seq === seq);
      const result = results[index];
      if (!merge || !result) return null;
      merges.delete(seq);
      retries.delete(seq);
      results[index] = { ...result, detail: 'Merging…', canImportAnyway: false, canMerge: false };
      resultsChanged = true;
      return merge;
    },

    /** The line of a merged duplicate says what the merge did. */
    settleMerge(seq: number, detail: string, activityId: string | null): void {
      const index = results.findIndex((r) => r.seq === seq);
      const result = results[index];
      if (!result) return;
      results[index] = { ...result, detail, activityId };
      resultsChanged = true;
    },

    /** Takes every failed file that may be retried; their lines say "Retrying…". */
    takeFailures(): PendingItem[] {
      const taken: PendingItem[] = [];
      for (const [seq, pending] of failures) {
        const index = results.findIndex((r) => r.seq === seq);
        const result = results[index];
        if (!result) continue;
        results[index] = { ...result, detail: 'Retrying…', canRetry: false };
        counts[result.status]--;
        taken.push({ ...pending, retrySeq: seq });
      }
      failures.clear();
      if (taken.length > 0) resultsChanged = true;
      return taken;
    },

    /** The line of a file imported anyway, or retried, gets its outcome. */
    settleRetry(seq: number, outcome: Outcome, pending: PendingItem): void {
      const index = results.findIndex((r) => r.seq === seq);
      const result = results[index];
      if (!result) return;
      counts[outcome.status]++;
      const canRetry = outcome.retryable === true;
      results[index] = {
        ...result,
        status: outcome.status,
        detail: outcome.detail,
        activityId: outcome.activityId,
        canRetry,
      };
      if (canRetry)
        failures.set(seq, { item: pending.item, target: pending.target, force: pending.force === true });
      resultsChanged = true;
    },

    /** An item dropped without a result (cancelled). */
    forget(item: ImportItem): void {
      this.heldItems -= held(item);
      bytesLeftListed -= sizeOf(item);
      unsizedLeft -= unsized(item);
    },

    waitForSpace(): Promise<void> {
      return new Promise((resolve) => (spaceWaiter = resolve));
    },

    wakeLister(): void {
      const wake = spaceWaiter;
      spaceWaiter = null;
      wake?.();
    },

    progress(): ProgressInput {
      if (published.length !== results.length || resultsChanged) published = results.slice();
      resultsChanged = false;
      const total = batches.reduce(
        (sum, b) => sum + (b.finished ? b.listed : Math.max(b.listed, b.expected)),
        0,
      );
      const unlisted = batches.reduce(
        (sum, b) => sum + (b.finished ? 0 : Math.max(0, b.expected - b.listed)),
        0,
      );
      return {
        phase: this.phase,
        total,
        done: results.length,
        counts: { ...counts },
        bytesDone,
        bytesLeftListed: Math.max(0, bytesLeftListed),
        unlisted: unlisted + unsizedLeft,
        averageSize: filesRead > 0 ? bytesDone / filesRead : listedFiles > 0 ? listedBytes / listedFiles : 0,
        startedAt,
        finishedAt: this.finishedAt,
        results: published,
        message: this.message,
      };
    },
  };
}
