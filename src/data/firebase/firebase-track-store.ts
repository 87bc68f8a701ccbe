/**
 * The Firebase TrackStore adapter: summaries in Firestore (users/{uid}/tracks, incremental sync in
 * summary-sync.ts), collections in Firestore (firebase-collections.ts), files in Cloud Storage
 * behind the BlobStore port (activity-files.ts).
 *
 * Writes resolve once Firestore has queued them locally (they are visible to every read at once and
 * survive going offline); the server's acknowledgement arrives later. A write the server rejects
 * (rules, quota) is reported to `onWriteError` and rolled back in the local index.
 *
 * Except a new activity's document: storage.rules let an activity's files in only when its live
 * document is on the server (issue 40), so putActivity writes the document first, waits for the
 * server to accept it, then uploads the files; if an upload fails, the files that arrived are
 * removed and a tombstone replaces the document. Between the two (the uploads' few seconds) another
 * device may list the activity before its files are there, and reads it as an activity whose files
 * are missing; a tab closed in that window leaves it so until it is deleted.
 */
import { createFirebaseGear } from './firebase-gear';
import { collection, doc, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { ChartProfile } from '../../domain/series/types';
import type { TrackSummary } from '../../domain/stats/types';
import { parseTrackIds } from '../collection-rules';
import { describeZodError, parseSummaryForWrite, summaryPatchSchema } from '../schemas';
import { copyHolders, originalKey, originalsToRemove, planOriginalLinks } from '../shared-originals';
import type { ActivityRecord, PutResult, TrackStore } from '../track-store';
import {
  createActivityFiles,
  DOWNLOAD_CONCURRENCY,
  mapLimit,
  pickHeat,
  pickPaths,
} from './contract/activity-files';
import type { BlobStore } from './contract/blob-store';
import { browserOnline, OfflineError } from './contract/browser-online';
import { BATCH_LIMIT, createFirebaseCollections, type Background } from './firebase-collections';
import { createFirebasePrivacy } from './firebase-privacy';
import { createFirebaseThresholds } from './firebase-thresholds';
import { createFirebaseSegments } from './firebase-segments';
import { createFirebaseCurves } from './firebase-curves';
import { createFirebaseShares } from './firebase-shares';
import { createFirebaseGroups } from './firebase-groups';
import { firestoreSummarySource, SummaryIndex, type SyncStats } from './summary-sync';
import { createLiveSummaries } from './summary-watch';
import { trackDocConverter, trackWriteConverter } from './track-doc';

/** listSummaries asks the server for changes at most this often (each ask costs at least one read). */
export const SYNC_MIN_INTERVAL_MS = 30_000;

/**
 * A new activity's document is written to the server before its files (storage.rules let a file in
 * only for a live document): the import waits at most this long for the server to accept it.
 */
export const DOC_CONFIRM_BUDGET_MS = 30_000;

export interface FirebaseTrackStoreDeps {
  db: Firestore;
  /** The signed-in user: every path is under users/{uid}/. */
  uid: string;
  blobs: BlobStore;
  /** Hears of queued writes the server rejected. Default: console.error. */
  onWriteError?: (error: Error) => void;
  /**
   * Called (at most once per store) when the heatmap had to fetch many activities one by one
   * because the heat index is missing or stale; the app asks the rebuildHeatIndex function then.
   */
  onHeatIndexStale?: () => void;
  /**
   * Commits a batch and resolves once the server accepted it (default: batch.commit()); tests use
   * it to play the server: an acceptance, a rejection (rules, quota) or one that never comes.
   */
  commit?: (batch: WriteBatch) => Promise<void>;
  /** How long a new activity's document may wait for the server (default DOC_CONFIRM_BUDGET_MS). */
  confirmBudgetMs?: number;
  now?: () => number;
  /** Whether the device has a network (default: navigator.onLine). */
  isOnline?: () => boolean;
}

export interface FirebaseTrackStore extends TrackStore {
  readonly kind: 'firebase';
  /** Asks the server for changed summaries now; resolves with what it cost. */
  sync(): Promise<SyncStats>;
  /** What the last sync read (cache documents, billed server reads). */
  lastSyncStats(): SyncStats | null;
  /** Live updates from other devices (summary-watch.ts): onChange after each change; returns stop. */
  watch(onChange: () => void): () => void;
  /** On focus or reconnect: sync and restart the live listener (throttled). */
  refreshLive(): Promise<void>;
}

export function createFirebaseTrackStore(deps: FirebaseTrackStoreDeps): FirebaseTrackStore {
  const { db, uid } = deps;
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? browserOnline;
  const commit = deps.commit ?? ((batch: WriteBatch) => batch.commit());
  const reportError =
    deps.onWriteError ??
    ((error: Error) => console.error(`A change could not be saved to the cloud: ${error.message}`));
  const background: Background = (write, onError) => {
    write.catch((error: unknown) => {
      onError?.();
      reportError(error instanceof Error ? error : new Error(String(error)));
    });
  };
  const tracks = collection(db, 'users', uid, 'tracks');
  const index = new SummaryIndex(firestoreSummarySource(tracks.withConverter(trackDocConverter)));
  let staleReported = false;
  const files = createActivityFiles(deps.blobs, uid, () => {
    if (staleReported || !deps.onHeatIndexStale) return;
    staleReported = true;
    deps.onHeatIndexStale();
  });
  const collections = createFirebaseCollections(db, uid, background);
  const curves = createFirebaseCurves(db, uid, background);
  let lastSyncAt = -Infinity;
  const segments = createFirebaseSegments(db, uid, background, async (ids) => {
    const live = await current();
    return new Set(ids.filter((id) => live.has(id)));
  });
  const live = createLiveSummaries({
    tracks: tracks.withConverter(trackDocConverter),
    index,
    sync: () => current(),
    now,
  });

  /** The index, synced with the server unless that happened less than SYNC_MIN_INTERVAL_MS ago. */
  async function current(): Promise<Map<string, TrackSummary>> {
    // Offline, asking the server would only wait for a timeout: serve the cache, sync once back.
    if (isOnline() && now() - lastSyncAt >= SYNC_MIN_INTERVAL_MS) {
      await index.sync();
      lastSyncAt = now();
    } else {
      await index.loadFromCache();
    }
    return index.live;
  }

  function writeSummary(summary: TrackSummary, rollback: () => void): void {
    const batch = writeBatch(db);
    batch.set(doc(tracks, summary.id).withConverter(trackWriteConverter), { kind: 'live', summary });
    background(commit(batch), rollback);
  }

  /**
   * Writes a new activity's document and waits until the server accepted it. Refused (rules,
   * quota): rejects with the server's error, nothing written. Not accepted within the budget (a
   * network that says it is up and is not): the queued write may still land, so a tombstone is
   * queued after it (the document never claims files that were not uploaded) and it rejects.
   */
  async function writeNewDocument(summary: TrackSummary): Promise<void> {
    const batch = writeBatch(db);
    batch.set(doc(tracks, summary.id).withConverter(trackWriteConverter), { kind: 'live', summary });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deps.confirmBudgetMs ?? DOC_CONFIRM_BUDGET_MS);
    });
    const written = commit(batch);
    try {
      if ((await Promise.race([written, late])) !== 'late') return;
    } finally {
      clearTimeout(timer);
    }
    written.catch(() => undefined);
    writeTombstone(summary.id);
    throw new Error(
      `Activity ${summary.id.slice(0, 12)} was not stored: the cloud did not confirm it in time. Try again when the connection is steady.`,
    );
  }

  /** Queues a tombstone in place of a new activity whose files did not all arrive. */
  function writeTombstone(id: string): void {
    const batch = writeBatch(db);
    batch.set(doc(tracks, id).withConverter(trackWriteConverter), { kind: 'tombstone', id });
    background(commit(batch));
  }

  async function putActivity(record: ActivityRecord, options?: { signal?: AbortSignal }): Promise<PutResult> {
    const summary = parseSummaryForWrite(record.summary);
    const live = await current();
    if (live.has(summary.id)) return 'duplicate';
    // Another part of the same logger's file already stored the shared original.
    const key = originalKey(summary);
    const originalStored = summary.part !== null && [...live.values()].some((s) => originalKey(s) === key);
    // Bad input is refused here, before anything is written.
    const prepared = files.prepare(record, originalStored);
    if (options?.signal?.aborted) throw new DOMException('The import was cancelled', 'AbortError');
    // Offline, the server could not accept the document: the write would wait for the network.
    if (!isOnline())
      throw new OfflineError('You are offline: storing an activity in the cloud needs a connection.');
    // The document first, accepted by the server: storage.rules let the files in only for a live
    // activity document (and an original only of the size it records).
    await writeNewDocument(summary);
    index.live.set(summary.id, summary);
    try {
      // Cancelled (options.signal): upload stops the uploads, removes them and rejects.
      await files.upload(prepared, options?.signal);
    } catch (error) {
      // The files that arrived are removed; the document must not claim them: a tombstone replaces
      // it (queued, so it lands also when the upload failed because the network went away).
      index.live.delete(summary.id);
      writeTombstone(summary.id);
      throw error;
    }
    curves.putCurves(summary.id, record.products.curves);
    // Its efforts found during the import: derived data, found again when a segment is saved.
    const efforts = record.efforts?.filter((e) => e.trackId === summary.id) ?? [];
    if (efforts.length > 0) await segments.putEfforts(efforts).catch(() => undefined);
    return 'added';
  }

  const liveIds = async (ids?: readonly string[]) => {
    const live = await current();
    return ids === undefined ? [...live.keys()] : [...new Set(ids)].filter((id) => live.has(id));
  };

  return {
    kind: 'firebase',
    privacy: createFirebasePrivacy(db, uid, background),
    shares: createFirebaseShares(db, uid, { now, isOnline }),
    groups: createFirebaseGroups(db, uid, { now, isOnline }),
    async sync() {
      const stats = await index.sync();
      lastSyncAt = now();
      return stats;
    },
    lastSyncStats: () => index.lastStats,
    watch: (onChange) => live.watch(onChange),
    refreshLive: () => live.refresh(),
    forgetFailures: () => deps.blobs.forgetFailures?.(),

    async listSummaries() {
      return [...(await current()).values()];
    },
    async countActivities() {
      return (await current()).size;
    },
    async getSummary(id) {
      return (await current()).get(id);
    },
    async getSummaries(ids) {
      const live = await current();
      const out = new Map<string, TrackSummary>();
      for (const id of ids) {
        const summary = live.get(id);
        if (summary) out.set(id, summary);
      }
      return out;
    },
    async existingIds(ids) {
      const live = await current();
      return new Set(ids.filter((id) => live.has(id)));
    },

    putActivity,

    async putActivities(records, options) {
      const results: PutResult[] = [];
      for (const record of records) results.push(await putActivity(record, options));
      const added = records.filter((_, i) => results[i] === 'added').map((r) => r.summary.id);
      if (options?.collectionId !== undefined && added.length > 0)
        await collections.addToCollection(options.collectionId, added);
      return results;
    },

    async replaceComputed(record) {
      const summary = parseSummaryForWrite(record.summary);
      const before = (await current()).get(summary.id);
      if (!before) return 'missing';
      // Files first: if they fail, the stored summary (still stale) is untouched and tried again later.
      await files.putComputed(record);
      index.live.set(summary.id, summary);
      writeSummary(summary, () => index.live.set(summary.id, before));
      curves.putCurves(summary.id, record.products.curves);
      if (record.efforts !== undefined) await segments.replaceTrackEfforts(summary.id, record.efforts);
      return 'replaced';
    },

    async getTrack(id) {
      return (await current()).has(id) ? files.track(id) : undefined;
    },
    async getCurves(ids) {
      const live = await current();
      const found = await curves.getCurves(ids === undefined ? undefined : ids.filter((id) => live.has(id)));
      for (const id of found.keys()) if (!live.has(id)) found.delete(id);
      return found;
    },
    async getProducts(id) {
      return (await current()).has(id) ? files.products(id) : undefined;
    },
    async getProfiles(ids) {
      const wanted = await liveIds(ids);
      const products = await mapLimit(wanted, DOWNLOAD_CONCURRENCY, (id) => files.products(id));
      const out = new Map<string, ChartProfile>();
      wanted.forEach((id, i) => {
        const p = products[i];
        if (p) out.set(id, p.profile);
      });
      return out;
    },
    async getHeat(ids) {
      return pickHeat(await files.heatAndPaths(await liveIds(ids)));
    },
    async getPaths(ids) {
      return pickPaths(await files.heatAndPaths(await liveIds(ids)));
    },
    async getOriginal(id) {
      const summary = (await current()).get(id);
      if (!summary) return undefined;
      const key = originalKey(summary);
      // An older import kept a copy per part, under the part's own id.
      const bytes =
        (await files.original(key, summary.fileName)) ??
        (key === id ? undefined : await files.original(id, summary.fileName));
      return bytes ? { fileName: summary.fileName, bytes } : undefined;
    },

    async linkSharedOriginals() {
      // Downloads each old copy once (parts other than the first of a logger file: few).
      const holders = copyHolders([...(await current()).values()]);
      const found = await mapLimit(holders, DOWNLOAD_CONCURRENCY, (h) => files.original(h.id, h.fileName));
      const copies = holders.flatMap((h, i) => {
        const bytes = found[i];
        return bytes ? [[h, bytes] as const] : [];
      });
      const keys = [...new Set(copies.map(([h]) => originalKey(h)))];
      const sharedBytes = await mapLimit(keys, DOWNLOAD_CONCURRENCY, (key) =>
        files.original(key, holders.find((h) => originalKey(h) === key)?.fileName ?? ''),
      );
      const shared = new Map(keys.map((key, i) => [key, sharedBytes[i]]));
      const { moves, removes } = planOriginalLinks(copies, (key) => shared.get(key));
      const fileName = (id: string) => holders.find((h) => h.id === id)?.fileName ?? '';
      // The move's upload first: a copy is removed only once the file is stored under its key.
      for (const [from, to] of moves) {
        const bytes = copies.find(([h]) => h.id === from)?.[1];
        if (bytes) await files.putOriginal(to, bytes, from);
      }
      await Promise.all(
        [...moves.map(([from]) => from), ...removes].map((id) => files.removeOriginal(id, fileName(id))),
      );
      return moves.length + removes.length;
    },

    async updateSummary(id, patch) {
      const parsed = summaryPatchSchema.safeParse(patch);
      if (!parsed.success)
        throw new Error(`Invalid change to an activity: ${describeZodError(parsed.error)}`);
      const before = (await current()).get(id);
      if (!before) throw new Error(`No stored activity with id ${id.slice(0, 80)}`);
      const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
      const next = parseSummaryForWrite({ ...before, ...changes });
      index.live.set(id, next);
      writeSummary(next, () => index.live.set(id, before));
    },

    async deleteActivities(ids) {
      if (ids.length === 0) return;
      const list = [...new Set(parseTrackIds(ids))];
      const live = await current();
      const deleted = list.flatMap((id) => live.get(id) ?? []);
      const fileNames = new Map(list.map((id) => [id, live.get(id)?.fileName ?? '']));
      for (const s of deleted) fileNames.set(originalKey(s), s.fileName);
      for (let i = 0; i < list.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const id of list.slice(i, i + BATCH_LIMIT)) {
          batch.set(doc(tracks, id).withConverter(trackWriteConverter), { kind: 'tombstone', id });
          index.live.delete(id);
        }
        background(commit(batch));
      }
      await collections.dropTracks(list);
      await segments.dropTracks(list);
      curves.dropTracks(list);
      // Files go last: a failure (e.g. offline) leaves unreachable files, never a broken activity.
      const stillUsed = new Set([...index.live.values()].map(originalKey));
      const originals = originalsToRemove(list, deleted, stillUsed);
      const removed = await Promise.allSettled([
        ...list.map((id) => files.removeComputed(id)),
        ...originals.map((key) => files.removeOriginal(key, fileNames.get(key) ?? '')),
      ]);
      const failures = removed.filter((r) => r.status === 'rejected').length;
      if (failures > 0)
        console.warn(
          `Deleted ${list.length} activities; ${failures} of their stored files could not be removed from Cloud Storage yet.`,
        );
    },

    listCollections: collections.listCollections,
    createCollection: collections.createCollection,
    renameCollection: collections.renameCollection,
    deleteCollection: collections.deleteCollection,
    addToCollection: collections.addToCollection,
    removeFromCollection: collections.removeFromCollection,

    ...createFirebaseThresholds(db, uid, background),
    gear: createFirebaseGear(db, uid, background),

    listSegments: segments.listSegments,
    getSegment: segments.getSegment,
    putSegment: segments.putSegment,
    renameSegment: segments.renameSegment,
    deleteSegment: segments.deleteSegment,
    putEfforts: segments.putEfforts,
    replaceEfforts: segments.replaceEfforts,
    listEfforts: segments.listEfforts,
  };
}
