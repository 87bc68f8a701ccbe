import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { bucketRows, bucketize, sportsInBuckets } from './buckets';
import { monthStart } from '../../domain/calendar/day-numbers';
import { formatDay } from '../../domain/filters/date-range';
import { memberTotals } from '../../domain/groups/group-totals';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;
const utcOffsetZero = () => 0;

describe('bucketize by week', () => {
  it('puts activities in the Monday-to-Sunday week of their local start day', () => {
    const rows = [
      // Sunday 2024-06-16 23:30 UTC is Monday 17 June 01:30 at +02:00: the next week.
      makeSummary({ id: 'a', startTime: Date.UTC(2024, 5, 16, 23, 30), utcOffsetMin: 120, distanceM: 5000 }),
      // Sunday 2024-06-16 10:00 local: the week of Monday 10 June.
      makeSummary({ id: 'b', startTime: Date.UTC(2024, 5, 16, 8, 0), utcOffsetMin: 120, distanceM: 3000 }),
      makeSummary({
        id: 'c',
        startTime: Date.UTC(2024, 5, 10, 6, 0),
        utcOffsetMin: 120,
        distanceM: 1000,
        sport: 'ride',
      }),
    ];
    const { buckets, omitted, undated } = bucketize(rows, 'week');
    expect(omitted).toBe(0);
    expect(undated).toBe(0);
    expect(buckets.map((b) => b.start)).toEqual([day(2024, 6, 10), day(2024, 6, 17)]);
    expect(buckets[0]!.bySport.run?.distanceM).toBe(3000);
    expect(buckets[0]!.bySport.ride?.distanceM).toBe(1000);
    expect(buckets[1]!.bySport.run?.distanceM).toBe(5000);
  });

  it('uses the viewer offset for activities whose file gives none', () => {
    const s = makeSummary({ id: 'a', startTime: Date.UTC(2024, 5, 16, 23, 30), utcOffsetMin: null });
    expect(bucketize([s], 'week', utcOffsetZero).buckets[0]!.start).toBe(day(2024, 6, 10));
    expect(bucketize([s], 'week', () => 60).buckets[0]!.start).toBe(day(2024, 6, 17));
  });

  it('fills empty weeks between the first and the last and keeps only the latest maxBuckets', () => {
    const rows = [
      makeSummary({ id: 'a', startTime: Date.UTC(2024, 0, 1, 8), utcOffsetMin: 0 }),
      makeSummary({ id: 'b', startTime: Date.UTC(2024, 1, 26, 8), utcOffsetMin: 0 }),
    ];
    const all = bucketize(rows, 'week', undefined, 1000);
    expect(all.buckets).toHaveLength(9);
    expect(all.buckets[3]!.bySport).toEqual({});
    const cut = bucketize(rows, 'week', undefined, 4);
    expect(cut.buckets).toHaveLength(4);
    expect(cut.omitted).toBe(5);
    expect(cut.buckets[3]!.start).toBe(day(2024, 2, 26));
  });

  it('counts undated activities apart', () => {
    const { buckets, undated } = bucketize([makeSummary({ id: 'a', startTime: null })], 'week');
    expect(buckets).toEqual([]);
    expect(undated).toBe(1);
  });
});

describe('bucketize by month', () => {
  it('sums distance, moving time and gain per month and sport, across a year end', () => {
    const rows = [
      makeSummary({
        id: 'a',
        startTime: Date.UTC(2023, 11, 31, 23, 30),
        utcOffsetMin: 60,
        distanceM: 1000,
        movingS: 100,
        elevationGainM: 10,
      }),
      makeSummary({
        id: 'b',
        startTime: Date.UTC(2024, 0, 15),
        utcOffsetMin: 0,
        distanceM: 2000,
        movingS: null,
        elevationGainM: null,
      }),
      makeSummary({
        id: 'c',
        startTime: Date.UTC(2024, 2, 1),
        utcOffsetMin: 0,
        distanceM: 500,
        sport: 'hike',
      }),
    ];
    const { buckets } = bucketize(rows, 'month');
    expect(buckets.map((b) => b.start)).toEqual([
      monthStart(2024, 0),
      monthStart(2024, 1),
      monthStart(2024, 2),
    ]);
    expect(buckets[0]!.bySport.run).toEqual({ distanceM: 3000, movingS: 100, gainM: 10, count: 2 });
    expect(sportsInBuckets(buckets)).toEqual(['run', 'hike']);
    const rowsKm = bucketRows(buckets, 'distanceM', ['run', 'hike'], (m) => m / 1000);
    expect(rowsKm).toEqual([
      { start: monthStart(2024, 0), run: 3, hike: 0 },
      { start: monthStart(2024, 1), run: 0, hike: 0 },
      { start: monthStart(2024, 2), run: 0, hike: 0.5 },
    ]);
  });
});

describe('group totals (issue 37) count exactly what these buckets count', () => {
  it('the same weeks and months, sport by sport, for the activities of this year and last', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      makeSummary({
        id: `a${i}`,
        sport: (['run', 'ride', 'hike'] as const)[i % 3],
        startTime: Date.UTC(2025, 0, 1) + i * 5.3 * 86_400_000,
        utcOffsetMin: (i % 5) * 60 - 120,
        distanceM: 1000 * (i + 1),
        movingS: i % 4 === 0 ? null : 600 * i,
        elevationGainM: i % 7 === 0 ? null : 10 * i,
        importedAt: Date.UTC(2026, 0, 1),
      }),
    );
    const today = day(2025, 12, 31);
    const group = memberTotals(rows, today, utcOffsetZero);
    for (const period of ['week', 'month'] as const) {
      const expected = bucketize(rows, period, utcOffsetZero, 1000).buckets.flatMap((b) =>
        Object.entries(b.bySport).map(([sport, t]) => ({
          start: formatDay(b.start),
          sport,
          distanceM: Math.round(t.distanceM),
          movingS: Math.round(t.movingS),
          ascentM: Math.round(t.gainM),
          count: t.count,
        })),
      );
      const got = period === 'week' ? group.weeks : group.months;
      const key = (r: { start: string; sport: string }) => `${r.start} ${r.sport}`;
      expect([...got].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        expected.sort((a, b) => key(a).localeCompare(key(b))),
      );
    }
  });
});
