import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { MS_PER_DAY } from '../filters';
import { compareWeeks, recentActivities, runs, streaksOf } from './habits';

const UTC = () => 0;
/** Day number of a UTC date (month 1-based). */
const dayOf = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / MS_PER_DAY;
/** An activity at 10:00 UTC (offset 0) on a day number. */
const on = (day: number, km = 10, extra = {}) =>
  makeSummary({ startTime: day * MS_PER_DAY + 36_000_000, utcOffsetMin: 0, distanceM: km * 1000, ...extra });

// Wednesday 2025-03-12; its week runs Monday 10 to Sunday 16 March.
const WED = dayOf(2025, 3, 12);
const MON = dayOf(2025, 3, 10);

describe('runs', () => {
  it('finds the longest and the current run, the latest on a tie', () => {
    expect(runs([1, 2, 3, 5, 6, 7, 9], 1, 9, 1)).toEqual({
      current: { length: 1, from: 9, to: 9 },
      longest: { length: 3, from: 5, to: 7 },
    });
  });

  it('has no current run when the last one ended more than the grace before now', () => {
    expect(runs([1, 2, 3], 1, 5, 1).current.length).toBe(0);
    expect(runs([1, 2, 3], 1, 4, 1).current).toEqual({ length: 3, from: 1, to: 3 });
  });

  it('is empty without periods', () => {
    expect(runs([], 1, 10, 1)).toEqual({
      current: { length: 0, from: null, to: null },
      longest: { length: 0, from: null, to: null },
    });
  });
});

describe('streaksOf', () => {
  it('counts days with activities, two on one day as one', () => {
    // Monday to Wednesday, two activities on Tuesday: a current streak of 3 on Wednesday.
    const rows = [on(MON), on(MON + 1), on(MON + 1), on(WED)];
    const s = streaksOf(rows, WED, UTC);
    expect(s.currentDays).toEqual({ length: 3, from: MON, to: WED });
    expect(s.longestDays.length).toBe(3);
  });

  it('keeps the streak current until the end of the day after its last day', () => {
    const rows = [on(MON), on(MON + 1)];
    expect(streaksOf(rows, WED, UTC).currentDays.length).toBe(2);
    expect(streaksOf(rows, WED + 1, UTC).currentDays.length).toBe(0);
    expect(streaksOf(rows, WED + 1, UTC).longestDays).toEqual({ length: 2, from: MON, to: MON + 1 });
  });

  it('dates activities on their local day: 23:30 at UTC+2 is the next day', () => {
    // Monday 22:30 UTC at UTC+2 is Tuesday 00:30: Tuesday and Wednesday make 2 days, not 3.
    const late = makeSummary({ startTime: MON * MS_PER_DAY + 22.5 * 3_600_000, utcOffsetMin: 120 });
    const s = streaksOf([late, on(WED)], WED, UTC);
    expect(s.currentDays).toEqual({ length: 2, from: MON + 1, to: WED });
  });

  it('counts week streaks over Monday-start weeks, current through last week', () => {
    // One activity on a Sunday and one the Monday after: two weeks. Then a gap of a week, then two more weeks.
    const sun = MON - 1;
    const rows = [on(sun - 21), on(sun - 20), on(sun), on(MON)];
    const s = streaksOf(rows, WED, UTC);
    expect(s.currentWeeks).toEqual({ length: 2, from: MON - 7, to: MON });
    expect(s.longestWeeks).toEqual({ length: 2, from: MON - 7, to: MON });
    // Next week (nothing yet) the streak is still current; the week after it is over.
    expect(streaksOf(rows, WED + 7, UTC).currentWeeks.length).toBe(2);
    expect(streaksOf(rows, WED + 14, UTC).currentWeeks.length).toBe(0);
  });

  it('leaves undated activities out', () => {
    expect(streaksOf([makeSummary({ startTime: null })], WED, UTC).longestDays.length).toBe(0);
  });
});

describe('compareWeeks', () => {
  it('compares Monday to today with the same days of last week, and gives last week in full', () => {
    const rows = [
      on(MON, 5),
      on(WED, 7),
      on(WED + 1, 100), // Thursday: after today, not in this week so far
      on(MON - 7, 3), // last Monday
      on(WED - 7, 4), // last Wednesday
      on(WED - 6, 20), // last Thursday: last week in full only
      on(MON - 8, 50), // the Sunday before: neither
    ];
    const c = compareWeeks(rows, WED, UTC);
    expect(c.from).toBe(MON);
    expect([c.thisWeek.count, c.thisWeek.distanceM]).toEqual([2, 12_000]);
    expect([c.lastWeekSameDays.count, c.lastWeekSameDays.distanceM]).toEqual([2, 7_000]);
    expect([c.lastWeek.count, c.lastWeek.distanceM]).toEqual([3, 27_000]);
  });

  it('on a Monday compares one day with one day', () => {
    const c = compareWeeks([on(MON, 5), on(MON - 7, 6), on(MON - 6, 9)], MON, UTC);
    expect(c.thisWeek.distanceM).toBe(5000);
    expect(c.lastWeekSameDays.distanceM).toBe(6000);
    expect(c.lastWeek.distanceM).toBe(15_000);
  });
});

describe('recentActivities', () => {
  it('gives the latest dated activities, latest first', () => {
    const rows = [
      on(MON, 1, { id: 'a' }),
      makeSummary({ startTime: null, id: 'x' }),
      on(WED, 1, { id: 'c' }),
      on(MON + 1, 1, { id: 'b' }),
    ];
    expect(recentActivities(rows, 2).map((s) => s.id)).toEqual(['c', 'b']);
  });
});
