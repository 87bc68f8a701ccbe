/**
 * The local index of activity summaries and its incremental sync with Firestore.
 *
 * - First use in a tab: every summary document already in Firestore's local cache is read
 *   (getDocsFromCache: no billed reads). The sync watermark is the newest server `updatedAt` among
 *   them (documents with pending local writes carry only an estimate and are not counted).
 * - Cold start (nothing cached, e.g. a new device): one query for `deleted == false`. One query,
 *   not pages: it is a single consistent snapshot, so a delete made while it runs cannot slip
 *   between pages and be missed by every later sync (tombstones are not in this query).
 * - Warm start and later syncs: only documents with `updatedAt > watermark`, tombstones included, in
 *   pages ordered by `updatedAt` (a change made while paging has a later time, so it lands on a
 *   later page and is not lost).
 * - Offline (the server cannot be reached): the cached index is used as it is.
 *
 * Why `updatedAt > watermark` misses nothing: updatedAt is always the server's commit time
 * (serverTimestamp(), enforced by firestore.rules), Firestore queries are strongly consistent, and a
 * query sees every commit up to its read time; so any commit not yet seen carries a later time than
 * every document already seen, including writes queued offline on other devices (their time is set
 * when they reach the server).
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
import { errorCode } from './contract/error-code';
import { warnInvalidTrackDoc, type TrackDoc } from './track-doc';

/** Page size of the change query (the cold query is one snapshot, see above). */
export const SYNC_PAGE_SIZE = 1000;

/** The two server queries: every live summary (cold start), or everything changed after a time. */
export type SummaryQuery = { kind: 'live' } | { kind: 'changed'; afterMs: number };

/** Where summaries come from; Firestore in the app (firestoreSummarySource), a fake in tests. */
export interface SummarySource<Cursor> {
  /** Every summary document in the local cache (no server, no billed reads). */
  readCache(): Promise<TrackDoc[]>;
  /**
   * One page of a query, ordered by updatedAt, after `cursor` (undefined: from the start); no
   * pageSize means the whole result in one snapshot. Rejects with code 'unavailable' offline.
   */
  readServerPage(
    q: SummaryQuery,
    pageSize: number | undefined,
    cursor: Cursor | undefined,
  ): Promise<{ docs: TrackDoc[]; cursor: Cursor | undefined }>;
}

export type SyncSource = 'cache' | 'cold' | 'warm' | 'offline';

/** What the last sync cost: documents read from the local cache and billed reads on the server. */
export interface SyncStats {
  source: SyncSource;
  cachedDocs: number;
  serverQueries: number;
  /** Billed document reads: documents returned, at least one per query. */
  serverReads: number;
}

export class SummaryIndex<Cursor = unknown> {
  readonly live = new Map<string, TrackSummary>();
  private watermarkMs: number | null = null;
  private cacheRead: Promise<number> | null = null;
  private running: Promise<SyncStats> | null = null;
  lastStats: SyncStats | null = null;

  constructor(private readonly source: SummarySource<Cursor>) {}

  /** The newest server `updatedAt` applied so far (null before any document). */
  get watermark(): number | null {
    return this.watermarkMs;
  }

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
    this.cacheRead ??= this.source.readCache().then((docs) => {
      for (const d of docs) this.apply(d);
      return docs.length;
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
    const q: SummaryQuery = cold ? { kind: 'live' } : { kind: 'changed', afterMs: this.watermarkMs ?? 0 };
    const pageSize = cold ? undefined : SYNC_PAGE_SIZE;
    const stats: SyncStats = { source: cold ? 'cold' : 'warm', cachedDocs, serverQueries: 0, serverReads: 0 };
    try {
      let cursor: Cursor | undefined;
      for (;;) {
        const page = await this.source.readServerPage(q, pageSize, cursor);
        stats.serverQueries += 1;
        stats.serverReads += Math.max(1, page.docs.length);
        for (const d of page.docs) this.apply(d);
        if (pageSize === undefined || page.docs.length < pageSize) break;
        cursor = page.cursor;
      }
    } catch (error) {
      if (errorCode(error) !== 'unavailable') throw error;
      if (stats.serverQueries === 0) stats.source = 'offline';
    }
    this.lastStats = stats;
    return stats;
  }
}

/**
 * The server query of one sync page: every live summary (cold load; one equality filter), or the
 * changes after a time (one range filter ordered by the same field). Neither needs a composite
 * index (firestore-indexes.test.ts checks this against firestore.indexes.json).
 */
export function summaryServerQuery<T>(
  tracks: CollectionReference<T>,
  q: SummaryQuery,
  pageSize: number | undefined,
  cursor: QueryDocumentSnapshot<T> | undefined,
): Query<T> {
  const base =
    q.kind === 'live'
      ? query(tracks, where('deleted', '==', false))
      : query(tracks, where('updatedAt', '>', Timestamp.fromMillis(q.afterMs)), orderBy('updatedAt'));
  const paging = [
    ...(cursor ? [startAfter(cursor)] : []),
    ...(pageSize === undefined ? [] : [limit(pageSize)]),
  ];
  return query(base, ...paging);
}

/** The Firestore source: getDocsFromCache for the cache, getDocsFromServer pages for the server. */
export function firestoreSummarySource(
  tracks: CollectionReference<TrackDoc>,
): SummarySource<QueryDocumentSnapshot<TrackDoc>> {
  return {
    async readCache() {
      return (await getDocsFromCache(tracks)).docs.map((d) => d.data());
    },
    async readServerPage(q, pageSize, cursor) {
      const snapshot = await getDocsFromServer(summaryServerQuery(tracks, q, pageSize, cursor));
      return { docs: snapshot.docs.map((d) => d.data()), cursor: snapshot.docs[snapshot.docs.length - 1] };
    },
  };
}
