/**
 * Every stored activity's bounds in one row, for the segments worker: matching a new segment must
 * pick its candidates without deserialising 10,000 summaries (about 0.7 s; one row of ids and a
 * Float64Array reads in about 5 ms).
 *
 * - The log (table boundsLog): every write of a summary (add, put, update) and every delete appends
 *   a row in the same transaction: the activity's id and its bounds, NaN for "none" (no positions,
 *   or deleted).
 * - The index (table boundsIndex, row 'bounds'): ids and bounds as of log row `seq`.
 * - readBoundsIndex folds the log rows after `seq` into the index. When there were any, it then
 *   writes the folded index back and drops those log rows (compactBoundsIndex, one transaction),
 *   while the caller goes on.
 * - The store compacts too, in the background, after every BOUNDS_COMPACT_EVERY writes
 *   (createBoundsCompactor): after importing a whole history, the first new segment reads one row
 *   and a short log, not a log of 10,000 rows.
 * - A database upgraded from version 3 holds activities the log never saw: the upgrade writes a
 *   marker (seq REBUILD_SEQ) and the first read builds the index from the summaries, once.
 * - No index row at all: a database created at version 4, whose log is complete from its start.
 */
import type { Bounds, TrackSummary } from '../../domain/stats/types';
import type { LocalDb } from './local-db';

export interface BoundsLogRow {
  /** Auto-incremented order of the writes. */
  seq?: number;
  id: string;
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

/** Every activity's bounds: ids[k]'s are flat[4k .. 4k + 3] = minLat, minLon, maxLat, maxLon. */
export interface BoundsIndex {
  ids: string[];
  flat: Float64Array;
}

export interface BoundsIndexRow extends BoundsIndex {
  key: 'bounds';
  /** The last log row folded in; REBUILD_SEQ: build from the summaries. */
  seq: number;
}

export const REBUILD_SEQ = -1;
/** Summaries read per bulkGet while the index is built from them (bounded memory per step). */
export const SUMMARY_READ_CHUNK = 2000;

export const boundsRebuildMarker = (): BoundsIndexRow => ({
  key: 'bounds',
  seq: REBUILD_SEQ,
  ids: [],
  flat: new Float64Array(0),
});

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The bounds of a stored summary row, or null when it has none (or they are malformed). */
export function boundsOf(row: Partial<TrackSummary> | undefined): Bounds | null {
  const b = row?.bounds as Partial<Bounds> | null | undefined;
  if (!b) return null;
  const { minLat, maxLat, minLon, maxLon } = b;
  return isFiniteNumber(minLat) && isFiniteNumber(maxLat) && isFiniteNumber(minLon) && isFiniteNumber(maxLon)
    ? { minLat, maxLat, minLon, maxLon }
    : null;
}

/** The log row of a written summary (bounds NaN when it has none). */
export function boundsLogRow(id: string, summary: Partial<TrackSummary> | null): BoundsLogRow {
  const b = summary ? boundsOf(summary) : null;
  return b
    ? { id, minLat: b.minLat, minLon: b.minLon, maxLat: b.maxLat, maxLon: b.maxLon }
    : { id, minLat: NaN, minLon: NaN, maxLat: NaN, maxLon: NaN };
}

/** Inside a write transaction that holds db.boundsLog: logs these summaries' (new) bounds. */
export async function logBounds(db: LocalDb, summaries: readonly TrackSummary[]): Promise<void> {
  await db.boundsLog.bulkAdd(summaries.map((s) => boundsLogRow(s.id, s)));
}

/** Inside a write transaction that holds db.boundsLog: logs these activities as gone. */
export async function logDeleted(db: LocalDb, ids: readonly string[]): Promise<void> {
  await db.boundsLog.bulkAdd(ids.map((id) => boundsLogRow(id, null)));
}

/** The index with the log rows folded in, in order (the last write of an id wins). */
export function foldLog(base: BoundsIndex, log: readonly BoundsLogRow[]): BoundsIndex {
  if (log.length === 0) return base;
  const at = new Map<string, number>();
  base.ids.forEach((id, k) => at.set(id, k));
  const flat = Array.from(base.flat);
  for (const row of log) {
    let k = at.get(row.id);
    if (k === undefined) at.set(row.id, (k = at.size));
    flat[k * 4] = row.minLat;
    flat[k * 4 + 1] = row.minLon;
    flat[k * 4 + 2] = row.maxLat;
    flat[k * 4 + 3] = row.maxLon;
  }
  // Activities without bounds (gone, or never had positions) are left out.
  const ids: string[] = [];
  const kept: number[] = [];
  for (const [id, k] of at) {
    if (Number.isNaN(flat[k * 4]!)) continue;
    ids.push(id);
    kept.push(flat[k * 4]!, flat[k * 4 + 1]!, flat[k * 4 + 2]!, flat[k * 4 + 3]!);
  }
  return { ids, flat: Float64Array.from(kept) };
}

async function fromSummaries(db: LocalDb): Promise<BoundsIndex> {
  const keys = await db.summaries.toCollection().primaryKeys();
  const rows: BoundsLogRow[] = [];
  for (let i = 0; i < keys.length; i += SUMMARY_READ_CHUNK) {
    const chunk = keys.slice(i, i + SUMMARY_READ_CHUNK);
    const summaries = await db.summaries.bulkGet(chunk);
    chunk.forEach((id, k) => rows.push(boundsLogRow(id, summaries[k] ?? null)));
  }
  return foldLog({ ids: [], flat: new Float64Array(0) }, rows);
}

/** An index already folded from the stored row at `from` and the log rows up to `to`. */
interface Folded {
  from: number;
  to: number;
  index: BoundsIndex;
}

const EMPTY: BoundsIndex = { ids: [], flat: new Float64Array(0) };

/**
 * Folds the log into the stored index and drops the folded log rows, in one transaction (with a
 * rebuild from the summaries when the index is marked for one). `folded`, when the caller has just
 * folded the same rows (nothing written since), is stored as it is. Returns the index.
 */
export async function compactBoundsIndex(db: LocalDb, folded?: Folded): Promise<BoundsIndex> {
  return db.transaction('rw', [db.summaries, db.boundsLog, db.boundsIndex], async () => {
    const row = await db.boundsIndex.get('bounds');
    const from = row?.seq ?? REBUILD_SEQ;
    const newest = ((await db.boundsLog.orderBy(':id').lastKey()) as number | undefined) ?? from;
    let index: BoundsIndex;
    if (from === REBUILD_SEQ && row) {
      // The summaries already hold every logged write: the log adds nothing.
      index = await fromSummaries(db);
    } else if (newest <= from && row) {
      return row;
    } else if (folded && folded.from === from && folded.to === newest) {
      index = folded.index;
    } else {
      index = foldLog(row ?? EMPTY, await db.boundsLog.where('seq').above(from).toArray());
    }
    await db.boundsIndex.put({ key: 'bounds', seq: Math.max(newest, 0), ...index });
    await db.boundsLog.where('seq').belowOrEqual(newest).delete();
    return index;
  });
}

/** Logged writes after which the store compacts the index (definition above). */
export const BOUNDS_COMPACT_EVERY = 500;

/**
 * Counts a store's logged writes (noteWrites, after each write transaction) and compacts the index
 * in the background once BOUNDS_COMPACT_EVERY have gathered, one compaction at a time.
 */
export function createBoundsCompactor(db: LocalDb): { noteWrites: (count: number) => void } {
  let pending = 0;
  let running = false;
  return {
    noteWrites(count) {
      pending += count;
      if (running || pending < BOUNDS_COMPACT_EVERY) return;
      running = true;
      pending = 0;
      void compactBoundsIndex(db)
        .catch((error: unknown) => console.warn('The bounds index was not compacted:', error))
        .finally(() => (running = false));
    },
  };
}

/** Every stored activity's bounds (definition above). */
export async function readBoundsIndex(db: LocalDb): Promise<BoundsIndex> {
  const { row, log } = await db.transaction('r', [db.boundsLog, db.boundsIndex], async () => {
    const row = await db.boundsIndex.get('bounds');
    const log = await db.boundsLog
      .where('seq')
      .above(row?.seq ?? REBUILD_SEQ)
      .toArray();
    return { row, log };
  });
  if (row?.seq === REBUILD_SEQ) return compactBoundsIndex(db);
  const index = foldLog(row ?? EMPTY, log);
  const to = log.at(-1)?.seq;
  if (to !== undefined) {
    const folded = { from: row?.seq ?? REBUILD_SEQ, to, index };
    void compactBoundsIndex(db, folded).catch((error: unknown) =>
      console.warn('The bounds index was not compacted:', error),
    );
  }
  return index;
}
