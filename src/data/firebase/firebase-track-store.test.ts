// Firebase-specific behaviour of the adapter on the real SDK offline (see the contract test for
// the port itself): bad documents, tombstones, sync cost, files, the heat index.
import { doc, getDocFromCache, setDoc, Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeActivity, makeId, storedSummary } from '../../testing/store-fixtures';
import { createMemoryBlobStore, type BlobStore, type MemoryBlobStore } from './contract/blob-store';
import { createFirebaseTrackStore } from './firebase-track-store';
import { packHeatIndex } from './contract/heat-index-codec';
import { heatIndexPath, trackFilePath } from './contract/storage-paths';
import { createOfflineFirestore, type OfflineFirestore } from './testing/offline-firestore';

const UID = 'user-1';
let firestore: OfflineFirestore;
let blobs: MemoryBlobStore;

beforeEach(async () => {
  firestore = await createOfflineFirestore();
  blobs = createMemoryBlobStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await firestore.dispose();
});

const open = (overrides: { blobs?: BlobStore; uid?: string } = {}) =>
  createFirebaseTrackStore({
    db: firestore.db,
    uid: overrides.uid ?? UID,
    blobs: overrides.blobs ?? blobs,
    commit: firestore.commit,
  });

describe('Firebase track store', () => {
  it('skips a corrupt summary document with a one-line warning and lists the others', async () => {
    const store = open();
    await store.putActivity(makeActivity(1));
    const bad = {
      ...storedSummary({ id: makeId(2) }),
      sport: 'yoga',
      deleted: false,
      updatedAt: Timestamp.now(),
    };
    void setDoc(doc(firestore.db, 'users', UID, 'tracks', makeId(2)), bad);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = open();
    expect((await fresh.listSummaries()).map((s) => s.id)).toEqual([makeId(1)]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Skipped a corrupt activity document \\(id ${makeId(2)}\\): sport`)),
    );
  });

  it('stores files under users/{uid}/tracks/{id}/ with the expected content types', async () => {
    const a = makeActivity(3);
    await open().putActivity(a);
    const id = a.summary.id;
    expect([...blobs.objects.keys()].sort()).toEqual(
      [
        trackFilePath(UID, id, 'original.gpx'),
        trackFilePath(UID, id, 'products.bin'),
        trackFilePath(UID, id, 'track.bin'),
      ].sort(),
    );
    expect(blobs.objects.get(trackFilePath(UID, id, 'original.gpx'))?.contentType).toBe(
      'application/gpx+xml',
    );
    expect(blobs.objects.get(trackFilePath(UID, id, 'track.bin'))?.contentType).toBe(
      'application/octet-stream',
    );
  });

  it('keeps a gzip original as original.gpx.gz and reads it back', async () => {
    const a = {
      ...makeActivity(4, { fileName: 'ride.gpx.gz', fileSize: 7 }),
      original: Uint8Array.of(0x1f, 0x8b, 8, 0, 1, 2, 3),
    };
    const store = open();
    await store.putActivity(a);
    expect(blobs.objects.get(trackFilePath(UID, a.summary.id, 'original.gpx.gz'))?.contentType).toBe(
      'application/gzip',
    );
    expect([...((await store.getOriginal(a.summary.id))?.bytes ?? [])]).toEqual([...a.original]);
  });

  it('leaves a tombstone (not a hole) when an activity is deleted, so other devices learn of it', async () => {
    const store = open();
    const a = makeActivity(5);
    await store.putActivity(a);
    await store.deleteActivities([a.summary.id]);
    const data = (await getDocFromCache(doc(firestore.db, 'users', UID, 'tracks', a.summary.id))).data();
    expect(Object.keys(data ?? {}).sort()).toEqual(['deleted', 'id', 'updatedAt']);
    expect(data?.deleted).toBe(true);
    expect([...blobs.objects.keys()]).toEqual([]);
    expect(await open().listSummaries()).toEqual([]);
  });

  it('a second adapter (a reload) reads queued writes from the local cache without the server', async () => {
    const store = open();
    await store.putActivity(makeActivity(6));
    await store.updateSummary(makeId(6), { name: 'Renamed offline' });
    const reloaded = open();
    expect((await reloaded.getSummary(makeId(6)))?.name).toBe('Renamed offline');
    const stats = reloaded.lastSyncStats();
    expect(stats).toEqual({ source: 'offline', cachedDocs: 1, serverQueries: 0, serverReads: 0 });
  });

  it('does not ask the server while the device is offline, and syncs once it is back', async () => {
    let online = false;
    await open().putActivity(makeActivity(13));
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs,
      commit: firestore.commit,
      isOnline: () => online,
    });
    // A new activity needs the server (its document before its files): refused offline, at once.
    await expect(store.putActivity(makeActivity(14))).rejects.toThrow(/offline/);
    expect(blobs.objects.size).toBe(3);
    expect(await store.listSummaries()).toHaveLength(1);
    expect(store.lastSyncStats()).toBeNull();
    online = true;
    await store.listSummaries();
    expect(store.lastSyncStats()?.source).toBe('offline');
  });

  it('keeps users apart: another uid sees nothing', async () => {
    await open().putActivity(makeActivity(7));
    expect(await open({ uid: 'user-2' }).listSummaries()).toEqual([]);
  });

  it('stores nothing when a file upload fails, and removes the files already uploaded', async () => {
    const failing: BlobStore = {
      ...blobs,
      put: (p, b, t) =>
        p.endsWith('products.bin') ? Promise.reject(new Error('You are offline')) : blobs.put(p, b, t),
    };
    const store = open({ blobs: failing });
    await expect(store.putActivity(makeActivity(8))).rejects.toThrow('You are offline');
    expect(blobs.objects.size).toBe(0);
    expect(await store.existingIds([makeId(8)])).toEqual(new Set());
    // The document went first; a tombstone now stands in its place, for every device.
    const data = (await getDocFromCache(doc(firestore.db, 'users', UID, 'tracks', makeId(8)))).data();
    expect(data).toMatchObject({ id: makeId(8), deleted: true });
    expect(await open().existingIds([makeId(8)])).toEqual(new Set());
  });

  it('reads heat and paths of many activities from the one heat-index object', async () => {
    const store = open();
    const seeds = Array.from({ length: 25 }, (_, i) => 100 + i);
    for (const seed of seeds) await store.putActivity(makeActivity(seed));
    const indexed = new Map(
      seeds.slice(0, 24).map((s) => [
        makeId(s),
        {
          heat: { lonLat: Float32Array.of(s, s) },
          path: { lonLat: Float32Array.of(s, -s), partStarts: Uint32Array.of(0) },
        },
      ]),
    );
    indexed.set(makeId(999), {
      heat: { lonLat: Float32Array.of(9, 9) },
      path: { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) },
    });
    await blobs.put(heatIndexPath(UID), packHeatIndex(indexed), 'application/octet-stream');
    const gets: string[] = [];
    const counting = open({ blobs: { ...blobs, get: (p) => (gets.push(p), blobs.get(p)) } });
    const heat = await counting.getHeat();
    expect(heat.size).toBe(25);
    expect([...(heat.get(makeId(100))?.lonLat ?? [])]).toEqual([100, 100]);
    // The one activity missing from the index comes from its own products file; deleted ids are ignored.
    expect([...(heat.get(makeId(124))?.lonLat ?? [])]).toEqual([...makeActivity(124).products.heat.lonLat]);
    expect(heat.has(makeId(999))).toBe(false);
    expect(gets).toEqual([heatIndexPath(UID), trackFilePath(UID, makeId(124), 'products.bin')]);
    expect([...((await counting.getPaths()).get(makeId(101))?.lonLat ?? [])]).toEqual([101, -101]);
  });

  it('reports a write the server rejects and takes it back out of the index', async () => {
    const errors: Error[] = [];
    let reject = false;
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs,
      onWriteError: (e) => errors.push(e),
      // The write is queued as usual; the "server" then refuses it (as the rules would).
      commit: (batch) => {
        void batch.commit();
        if (!reject) return Promise.resolve();
        return new Promise<void>((_, fail) =>
          setTimeout(() => fail(new Error('Missing or insufficient permissions.')), 50),
        );
      },
    });
    const a = makeActivity(11);
    await store.putActivity(a);
    reject = true;
    await store.updateSummary(a.summary.id, { name: 'Refused rename' });
    expect((await store.getSummary(a.summary.id))?.name).toBe('Refused rename');
    await vi.waitFor(() =>
      expect(errors.map((e) => e.message)).toEqual(['Missing or insufficient permissions.']),
    );
    expect((await store.getSummary(a.summary.id))?.name).toBe(a.summary.name);
  });

  it('a new activity the server refuses: the import hears why, and no file is uploaded', async () => {
    const errors: Error[] = [];
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs,
      onWriteError: (e) => errors.push(e),
      commit: (batch) => {
        void batch.commit();
        return Promise.reject(new Error('Missing or insufficient permissions.'));
      },
    });
    await expect(store.putActivity(makeActivity(13))).rejects.toThrow('Missing or insufficient permissions.');
    expect(blobs.objects.size).toBe(0);
    expect(await store.existingIds([makeId(13)])).toEqual(new Set());
    // Told to the caller (the import lists it), not to the background error handler as well.
    expect(errors).toEqual([]);
  });

  it('asks once for a heat index rebuild when many activities are missing from it', async () => {
    const onHeatIndexStale = vi.fn();
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs,
      onHeatIndexStale,
      commit: firestore.commit,
    });
    for (let seed = 200; seed < 225; seed++) await store.putActivity(makeActivity(seed));
    expect((await store.getHeat()).size).toBe(25);
    await store.getPaths();
    expect(onHeatIndexStale).toHaveBeenCalledTimes(1);
    const few = createFirebaseTrackStore({ db: firestore.db, uid: UID, blobs, onHeatIndexStale });
    await few.getHeat([makeId(200), makeId(201)]);
    expect(onHeatIndexStale).toHaveBeenCalledTimes(1);
  });

  it('skips a corrupt products file with a warning instead of failing the whole read', async () => {
    const store = open();
    await store.putActivity(makeActivity(9));
    await store.putActivity(makeActivity(10));
    await blobs.put(
      trackFilePath(UID, makeId(9), 'products.bin'),
      Uint8Array.of(1, 2, 3),
      'application/octet-stream',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect([...(await store.getProfiles([makeId(9), makeId(10)])).keys()]).toEqual([makeId(10)]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Skipped a corrupt stored view products/));
  });
});
