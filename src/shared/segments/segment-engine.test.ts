import { describe, expect, it } from 'vitest';
import { trackFromSegments } from '../../domain/track/track-data';
import { drive, Road } from '../../domain/segments/test-roads';
import { computeBounds } from '../../domain/stats/bounds';
import { T0 } from '../../domain/stats/test-tracks';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { makeActivity } from '../../testing/store-fixtures';
import { createInProcessSegmentsRunner } from '../../workers/segments/client';
import { matchEverywhere, segmentFromRange } from './segment-engine';

const road = new Road([
  [0, 0],
  [0, 2000],
]);

/** A 2 km ride of the road at 5 m/s, its recording split after 200 s; the rest moved by `shiftM`. */
async function storedRide(shiftM: number) {
  const points = drive(road, { position: (t) => 5 * t, durationS: 400, t0: T0 });
  const rest = drive(road, { position: (t) => 5 * t + shiftM, durationS: 400, t0: T0 }).slice(201);
  const track = trackFromSegments([points.slice(0, 201), rest]);
  const bounds = computeBounds(track.lat, track.lon, new Uint8Array(track.length));
  const ride = { ...makeActivity(1, { bounds, sport: 'ride', startTime: T0, points: track.length }), track };
  const store = createMemoryTrackStore();
  await store.putActivity(ride);
  const range = (name: string) => ({
    trackId: ride.summary.id,
    startM: 300,
    endM: 1700,
    name,
    source: 'activity' as const,
  });
  return { store, id: ride.summary.id, range };
}

describe('a segment cut from a range of an activity', () => {
  it('may cross a lap or a pause of the recording, and finds the activity it was cut from', async () => {
    const { store, id, range } = await storedRide(0);
    const segment = await segmentFromRange(store, range('Across the lap'));
    const efforts = await matchEverywhere(store, createInProcessSegmentsRunner(), segment);
    expect(efforts.map((e) => e.trackId)).toEqual([id]);
    expect(Math.abs(efforts[0]!.elapsedS! - 1400 / 5)).toBeLessThan(2);
  });

  it('refuses a range across a break no effort can cross, saying where it is', async () => {
    // The recording resumes 500 m further on: the device moved while it was not recording.
    const { store, range } = await storedRide(500);
    const input = range('Across the break');
    await expect(segmentFromRange(store, input)).rejects.toThrow(
      /crosses a break in the recording at 1\.0 km/,
    );
    // Either side of it is fine.
    await expect(segmentFromRange(store, { ...input, endM: 900 })).resolves.toMatchObject({
      name: input.name,
    });
  });
});
