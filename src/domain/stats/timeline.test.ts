import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { analyzeDistance } from './distance';
import { buildTimeline, MAX_MOVING_INTERVAL_S, PAUSE_MEDIAN_FACTOR } from './timeline';

/** A straight track at 3 m/s east along the equator with the given interval durations, seconds. */
function straight(durationsS: number[]) {
  let t = Date.UTC(2024, 0, 1);
  let x = 0;
  const points = [{ lat: 0, lon: 0, time: t }];
  for (const d of durationsS) {
    t += d * 1000;
    x += 3 * d;
    points.push({ lat: 0, lon: x / 111_195, time: t });
  }
  const track = trackFromPoints(points);
  const { spikes, cum, stopped } = analyzeDistance(track);
  return buildTimeline(track, spikes, cum, stopped);
}

describe('buildTimeline pause threshold', () => {
  const median = MAX_MOVING_INTERVAL_S / PAUSE_MEDIAN_FACTOR; // 30 s: the threshold is still 300 s
  const long = MAX_MOVING_INTERVAL_S + 50;

  it('is MAX_MOVING_INTERVAL_S while the median interval is at most its share', () => {
    // Sorted: 30 30 30 350 350; the median (index 2) is 30 s, so 350 s intervals are pauses.
    const tl = straight([median, long, median, long, median]);
    expect(tl.movingS).toBe(3 * median);
    expect(tl.stoppedS).toBe(2 * long);
  });

  it('grows with the median interval on a sparse log', () => {
    // Sorted: 30 30 350 350 350; the median is 350 s, the threshold 3,500 s: nothing is a pause.
    const tl = straight([median, long, long, median, long]);
    expect(tl.movingS).toBe(2 * median + 3 * long);
    expect(tl.stoppedS).toBe(0);
    // Just above the share: 31 s intervals make a 310 s threshold, and 305 s is no pause.
    const sparse = straight([median + 1, median + 1, 305]);
    expect(sparse.movingS).toBe(2 * (median + 1) + 305);
  });
});
