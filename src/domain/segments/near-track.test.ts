import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { matchSegment } from './effort-figures';
import { END_RADIUS_M, START_RADIUS_M } from './match';
import { trackMayPass } from './near-track';
import { prepareSegment } from './prepare';
import { drive, Road, toLatLon } from './test-roads';

/** 1 km north, then 1 km east (as in match.test.ts). */
const road = new Road([
  [0, 0],
  [0, 1000],
  [1000, 1000],
]);
const seg = prepareSegment(road.segment());
const mayPass = (points: Parameters<typeof trackFromPoints>[0]) =>
  trackMayPass(seg, trackFromPoints(points), START_RADIUS_M, END_RADIUS_M);

describe('trackMayPass', () => {
  it('keeps a track over the whole segment, and one whose points straddle the start line far apart', () => {
    expect(mayPass(drive(road, { position: (t) => -200 + 5 * t, durationS: 500 }))).toBe(true);
    // One point every 80 m (16 s at 5 m/s), 40 m either side of the start and end: no point lies
    // within the radii (+ slack), the steps cross both lines.
    const sparse = drive(road, { position: (t) => -40 + 5 * t, durationS: 480, dtS: 16 });
    expect(mayPass(sparse)).toBe(true);
    expect(matchSegment(seg, trackFromPoints(sparse))).toHaveLength(1);
  });

  it('rejects tracks that miss the start or the end, and tracks 100 m beside the road', () => {
    expect(mayPass(drive(road, { position: (t) => 300 + 5 * t, durationS: 300 }))).toBe(false);
    expect(mayPass(drive(road, { position: (t) => -200 + 5 * t, durationS: 200 }))).toBe(false);
    expect(mayPass(drive(road, { position: (t) => -200 + 5 * t, durationS: 500, offsetM: 100 }))).toBe(false);
  });

  it('rejects a track far away at once, and a track without positions', () => {
    const far = [0, 1, 2].map((k) => ({ ...toLatLon([50_000 + k * 10, 0]), time: k * 1000 }));
    expect(mayPass(far)).toBe(false);
    expect(mayPass([{ lat: NaN, lon: NaN, time: 0 }])).toBe(false);
  });
});
