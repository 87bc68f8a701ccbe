import { describe, expect, it } from 'vitest';
import { buildGrid, GRID_TARGET_POINTS, nearestGridIndex, niceAxisStep, niceStep } from './grid';

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(2.1)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(21.7)).toBe(25);
    expect(niceStep(0.013)).toBeCloseTo(0.02, 12);
  });

  it('uses seconds, minutes and hours on a time axis', () => {
    expect(niceAxisStep('time', 0.4)).toBe(1);
    expect(niceAxisStep('time', 3)).toBe(5);
    expect(niceAxisStep('time', 40)).toBe(60);
    expect(niceAxisStep('time', 61)).toBe(120);
    expect(niceAxisStep('time', 3600)).toBe(3600);
    expect(niceAxisStep('time', 4000)).toBe(5000);
    expect(niceAxisStep('distance', 40)).toBe(50);
  });

  it('gives 1 for nonsense', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-4)).toBe(1);
    expect(niceStep(NaN)).toBe(1);
  });
});

describe('buildGrid', () => {
  it('steps from 0 and appends the end when it is off the step', () => {
    // 1050 m in at most 12 points: raw step 1050 / 10 = 105 -> 200; 0..1000 then 1050.
    const g = buildGrid('distance', 1050, 12);
    expect([...g.x]).toEqual([0, 200, 400, 600, 800, 1000, 1050]);
    expect(g.step).toBe(200);
    expect(g.axis).toBe('distance');
  });

  it('does not append an end that lies on a step', () => {
    const g = buildGrid('time', 3600, 62);
    expect(g.step).toBe(60);
    expect(g.x.length).toBe(61);
    expect(g.x[60]).toBe(3600);
  });

  it('never exceeds the target number of points', () => {
    for (const end of [1, 999, 10_000, 12_345.6, 42_195, 180_000]) {
      const g = buildGrid('distance', end);
      expect(g.x.length).toBeLessThanOrEqual(GRID_TARGET_POINTS);
      expect(g.x[0]).toBe(0);
      expect(g.x[g.x.length - 1]).toBe(end);
      for (let k = 1; k < g.x.length; k++) expect(g.x[k]!).toBeGreaterThan(g.x[k - 1]!);
    }
  });

  it('gives the one-point grid for an empty comparison', () => {
    expect([...buildGrid('distance', 0).x]).toEqual([0]);
    expect([...buildGrid('time', NaN).x]).toEqual([0]);
  });
});

describe('nearestGridIndex', () => {
  const x = Float64Array.of(0, 10, 20, 30, 35);
  it('finds the nearest point, clamping to the ends', () => {
    expect(nearestGridIndex(x, -5)).toBe(0);
    expect(nearestGridIndex(x, 4.9)).toBe(0);
    expect(nearestGridIndex(x, 5.1)).toBe(1);
    expect(nearestGridIndex(x, 33)).toBe(4);
    expect(nearestGridIndex(x, 31)).toBe(3);
    expect(nearestGridIndex(x, 99)).toBe(4);
    expect(nearestGridIndex(x, NaN)).toBe(-1);
  });
});
