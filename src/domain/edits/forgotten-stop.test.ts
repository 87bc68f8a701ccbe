import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { forgottenStop } from './forgotten-stop';

const T0 = Date.parse('2024-05-01T07:00:00Z');
/** Runs at speed m/s north for s seconds from the last point, one point a second. */
function build(legs: readonly [seconds: number, mps: number][]) {
  const pts: { lat: number; lon: number; time: number }[] = [];
  let lat = 45;
  let t = T0;
  for (const [seconds, mps] of legs) {
    for (let i = 0; i < seconds; i++) {
      pts.push({ lat, lon: 7, time: t });
      lat += mps / 111_195;
      t += 1000;
    }
  }
  return trackFromPoints(pts);
}

describe('forgottenStop', () => {
  it('suggests the start of a long stop followed by motor speed', () => {
    const track = build([
      [1800, 3],
      [600, 0],
      [900, 25],
    ]);
    const stop = forgottenStop(track, 'run');
    expect(stop).not.toBeNull();
    // The stop starts where the run came within STOP_RADIUS_M (50 m, about 17 s at 3 m/s) of it.
    expect(stop!.endMs).toBeGreaterThanOrEqual(T0 + 1780_000);
    expect(stop!.endMs).toBeLessThanOrEqual(T0 + 1800_000);
    expect(stop!.speedAfterMps).toBeGreaterThan(20);
  });

  it('says nothing for a café stop followed by more running, or for a ride at ride speed', () => {
    expect(
      forgottenStop(
        build([
          [1800, 3],
          [600, 0],
          [900, 3.5],
        ]),
        'run',
      ),
    ).toBeNull();
    expect(
      forgottenStop(
        build([
          [1800, 8],
          [600, 0],
          [900, 12],
        ]),
        'ride',
      ),
    ).toBeNull();
    expect(
      forgottenStop(
        build([
          [1800, 3],
          [600, 0],
          [900, 25],
        ]),
        'ski',
      ),
    ).toBeNull();
  });
});
