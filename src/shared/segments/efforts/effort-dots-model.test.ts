import { describe, expect, it } from 'vitest';
import { dotsPath, nearestDot } from './effort-dots-model';

describe('dotsPath', () => {
  it('draws one circle (two arcs) per point and skips points off the scale', () => {
    const d = dotsPath(Float64Array.of(10, 20, NaN, 5, 30, 40), 2);
    expect(d).toBe(
      'M8.00,20.00a2.00,2.00 0 1,0 4.00,0a2.00,2.00 0 1,0 -4.00,0M28.00,40.00a2.00,2.00 0 1,0 4.00,0a2.00,2.00 0 1,0 -4.00,0',
    );
    expect(d.match(/M/g)).toHaveLength(2);
  });
});

describe('nearestDot', () => {
  const xy = Float64Array.of(0, 0, 10, 0, 20, 0);
  it('finds the closest dot within reach', () => {
    expect(nearestDot(xy, 12, 3, 12)).toBe(1);
    expect(nearestDot(xy, 18, 0, 12)).toBe(2);
  });
  it('finds none beyond reach', () => {
    expect(nearestDot(xy, 10, 30, 12)).toBeNull();
  });
});
