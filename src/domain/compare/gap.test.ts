import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { compareProfiles } from './compare-profiles';
import { finalGap, gapsToBaseline, gapToBaseline } from './gap';

const list = (a: ArrayLike<number>) =>
  Array.from(a, (v) => (Number.isNaN(v) ? 'NaN' : Math.round(v * 1e6) / 1e6));

/** A profile at constant speed: distance every 100 m up to lengthM. */
function steady(
  lengthM: number,
  speedMps: number,
  pauseAtM?: { atM: number; seconds: number },
): ChartProfile {
  const distanceM: number[] = [];
  const timeS: number[] = [];
  for (let d = 0; d <= lengthM; d += 100) {
    const paused = pauseAtM && d > pauseAtM.atM ? pauseAtM.seconds : 0;
    distanceM.push(d);
    timeS.push(d / speedMps + paused);
    if (pauseAtM && d === pauseAtM.atM) {
      distanceM.push(d);
      timeS.push(d / speedMps + pauseAtM.seconds);
    }
  }
  const n = distanceM.length;
  const nan = () => new Float32Array(n).fill(NaN);
  return {
    distanceM: Float64Array.from(distanceM),
    timeS: Float64Array.from(timeS),
    ele: nan(),
    speedMps: nan(),
    hr: nan(),
    cad: nan(),
    power: nan(),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
  };
}

describe('gap to the baseline', () => {
  it('on distance: seconds ahead (+) or behind (−) at each distance', () => {
    // Baseline 4 m/s, a faster 5 m/s and a slower 2 m/s effort over 1 km.
    const r = compareProfiles([steady(1000, 4), steady(1000, 5), steady(1000, 2)], {
      axis: 'distance',
      targetPoints: 7,
    });
    expect(list(r.grid.x)).toEqual([0, 200, 400, 600, 800, 1000]);
    const [base, fast, slow] = gapsToBaseline('distance', r.tracks, 0);
    expect(list(base!)).toEqual([0, 0, 0, 0, 0, 0]);
    // At 1000 m: baseline 250 s, fast 200 s (50 s ahead), slow 500 s (250 s behind).
    expect(list(fast!)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(list(slow!)).toEqual([0, -50, -100, -150, -200, -250]);
    expect(finalGap(fast!)).toBe(50);
  });

  it('a stop costs its length from the distance where it happens', () => {
    const r = compareProfiles([steady(1000, 5), steady(1000, 5, { atM: 500, seconds: 60 })], {
      axis: 'distance',
      targetPoints: 12,
    });
    const gap = gapToBaseline('distance', r.tracks[1]!, r.tracks[0]!);
    expect(list(gap)).toEqual([0, 0, 0, 0, 0, 0, -60, -60, -60, -60, -60]);
  });

  it('on time: metres ahead at each elapsed time, NaN after the shorter one ends', () => {
    const r = compareProfiles([steady(1000, 5), steady(600, 3)], { axis: 'time', targetPoints: 12 });
    // Longest: 1000 m at 5 m/s = 200 s; the slower one covers 600 m in 200 s too.
    expect(list(r.grid.x)).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
    const gap = gapToBaseline('time', r.tracks[1]!, r.tracks[0]!);
    expect(list(gap)).toEqual([0, -40, -80, -120, -160, -200, -240, -280, -320, -360, -400]);
  });

  it('gives null gaps without a baseline, and NaN where either has no value', () => {
    const r = compareProfiles([steady(1000, 5), steady(500, 5)], { axis: 'distance', targetPoints: 7 });
    expect(gapsToBaseline('distance', [null, r.tracks[1]!], 0)).toEqual([null, null]);
    const gap = gapToBaseline('distance', r.tracks[0]!, r.tracks[1]!);
    expect(list(gap)).toEqual([0, 0, 0, 'NaN', 'NaN', 'NaN']);
    expect(finalGap(gap)).toBe(0);
    expect(finalGap(Float64Array.of(NaN))).toBeNull();
  });
});
