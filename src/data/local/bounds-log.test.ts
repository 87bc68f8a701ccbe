import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { makeActivity, makeId } from '../../testing/store-fixtures';
import {
  BOUNDS_COMPACT_EVERY,
  boundsLogRow,
  foldLog,
  readBoundsIndex,
  REBUILD_SEQ,
  type BoundsIndex,
} from './bounds-log';
import { LocalDb, SCHEMA_V3 } from './local-db';
import { createLocalTrackStore, deleteLocalDatabase, type LocalTrackStore } from './local-track-store';

const box = (lat: number, lon: number) => ({
  minLat: lat,
  minLon: lon,
  maxLat: lat + 0.1,
  maxLon: lon + 0.1,
});

/** The index as id -> [minLat, minLon, maxLat, maxLon], for comparisons. */
const asMap = (index: BoundsIndex) =>
  Object.fromEntries(index.ids.map((id, k) => [id, Array.from(index.flat.subarray(4 * k, 4 * k + 4))]));

const names: string[] = [];
const stores: LocalTrackStore[] = [];
const dbs: LocalDb[] = [];
afterEach(async () => {
  stores.splice(0).forEach((s) => s.close());
  dbs.splice(0).forEach((db) => db.close());
  for (const name of names.splice(0)) await deleteLocalDatabase(name);
});

function fresh(): { store: LocalTrackStore; db: LocalDb } {
  const name = `bounds-log-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const store = createLocalTrackStore(name);
  const db = new LocalDb(name);
  stores.push(store);
  dbs.push(db);
  return { store, db };
}

describe('foldLog', () => {
  it('applies writes in order: the last write of an id wins, and "none" removes it', () => {
    const base = foldLog({ ids: [], flat: new Float64Array(0) }, [
      boundsLogRow('a', { bounds: box(1, 1) }),
      boundsLogRow('b', { bounds: box(2, 2) }),
    ]);
    const folded = foldLog(base, [
      boundsLogRow('a', { bounds: box(5, 5) }),
      boundsLogRow('b', null),
      boundsLogRow('c', { bounds: null }),
      boundsLogRow('d', { bounds: box(3, 3) }),
    ]);
    expect(asMap(folded)).toEqual({ a: [5, 5, 5.1, 5.1], d: [3, 3, 3.1, 3.1] });
  });
});

describe('the bounds index of a local database', () => {
  it('follows every add, recompute and delete, and compacts its log', async () => {
    const { store, db } = fresh();
    await store.putActivity(makeActivity(1, { bounds: box(10, 20) }));
    await store.putActivity(makeActivity(2, { bounds: box(30, 40) }));
    await store.putActivity(makeActivity(3, { bounds: null }));
    expect(await db.boundsLog.count()).toBe(3);
    expect(asMap(await readBoundsIndex(db))).toEqual({
      [makeId(1)]: [10, 20, 10.1, 20.1],
      [makeId(2)]: [30, 40, 30.1, 40.1],
    });
    // The read compacts the log into the index row in the background.
    await expect.poll(() => db.boundsLog.count()).toBe(0);
    expect((await db.boundsIndex.get('bounds'))?.ids).toHaveLength(2);

    const moved = makeActivity(2, { bounds: box(-5, -6) });
    expect(await store.replaceComputed(moved)).toBe('replaced');
    await store.deleteActivities([makeId(1)]);
    await store.putActivity(makeActivity(4, { bounds: box(1, 2) }));
    expect(asMap(await readBoundsIndex(db))).toEqual({
      [makeId(2)]: [-5, -6, -4.9, -5.9],
      [makeId(4)]: [1, 2, 1.1, 2.1],
    });
  });

  it('is compacted by the store itself every BOUNDS_COMPACT_EVERY writes', async () => {
    const { store, db } = fresh();
    for (let i = 1; i < BOUNDS_COMPACT_EVERY; i++)
      await store.putActivity(makeActivity(i, { bounds: box(1, 1) }));
    expect(await db.boundsLog.count()).toBe(BOUNDS_COMPACT_EVERY - 1);
    expect(await db.boundsIndex.get('bounds')).toBeUndefined();
    await store.putActivity(makeActivity(BOUNDS_COMPACT_EVERY, { bounds: box(2, 2) }));
    await expect.poll(() => db.boundsLog.count()).toBe(0);
    expect((await db.boundsIndex.get('bounds'))?.ids).toHaveLength(BOUNDS_COMPACT_EVERY);
    await store.putActivity(makeActivity(BOUNDS_COMPACT_EVERY + 1, { bounds: box(3, 3) }));
    expect((await readBoundsIndex(db)).ids).toHaveLength(BOUNDS_COMPACT_EVERY + 1);
  });

  it('is built from the summaries once after the upgrade from version 3', async () => {
    const name = `bounds-log-${Math.random().toString(36).slice(2)}`;
    names.push(name);
    // A version-3 database holding two activities (rows as the store wrote them then).
    const v3 = new Dexie(name);
    v3.version(3).stores(SCHEMA_V3);
    await v3
      .table('summaries')
      .bulkPut([
        { ...makeActivity(1, { bounds: box(10, 20) }).summary },
        { ...makeActivity(2, { bounds: box(30, 40) }).summary },
      ]);
    v3.close();

    const db = new LocalDb(name);
    dbs.push(db);
    expect((await db.boundsIndex.get('bounds'))?.seq).toBe(REBUILD_SEQ);
    const after = createLocalTrackStore(name);
    stores.push(after);
    // Written after the upgrade and before the first read: in the summaries and in the log.
    await after.putActivity(makeActivity(3, { bounds: box(50, 60) }));
    expect(Object.keys(asMap(await readBoundsIndex(db))).sort()).toEqual(
      [makeId(1), makeId(2), makeId(3)].sort(),
    );
    const row = await db.boundsIndex.get('bounds');
    expect(row?.seq).toBeGreaterThan(REBUILD_SEQ);
    expect(await db.boundsLog.count()).toBe(0);
    await after.deleteActivities([makeId(2)]);
    expect(Object.keys(asMap(await readBoundsIndex(db))).sort()).toEqual([makeId(1), makeId(3)].sort());
  });
});
