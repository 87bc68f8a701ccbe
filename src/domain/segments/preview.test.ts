import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { PREVIEW_MAX_POINTS, previewPath } from './preview';

function line(n: number): ChartProfile {
  const nan = () => new Float32Array(n).fill(NaN);
  return {
    distanceM: Float64Array.from({ length: n }, (_, i) => i * 10),
    timeS: new Float64Array(n).fill(NaN),
    ele: nan(),
    speedMps: nan(),
    hr: nan(),
    cad: nan(),
    power: nan(),
    lat: Float64Array.from({ length: n }, (_, i) => 46 + i * 1e-4),
    lon: Float64Array.from({ length: n }, (_, i) => 7 + i * 1e-4),
  };
}

describe('previewPath', () => {
  it('keeps the first and last positions of the range and at most PREVIEW_MAX_POINTS', () => {
    const p = line(500);
    const path = previewPath(p, 1000, 3000);
    expect(path.length / 2).toBe(PREVIEW_MAX_POINTS);
    expect(path.slice(0, 2)).toEqual([p.lon[100], p.lat[100]]);
    expect(path.slice(-2)).toEqual([p.lon[300], p.lat[300]]);
  });

  it('keeps every position of a short range, and none without a profile', () => {
    expect(previewPath(line(500), 0, 40).length).toBe(10);
    expect(previewPath(undefined, 0, 40)).toEqual([]);
  });
});
