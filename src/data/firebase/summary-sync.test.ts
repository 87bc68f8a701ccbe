// The incremental sync against a fake server that bills like Firestore (one read per document
// returned, at least one per query). These are the figures quoted in the README.
import { describe, expect, it } from 'vitest';
import { makeId, storedSummary } from '../../testing/store-fixtures';
import { SummaryIndex, SYNC_PAGE_SIZE } from './summary-sync';
import { FakeSummaryServer } from './testing/fake-summary-server';

const ACTIVITIES = 10_000;

function serverWith(count: number): FakeSummaryServer {
  const server = new FakeSummaryServer();
  const base = storedSummary();
  for (let i = 0; i < count; i++) server.write({ ...base, id: makeId(i), name: `Activity ${i}` });
  return server;
}

describe('summary sync', () => {
  it('cold load of 10,000 activities: one query, 10,000 reads; the reload reads one document', async () => {
    const server = serverWith(ACTIVITIES);
    const device = server.device();
    const first = new SummaryIndex(device);
    expect(await first.sync()).toEqual({
      source: 'cold',
      cachedDocs: 0,
      serverQueries: 1,
      serverReads: ACTIVITIES,
    });
    expect(first.live.size).toBe(ACTIVITIES);

    const reload = new SummaryIndex(device);
    // Nothing changed: an empty result is still billed as one read.
    expect(await reload.sync()).toEqual({
      source: 'warm',
      cachedDocs: ACTIVITIES,
      serverQueries: 1,
      serverReads: 1,
    });
    expect(reload.live.size).toBe(ACTIVITIES);
  });

  it('warm load after changes on another device reads only the changed documents, deletes included', async () => {
    const server = serverWith(ACTIVITIES);
    const device = server.device();
    await new SummaryIndex(device).sync();
    const base = storedSummary();
    for (let i = 0; i < 12; i++) server.write({ ...base, id: makeId(i), name: `Renamed ${i}` });
    for (let i = 0; i < 5; i++) server.write({ ...base, id: makeId(ACTIVITIES + i), name: `New ${i}` });
    for (let i = 100; i < 103; i++) server.remove(makeId(i));

    const reload = new SummaryIndex(device);
    const stats = await reload.sync();
    expect(stats).toEqual({ source: 'warm', cachedDocs: ACTIVITIES, serverQueries: 1, serverReads: 20 });
    expect(reload.live.size).toBe(ACTIVITIES + 5 - 3);
    expect(reload.live.get(makeId(3))?.name).toBe('Renamed 3');
    expect(reload.live.has(makeId(101))).toBe(false);
    expect(reload.live.get(makeId(ACTIVITIES + 4))?.name).toBe('New 4');
  });

  it('pages a large batch of changes and keeps the same index as a cold load', async () => {
    const server = serverWith(100);
    const device = server.device();
    const index = new SummaryIndex(device);
    await index.sync();
    const base = storedSummary();
    const changes = 2 * SYNC_PAGE_SIZE + 500;
    for (let i = 0; i < changes; i++) server.write({ ...base, id: makeId(1000 + i) });
    for (let i = 0; i < 50; i++) server.remove(makeId(i));
    const stats = await index.sync();
    expect(stats.serverQueries).toBe(3);
    expect(stats.serverReads).toBe(changes + 50);
    const cold = new SummaryIndex(server.device());
    await cold.sync();
    expect([...index.live.keys()].sort()).toEqual([...cold.live.keys()].sort());
  });

  it('a delete made before the cold load is never read; one made after it arrives by the next sync', async () => {
    const server = serverWith(10);
    server.remove(makeId(0));
    const device = server.device();
    const index = new SummaryIndex(device);
    await index.sync();
    expect(index.live.has(makeId(0))).toBe(false);
    server.remove(makeId(1));
    await index.sync();
    expect(index.live.has(makeId(1))).toBe(false);
    expect(index.live.size).toBe(8);
  });

  it('offline: serves the cached index without failing, and says so', async () => {
    const server = serverWith(30);
    const device = server.device();
    await new SummaryIndex(device).sync();
    server.online = false;
    const offline = new SummaryIndex(device);
    expect(await offline.sync()).toEqual({
      source: 'offline',
      cachedDocs: 30,
      serverQueries: 0,
      serverReads: 0,
    });
    expect(offline.live.size).toBe(30);
  });

  it('propagates errors other than offline (e.g. permission denied) instead of hiding them', async () => {
    const server = serverWith(1);
    const device = server.device();
    const denied = {
      ...device,
      readServerPage: () =>
        Promise.reject(
          Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
        ),
    };
    await expect(new SummaryIndex(denied).sync()).rejects.toThrow('insufficient permissions');
  });
});
