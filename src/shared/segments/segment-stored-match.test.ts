import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStoredTracks } from '../../data/local/stored-tracks';
import {
  createLocalTrackStore,
  deleteLocalDatabase,
  type LocalTrackStore,
} from '../../data/local/local-track-store';
import { trackFromPoints } from '../../domain/track/track-data';
import { drive, Road } from '../../domain/segments/test-roads';
import { computeBounds } from '../../domain/stats/bounds';
import { T0 } from '../../domain/stats/test-tracks';
import { makeActivity, makeId } from '../../testing/store-fixtures';
import {
  createInProcessSegmentsRunner,
  createSegmentsClient,
  matchWorkerCount,
  MAX_MATCH_WORKERS,
  type SegmentsWorkerLike,
} from '../../workers/segments/client';
import { createSegmentsHandler } from '../../workers/segments/handler';
import type { SegmentsRequest } from '../../workers/segments/protocol';
import { STORED_MATCH_BATCH } from '../../workers/segments/match-stored';
import { matchEverywhere, saveSegment } from './segment-engine';

const road = new Road([
  [0, 0],
  [0, 1000],
  [1000, 1000],
]);
const segment = { ...road.segment('The corner'), id: 'c'.repeat(32) };

/** A stored activity riding the road at `speed` m/s, starting 200 m before it. */
function ride(seed: number, speed: number) {
  const t0 = T0 + seed * 86_400_000;
  const track = trackFromPoints(
    drive(road, { position: (t) => -200 + speed * t, durationS: 2400 / speed, t0 }),
  );
  const bounds = computeBounds(track.lat, track.lon, new Uint8Array(track.length));
  const base = makeActivity(seed, { bounds, sport: 'ride', startTime: t0, points: track.length });
  return { ...base, track };
}

let opened: LocalTrackStore[] = [];
afterEach(async () => {
  for (const s of opened) {
    s.close();
    await deleteLocalDatabase(s.localDbName);
  }
  opened = [];
});

async function storeWith(count: number): Promise<LocalTrackStore> {
  const store = createLocalTrackStore(`stored-match-${Math.random().toString(36).slice(2)}`);
  opened.push(store);
  for (let i = 1; i <= count; i++) await store.putActivity(ride(i, 4 + (i % 7)));
  // One far away (its bounds miss the segment) and one without bounds.
  await store.putActivity(makeActivity(900, { bounds: { minLat: 10, maxLat: 11, minLon: 10, maxLon: 11 } }));
  await store.putActivity(makeActivity(901, { bounds: null }));
  return store;
}

const key = (e: { trackId: string; startPos: number; elapsedS: number | null }) =>
  `${e.trackId}:${e.startPos.toFixed(3)}:${e.elapsedS?.toFixed(3)}`;

describe('matching a segment in the worker, which reads the local database itself', () => {
  it('finds exactly the efforts the main-thread path finds, with or without the summaries', async () => {
    // More activities than one batch, so the worker reads several batches (one ahead).
    const store = await storeWith(STORED_MATCH_BATCH + 3);
    const main = await matchEverywhere(store, createInProcessSegmentsRunner(), segment);
    expect(main).toHaveLength(STORED_MATCH_BATCH + 3);

    const worker = createInProcessSegmentsRunner({ openStore: openStoredTracks });
    expect(worker.readsStore).toBe(true);
    const own = await matchEverywhere(store, worker, segment);
    const given = await matchEverywhere(store, worker, segment, await store.listSummaries());
    expect(own.map(key).sort()).toEqual(main.map(key).sort());
    expect(given.map(key).sort()).toEqual(main.map(key).sort());
    expect(own.every((e) => e.sport === 'ride' && e.segmentId === segment.id)).toBe(true);
  });

  it('keeps its bounds index current: a new activity is found, a deleted one is not', async () => {
    const store = await storeWith(2);
    const worker = createInProcessSegmentsRunner({ openStore: openStoredTracks });
    expect(await matchEverywhere(store, worker, segment)).toHaveLength(2);
    await store.putActivity(ride(3, 6));
    await store.deleteActivities([makeId(1)]);
    const ids = (await matchEverywhere(store, worker, segment)).map((e) => e.trackId).sort();
    expect(ids).toEqual([makeId(2), makeId(3)].sort());
  });

  it('records the sport as stored now, and saves the efforts', async () => {
    const store = await storeWith(2);
    await store.updateSummary(makeId(2), { sport: 'run' });
    const worker = createInProcessSegmentsRunner({ openStore: openStoredTracks });
    expect(await saveSegment(store, worker, segment)).toBe(2);
    const efforts = await store.listEfforts({ segmentId: segment.id });
    expect(efforts.find((e) => e.trackId === makeId(2))?.sport).toBe('run');
  });

  it('splits a match over several workers, each matching its share of the candidates', async () => {
    const store = await storeWith(7);
    const main = await matchEverywhere(store, createInProcessSegmentsRunner(), segment);
    // Workers that run the real handler in-process, recording the shares they were given.
    const shares: string[] = [];
    let made = 0;
    const fakeWorker = (): SegmentsWorkerLike => {
      made++;
      const handler = createSegmentsHandler({ openStore: openStoredTracks });
      const worker: SegmentsWorkerLike = {
        onmessage: null,
        onerror: null,
        terminate: () => undefined,
        postMessage: (request: SegmentsRequest) => {
          if (request.type === 'match-stored') shares.push(`${request.share?.index}/${request.share?.count}`);
          void handler.handle(request).then((data) => worker.onmessage?.({ data } as MessageEvent));
        },
      };
      return worker;
    };
    const client = createSegmentsClient(fakeWorker, 3);
    expect(made).toBe(0);
    for (const given of [undefined, await store.listSummaries()]) {
      const found = await matchEverywhere(store, client, segment, given);
      expect(found.map(key).sort()).toEqual(main.map(key).sort());
    }
    // Three workers, made once and kept: 0/3, 1/3 and 2/3 for each of the two matches.
    expect(made).toBe(3);
    expect(shares.sort()).toEqual(['0/3', '0/3', '1/3', '1/3', '2/3', '2/3']);
  });

  it('readies every match worker ahead of a match: started, database open, reused by it', async () => {
    const store = await storeWith(3);
    const main = await matchEverywhere(store, createInProcessSegmentsRunner(), segment);
    const jobs: string[] = [];
    const opened: string[] = [];
    let made = 0;
    const fakeWorker = (): SegmentsWorkerLike => {
      made++;
      const handler = createSegmentsHandler({
        openStore: (name) => {
          opened.push(name);
          return openStoredTracks(name);
        },
      });
      const worker: SegmentsWorkerLike = {
        onmessage: null,
        onerror: null,
        terminate: () => undefined,
        postMessage: (request: SegmentsRequest) => {
          jobs.push(request.type);
          void handler.handle(request).then((data) => {
            if (request.type === 'open-store') expect(data.type).toBe('store-open');
            worker.onmessage?.({ data } as MessageEvent);
          });
        },
      };
      return worker;
    };
    const client = createSegmentsClient(fakeWorker, 2);
    client.prepareMatch(store.localDbName!);
    expect(made).toBe(2);
    await expect.poll(() => opened.length).toBe(2);
    expect(opened).toEqual([store.localDbName, store.localDbName]);
    const found = await matchEverywhere(store, client, segment);
    expect(found.map(key).sort()).toEqual(main.map(key).sort());
    // The same two workers matched, on the connections opened ahead.
    expect(made).toBe(2);
    expect(opened).toHaveLength(2);
    expect(jobs.sort()).toEqual(['match-stored', 'match-stored', 'open-store', 'open-store']);
    // Without database access the runner has nothing to ready.
    expect(() => createInProcessSegmentsRunner().prepareMatch(store.localDbName!)).not.toThrow();
  });

  it('uses a worker per core for that, within bounds, and refuses a bad share', async () => {
    expect(matchWorkerCount(2)).toBe(2);
    expect(matchWorkerCount(undefined)).toBe(1);
    expect(matchWorkerCount(0)).toBe(1);
    expect(matchWorkerCount(64)).toBe(MAX_MATCH_WORKERS);
    const store = await storeWith(1);
    const handler = createSegmentsHandler({ openStore: openStoredTracks });
    const job = { type: 'match-stored', requestId: 1, segment, dbName: store.localDbName!, activities: null };
    const bad = await handler.handle({ ...job, type: 'match-stored', share: { index: 2, count: 2 } });
    expect(bad.type).toBe('failed');
    expect(bad.type === 'failed' && bad.error).toMatch(/Invalid share of the candidates: 2 of 2/);
  });

  it('the in-process runner without database access refuses the job clearly', async () => {
    const runner = createInProcessSegmentsRunner();
    expect(runner.readsStore).toBe(false);
    await expect(runner.matchStored(segment, 'any', null)).rejects.toThrow(/cannot read the local database/);
  });
});
