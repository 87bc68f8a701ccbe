/**
 * Read-only access to the local database from a worker (the segments worker matches a new segment
 * against the stored tracks without the main thread reading or copying them). It opens the same
 * IndexedDB database as the local TrackStore (Dexie works in workers).
 *
 * - boundsIndex(): every stored activity's bounds, from the one-row index the store keeps with its
 *   log of writes (bounds-log.ts: the only thing written here is that index's compaction).
 * - activities(ids): the facts an effort records (sport, start), read fresh: a person may have
 *   changed an activity's sport since.
 * - tracks(ids): full tracks, checked like the TrackStore's reads; corrupt or missing ones are
 *   left out (with a warning).
 */
import type { TrackData } from '../../domain/track/types';
import type { MatchActivity } from '../../domain/segments/segment-index';
import { SPORTS, type Sport } from '../../domain/stats/types';
import { checkTrackData } from '../shape-checks';
import { boundsOf, readBoundsIndex, type BoundsIndex } from './bounds-log';
import { rowsById } from './checked-rows';
import { expandStoredTrack, LocalDb, type TrackRow } from './local-db';

export interface StoredTracks {
  open(): Promise<void>;
  boundsIndex(): Promise<BoundsIndex>;
  activities(ids: readonly string[]): Promise<MatchActivity[]>;
  tracks(ids: readonly string[]): Promise<Map<string, TrackData>>;
  close(): void;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const isSport = (v: unknown): v is Sport => (SPORTS as readonly unknown[]).includes(v);

export function openStoredTracks(dbName: string): StoredTracks {
  const db = new LocalDb(dbName);
  /** Dexie closes a connection when another one deletes or upgrades the database: open it again. */
  const ready = async (): Promise<LocalDb> => {
    if (!db.isOpen()) await db.open();
    return db;
  };

  async function activities(ids: readonly string[]): Promise<MatchActivity[]> {
    const rows = await (await ready()).summaries.bulkGet([...ids]);
    const out: MatchActivity[] = [];
    for (const row of rows) {
      if (!row || typeof row.id !== 'string' || !isSport(row.sport)) continue;
      const startTime = isFiniteNumber(row.startTime) ? row.startTime : null;
      out.push({ id: row.id, sport: row.sport, startTime, bounds: boundsOf(row) });
    }
    return out;
  }

  async function tracks(ids: readonly string[]): Promise<Map<string, TrackData>> {
    const rows = await (await ready()).tracks.bulkGet([...ids]);
    return rowsById<TrackRow, TrackData>(rows, (r) => expandStoredTrack(r.track), checkTrackData, 'track');
  }

  return {
    open: async () => void (await ready()),
    boundsIndex: async () => readBoundsIndex(await ready()),
    activities,
    tracks,
    close: () => db.close(),
  };
}
