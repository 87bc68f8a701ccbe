import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { yearStart } from '../../domain/calendar/day-numbers';
import { METRES_PER_MILE } from '../../domain/units';
import { yearAxisTicks, yearKey, yearLines, type YearLines } from './year-lines';

describe('yearLines', () => {
  const rows = [
    makeSummary({ id: 'a', startTime: Date.UTC(2023, 0, 1, 8), utcOffsetMin: 0, distanceM: 1000 }),
    makeSummary({ id: 'b', startTime: Date.UTC(2023, 11, 31, 8), utcOffsetMin: 0, distanceM: 2000 }),
    makeSummary({ id: 'c', startTime: Date.UTC(2024, 0, 2, 8), utcOffsetMin: 0, distanceM: 500 }),
  ];

  it('accumulates distance by day of year for each year', () => {
    const today = yearStart(2024) + 9; // 10 January 2024
    const { years, rows: out } = yearLines(rows, today);
    expect(years).toEqual([2023, 2024]);
    expect(out[0]![yearKey(2023)]).toBe(1000);
    expect(out[363]![yearKey(2023)]).toBe(1000);
    expect(out[364]![yearKey(2023)]).toBe(3000);
    expect(out[365]![yearKey(2023)]).toBeNull(); // 2023 has no day 366
    expect(out[0]![yearKey(2024)]).toBe(0);
    expect(out[1]![yearKey(2024)]).toBe(500);
  });

  it('stops the current year at today', () => {
    const today = yearStart(2024) + 9;
    const { rows: out } = yearLines(rows, today);
    expect(out[9]![yearKey(2024)]).toBe(500);
    expect(out[10]![yearKey(2024)]).toBeNull();
  });

  it('gives the totals in the display unit, for round ticks in that unit', () => {
    const today = yearStart(2024) + 9;
    const { rows: out } = yearLines(rows, today, undefined, Infinity, METRES_PER_MILE);
    expect(out[364]![yearKey(2023)]).toBeCloseTo(3000 / 1609.344, 9);
    expect(out[1]![yearKey(2024)]).toBeCloseTo(500 / 1609.344, 9);
  });

  it('keeps only the latest maxYears', () => {
    expect(yearLines(rows, 0, undefined, 1).years).toEqual([2024]);
  });

  describe('yearAxisTicks', () => {
    const linesTo = (...totals: number[]): YearLines => ({
      years: totals.map((_, k) => 2020 + k),
      rows: [
        { doy: 1, ...Object.fromEntries(totals.map((_, k) => [yearKey(2020 + k), 0])) },
        { doy: 2, ...Object.fromEntries(totals.map((t, k) => [yearKey(2020 + k), t])) },
      ] as YearLines['rows'],
    });

    it('steps by a round number in at most five steps, not a quarter of the largest total', () => {
      // 337 km gave 85, 170, 255, 340 (Recharts' own ticks).
      expect(yearAxisTicks(linesTo(120, 337))).toEqual([0, 100, 200, 300, 400]);
      expect(yearAxisTicks(linesTo(4321))).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
      expect(yearAxisTicks(linesTo(1800))).toEqual([0, 500, 1000, 1500, 2000]);
    });

    it('ends at the largest total when it falls on a step, and keeps whole units', () => {
      expect(yearAxisTicks(linesTo(400))).toEqual([0, 100, 200, 300, 400]);
      // 2.5 is not a whole unit: 9 goes up in twos, not in steps of 2.5.
      expect(yearAxisTicks(linesTo(9))).toEqual([0, 2, 4, 6, 8, 10]);
      expect(yearAxisTicks(linesTo(0.3))).toEqual([0, 1]);
      expect(yearAxisTicks(linesTo())).toEqual([0, 1]);
    });
  });
});
