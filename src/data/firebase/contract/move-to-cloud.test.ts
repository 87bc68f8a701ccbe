// Moving local data to the cloud, over two TrackStore ports: the local (Dexie) store as the source,
// and as the target either a second local store or the Firebase adapter on the offline SDK.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeActivity, makeId } from '../../../testing/store-fixtures';
import {
  createLocalTrackStore,
  deleteLocalDatabase,
  type LocalTrackStore,
} from '../../local/local-track-store';
import type { TrackStore } from '../../track-store';
import { createMemoryBlobStore } from './blob-store';
import { createFirebaseTrackStore } from '../firebase-track-store';
import { moveToCloud, type MoveProgress } from './move-to-cloud';
import { createOfflineFirestore, type OfflineFirestore } from '../testing/offline-firestore';

let counter = 0;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function localStore(): LocalTrackStore {
  counter += 1;
  const name = `move-test-${counter}-${Math.random().toString(36).slice(2)}`;
  const store = createLocalTrackStore(name);
  cleanups.push(async () => {
    store.close();
    await deleteLocalDatabase(name);
  });
  return store;
}

async function firebaseStore(): Promise<TrackStore> {
  const firestore: OfflineFirestore = await createOfflineFirestore();
  cleanups.push(() => firestore.dispose());
  return createFirebaseTrackStore({
    db: firestore.db,
    uid: 'mover',
    blobs: createMemoryBlobStore(),
    commit: firestore.commit,
  });
}

async function filled(seeds: readonly number[]): Promise<LocalTrackStore> {
  const store = localStore();
  for (const seed of seeds) await store.putActivity(makeActivity(seed));
  return store;
}

const ids = async (store: TrackStore) => (await store.listSummaries()).map((s) => s.id).sort();

describe('moveToCloud', () => {
  it('copies every activity with all its pieces, reporting progress', async () => {
    const from = await filled([1, 2, 3]);
    const to = await firebaseStore();
    const seen: MoveProgress[] = [];
    const report = await moveToCloud(from, to, { onProgress: (p) => seen.push(p) });
    expect(report).toMatchObject({
      total: 3,
      done: 3,
      copied: 3,
      alreadyThere: 0,
      failed: [],
      complete: true,
    });
    expect(seen.map((p) => p.done)).toEqual([0, 1, 2, 3]);
    expect(await ids(to)).toEqual([1, 2, 3].map(makeId).sort());
    expect(await to.getSummary(makeId(2))).toEqual(makeActivity(2).summary);
    expect((await to.getOriginal(makeId(3)))?.fileName).toBe('activity-3.gpx');
    expect((await to.getTrack(makeId(1)))?.length).toBe(makeActivity(1).track.length);
  });

  it('is resumable: a stopped run continues where it stopped, without duplicates', async () => {
    const from = await filled([1, 2, 3, 4, 5]);
    const to = localStore();
    const controller = new AbortController();
    const first = await moveToCloud(from, to, {
      signal: controller.signal,
      onProgress: (p) => p.copied === 2 && controller.abort(),
    });
    expect(first).toMatchObject({ complete: false, copied: 2, done: 2 });
    expect(await ids(to)).toHaveLength(2);
    const second = await moveToCloud(from, to);
    expect(second).toMatchObject({ complete: true, total: 5, copied: 3, alreadyThere: 2, done: 5 });
    expect(await ids(to)).toEqual([1, 2, 3, 4, 5].map(makeId).sort());
    const third = await moveToCloud(from, to);
    expect(third).toMatchObject({ copied: 0, alreadyThere: 5 });
  });

  it('skips activities the target already has (same content-hash id)', async () => {
    const from = await filled([1, 2]);
    const to = await filled([2]);
    await to.updateSummary(makeId(2), { name: 'Renamed in the cloud' });
    const report = await moveToCloud(from, to);
    expect(report).toMatchObject({ copied: 1, alreadyThere: 1 });
    expect((await to.getSummary(makeId(2)))?.name).toBe('Renamed in the cloud');
  });

  it('reports an activity it cannot read and carries on with the rest', async () => {
    const from = await filled([1, 2, 3]);
    const broken: TrackStore = {
      ...from,
      getTrack: (id) => (id === makeId(2) ? Promise.resolve(undefined) : from.getTrack(id)),
    };
    const to = localStore();
    const report = await moveToCloud(broken, to);
    expect(report.failed).toEqual([
      { id: makeId(2), name: 'Activity 2', error: 'the local copy has no track' },
    ]);
    expect(report).toMatchObject({ copied: 2, done: 3, complete: true });
    expect(await ids(to)).toEqual([makeId(1), makeId(3)].sort());
  });

  it('moves collections by name, once, with the copied members', async () => {
    const from = await filled([1, 2, 3]);
    const trip = await from.createCollection('Trip');
    await from.addToCollection(trip.id, [makeId(1), makeId(3)]);
    await from.createCollection('Empty');
    const to = await firebaseStore();
    const existing = await to.createCollection('Trip');
    expect((await moveToCloud(from, to)).collectionsCreated).toBe(1);
    expect((await moveToCloud(from, to)).collectionsCreated).toBe(0);
    const collections = await to.listCollections();
    expect(collections.map((c) => c.name).sort()).toEqual(['Empty', 'Trip']);
    expect(collections.find((c) => c.id === existing.id)?.trackIds).toEqual([makeId(1), makeId(3)]);
  });
});
