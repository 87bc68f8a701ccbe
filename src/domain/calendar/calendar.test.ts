import { describe, expect, it } from 'vitest';
import { makeSummary } from '../filters/summary-fixture';
import { CALENDAR_LEVELS, calendarYear, dailyTotals, levelOf, yearsOf } from './calendar';
import { yearStart } from './day-numbers';

describe('calendarYear', () => {
  it('lays out every day of the year by week column and weekday, Monday first', () => {
    const cells = calendarYear(new Map(), 2024);
    expect(cells).toHaveLength(366);
    // 1 January 2024 was a Monday.
    expect(cells[0]).toMatchObject({ week: 0, weekday: 0, level: 0 });
    // 7 January 2024, a Sunday, closes the first week.
    expect(cells[6]).toMatchObject({ week: 0, weekday: 6 });
    expect(cells[7]).toMatchObject({ week: 1, weekday: 0 });
    // 1 January 2025 is a Wednesday: column 0, row 2.
    expect(calendarYear(new Map(), 2025)[0]).toMatchObject({ week: 0, weekday: 2 });
  });

  it('sums distance per local start day and grades it into levels', () => {
    const rows = [
      makeSummary({ id: 'a', startTime: Date.UTC(2024, 0, 2, 23, 0), utcOffsetMin: 120, distanceM: 4000 }),
      makeSummary({ id: 'b', startTime: Date.UTC(2024, 0, 3, 8, 0), utcOffsetMin: 120, distanceM: 6000 }),
      makeSummary({ id: 'c', startTime: Date.UTC(2024, 0, 10, 8, 0), utcOffsetMin: 120, distanceM: 1000 }),
    ];
    const daily = dailyTotals(rows);
    const cells = calendarYear(daily, 2024);
    const jan3 = cells[2]!;
    expect(jan3.day).toBe(yearStart(2024) + 2);
    expect(jan3.distanceM).toBe(10_000);
    expect(jan3.count).toBe(2);
    expect(jan3.level).toBe(CALENDAR_LEVELS);
    expect(cells[9]!.level).toBe(1);
    expect(cells[1]!.level).toBe(0);
    expect(yearsOf(daily)).toEqual([2024]);
  });
});

describe('levelOf', () => {
  it('is 0 without activity, at least 1 with one, capped at the top level', () => {
    expect(levelOf(0, 0, 1000)).toBe(0);
    expect(levelOf(0, 1, 1000)).toBe(1);
    expect(levelOf(500, 1, 1000)).toBe(2);
    expect(levelOf(5000, 1, 1000)).toBe(CALENDAR_LEVELS);
  });
});
