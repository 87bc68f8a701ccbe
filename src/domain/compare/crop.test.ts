import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { cropFigures, cropPath, cropProfile, formatCrops, parseCrops } from './crop';

/** A straight 1 km profile: a sample every 100 m, 20 s apart (5 m/s), climbing 1 m per 10 m. */
function line(): ChartProfile {
  const n = 11;
  const at = (f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
  return {
    distanceM: Float64Array.from(at((i) => i * 100)),
    timeS: Float64Array.from(at((i) => i * 20)),
    ele: Float32Array.from(at((i) => 100 + i * 10)),
    speedMps: Float32Array.from(at(() => 5)),
    hr: Float32Array.from(at((i) => 120 + i)),
    cad: Float32Array.from(at(() => NaN)),
    power: Float32Array.from(at(() => NaN)),
    lat: Float64Array.from(at((i) => 45 + i * 0.0009)),
    lon: Float64Array.from(at(() => 7)),
  };
}

describe('cropProfile', () => {
  it('interpolates both ends and counts distance and time from the start of the crop', () => {
    const c = cropProfile(line(), { startM: 250, endM: 720 });
    const want = [0, 50, 150, 250, 350, 450, 470];
    expect(c.distanceM.length).toBe(want.length);
    want.forEach((v, k) => expect(c.distanceM[k]).toBeCloseTo(v, 6));
    expect(c.timeS[0]).toBe(0);
    expect(c.timeS[c.timeS.length - 1]).toBeCloseTo(94, 6); // 470 m at 5 m/s
    expect(c.ele[0]).toBeCloseTo(125, 4);
    expect(c.ele[c.ele.length - 1]).toBeCloseTo(172, 4);
    expect(c.lat[0]).toBeCloseTo(45 + 2.5 * 0.0009, 9);
  });

  it('keeps a sample that falls exactly on a crop end once', () => {
    const c = cropProfile(line(), { startM: 200, endM: 400 });
    expect(Array.from(c.distanceM)).toEqual([0, 100, 200]);
  });

  it('cuts a crop beyond the end at the end, and gives nothing past the end', () => {
    expect(Array.from(cropProfile(line(), { startM: 900, endM: 5000 }).distanceM)).toEqual([0, 100]);
    expect(cropProfile(line(), { startM: 2000, endM: 3000 }).distanceM.length).toBe(0);
  });
});

describe('cropFigures', () => {
  it('gives the distance, time, speed, climb and heart rate of the crop', () => {
    const f = cropFigures(cropProfile(line(), { startM: 200, endM: 700 }));
    expect(f.distanceM).toBeCloseTo(500, 6);
    expect(f.elapsedS).toBeCloseTo(100, 6);
    expect(f.avgSpeedMps).toBeCloseTo(5, 6);
    expect(f.elevationGainM).toBeCloseTo(50, 4);
    expect(f.avgHr).toBeCloseTo(124.5, 6);
    expect(f.maxHr).toBe(127);
    expect(f.avgCadence).toBeNull();
  });

  it('has no time or speed without times', () => {
    const p = line();
    p.timeS.fill(NaN);
    const f = cropFigures(cropProfile(p, { startM: 0, endM: 300 }));
    expect(f.elapsedS).toBeNull();
    expect(f.avgSpeedMps).toBeNull();
  });
});

describe('cropPath', () => {
  it('is one part with every cropped position', () => {
    const path = cropPath(cropProfile(line(), { startM: 0, endM: 200 }));
    expect(path.lonLat.length).toBe(6);
    expect(Array.from(path.partStarts)).toEqual([0]);
  });
});

describe('parseCrops / formatCrops', () => {
  it('keeps well-formed crops and drops the rest', () => {
    const crops = parseCrops('a:10-20.55,b:5-5,c:-1-3,d:x-9,:1-2,a:0-9,e:0-12', 128);
    expect([...crops]).toEqual([
      ['a', { startM: 10, endM: 20.55 }],
      ['e', { startM: 0, endM: 12 }],
    ]);
    expect(formatCrops(crops)).toBe('a:10-20.6,e:0-12');
  });
});
