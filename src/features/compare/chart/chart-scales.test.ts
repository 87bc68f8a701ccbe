import { describe, expect, it } from 'vitest';
import type { CompareRow } from './chart-rows';
import { extent, robustExtent, xScale, yScale } from './chart-scales';

const rows = (xs: number[], ys: (number | null)[]): CompareRow[] =>
  xs.map((x, k) => ({ x, a0: ys[k] ?? null }));

describe('chart scales', () => {
  it('x runs from 0 to the last row with nice ticks', () => {
    expect(xScale(rows([0, 5, 10.3], []), false)).toEqual({ domain: [0, 10.3], ticks: [0, 2, 4, 6, 8, 10] });
    // 95 minutes: steps of 20 minutes (whole-minute steps for time).
    expect(xScale(rows([0, 95], []), true).ticks).toEqual([0, 20, 40, 60, 80]);
    expect(xScale([], false)).toEqual({ domain: [0, 1], ticks: [0] });
  });

  it('y covers the values of every series on whole ticks', () => {
    const r: CompareRow[] = [
      { x: 0, a0: 212, a1: null },
      { x: 1, a0: 187, a1: 251 },
    ];
    expect(extent(r, ['a0', 'a1'])).toEqual([187, 251]);
    expect(yScale(r, ['a0', 'a1'], false)).toEqual({ domain: [180, 260], ticks: [180, 200, 220, 240, 260] });
  });

  it('includes zero for the gap chart and uses time steps for durations', () => {
    const s = yScale(rows([0, 1, 2], [30, 95, 170]), ['a0'], true, true);
    expect(s.domain).toEqual([0, 180]);
    expect(s.ticks).toEqual([0, 60, 120, 180]);
  });

  it('steps a gap of over an hour in whole hours, never at 1:23:20', () => {
    // A gap to the baseline growing to 5 hours: steps of 5,000 s would label 1:23:20, 2:46:40.
    const s = yScale(rows([0, 1, 2], [0, 9000, 18_000]), ['a0'], true, true);
    expect(s.ticks.length).toBeGreaterThan(1);
    for (const t of s.ticks) expect(t % 3600).toBe(0);
    expect(s.ticks).toEqual([0, 7200, 14_400, 21_600]);
    // Beyond a day: whole days.
    const days = yScale(rows([0, 1], [0, 5 * 86_400]), ['a0'], true, true);
    for (const t of days.ticks) expect(t % 86_400).toBe(0);
  });

  it('widens a flat series and survives no values', () => {
    expect(yScale(rows([0, 1], [150, 150]), ['a0'], false).domain).toEqual([100, 200]);
    expect(yScale(rows([0, 1], [null, null]), ['a0'], false).domain[0]).toBeLessThan(1);
  });

  it('a robust axis leaves a few spikes out, clipped, and says so', () => {
    // 200 paces of 4:50 to 5:10 /km (290..310 s) and two stop spikes of 40:00 /km.
    const paces = Array.from({ length: 200 }, (_, k) => 290 + (k % 21));
    const ys = [...paces, 2400, 2400];
    const r = rows(
      ys.map((_, k) => k),
      ys,
    );
    const full = yScale(r, ['a0'], true);
    expect(full.domain[1]).toBeGreaterThanOrEqual(2400);
    expect(full.clipped).toBeUndefined();
    expect(robustExtent(r, ['a0'])).toEqual([290, 310]);
    const robust = yScale(r, ['a0'], true, false, true);
    expect(robust.domain[0]).toBeLessThanOrEqual(290);
    expect(robust.domain[1]).toBeGreaterThanOrEqual(310);
    expect(robust.domain[1]).toBeLessThan(400);
    expect(robust.clipped).toBe(true);
    // Whole ticks of the time step.
    for (const t of robust.ticks) expect(Number.isInteger(t)).toBe(true);
  });
});
