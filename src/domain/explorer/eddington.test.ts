import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { METRES_PER_MILE } from '../units';
import { dailyDistances, EDDINGTON_MAX_UNITS, eddingtonOf, eddingtonOfDays } from './eddington';

const KM = 1000;
const DAY_MS = 86_400_000;
const JAN_1 = Date.UTC(2024, 0, 1, 8, 0, 0);
const UTC = () => 0;

/** One activity per day from 1 January 2024, 08:00 UTC, with these kilometres. */
function rides(kms: readonly number[]) {
  return kms.map((km, i) =>
    makeSummary({ startTime: JAN_1 + i * DAY_MS, utcOffsetMin: 0, distanceM: km * KM }),
  );
}

describe('eddingtonOfDays', () => {
  it('is 0 with no days, and the next number needs one day of 1 unit', () => {
    expect(eddingtonOfDays([], KM)).toEqual({ n: 0, daysToNext: 1, daysAtLeast: [0] });
  });

  it('finds the largest n with n days of at least n', () => {
    // Days of 1..5 km: three days of at least 3 km, only two of at least 4 km.
    const e = eddingtonOfDays(
      [1, 2, 3, 4, 5].map((k) => k * KM),
      KM,
    );
    expect(e.n).toBe(3);
    expect(e.daysToNext).toBe(2);
    expect(e.daysAtLeast).toEqual([5, 5, 4, 3, 2, 1]);
  });

  it('ten days of 10 km give 10, and 11 needs eleven new days', () => {
    const e = eddingtonOfDays(new Array<number>(10).fill(10 * KM), KM);
    expect(e.n).toBe(10);
    expect(e.daysToNext).toBe(11);
  });

  it('does not count a day just short of n units', () => {
    const e = eddingtonOfDays([3 * KM, 3 * KM, 2.999 * KM], KM);
    expect(e.n).toBe(2);
    expect(e.daysToNext).toBe(1);
  });

  it('counts miles separately: ten days of exactly 10 miles', () => {
    const days = new Array<number>(10).fill(10 * METRES_PER_MILE);
    expect(eddingtonOfDays(days, METRES_PER_MILE).n).toBe(10);
    // The same days are 16.09 km each: ten days, so E = 10 in km too (it cannot exceed the day count).
    expect(eddingtonOfDays(days, KM).n).toBe(10);
  });

  it('caps absurd day distances at EDDINGTON_MAX_UNITS units', () => {
    const e = eddingtonOfDays([1e12], KM);
    expect(e.n).toBe(1);
    expect(e.daysAtLeast).toHaveLength(EDDINGTON_MAX_UNITS + 1);
  });
});

describe('eddingtonOf (activities to days)', () => {
  it('sums two activities on one day', () => {
    // Day 1 has two 1.5 km activities (3 km together), days 2 and 3 one of 3 km each: E = 3.
    // Counted per activity instead of per day it would be 2.
    const rows = [
      makeSummary({ startTime: JAN_1, utcOffsetMin: 0, distanceM: 1.5 * KM }),
      makeSummary({ startTime: JAN_1 + 3_600_000, utcOffsetMin: 0, distanceM: 1.5 * KM }),
      makeSummary({ startTime: JAN_1 + DAY_MS, utcOffsetMin: 0, distanceM: 3 * KM }),
      makeSummary({ startTime: JAN_1 + 2 * DAY_MS, utcOffsetMin: 0, distanceM: 3 * KM }),
    ];
    expect(eddingtonOf(rows, 'km', UTC)).toMatchObject({ n: 3, daysToNext: 4 });
  });

  it('splits days at local midnight, not UTC midnight', () => {
    // At UTC+2, 21:30 UTC is 23:30 on 1 January and 22:30 UTC is 00:30 on 2 January: two days of
    // 2 km (E = 2). Grouped by UTC date they would be one day of 4 km (E = 1).
    const at = (h: number, m: number) => Date.UTC(2024, 0, 1, h, m);
    const rows = [
      makeSummary({ startTime: at(21, 30), utcOffsetMin: 120, distanceM: 2 * KM }),
      makeSummary({ startTime: at(22, 30), utcOffsetMin: 120, distanceM: 2 * KM }),
    ];
    expect([...dailyDistances(rows).keys()]).toHaveLength(2);
    expect(eddingtonOf(rows, 'km').n).toBe(2);
    // West of UTC the same two activities fall on one local day (1 January, 13:30 and 14:30 at UTC-8).
    const west = rows.map((s) => ({ ...s, utcOffsetMin: -480 }));
    expect(eddingtonOf(west, 'km').n).toBe(1);
  });

  it("uses the viewer's offset when the file has none", () => {
    const rows = [
      makeSummary({ startTime: Date.UTC(2024, 0, 1, 23, 30), utcOffsetMin: null, distanceM: 2 * KM }),
      makeSummary({ startTime: Date.UTC(2024, 0, 2, 0, 30), utcOffsetMin: null, distanceM: 2 * KM }),
    ];
    expect(eddingtonOf(rows, 'km', UTC).n).toBe(2);
    expect(eddingtonOf(rows, 'km', () => -120).n).toBe(1);
  });

  it('leaves out activities without a start time', () => {
    const rows = [...rides([5, 5]), makeSummary({ startTime: null, distanceM: 50 * KM })];
    expect(eddingtonOf(rows, 'km', UTC).n).toBe(2);
  });

  it('gives km and miles from the same days', () => {
    // 20 days of 20 km (12.4 mi): E = 20 km, 12 mi.
    const rows = rides(new Array<number>(20).fill(20));
    expect(eddingtonOf(rows, 'km', UTC).n).toBe(20);
    expect(eddingtonOf(rows, 'mi', UTC)).toMatchObject({ n: 12, daysToNext: 13 });
  });
});
