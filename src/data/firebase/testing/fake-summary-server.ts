/**
 * A fake Firestore server for the summary sync, following Firestore's semantics that matter here:
 * every write gets a later commit time, queries are consistent snapshots ordered by updatedAt, each
 * device keeps what it read in its local cache, and billing counts one read per returned document
 * (at least one per query).
 */
import type { TrackSummary } from '../../../domain/stats/types';
import type { SummaryQuery, SummarySource } from '../summary-sync';
import type { TrackDoc } from '../track-doc';

type StoredDoc = Extract<TrackDoc, { kind: 'live' | 'tombstone' }>;
const docId = (d: StoredDoc) => (d.kind === 'live' ? d.summary.id : d.id);

export class FakeSummaryServer {
  private readonly docs = new Map<string, StoredDoc>();
  private clockMs = 1_700_000_000_000;
  online = true;

  write(summary: TrackSummary): void {
    this.clockMs += 7;
    this.docs.set(summary.id, { kind: 'live', summary, updatedAtMs: this.clockMs, pending: false });
  }

  remove(id: string): void {
    this.clockMs += 7;
    this.docs.set(id, { kind: 'tombstone', id, updatedAtMs: this.clockMs, pending: false });
  }

  /** A device: its own persistent cache, filled by what its queries return. */
  device(): SummarySource<number> & { cache: Map<string, TrackDoc> } {
    const cache = new Map<string, TrackDoc>();
    return {
      cache,
      readCache: () => Promise.resolve([...cache.values()]),
      readServerPage: (q, pageSize, cursor) => {
        if (!this.online) return Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
        const start = cursor ?? 0;
        const all = this.query(q);
        const docs = all.slice(start, pageSize === undefined ? undefined : start + pageSize);
        for (const d of docs) cache.set(docId(d), d);
        return Promise.resolve({ docs, cursor: start + docs.length });
      },
    };
  }

  private query(q: SummaryQuery): StoredDoc[] {
    const matches = [...this.docs.values()].filter((d) =>
      q.kind === 'live' ? d.kind === 'live' : d.updatedAtMs > q.afterMs,
    );
    return matches.sort((a, b) => a.updatedAtMs - b.updatedAtMs);
  }
}
