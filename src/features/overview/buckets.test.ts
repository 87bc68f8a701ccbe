import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../domain/filters/summary-fixture';
import { bucketRows, bucketize, sportsInBuckets } from './buckets';
import { monthStart } from '../../domain/calendar/day-numbers';

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
