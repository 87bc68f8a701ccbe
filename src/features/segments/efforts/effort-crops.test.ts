import { describe, expect, it } from 'vitest';
import { distanceAtPosition, effortCrop } from './effort-crops';

describe('effortCrop', () => {
  it('interpolates the cumulative distance at fractional positions', () => {
    const cum = Float64Array.of(0, 10, 30, 60);
    expect(distanceAtPosition(cum, 1.25)).toBe(15);
    expect(distanceAtPosition(cum, 3)).toBe(60);
    expect(distanceAtPosition(cum, 7)).toBe(60);
    expect(effortCrop(cum, { startPos: 0.5, endPos: 2.5 })).toEqual({ startM: 5, endM: 45 });
  });
});
