import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../../../domain/series/types';
import { distanceAtTime, parseWindow, windowRange } from './window-range';

/** Samples every 10 s at 4 m/s for 100 s, then standing still for 50 s (no distance), then 10 m/s. */
function profile(): ChartProfile {
  const times = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 160, 170];
  const dist = [0, 40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 400, 500, 600];
  const n = times.length;
  const nan32 = () => new Float32Array(n).fill(NaN);
  return {
    distanceM: Float64Array.from(dist),
    timeS: Float64Array.from(times),
    ele: nan32(),
    speedMps: nan32(),
    hr: nan32(),
    cad: nan32(),
    power: nan32(),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
  };
}

describe('best-effort window on the activity', () => {
  it('reads ?window=start-end and refuses anything else', () => {
    expect(parseWindow('120-420')).toEqual({ startS: 120, endS: 420 });
    expect(parseWindow('0-5')).toEqual({ startS: 0, endS: 5 });
    for (const bad of ['420-120', '5-5', '-5-10', '1.5-3', 'a-b', '', undefined, 12, '1-2-3'])
      expect(parseWindow(bad)).toBeNull();
  });

  it('interpolates the distance at a time between chart samples', () => {
    const p = profile();
    expect(distanceAtTime(p, 0)).toBe(0);
    expect(distanceAtTime(p, 25)).toBeCloseTo(100, 9);
    expect(distanceAtTime(p, 125)).toBeCloseTo(400, 9); // standing still
    expect(distanceAtTime(p, 155)).toBeCloseTo(450, 9);
    expect(distanceAtTime(p, 171)).toBe(600); // the series' last second, one past the last sample
    expect(distanceAtTime(p, 200)).toBeNaN();
  });

  it('places a window as the distance range it covered, or not at all where nothing was covered', () => {
    const p = profile();
    expect(windowRange(p, { startS: 150, endS: 170 })).toEqual({ startM: 400, endM: 600 });
    const r = windowRange(p, { startS: 5, endS: 65 })!;
    expect(r.startM).toBeCloseTo(20, 9);
    expect(r.endM).toBeCloseTo(260, 9);
    expect(windowRange(p, { startS: 105, endS: 145 })).toBeNull();
    expect(windowRange(p, { startS: 160, endS: 400 })).toBeNull();
  });
});
