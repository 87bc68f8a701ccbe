import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../../domain/track/track-data';
import type { TrackData } from '../../domain/track/types';
import { effortsInActivity } from '../../domain/segments/match-all';
import type { RankedEffort } from '../../domain/segments/types';
import { drive, Road } from '../../domain/segments/test-roads';
import { computeBounds } from '../../domain/stats/bounds';
import { T0 } from '../../domain/stats/test-tracks';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { storedSummary } from '../../testing/store-fixtures';
import { createInProcessSegmentsRunner } from '../../workers/segments/client';
import { saveSegment } from './segment-engine';
import { activityEffortsQuery, segmentEffortsQuery } from './segment-queries';

const road = new Road([
  [0, 0],
  [0, 1000],
  [1000, 1000],
]);

/** An activity riding the road at `speed` m/s, starting 200 m before it. */
function ride(id: string, speed: number, t0 = T0) {
  const track = trackFromPoints(
    drive(road, { position: (t) => -200 + speed * t, durationS: 2400 / speed, t0 }),
  );
  const bounds = computeBounds(track.lat, track.lon, new Uint8Array(track.length));
  return { summary: storedSummary({ id, startTime: t0, sport: 'ride', bounds }), track };
}

function storeWith(rides: { summary: ReturnType<typeof storedSummary>; track: TrackData }[]) {
  const store = createMemoryTrackStore();
  for (const r of rides) store.records.set(r.summary.id, r);
  return store;
}

const run = <T>(options: { queryFn?: unknown }): Promise<T> =>
  (options.queryFn as (ctx: unknown) => Promise<T>)({});

describe('segments over a whole history', () => {
  it('creating a segment finds, stores and ranks every effort; the activity sees its rank', async () => {
    const fast = ride('f'.repeat(64), 8);
    const slow = ride('5'.repeat(64), 4);
    const far = storedSummary({
      id: 'e'.repeat(64),
      bounds: { minLat: 10, maxLat: 11, minLon: 10, maxLon: 11 },
    });
    const store = storeWith([fast, slow]);
    store.records.set(far.id, { summary: far });
    const segment = { ...road.segment('The corner'), id: 'corner' };
    expect(await saveSegment(store, createInProcessSegmentsRunner(), segment)).toBe(2);

    const ranked = await run<RankedEffort[]>(segmentEffortsQuery(store, 'corner'));
    expect(ranked.map((e) => [e.trackId, e.rank])).toEqual([
      [fast.summary.id, 1],
      [slow.summary.id, 2],
    ]);
    expect(ranked[0]!.elapsedS).toBeCloseTo(250, 0);

    const mine = await run<
      { segment: { name: string }; effort: { rank: number; of: number; gapToBestS: number } }[]
    >(activityEffortsQuery(store, slow.summary.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.segment.name).toBe('The corner');
    expect(mine[0]!.effort).toMatchObject({ rank: 2, of: 2 });
    expect(mine[0]!.effort.gapToBestS).toBeCloseTo(250, 0);
  });

  it('a new activity is matched against the saved segments', () => {
    const segment = { ...road.segment('The corner'), id: 'corner' };
    const other = {
      ...new Road([
        [5000, 5000],
        [5000, 6000],
      ]).segment('Elsewhere'),
      id: 'else',
    };
    const r = ride('a'.repeat(64), 5);
    const found = effortsInActivity([segment, other], r.summary, r.track);
    expect(found.map((e) => e.segmentId)).toEqual(['corner']);
    expect(found[0]!.elapsedS).toBeCloseTo(400, 0);
  });
});
