import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeTrackStoreContract } from '../../testing/track-store-contract';
import { makeEffort, makeSegment } from '../../testing/segment-store-contract';
import { makeActivity, makeId, makeLoggerParts } from '../../testing/store-fixtures';
import { StoreQuotaError, type TrackStore } from '../track-store';
import { LocalDb } from './local-db';
import { openStoredTracks } from './stored-tracks';
import { EFFORT_WRITE_ROWS } from './local-segments';
import {
  createLocalTrackStore,
  deleteLocalDatabase,
  SUMMARY_PAGE_ROWS,
  type LocalTrackStore,
} from './local-track-store';

let dbCounter = 0;
const names = new WeakMap<TrackStore, string>();
function freshStore(): { store: LocalTrackStore; name: string } {
  dbCounter += 1;
  const name = `test-gpx-${dbCounter}-${Math.random().toString(36).slice(2)}`;
  const store = createLocalTrackStore(name);
  names.set(store, name);
  return { store, name };
}
async function dispose(store: TrackStore): Promise<void> {
  (store as LocalTrackStore).close();
  await deleteLocalDatabase(names.get(store));
}

describeTrackStoreContract(
  'local (Dexie on fake-indexeddb)',
  () => Promise.resolve(freshStore().store),
  dispose,
);

/** fake-indexeddb internals used to inject storage errors the way a browser reports them. */
interface FakeTransaction {
  _execRequestAsync(obj: { source: unknown; operation: () => unknown }): IDBRequest<IDBValidKey>;
  _abort(errName: string): void;
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const realPut = (store: IDBObjectStore, args: Parameters<IDBObjectStore['put']>): IDBRequest<IDBValidKey> =>
  Reflect.apply(originalPut, store, args);
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to call with an explicit `this`
const originalPut = IDBObjectStore.prototype.put;

/** Makes `put` into `storeName` fail with a quota error, in one of three ways browsers do. */
function injectQuota(storeName: string, how: 'sync-throw' | 'request-error' | 'abort'): void {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    if (this.name !== storeName) return realPut(this, args);
    const tx = this.transaction as unknown as FakeTransaction;
    if (how === 'sync-throw') throw quotaError();
    if (how === 'request-error') {
      return tx._execRequestAsync({
        source: this,
        operation: () => {
          throw quotaError();
        },
      });
    }
    // The write itself succeeds, then the transaction aborts with QuotaExceededError.
    const request = realPut(this, args);
    request.addEventListener('success', () => tx._abort('QuotaExceededError'));
    return request;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('local store: storage full', () => {
  it.each([
    ['originals', 'sync-throw'],
    ['originals', 'request-error'],
    ['tracks', 'request-error'],
    ['originals', 'abort'],
  ] as const)(
    'a quota error on %s (%s) gives StoreQuotaError and stores nothing of that activity',
    async (table, how) => {
      const { store, name } = freshStore();
      const kept = makeActivity(1);
      await store.putActivity(kept);
      const col = await store.createCollection('Kept');
      await store.addToCollection(col.id, [kept.summary.id]);

      injectQuota(table, how);
      const next = makeActivity(2);
      const error = await store.putActivity(next).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StoreQuotaError);
      expect((error as Error).message).toMatch(/Storage is full/);
      vi.restoreAllMocks();

      // Nothing of the new activity, in any table.
      const db = new LocalDb(name);
      for (const t of db.activityTables()) expect(await t.get(next.summary.id), t.name).toBeUndefined();
      db.close();
      // The earlier activity is intact, and the store still works.
      expect(await store.listSummaries()).toEqual([kept.summary]);
      expect((await store.getOriginal(kept.summary.id))?.bytes).toEqual(kept.original);
      expect((await store.listCollections())[0]?.trackIds).toEqual([kept.summary.id]);
      expect(await store.putActivity(next)).toBe('added');
      await dispose(store);
    },
  );

  it('a batch whose transaction aborts (storage full, tab closed) stores none of it, marked or not', async () => {
    const { store, name } = freshStore();
    const marked = await store.createCollection('Demo', 'demo-activities');
    const batch = [makeActivity(11), makeActivity(12), makeActivity(13)];
    injectQuota('originals', 'abort');
    await expect(store.putActivities(batch, { collectionId: marked.id })).rejects.toBeInstanceOf(
      StoreQuotaError,
    );
    vi.restoreAllMocks();
    const db = new LocalDb(name);
    for (const r of batch)
      for (const t of db.activityTables()) expect(await t.get(r.summary.id), t.name).toBeUndefined();
    db.close();
    expect((await store.listCollections())[0]?.trackIds).toEqual([]);
    // Written again, the whole batch is stored and marked in one go.
    expect(await store.putActivities(batch, { collectionId: marked.id })).toEqual([
      'added',
      'added',
      'added',
    ]);
    expect((await store.listCollections())[0]?.trackIds).toEqual(batch.map((r) => r.summary.id));
    await dispose(store);
  });

  it('a batch whose mark cannot be written is not stored (no activity outside its collection)', async () => {
    const { store } = freshStore();
    const batch = [makeActivity(14), makeActivity(15)];
    await expect(store.putActivities(batch, { collectionId: 'no-such-collection' })).rejects.toThrow(
      /No collection/,
    );
    expect(await store.listSummaries()).toEqual([]);
    await dispose(store);
  });

  it('passes other write errors through unchanged', async () => {
    const { store } = freshStore();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('boom', 'DataError');
    });
    const error = await store.putActivity(makeActivity(3)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(StoreQuotaError);
    expect((error as Error).name).toBe('DataError');
    vi.restoreAllMocks();
    expect(await store.existingIds([makeId(3)])).toEqual(new Set());
    await dispose(store);
  });
});

describe('local store: corrupt rows', () => {
  it('skips a corrupt summary, collection, heat row and track with a warning, keeping the rest', async () => {
    const { store, name } = freshStore();
    const good = makeActivity(1);
    await store.putActivity(good);
    const col = await store.createCollection('Good');
    const db = new LocalDb(name);
    const badId = makeId(66);
    await db.summaries.put({ ...good.summary, id: badId, distanceM: 'far' as unknown as number });
    await db.collections.put({
      id: 'broken',
      name: '',
      trackIds: 'nope' as unknown as string[],
      createdAt: 1,
      updatedAt: 1,
    });
    await db.heat.put({ id: badId, lonLat: Float32Array.of(1, 2, 3) });
    await db.tracks.put({ id: badId, track: { ...good.track, lat: [1, 2] as unknown as Float64Array } });
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await store.listSummaries()).toEqual([good.summary]);
    expect(await store.getSummary(badId)).toBeUndefined();
    expect([...(await store.getSummaries([badId, good.summary.id])).keys()]).toEqual([good.summary.id]);
    expect(await store.listCollections()).toEqual([col]);
    expect([...(await store.getHeat()).keys()]).toEqual([good.summary.id]);
    expect(await store.getTrack(badId)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`id ${badId}`));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/corrupt stored collection .*trackIds/));
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(5);
    await dispose(store);
  });
});

describe('local store: behaviour beyond the port', () => {
  it('keeps data across store instances (a reload)', async () => {
    const { store, name } = freshStore();
    const a = makeActivity(1);
    await store.putActivity(a);
    const reopened = createLocalTrackStore(name);
    expect(await reopened.getSummary(a.summary.id)).toEqual(a.summary);
    expect(await reopened.putActivity(a)).toBe('duplicate');
    reopened.close();
    await dispose(store);
  });

  it('stores channels no point has empty, and reads them back full of NaN', async () => {
    const { store, name } = freshStore();
    const a = makeActivity(2);
    const n = a.track.length;
    // Heart rate on every other point; every other channel but elevation missing everywhere.
    const hr = new Float32Array(n).fill(NaN).map((_, i) => (i % 2 === 0 ? 140 + i : NaN));
    const missing = () => new Float32Array(n).fill(NaN);
    const track = { ...a.track, hr, cad: missing(), power: missing(), temp: missing(), speed: missing() };
    await store.putActivity({ ...a, track });
    const db = new LocalDb(name);
    const row = await db.tracks.get(a.summary.id);
    db.close();
    expect(row!.track.hr).toHaveLength(n);
    expect(row!.track.ele).toHaveLength(n);
    for (const key of ['cad', 'power', 'temp', 'speed'] as const) expect(row!.track[key]).toHaveLength(0);
    const read = await store.getTrack(a.summary.id);
    expect(read).toEqual({ ...track, dist: undefined, course: undefined });
    for (const key of ['cad', 'power', 'temp', 'speed'] as const) {
      expect(read![key]).toHaveLength(n);
      expect(read![key].every(Number.isNaN)).toBe(true);
    }
    // The segments worker's reads (stored-tracks.ts) give them back the same way.
    const worker = openStoredTracks(name);
    expect((await worker.tracks([a.summary.id])).get(a.summary.id)).toEqual(read);
    worker.close();
    await dispose(store);
  });

  it('gives one added and one duplicate for two concurrent puts of the same id', async () => {
    const { store } = freshStore();
    const results = await Promise.all([
      store.putActivity(makeActivity(1)),
      store.putActivity(makeActivity(1)),
    ]);
    expect(results.sort()).toEqual(['added', 'duplicate']);
    await dispose(store);
  });

  it('indexes summaries for the table sorts and filters', async () => {
    const { store, name } = freshStore();
    await store.putActivity(makeActivity(1, { sport: 'ride', distanceM: 5000 }));
    await store.putActivity(makeActivity(2, { sport: 'run', distanceM: 3000, startTime: null }));
    await store.putActivity(makeActivity(3, { sport: 'ride', distanceM: 4000 }));
    const db = new LocalDb(name);
    expect(await db.summaries.orderBy('distanceM').primaryKeys()).toEqual([makeId(2), makeId(3), makeId(1)]);
    expect(await db.summaries.where('sport').equals('ride').primaryKeys()).toEqual([makeId(1), makeId(3)]);
    // A null start time is absent from the startTime index (IndexedDB skips invalid keys).
    expect(await db.summaries.orderBy('startTime').primaryKeys()).toEqual([makeId(1), makeId(3)]);
    for (const index of ['movingS', 'elevationGainM', 'name', 'fileName']) {
      expect(await db.summaries.orderBy(index).count(), index).toBe(3);
    }
    expect(await db.collections.where('trackIds').equals(makeId(1)).count()).toBe(0);
    db.close();
    await dispose(store);
  });

  it('stores a view array compactly, not its whole underlying buffer', async () => {
    const { store, name } = freshStore();
    const a = makeActivity(1);
    const huge = new Uint8Array(1_000_000);
    huge.set(a.original, 10);
    await store.putActivity({ ...a, original: huge.subarray(10, 10 + a.original.length) });
    const db = new LocalDb(name);
    const row = await db.originals.get(a.summary.id);
    expect(row?.bytes.buffer.byteLength).toBe(a.original.length);
    db.close();
    await dispose(store);
  });

  it("stores a logger file's original once for all its parts, keeps it for the last part", async () => {
    const { store, name } = freshStore();
    const parts = makeLoggerParts(20, 3);
    for (const r of parts) await store.putActivity(r);
    const db = new LocalDb(name);
    expect(await db.originals.toCollection().primaryKeys()).toEqual([makeId(20)]);
    await store.deleteActivities([makeId(20), `${makeId(20)}-part2`]);
    expect(await db.originals.count()).toBe(1);
    expect((await store.getOriginal(`${makeId(20)}-part3`))?.bytes).toEqual(parts[2]?.original);
    await store.deleteActivities([`${makeId(20)}-part3`]);
    expect(await db.originals.count()).toBe(0);
    db.close();
    await dispose(store);
  });

  it("reads a part's own copy of the original, stored before originals were shared", async () => {
    const { store, name } = freshStore();
    const [, second] = makeLoggerParts(20, 2);
    await store.putActivity(second!);
    const db = new LocalDb(name);
    // As an older import left it: the copy under the part's own id, none under the file's id.
    await db.originals.clear();
    await db.originals.put({ id: second!.summary.id, fileName: 'logger.gpx', bytes: second!.original });
    expect((await store.getOriginal(second!.summary.id))?.bytes).toEqual(second!.original);
    await store.deleteActivities([second!.summary.id]);
    expect(await db.originals.count()).toBe(0);
    db.close();
    await dispose(store);
  });

  it('links old per-part copies to one original once: identical copies freed, a differing one kept', async () => {
    const { store, name } = freshStore();
    const parts = makeLoggerParts(21, 4);
    for (const r of parts) await store.putActivity(r);
    const db = new LocalDb(name);
    // As an older import left them: the first part's file (its id is the file's) and a copy per part,
    // one of which differs (never freed: it is not the same file).
    const [first, second, third, fourth] = parts.map((r) => r.summary.id);
    const file = parts[0]!.original;
    const other = Uint8Array.from(file, (b, i) => (i === 0 ? b ^ 1 : b));
    await db.originals.bulkPut([
      { id: second!, fileName: 'logger.gpx', bytes: file.slice() },
      { id: third!, fileName: 'logger.gpx', bytes: other },
      { id: fourth!, fileName: 'logger.gpx', bytes: file.slice() },
    ]);
    expect(await store.linkSharedOriginals()).toBe(2);
    expect((await db.originals.toCollection().primaryKeys()).sort()).toEqual([first, third].sort());
    for (const id of [second!, fourth!]) expect((await store.getOriginal(id))?.bytes).toEqual(file);
    expect((await db.originals.get(third!))?.bytes).toEqual(other); // kept as it is
    expect(await store.linkSharedOriginals()).toBe(0); // once: nothing left to do

    // The first part deleted earlier (its file with it): the first copy moves to the file's id.
    await db.originals.clear();
    await db.originals.bulkPut([
      { id: fourth!, fileName: 'logger.gpx', bytes: file.slice() },
      { id: second!, fileName: 'logger.gpx', bytes: file.slice() },
    ]);
    await db.summaries.delete(first!);
    expect(await store.linkSharedOriginals()).toBe(2);
    expect(await db.originals.toCollection().primaryKeys()).toEqual([first]);
    expect((await store.getOriginal(fourth!))?.bytes).toEqual(file);
    // Summaries, tracks and the rest untouched.
    expect((await store.listSummaries()).length).toBe(3);
    db.close();
    await dispose(store);
  });
});

describe('local store: long lists in pieces', () => {
  it('lists more summaries than one page holds, each once, in id order', async () => {
    const { store, name } = freshStore();
    const db = new LocalDb(name);
    const count = 2 * SUMMARY_PAGE_ROWS + 3;
    const summaries = Array.from({ length: count }, (_, i) => ({
      ...makeActivity(1).summary,
      id: makeId(i),
    }));
    await db.summaries.bulkPut(summaries);
    db.close();
    const listed = await store.listSummaries();
    expect(listed.map((s) => s.id)).toEqual(summaries.map((s) => s.id).sort());
    await dispose(store);
  });

  it('stores a segment with more efforts than one write holds, replacing the old ones', async () => {
    const { store, name } = freshStore();
    const db = new LocalDb(name);
    const count = 2 * EFFORT_WRITE_ROWS + 7;
    const trackIds = Array.from({ length: count }, (_, i) => makeId(i));
    await db.summaries.bulkPut(trackIds.map((id) => ({ ...makeActivity(1).summary, id })));
    db.close();
    const seg = makeSegment(1);
    await store.putSegment(seg, [makeEffort(seg.id, trackIds[0]!, 999)]);
    const efforts = trackIds.map((id, k) => makeEffort(seg.id, id, k));
    await store.putSegment(seg, efforts);
    const stored = await store.listEfforts({ segmentId: seg.id });
    expect(stored.map((e) => e.id).sort()).toEqual(efforts.map((e) => e.id).sort());
    await dispose(store);
  });
});

describe('local store: shares (issue 37)', () => {
  it('cannot share: says it needs an account, and stores nothing', async () => {
    const { store } = freshStore();
    try {
      expect(store.shares?.available).toBe(false);
      await store.putActivity(makeActivity(1));
      const before = await store.listSummaries();
      const page = {} as Parameters<NonNullable<TrackStore['shares']>['createShare']>[0];
      await expect(store.shares!.createShare(page, makeId(1))).rejects.toThrow(/needs an account/);
      await expect(store.shares!.revokeShare('0'.repeat(32))).rejects.toThrow(/nothing has left it/);
      expect(await store.shares!.listShares()).toEqual([]);
      expect(await store.listSummaries()).toEqual(before);
    } finally {
      await dispose(store);
    }
  });
});
