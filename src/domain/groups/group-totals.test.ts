import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { firstKeptDay, leaderboard, memberTotals, periodBounds } from './group-totals';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;
const at = (y: number, m: number, d: number, h = 10) => Date.UTC(y, m - 1, d, h);
// Monday 2026-11-30.
const TODAY = day(2026, 11, 30);

describe('memberTotals', () => {
  it('sums each week and month by sport, from the local start day, rounded to whole units', () => {
    const rows = [
      makeSummary({
        id: 'a',
        sport: 'ride',
        startTime: at(2026, 11, 30),
        utcOffsetMin: 0,
        distanceM: 40_000.4,
        movingS: 5400.6,
        elevationGainM: 300.2,
      }),
      makeSummary({
        id: 'b',
        sport: 'ride',
        startTime: at(2026, 12, 1),
        utcOffsetMin: 0,
        distanceM: 20_000,
        movingS: null,
        elevationGainM: null,
      }),
      // Sunday 29 November 23:30 UTC is Monday 30 November at +02:00: this week.
      makeSummary({
        id: 'c',
        sport: 'run',
        startTime: Date.UTC(2026, 10, 29, 23, 30),
        utcOffsetMin: 120,
        distanceM: 10_000,
        movingS: 3000,
        elevationGainM: 50,
      }),
      // The week before, and November.
      makeSummary({
        id: 'd',
        sport: 'run',
        startTime: at(2026, 11, 29),
        utcOffsetMin: 0,
        distanceM: 5000,
        movingS: 1500,
        elevationGainM: 10,
      }),
    ];
    const t = memberTotals(rows, TODAY);
    expect(t.weeks).toEqual([
      { start: '2026-11-30', sport: 'ride', distanceM: 60_000, movingS: 5401, ascentM: 300, count: 2 },
      { start: '2026-11-30', sport: 'run', distanceM: 10_000, movingS: 3000, ascentM: 50, count: 1 },
      { start: '2026-11-23', sport: 'run', distanceM: 5000, movingS: 1500, ascentM: 10, count: 1 },
    ]);
    expect(t.months).toEqual([
      { start: '2026-12-01', sport: 'ride', distanceM: 20_000, movingS: 0, ascentM: 0, count: 1 },
      { start: '2026-11-01', sport: 'ride', distanceM: 40_000, movingS: 5401, ascentM: 300, count: 1 },
      { start: '2026-11-01', sport: 'run', distanceM: 15_000, movingS: 4500, ascentM: 60, count: 2 },
    ]);
  });

  it('leaves out routes, excluded activities, unknown dates and anything before 1 January of last year', () => {
    const base = {
      sport: 'run' as const,
      utcOffsetMin: 0,
      distanceM: 1000,
      movingS: 300,
      elevationGainM: 5,
      importedAt: at(2026, 11, 30),
    };
    const rows = [
      makeSummary({ ...base, id: 'route', startTime: at(2026, 11, 2), kind: 'route' }),
      makeSummary({ ...base, id: 'excluded', startTime: at(2026, 11, 2), excluded: true }),
      makeSummary({ ...base, id: 'no-date', startTime: null }),
      makeSummary({ ...base, id: 'wrong-clock', startTime: at(1980, 1, 1) }),
      makeSummary({ ...base, id: 'old', startTime: at(2024, 12, 31) }),
      makeSummary({ ...base, id: 'kept', startTime: at(2025, 1, 1) }),
    ];
    const t = memberTotals(rows, TODAY);
    expect(t.months).toEqual([
      { start: '2025-01-01', sport: 'run', distanceM: 1000, movingS: 300, ascentM: 5, count: 1 },
    ]);
    // 1 January 2025 is a Wednesday: its week starts on Monday 30 December 2024.
    expect(t.weeks.map((w) => w.start)).toEqual(['2024-12-30']);
    expect(firstKeptDay(TODAY)).toBe(day(2025, 1, 1));
  });
});

describe('leaderboard', () => {
  const ana = {
    uid: 'ana',
    totals: {
      weeks: [
        {
          start: '2026-11-30',
          sport: 'ride' as const,
          distanceM: 50_000,
          movingS: 7200,
          ascentM: 400,
          count: 1,
        },
        {
          start: '2026-11-23',
          sport: 'run' as const,
          distanceM: 30_000,
          movingS: 9000,
          ascentM: 100,
          count: 3,
        },
      ],
      months: [
        {
          start: '2026-11-01',
          sport: 'ride' as const,
          distanceM: 50_000,
          movingS: 7200,
          ascentM: 400,
          count: 1,
        },
        {
          start: '2026-11-01',
          sport: 'run' as const,
          distanceM: 30_000,
          movingS: 9000,
          ascentM: 100,
          count: 3,
        },
        {
          start: '2026-03-01',
          sport: 'run' as const,
          distanceM: 100_000,
          movingS: 36_000,
          ascentM: 900,
          count: 10,
        },
        { start: '2025-12-01', sport: 'run' as const, distanceM: 999_000, movingS: 1, ascentM: 1, count: 1 },
      ],
    },
  };
  const ben = {
    uid: 'ben',
    totals: {
      weeks: [
        {
          start: '2026-11-30',
          sport: 'run' as const,
          distanceM: 60_000,
          movingS: 20_000,
          ascentM: 50,
          count: 4,
        },
      ],
      months: [
        {
          start: '2026-11-01',
          sport: 'run' as const,
          distanceM: 60_000,
          movingS: 20_000,
          ascentM: 50,
          count: 4,
        },
      ],
    },
  };

  it('this week, this month, this year and last year (years from their month rows)', () => {
    expect(leaderboard([ana, ben], 'week', TODAY, null, 'distanceM')).toEqual([
      { uid: 'ben', distanceM: 60_000, movingS: 20_000, ascentM: 50, count: 4 },
      { uid: 'ana', distanceM: 50_000, movingS: 7200, ascentM: 400, count: 1 },
    ]);
    expect(
      leaderboard([ana, ben], 'month', TODAY, null, 'distanceM').map((r) => [r.uid, r.distanceM]),
    ).toEqual([
      ['ana', 80_000],
      ['ben', 60_000],
    ]);
    expect(leaderboard([ana, ben], 'year', TODAY, null, 'count').map((r) => [r.uid, r.count])).toEqual([
      ['ana', 14],
      ['ben', 4],
    ]);
    expect(
      leaderboard([ana, ben], 'lastYear', TODAY, null, 'distanceM').map((r) => [r.uid, r.distanceM]),
    ).toEqual([
      ['ana', 999_000],
      ['ben', 0],
    ]);
  });

  it('one sport only, ranked by the chosen figure; a member with nothing shows zeros', () => {
    expect(leaderboard([ana, ben], 'week', TODAY, 'ride', 'ascentM')).toEqual([
      { uid: 'ana', distanceM: 50_000, movingS: 7200, ascentM: 400, count: 1 },
      { uid: 'ben', distanceM: 0, movingS: 0, ascentM: 0, count: 0 },
    ]);
  });

  it('periods: Monday to Sunday, the calendar month, the calendar year', () => {
    expect(periodBounds('week', day(2026, 12, 6))).toEqual({ from: '2026-11-30', to: '2026-12-07' });
    expect(periodBounds('month', day(2026, 12, 6))).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(periodBounds('year', day(2026, 12, 6))).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(periodBounds('lastYear', day(2026, 12, 6))).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });
});
