import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { compareProfiles, compareResultBuffers, resampleProfile } from './compare-profiles';
import { locateOnGrid, resampleLinear, sampleAt, usableSamples } from './resample';

const grid = (...v: number[]) => Float64Array.from(v);
const list = (a: ArrayLike<number>) =>
  Array.from(a, (v) => (Number.isNaN(v) ? 'NaN' : Math.round(v * 1e6) / 1e6));

describe('resampleLinear', () => {
  it('interpolates linearly between the samples around each grid value', () => {
    const x = [0, 100, 300];
    const y = [10, 20, 0];
    expect(list(resampleLinear(x, y, grid(0, 50, 100, 200, 250, 300)))).toEqual([10, 15, 20, 10, 5, 0]);
  });

  it('gives NaN outside the samples', () => {
    expect(list(resampleLinear([100, 200], [1, 2], grid(0, 100, 150, 200, 201)))).toEqual([
      'NaN',
      1,
      1.5,
      2,
      'NaN',
    ]);
  });

  it('takes the first sample at a repeated x (the moment a distance is first reached)', () => {
    // A stop at 100 m: time runs on from 30 s to 90 s while the distance stays.
    const distance = [0, 100, 100, 200];
    const time = [0, 30, 90, 120];
    expect(list(resampleLinear(distance, time, grid(0, 50, 100, 150, 200)))).toEqual([0, 15, 30, 105, 120]);
  });

  it('does not invent a missing value: NaN next to a missing sample, exact hits still count', () => {
    const x = [0, 10, 20, 30];
    const y = [1, NaN, 3, 4];
    expect(list(resampleLinear(x, y, grid(0, 5, 10, 15, 20, 25)))).toEqual([1, 'NaN', 'NaN', 'NaN', 3, 3.5]);
  });

  it('skips samples without x and samples whose x goes back', () => {
    expect(Array.from(usableSamples([NaN, 0, 10, 5, 20, NaN, 30]))).toEqual([1, 2, 4, 6]);
    const y = [99, 0, 10, 500, 20, 99, 30];
    expect(list(resampleLinear([NaN, 0, 10, 5, 20, NaN, 30], y, grid(0, 5, 15, 25, 30)))).toEqual([
      0, 5, 15, 25, 30,
    ]);
  });

  it('locates in one pass with fractions', () => {
    const at = locateOnGrid([0, 4, 8], grid(0, 1, 4, 7, 9));
    expect(Array.from(at.index)).toEqual([0, 0, 1, 1, -1]);
    expect(Array.from(at.next)).toEqual([0, 1, 1, 2, -1]);
    expect(list(at.t)).toEqual([0, 0.25, 0, 0.75, 0]);
    expect(list(sampleAt([2, 6, 10], at, new Float32Array(5)))).toEqual([2, 3, 6, 9, 'NaN']);
  });
});

function profile(
  distanceM: number[],
  timeS: number[],
  extra: Partial<Record<'ele' | 'lon' | 'lat', number[]>> = {},
): ChartProfile {
  const n = distanceM.length;
  const nan = () => new Float32Array(n).fill(NaN);
  return {
    distanceM: Float64Array.from(distanceM),
    timeS: Float64Array.from(timeS),
    ele: extra.ele ? Float32Array.from(extra.ele) : nan(),
    speedMps: Float32Array.from(distanceM.map(() => 3)),
    hr: nan(),
    cad: nan(),
    power: nan(),
    lat: Float64Array.from(extra.lat ?? distanceM.map(() => 45)),
    lon: Float64Array.from(extra.lon ?? distanceM.map(() => 6)),
  };
}

describe('compareProfiles', () => {
  it('puts every profile on the grid of the longest one', () => {
    const a = profile([0, 500, 1000], [0, 100, 200], { ele: [100, 150, 100] });
    const b = profile([0, 400], [0, 100], { ele: [10, 50] });
    const r = compareProfiles([a, null, b], { axis: 'distance', targetPoints: 12 });
    // 1000 m in at most 12 points: raw step 100 -> 100 m.
    expect(list(r.grid.x)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(r.tracks[1]).toBeNull();
    const ta = r.tracks[0]!;
    const tb = r.tracks[2]!;
    expect(list(ta.ele)).toEqual([100, 110, 120, 130, 140, 150, 140, 130, 120, 110, 100]);
    expect(list(ta.other)).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
    expect(list(tb.other)).toEqual([0, 25, 50, 75, 100, 'NaN', 'NaN', 'NaN', 'NaN', 'NaN', 'NaN']);
    expect(ta.endX).toBe(1000);
    expect(tb.endX).toBe(400);
  });

  it('on a time axis gives distance at each elapsed time, and NaN for a track without times', () => {
    const a = profile([0, 600, 1200], [0, 60, 120]);
    const untimed = profile([0, 1000], [NaN, NaN]);
    const r = compareProfiles([a, untimed], { axis: 'time', targetPoints: 8 });
    // 120 s in at most 8 points: raw step 20 -> 20 s.
    expect(list(r.grid.x)).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(list(r.tracks[0]!.other)).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(list(r.tracks[1]!.other).every((v) => v === 'NaN')).toBe(true);
    expect(r.tracks[1]!.endX).toBeNaN();
  });

  it('interpolates longitude the short way across the 180th meridian', () => {
    const p = profile([0, 100], [0, 10], { lon: [179.9, -179.9] });
    const t = resampleProfile(p, 'distance', grid(0, 25, 75, 100));
    expect(list(t.lon)).toEqual([179.9, 179.95, -179.95, -179.9]);
  });

  it('lists every result buffer once for the transfer', () => {
    const r = compareProfiles([profile([0, 10], [0, 5]), null], { axis: 'distance' });
    expect(compareResultBuffers(r)).toHaveLength(1 + 7);
  });
});
