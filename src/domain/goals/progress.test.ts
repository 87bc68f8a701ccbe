import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { goalProgress, periodOf } from './progress';
import type { Goal } from './types';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const goal = (over: Partial<Goal>): Goal => ({
  id: 'g',
  period: 'week',
  metric: 'distance',
  sport: null,
  target: 20_000,
  startDay: day('2020-01-01'),
  createdAt: 0,
  updatedAt: 0,
  ...over,
});
const at = (iso: string, over: Parameters<typeof makeSummary>[0] = {}) =>
  makeSummary({ startTime: Date.parse(iso), utcOffsetMin: 0, distanceM: 10_000, ...over });

describe('periods', () => {
  it('weeks start on the person week start', () => {
    // 2025-01-01 is a Wednesday.
    expect(periodOf(day('2025-01-01'), 'week').start).toBe(day('2024-12-30'));
    expect(periodOf(day('2025-01-01'), 'week', 0).start).toBe(day('2024-12-29'));
    expect(periodOf(day('2025-01-01'), 'week', 6).start).toBe(day('2024-12-28'));
  });
  it('months and years', () => {
    expect(periodOf(day('2024-02-10'), 'month')).toEqual({
      start: day('2024-02-01'),
      end: day('2024-03-01'),
    });
    expect(periodOf(day('2024-02-10'), 'year')).toEqual({ start: day('2024-01-01'), end: day('2025-01-01') });
  });
});

describe('goalProgress', () => {
  it('across a year boundary: a week holding 31 Dec and 1 Jan counts both; the year goal only the new year', () => {
    const rows = [at('2024-12-31T08:00:00Z'), at('2025-01-01T08:00:00Z'), at('2025-01-02T08:00:00Z')];
    const week = goalProgress(goal({}), rows, day('2025-01-02'));
    expect(week.current.value).toBe(30_000);
    expect(week.current.met).toBe(true);
    const year = goalProgress(goal({ period: 'year', target: 1_000_000 }), rows, day('2025-01-02'));
    expect(year.current.value).toBe(20_000);
    expect(year.history[0]).toMatchObject({ start: day('2024-01-01'), value: 10_000, met: false });
  });

  it('uses the activity local day: 23:30 in Tokyo on Sunday belongs to that week', () => {
    // Sunday 2025-01-05 23:30 at UTC+9 is 14:30 UTC; Monday 2025-01-06 00:30 at UTC+9 is Sunday 15:30 UTC.
    const sunday = at('2025-01-05T14:30:00Z', { utcOffsetMin: 540 });
    const monday = at('2025-01-05T15:30:00Z', { utcOffsetMin: 540 });
    const p = goalProgress(goal({ target: 5_000 }), [sunday, monday], day('2025-01-06'));
    expect(p.current.value).toBe(10_000);
    expect(p.history[0]).toMatchObject({ start: day('2024-12-30'), value: 10_000, met: true });
  });

  it('a Sunday week start moves weekly totals and streaks to Sunday-to-Saturday weeks', () => {
    // Sunday 5 Jan 2025 and Monday 6 Jan: one Sunday week (5-11 Jan), two Monday weeks.
    const rows = [
      at('2025-01-05T08:00:00Z', { distanceM: 15_000 }),
      at('2025-01-06T08:00:00Z', { distanceM: 15_000 }),
    ];
    const saturday = day('2025-01-11');
    const sunday = goalProgress(goal({}), rows, saturday, { weekStartsOn: 0 });
    expect(sunday.current).toMatchObject({ start: day('2025-01-05'), value: 30_000, met: true });
    const monday = goalProgress(goal({}), rows, saturday, { weekStartsOn: 1 });
    expect(monday.current).toMatchObject({ start: day('2025-01-06'), value: 15_000, met: false });
    expect(monday.history[0]).toMatchObject({ start: day('2024-12-30'), value: 15_000, met: false });
    // Next Saturday: the Sunday week of 5 Jan was met (a streak of 1), no Monday week was.
    const later = day('2025-01-18');
    expect(goalProgress(goal({}), rows, later, { weekStartsOn: 0 }).streak).toBe(1);
    expect(goalProgress(goal({}), rows, later, { weekStartsOn: 1 }).streak).toBe(0);
  });

  it('pace needed over the days left (today included) and a straight-line projection', () => {
    // Month goal of 100 km, 30 km by 10 June (10 days elapsed of 30, 21 left).
    const rows = [at('2025-06-02T08:00:00Z', { distanceM: 30_000 })];
    const p = goalProgress(goal({ period: 'month', target: 100_000 }), rows, day('2025-06-10'));
    expect(p.remaining).toBe(70_000);
    expect(p.neededPerDay).toBeCloseTo(70_000 / 21);
    expect(p.projected).toBeCloseTo(90_000);
    expect(p.fraction).toBeCloseTo(0.3);
  });

  it('streak of met weeks ends with the last complete week; the current one adds once met', () => {
    const rows = [
      at('2025-01-07T08:00:00Z', { distanceM: 25_000 }), // week of 6 Jan: met
      at('2025-01-14T08:00:00Z', { distanceM: 25_000 }), // week of 13 Jan: met
      at('2025-01-21T08:00:00Z', { distanceM: 5_000 }), // week of 20 Jan: missed
      at('2025-01-28T08:00:00Z', { distanceM: 20_000 }), // week of 27 Jan: met
      at('2025-02-04T08:00:00Z', { distanceM: 30_000 }), // week of 3 Feb: met
    ];
    const wednesday = day('2025-02-12');
    expect(goalProgress(goal({}), rows, wednesday).streak).toBe(2);
    const met = [...rows, at('2025-02-10T08:00:00Z', { distanceM: 20_000 })];
    expect(goalProgress(goal({}), met, wednesday).streak).toBe(3);
  });

  it('counts only from the start day and for its sport; active days and activities', () => {
    const rows = [
      at('2025-03-03T08:00:00Z', { sport: 'run' }),
      at('2025-03-03T18:00:00Z', { sport: 'run' }),
      at('2025-03-04T08:00:00Z', { sport: 'ride' }),
      at('2025-03-05T08:00:00Z', { sport: 'run' }),
    ];
    const today = day('2025-03-06');
    expect(
      goalProgress(goal({ metric: 'activeDays', sport: 'run', target: 3 }), rows, today).current.value,
    ).toBe(2);
    expect(goalProgress(goal({ metric: 'activities', target: 3 }), rows, today).current.value).toBe(4);
    const late = goal({ metric: 'activities', target: 3, startDay: day('2025-03-04') });
    expect(goalProgress(late, rows, today).current.value).toBe(2);
  });
});
