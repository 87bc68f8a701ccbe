/**
 * Import-time matching in the import worker (issue 16): the worker finds a new activity's efforts on
 * the saved segments while it holds the track, and the pool sends the segments to each worker once.
 */
import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../../domain/track/track-data';
import { drive, Road } from '../../domain/segments/test-roads';
import { computeBounds } from '../../domain/stats/bounds';
import { makeSummary } from '../../testing/summary';
import { fakeWorkerFactory, sampleResult } from '../../testing/fake-workers';
import { createImportPool } from './client';
import type { ProcessedGpx } from './protocol';
import { createImportMatcher } from './segment-efforts';

const road = new Road([
  [0, 0],
  [0, 1000],
  [1000, 1000],
]);
const corner = { ...road.segment('The corner'), id: 'corner' };
const elsewhere = {
  ...new Road([
    [5000, 5000],
    [5000, 6000],
  ]).segment('Elsewhere'),
  id: 'else',
};

/** A file's result whose track rides the road at 5 m/s from 200 m before it. */
function ridden(id: string): ProcessedGpx {
  const track = trackFromPoints(drive(road, { position: (t) => -200 + 5 * t, durationS: 480 }));
  const bounds = computeBounds(track.lat, track.lon, new Uint8Array(track.length));
  const summary = makeSummary({ id, sport: 'ride', startTime: track.time[0]!, bounds });
  const { products } = sampleResult(`${id}.gpx`, new Uint8Array(0));
  return { summary, track, products, otherParts: [] };
}

describe('createImportMatcher', () => {
  it('finds the efforts on the saved segments nearby, with the activity facts, and none without segments', () => {
    const matcher = createImportMatcher();
    const none = ridden('a'.repeat(64));
    matcher.addEfforts(none);
    expect(none.efforts).toEqual([]);
    matcher.set([corner, elsewhere]);
    const result = ridden('b'.repeat(64));
    matcher.addEfforts(result);
    expect(result.efforts?.map((e) => [e.segmentId, e.trackId, e.sport])).toEqual([
      ['corner', 'b'.repeat(64), 'ride'],
    ]);
    expect(result.efforts?.[0]?.elapsedS).toBeCloseTo(400, 0);
  });
});

describe('the pool and the saved segments', () => {
  it('sends the list to each worker once, then "kept"; a new list again; no list: no matching', () => {
    const fake = fakeWorkerFactory();
    const pool = createImportPool({ size: 1, createWorker: fake.create });
    const list = [corner];
    const bytes = () => new TextEncoder().encode('<gpx/>');
    for (const segments of [list, list, [corner, elsewhere], undefined])
      void pool.process(bytes(), { fileName: 'a.gpx' }, segments ? { segments } : {}).catch(() => {});
    const worker = fake.workers[0]!;
    const sent = async () => {
      const request = worker.inbox[0];
      await worker.answer();
      return request?.type === 'process' ? request.segments : 'not a process request';
    };
    return (async () => {
      expect((await sent()) as unknown).toEqual([corner]);
      expect(await sent()).toBe('kept');
      expect(((await sent()) as unknown[]).length).toBe(2);
      expect(await sent()).toBeUndefined();
      pool.dispose();
    })();
  });
});
