// The Firebase adapter on a real Firestore server (the Cloud Firestore emulator with the real
// firestore.rules): the TrackStore contract, with every write checked to have been ACCEPTED by the
// server (the adapter queues writes locally, so a rejected write would otherwise pass unseen) and a
// second device of the same user seeing what the first one stored; then the incremental sync's
// server reads, and the rules seen through the adapter. Cloud Storage: see emulator-store.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { makeActivity } from '../../src/testing/store-fixtures';
import { describeTrackStoreContract } from '../../src/testing/track-store-contract';
import type { TrackStore } from '../../src/data/track-store';
import { openEmulatorStore, type EmulatorStore } from './emulator-store';

let users = 0;
const opened = new Map<TrackStore, { handle: EmulatorStore; uid: string }>();
const later: EmulatorStore[] = [];

function open(uid: string, tokenUid = uid): EmulatorStore {
  const handle = openEmulatorStore(uid, tokenUid);
  later.push(handle);
  return handle;
}
afterEach(async () => {
  await Promise.all(later.splice(0).map((h) => h.dispose()));
});

/** What Firestore rejects a request with when the rules deny it. */
const DENIED = { code: 'permission-denied' };
const sortedIds = (list: { id: string }[]) => list.map((s) => s.id).sort();

describeTrackStoreContract(
  'firebase on the Firestore emulator with firestore.rules',
  () => {
    users += 1;
    const uid = `contract-${users}-${Date.now()}`;
    const handle = openEmulatorStore(uid);
    opened.set(handle.store, { handle, uid });
    return Promise.resolve(handle.store);
  },
  async (store) => {
    const entry = opened.get(store);
    opened.delete(store);
    if (!entry) return;
    const { handle, uid } = entry;
    await handle.settle();
    // Whatever the device shows, the server has: another device of the same user reads the same.
    const [summaries, collections] = await Promise.all([store.listSummaries(), store.listCollections()]);
    await handle.dispose();
    expect(handle.writeErrors.map((e) => e.message)).toEqual([]);
    const other = openEmulatorStore(uid);
    try {
      const seen = await other.store.listSummaries();
      expect(sortedIds(seen)).toEqual(sortedIds(summaries));
      expect(seen.map((s) => [s.id, s.name, s.sport]).sort()).toEqual(
        summaries.map((s) => [s.id, s.name, s.sport]).sort(),
      );
      const otherCollections = await other.store.listCollections();
      expect(otherCollections.map((c) => [c.id, c.name, [...c.trackIds].sort()])).toEqual(
        collections.map((c) => [c.id, c.name, [...c.trackIds].sort()]),
      );
    } finally {
      await other.dispose();
    }
  },
);

describe('incremental sync on the emulator', () => {
  it('a cold load reads every live document once; a later sync reads only the changes', async () => {
    const writer = open('sync-user');
    for (let seed = 1; seed <= 30; seed++) await writer.store.putActivity(makeActivity(seed));
    await writer.settle();
    expect(writer.writeErrors).toEqual([]);

    const reader = open('sync-user');
    const cold = await reader.store.sync();
    expect(cold).toMatchObject({ source: 'cold', serverQueries: 1, serverReads: 30 });
    expect(await reader.store.listSummaries()).toHaveLength(30);

    // Nothing changed: the warm sync is one query, billed as one read.
    expect(await reader.store.sync()).toMatchObject({ source: 'warm', serverQueries: 1, serverReads: 1 });

    const other = open('sync-user');
    await other.store.sync();
    await other.store.updateSummary(makeActivity(3).summary.id, { name: 'Renamed elsewhere' });
    await other.store.deleteActivities([makeActivity(4).summary.id]);
    await other.settle();
    expect(other.writeErrors).toEqual([]);

    const warm = await reader.store.sync();
    expect(warm).toMatchObject({ source: 'warm', serverQueries: 1, serverReads: 2 });
    expect((await reader.store.getSummary(makeActivity(3).summary.id))?.name).toBe('Renamed elsewhere');
    expect(await reader.store.getSummary(makeActivity(4).summary.id)).toBeUndefined();
    expect(await reader.store.listSummaries()).toHaveLength(29);
  });

  it('a delete made on one device is seen by a second device that loaded before it', async () => {
    const first = open('delete-user');
    for (let seed = 60; seed < 65; seed++) await first.store.putActivity(makeActivity(seed));
    await first.settle();
    const second = open('delete-user');
    expect(await second.store.sync()).toMatchObject({ source: 'cold', serverReads: 5 });

    await first.store.deleteActivities([makeActivity(60).summary.id, makeActivity(61).summary.id]);
    await first.settle();
    expect(first.writeErrors).toEqual([]);

    // The tombstones are what the second device reads: two documents, both deletes.
    expect(await second.store.sync()).toMatchObject({ source: 'warm', serverReads: 2 });
    expect(sortedIds(await second.store.listSummaries())).toEqual(
      [62, 63, 64].map((s) => makeActivity(s).summary.id).sort(),
    );
    // A third device starting cold never reads the tombstones.
    const third = open('delete-user');
    expect(await third.store.sync()).toMatchObject({ source: 'cold', serverQueries: 1, serverReads: 3 });
  });
});

describe('rules seen through the adapter', () => {
  it('a store signed in as another user can neither read nor write the owner’s data', async () => {
    const owner = open('victim');
    await owner.store.putActivity(makeActivity(70));
    await owner.settle();
    const intruder = open('victim', 'intruder');
    await expect(intruder.store.listSummaries()).rejects.toMatchObject(DENIED);
    await expect(intruder.store.putActivity(makeActivity(50))).rejects.toMatchObject(DENIED);
    await expect(intruder.store.listCollections()).rejects.toMatchObject(DENIED);
    expect(sortedIds(await open('victim').store.listSummaries())).toEqual([makeActivity(70).summary.id]);
  });
});
