import { describe, expect, it } from 'vitest';
import { metresPerPixel, roundDown125, scaleFor } from './scale-bar';

describe('scale bar', () => {
  it('has the Web Mercator ground resolution of 512 px tiles', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78_271.517, 2);
    expect(metresPerPixel(60, 1)).toBeCloseTo(78_271.517 / 4, 2);
  });

  it('rounds down to 1, 2 or 5 times a power of ten', () => {
    expect(roundDown125(7.3)).toBe(5);
    expect(roundDown125(19.9)).toBe(10);
    expect(roundDown125(250)).toBe(200);
    expect(roundDown125(0.031)).toBeCloseTo(0.02, 10);
  });

  it('picks the longest round length that fits, in the unit system', () => {
    // 10 m per pixel: 100 px = 1,000 m → "1 km", 100 px wide.
    expect(scaleFor(10, 'metric')).toEqual({ widthPx: 100, label: '1 km' });
    // 3 m per pixel: 300 m fits → "200 m", 66.7 px.
    const m = scaleFor(3, 'metric')!;
    expect(m.label).toBe('200 m');
    expect(m.widthPx).toBeCloseTo(66.67, 2);
    // 3 m per pixel imperial: 300 m = 984 ft → "500 ft".
    expect(scaleFor(3, 'imperial')!.label).toBe('500 ft');
    // 50 m per pixel imperial: 5 km = 3.1 mi → "2 mi", 2 · 1609.344 / 50 px.
    const mi = scaleFor(50, 'imperial')!;
    expect(mi.label).toBe('2 mi');
    expect(mi.widthPx).toBeCloseTo(64.37, 2);
    expect(scaleFor(Number.NaN, 'metric')).toBeNull();
  });
});
