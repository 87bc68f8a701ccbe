/**
 * Read-only access to the local database from a worker (the segments worker matches a new segment
 * against the stored tracks without the main thread reading or copying them). It opens the same
 * IndexedDB database as the local TrackStore (Dexie works in workers) and never writes.
 *
 * - boundsIndex(): every stored activity's bounds, kept between calls. Each call reads only the
 *   summaries' primary keys (no values) and then just the summaries it has not seen; activities
 *   gone since are dropped. An id is the content hash of its file, so its bounds never change.
 * - activities(ids): the facts an effort records (sport, start), read fresh: a person may have
 *   changed an activity's sport since.
 * - tracks(ids): full tracks, checked like the TrackStore's reads; corrupt or missing ones are
 *   left out (with a warning).
 */
import type { TrackData } from '../../domain/gpx/types';
import type { MatchActivity } from '../../domain/segments/segment-index';
import { SPORTS, type Bounds, type Sport, type TrackSummary } from '../../domain/stats/types';
import { checkTrackData } from '../shape-checks';
import { rowsById } from './checked-rows';
import { LocalDb, type TrackRow } from './local-db';

/** Summaries read per bulkGet while the bounds index is built (bounded memory per step). */
export const SUMMARY_READ_CHUNK = 2000;

export interface StoredTracks {
  boundsIndex(): Promise<ReadonlyMap<string, Bounds>>;
  activities(ids: readonly string[]): Promise<MatchActivity[]>;
  tracks(ids: readonly string[]): Promise<Map<string, TrackData>>;
  close(): void;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const isSport = (v: unknown): v is Sport => (SPORTS as readonly unknown[]).includes(v);

/** The bounds of a stored summary row, or null when it has none (or they are malformed). */
function boundsOf(row: Partial<TrackSummary> | undefined): Bounds | null {
  const b = row?.bounds as Partial<Bounds> | null | undefined;
  if (!b) return null;
  const { minLat, maxLat, minLon, maxLon } = b;
  return isFiniteNumber(minLat) && isFiniteNumber(maxLat) && isFiniteNumber(minLon) && isFiniteNumber(maxLon)
    ? { minLat, maxLat, minLon, maxLon }
    : null;
}

export function openStoredTracks(dbName: string): StoredTracks {
  const db = new LocalDb(dbName);
  const known = new Map<string, Bounds | null>();
  /** Dexie closes a connection when another one deletes or upgrades the database: open it again. */
  const ready = async (): Promise<LocalDb> => {
    if (!db.isOpen()) await db.open();
    return db;
  };

  async function boundsIndex(): Promise<ReadonlyMap<string, Bounds>> {
    const keys = await (await ready()).summaries.toCollection().primaryKeys();
    const present = new Set(keys);
    for (const id of known.keys()) if (!present.has(id)) known.delete(id);
    const unseen = keys.filter((id) => !known.has(id));
    for (let i = 0; i < unseen.length; i += SUMMARY_READ_CHUNK) {
      const chunk = unseen.slice(i, i + SUMMARY_READ_CHUNK);
      const rows = await db.summaries.bulkGet(chunk);
      chunk.forEach((id, k) => known.set(id, boundsOf(rows[k])));
    }
    const out = new Map<string, Bounds>();
    for (const [id, b] of known) if (b) out.set(id, b);
    return out;
  }

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
    return rowsById<TrackRow, TrackData>(rows, (r) => r.track, checkTrackData, 'track');
  }

  return { boundsIndex, activities, tracks, close: () => db.close() };
}
