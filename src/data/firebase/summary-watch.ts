/**
 * Live updates of the summary index: one Firestore listener on the documents changed after the
 * newest summary the index has seen (`updatedAt > watermark`, tombstones included), so another
 * device's import, rename or delete reaches an open tab within seconds.
 *
 * Read cost (Firestore bills a listener like a query, then one read per document that enters or
 * changes in its result): one read when it starts (an empty result is billed as one), then one read
 * per changed document. It is restarted at the index's newer watermark when the tab regains focus or
 * the network (at most once per WATCH_RESTART_MIN_INTERVAL_MS), so its result set stays the changes
 * since then and a restart costs one read plus the changes it had not yet delivered.
 */
import {
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type CollectionReference,
  type Unsubscribe,
} from 'firebase/firestore';
import type { TrackDoc } from './track-doc';

/** A listener is restarted (on focus or reconnect) at most this often. */
export const WATCH_RESTART_MIN_INTERVAL_MS = 30_000;

/** The listener's query: every summary document changed after `afterMs` (no composite index needed). */
export function changesAfterQuery(tracks: CollectionReference<TrackDoc>, afterMs: number) {
  return query(tracks, where('updatedAt', '>', Timestamp.fromMillis(afterMs)), orderBy('updatedAt'));
}

/**
 * Listens to the documents changed after `afterMs`; `onDocs` gets the documents added or modified in
 * each snapshot (local pending writes of this tab included: applying them again is harmless).
 */
export function watchChangesAfter(
  tracks: CollectionReference<TrackDoc>,
  afterMs: number,
  onDocs: (docs: TrackDoc[]) => void,
): Unsubscribe {
  return onSnapshot(
    changesAfterQuery(tracks, afterMs),
    (snapshot) => {
      const docs = snapshot
        .docChanges()
        .filter((c) => c.type !== 'removed')
        .map((c) => c.doc.data());
      if (docs.length > 0) onDocs(docs);
    },
    (error) => console.warn(`Live updates stopped: ${error.message.split('\n')[0]}`),
  );
}

/** The part of SummaryIndex the live updates use. */
export interface WatchedIndex {
  readonly watermark: number | null;
  apply(doc: TrackDoc): boolean;
}

export interface LiveSummaries {
  /** Starts the listener (after a sync, for the watermark); onChange hears each applied change. */
  watch(onChange: () => void): () => void;
  /** On focus or reconnect: syncs and restarts the listener at the newer watermark (throttled). */
  refresh(): Promise<void>;
}

export interface LiveSummariesDeps {
  tracks: CollectionReference<TrackDoc>;
  index: WatchedIndex;
  /** Brings the index up to date with the server (the store's throttled sync). */
  sync: () => Promise<unknown>;
  now: () => number;
  listen?: typeof watchChangesAfter;
}

export function createLiveSummaries(deps: LiveSummariesDeps): LiveSummaries {
  const listen = deps.listen ?? watchChangesAfter;
  const listeners = new Set<() => void>();
  let stop: Unsubscribe | null = null;
  let startedAt = -Infinity;
  let starting: Promise<void> | null = null;

  const notify = () => {
    for (const l of listeners) l();
  };
  const onDocs = (docs: TrackDoc[]) => {
    let changed = false;
    for (const d of docs) changed = deps.index.apply(d) || changed;
    if (changed) notify();
  };
  async function start(): Promise<void> {
    await deps.sync().catch((error: unknown) => console.warn(`Sync failed: ${String(error)}`));
    stop?.();
    stop = null;
    if (listeners.size === 0) return;
    startedAt = deps.now();
    stop = listen(deps.tracks, deps.index.watermark ?? 0, onDocs);
  }
  const restart = () => {
    starting ??= start().finally(() => {
      starting = null;
    });
    return starting;
  };

  return {
    watch(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) void restart();
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
    async refresh() {
      if (listeners.size === 0 || deps.now() - startedAt < WATCH_RESTART_MIN_INTERVAL_MS) return;
      await restart();
      notify();
    },
  };
}
