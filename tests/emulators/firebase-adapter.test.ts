// The Firebase adapter against the Firestore and Storage emulators (real network round trips):
// the TrackStore contract, the sync's server reads, and a write the rules reject being rolled back.
// The user is faked with the emulators' mockUserToken (no Auth emulator needed).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  waitForPendingWrites,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity } from '../../src/data/contract/fixtures';
import { describeTrackStoreContract } from '../../src/data/contract/track-store-contract';
import { createCloudBlobStore } from '../../src/data/firebase/cloud-blob-store';
import {
  createFirebaseTrackStore,
  type FirebaseTrackStore,
} from '../../src/data/firebase/firebase-track-store';
import type { TrackStore } from '../../src/data/track-store';
import { emulatorHost, firestoreRules, PROJECT_ID, storageRules } from './emulator-env';

let counter = 0;
const cleanups = new Map<TrackStore, () => Promise<void>>();

/** A store for `uid`, authenticated to the emulators as `tokenUid` (the same unless testing the rules). */
function open(uid: string, tokenUid = uid): FirebaseTrackStore {
  counter += 1;
  const app = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'emulator',
      appId: 'emulator',
      storageBucket: `${PROJECT_ID}.appspot.com`,
    },
    `emulator-${counter}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const fs = emulatorHost('FIRESTORE_EMULATOR_HOST');
  connectFirestoreEmulator(db, fs.host, fs.port, { mockUserToken: { user_id: tokenUid, sub: tokenUid } });
  const storage = getStorage(app);
  const st = emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST');
  connectStorageEmulator(storage, st.host, st.port, { mockUserToken: { user_id: tokenUid, sub: tokenUid } });
  const store = createFirebaseTrackStore({ db, uid, blobs: createCloudBlobStore(storage, () => true) });
  cleanups.set(store, async () => {
    await waitForPendingWrites(db).catch(() => undefined);
    await terminate(db);
    await deleteApp(app);
  });
  return store;
}
const dispose = async (store: TrackStore) => {
  await cleanups.get(store)?.();
  cleanups.delete(store);
};

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: firestoreRules() },
    storage: { ...emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST'), rules: storageRules() },
  });
});
afterAll(() => env?.cleanup());

describeTrackStoreContract(
  'firebase on the emulators',
  () => Promise.resolve(open(`contract-${counter + 1}`)),
  dispose,
);

describe('sync on the emulator', () => {
  it('a cold load reads every live document once; a later sync reads only the changes', async () => {
    const writer = open('sync-user');
    for (let seed = 1; seed <= 30; seed++) await writer.putActivity(makeActivity(seed));
    await dispose(writer);

    const reader = open('sync-user');
    const cold = await reader.sync();
    expect(cold).toMatchObject({ source: 'cold', serverQueries: 1, serverReads: 30 });
    expect(await reader.listSummaries()).toHaveLength(30);

    const other = open('sync-user');
    await other.sync();
    await other.updateSummary(makeActivity(3).summary.id, { name: 'Renamed elsewhere' });
    await other.deleteActivities([makeActivity(4).summary.id]);
    await dispose(other);

    const warm = await reader.sync();
    expect(warm.source).toBe('warm');
    // The two changed documents, plus at most the newest one already seen (same millisecond).
    expect(warm.serverReads).toBeGreaterThanOrEqual(2);
    expect(warm.serverReads).toBeLessThanOrEqual(3);
    expect((await reader.getSummary(makeActivity(3).summary.id))?.name).toBe('Renamed elsewhere');
    expect(await reader.getSummary(makeActivity(4).summary.id)).toBeUndefined();
    await dispose(reader);
  });
});

describe('rules at the adapter level', () => {
  it('a store whose user is not the path owner can neither read nor write there', async () => {
    const intruder = open('victim', 'intruder');
    await expect(intruder.putActivity(makeActivity(50))).rejects.toThrow(/permission/i);
    await expect(intruder.listSummaries()).rejects.toThrow(/permission/i);
    await dispose(intruder);
    const owner = open('victim');
    expect(await owner.listSummaries()).toEqual([]);
    await dispose(owner);
  });
});
