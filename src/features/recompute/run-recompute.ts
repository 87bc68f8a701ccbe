/**
 * Recomputes, in the background, the stored activities whose statistics are stale (stale and the
 * merge rule: src/domain/stats/recompute.ts): for each, the original file is read from the store,
 * processed by the import worker pool (the same pipeline as an import) and its summary, track and view
 * products replaced (TrackStore.replaceComputed). The original file is never touched.
 *
 * Nothing is lost on failure: an activity whose original is missing, whose file no longer reads, or
 * whose write fails keeps its stored summary and is reported with a one-line reason. A failure of
 * the file itself (it no longer reads, or splits into other parts) is permanent: it is recorded in
 * the failure ledger (failure-ledger.ts) and not tried again until STATS_VERSION changes; any other
 * failure (a write, a worker crash or time limit) is tried again at the next start. An activity without a stored original (a test seed, a
 * cloud file lost) is left as it is and only counted. At most `pool.size` activities are in flight
 * at once. Progress is reported after each activity.
 */
import type { ComputedRecord, TrackStore } from '../../data';
import { mergeSources } from '../../domain/edits/related';
import { isStale, mergeRecomputed } from '../../domain/stats/recompute';
import { STATS_VERSION } from '../../domain/stats/stats-version';
import type { TrackSummary } from '../../domain/stats/types';
import { isPoolInfrastructureError, type ImportPool } from '../../workers/import/client';
import type { FailureLedger } from './failure-ledger';

export interface RecomputeProgress {
  /** Stale activities found when the run started. */
  total: number;
  /** Recomputed and stored. */
  done: number;
  /** Kept as they were, with why. */
  failed: { id: string; name: string; reason: string }[];
  /** Left as they were because no original file is stored for them (nothing to recompute from). */
  withoutOriginal: number;
}

export interface RecomputeDeps {
  store: Pick<TrackStore, 'listSummaries' | 'getOriginal' | 'replaceComputed' | 'getTrack'>;
  /** The worker pool, asked for only when there is something to recompute (it starts workers). */
  pool: () => Pick<ImportPool, 'process' | 'size'>;
  onProgress?: (progress: RecomputeProgress) => void;
  signal?: AbortSignal;
  /** Activities that failed for good under a statistics version (none remembered when absent). */
  failures?: FailureLedger;
}

/** The file itself cannot be recomputed (rule above): remembered, not retried at the next start. */
class PermanentFailure extends Error {}

const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

/** Recomputes one activity; false when it has no stored original. */
async function recomputeOne(deps: RecomputeDeps, stored: TrackSummary): Promise<boolean> {
  const original = await deps.store.getOriginal(stored.id);
  if (!original) return false;
  // A part of a data logger's file (sanity/logger-split.ts) is recomputed with the whole file, under
  // the file's content id, and its own piece taken from the result.
  const sourceId = stored.part?.sourceId ?? stored.id;
  const pool = deps.pool();
  // A merge takes the other activities' stored tracks (domain/edits/related.ts).
  const sources = stored.edits
    ? await mergeSources(stored.edits, (id) => deps.store.getTrack(id))
    : undefined;
  const result = await pool
    .process(
      original.bytes,
      {
        fileName: original.fileName,
        id: sourceId,
        importedAt: stored.importedAt,
        // An edited activity is recomputed through its edits (domain/edits).
        ...(stored.edits ? { edits: { id: stored.id, history: stored.edits, sources } } : {}),
      },
      { signal: deps.signal },
    )
    .catch((error: unknown) => {
      if (deps.signal?.aborted || isPoolInfrastructureError(error)) throw error;
      throw new PermanentFailure(oneLine(error));
    });
  const piece = [result, ...result.otherParts].find((p) => p.summary.id === stored.id);
  if (!piece) throw new PermanentFailure('its file now splits into different parts; kept as it was');
  const record: ComputedRecord = {
    summary: mergeRecomputed(stored, piece.summary),
    track: piece.track,
    products: piece.products,
  };
  await deps.store.replaceComputed(record);
  return true;
}

/** Recomputes every stale activity; resolves with the final progress (also given to onProgress). */
export async function recomputeStale(deps: RecomputeDeps): Promise<RecomputeProgress> {
  const stale = (await deps.store.listSummaries()).filter(
    (s) => isStale(s) && !deps.failures?.failed(s.id, STATS_VERSION),
  );
  const progress: RecomputeProgress = { total: stale.length, done: 0, failed: [], withoutOriginal: 0 };
  if (stale.length === 0) return progress;
  let next = 0;
  const lane = async () => {
    while (next < stale.length && !deps.signal?.aborted) {
      const summary = stale[next++]!;
      try {
        if (await recomputeOne(deps, summary)) progress.done++;
        else progress.withoutOriginal++;
      } catch (error) {
        if (deps.signal?.aborted) return;
        progress.failed.push({ id: summary.id, name: summary.name, reason: oneLine(error) });
        if (error instanceof PermanentFailure) deps.failures?.record(summary.id, STATS_VERSION);
      }
      deps.onProgress?.({ ...progress, failed: [...progress.failed] });
    }
  };
  const lanes = Math.max(1, Math.min(deps.pool().size, stale.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return progress;
}
