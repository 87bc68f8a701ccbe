/**
 * The local index of activity summaries and its incremental sync with Firestore.
 *
 * - First use in a tab: every summary document already in Firestore's local cache is read
 *   (getDocsFromCache: no billed reads). The sync watermark is the newest server `updatedAt` among
 *   them (documents with pending local writes carry only an estimate and are not counted).
 * - Cold start (nothing cached, e.g. a new device): `deleted == false` ordered by `updatedAt`, in
 *   pages of SYNC_PAGE_SIZE. Pages come in `updatedAt` order, so an interrupted cold load resumes
 *   from the cache as a warm one.
 * - Warm start and later refreshes: only documents with `updatedAt > watermark - SYNC_OVERLAP_MS`,
 *   tombstones included, so deletes made on other devices arrive too.
 * - Offline (the server cannot be reached): the cached index is used as it is.
 */
import {
  getDocsFromCache,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type CollectionReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { TrackSummary } from '../../domain/stats/types';
import { warnInvalidTrackDoc, type TrackDoc } from './track-doc';

export const SYNC_PAGE_SIZE = 1000;
/**
 * Changes are re-read from this far before the watermark: a write committed just before the
 * previous sync may only become visible after it. Re-reading a minute of changes costs a few reads.
 */
export const SYNC_OVERLAP_MS = 60_000;

export type SyncSource = 'cache' | 'cold' | 'warm' | 'offline';

/** What the last sync cost: documents read from the local cache and billed reads on the server. */
export interface SyncStats {
  source: SyncSource;
  cachedDocs: number;
  serverQueries: number;
  /** Billed document reads: documents returned, at least one per query. */
  serverReads: number;
}

function isUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'unavailable';
}

export class SummaryIndex {
  readonly live = new Map<string, TrackSummary>();
  private watermarkMs: number | null = null;
  private cacheRead: Promise<number> | null = null;
  private running: Promise<SyncStats> | null = null;
  lastStats: SyncStats | null = null;

  constructor(private readonly tracks: CollectionReference<TrackDoc>) {}

  /** Applies one document to the index; returns false when it was invalid and skipped. */
  apply(doc: TrackDoc): boolean {
    if (doc.kind === 'invalid') {
      warnInvalidTrackDoc(doc);
      return false;
    }
    if (doc.kind === 'live') this.live.set(doc.summary.id, doc.summary);
    else this.live.delete(doc.id);
    if (!doc.pending) this.watermarkMs = Math.max(this.watermarkMs ?? -Infinity, doc.updatedAtMs);
    return true;
  }

  /** Reads the local cache once per index (later calls share the first read). */
  loadFromCache(): Promise<number> {
    this.cacheRead ??= getDocsFromCache(this.tracks).then((snapshot) => {
      for (const d of snapshot.docs) this.apply(d.data());
      return snapshot.size;
    });
    return this.cacheRead;
  }

  /** Brings the index up to date with the server (or the cache when offline). Single-flight. */
  sync(): Promise<SyncStats> {
    this.running ??= this.runSync().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runSync(): Promise<SyncStats> {
    const cachedDocs = await this.loadFromCache();
    const cold = this.watermarkMs === null;
    const q = cold
      ? query(this.tracks, where('deleted', '==', false), orderBy('updatedAt'))
      : query(
          this.tracks,
          where('updatedAt', '>', Timestamp.fromMillis((this.watermarkMs ?? 0) - SYNC_OVERLAP_MS)),
          orderBy('updatedAt'),
        );
    const stats: SyncStats = { source: cold ? 'cold' : 'warm', cachedDocs, serverQueries: 0, serverReads: 0 };
    try {
      await this.readPages(q, stats);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      stats.source = stats.serverQueries === 0 ? 'offline' : stats.source;
    }
    this.lastStats = stats;
    return stats;
  }

  private async readPages(q: Query<TrackDoc>, stats: SyncStats): Promise<void> {
    let last: QueryDocumentSnapshot<TrackDoc> | undefined;
    for (;;) {
      const page = query(q, ...(last ? [startAfter(last)] : []), limit(SYNC_PAGE_SIZE));
      const snapshot = await getDocsFromServer(page);
      stats.serverQueries += 1;
      stats.serverReads += Math.max(1, snapshot.size);
      for (const d of snapshot.docs) this.apply(d.data());
      if (snapshot.size < SYNC_PAGE_SIZE) return;
      last = snapshot.docs[snapshot.docs.length - 1];
    }
  }
}
