import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import {
  applySanity,
  EARLIEST_PLAUSIBLE_START,
  FUTURE_TOLERANCE_MS,
  hasPlausibleDate,
  isPlausibleEffort,
  maskImplausibleElevation,
} from './rules';
import { activityGivesRecords } from './history';

const IMPORTED = Date.UTC(2026, 10, 25);
const run = (over: Parameters<typeof makeSummary>[0] = {}) =>
  makeSummary({ sport: 'run', importedAt: IMPORTED, startTime: Date.UTC(2025, 3, 1), ...over });

describe('elevation range', () => {
  it('counts samples outside -450..9000 m as missing, keeps the rest', () => {
    const ele = Float32Array.of(-672, -450, 0, 8848, 9000, 9001, NaN);
    expect(maskImplausibleElevation(ele)).toBe(2);
    expect([...ele]).toEqual([NaN, -450, 0, 8848, 9000, NaN, NaN]);
  });
});

describe('dates', () => {
  it('flags a start before 1990 or after the import day, and keeps it out of time charts', () => {
    expect(hasPlausibleDate(run())).toBe(true);
    expect(hasPlausibleDate(run({ startTime: EARLIEST_PLAUSIBLE_START }))).toBe(true);
    expect(hasPlausibleDate(run({ startTime: EARLIEST_PLAUSIBLE_START - 1 }))).toBe(false);
    expect(hasPlausibleDate(run({ startTime: 0 }))).toBe(false); // 1970: a zero timestamp
    expect(hasPlausibleDate(run({ startTime: IMPORTED + FUTURE_TOLERANCE_MS }))).toBe(true);
    expect(hasPlausibleDate(run({ startTime: IMPORTED + FUTURE_TOLERANCE_MS + 1 }))).toBe(false);
    expect(hasPlausibleDate(run({ startTime: null }))).toBe(false);
    const old = applySanity(run({ startTime: Date.UTC(1901, 11, 13, 20, 45) }));
    expect(old.flags).toEqual([expect.objectContaining({ code: 'date' })]);
    expect(old.flags[0]!.message).toContain('1901-12-13, before 1990');
    expect(applySanity(run({ startTime: null })).flags).toEqual([]);
  });
});

describe('speed for the sport', () => {
  it('files a ride averaging over 80 km/h as Other with the reason, out of records', () => {
    const fast = applySanity(run({ sport: 'ride', distanceM: 317_000, avgSpeedMps: 82 / 3.6 }));
    expect(fast.sport).toBe('other');
    expect(fast.flags.map((f) => f.code)).toEqual(['speed']);
    expect(fast.flags[0]!.message).toContain('Averages 82.0 km/h, faster than any ride (80.0 km/h)');
    expect(activityGivesRecords(fast)).toBe(false);
    const ok = applySanity(run({ sport: 'ride', distanceM: 100_000, avgSpeedMps: 79 / 3.6 }));
    expect(ok.sport).toBe('ride');
    expect(activityGivesRecords(ok)).toBe(true);
  });

  it('files a run faster than world-record pace over its distance as Other', () => {
    // 10 km in 25:00 beats 26:11.
    const fast = applySanity(run({ distanceM: 10_000, avgSpeedMps: 10_000 / 1500 }));
    expect(fast.sport).toBe('other');
    // 10 km in 27:00 is slower than the record: a (very good) run.
    expect(applySanity(run({ distanceM: 10_000, avgSpeedMps: 10_000 / 1620 })).sport).toBe('run');
  });

  it('leaves Other below 108 km/h and activities without a speed alone', () => {
    expect(applySanity(run({ sport: 'other', avgSpeedMps: 29, maxSpeedMps: 30 })).flags).toEqual([]);
    expect(applySanity(run({ sport: 'other', avgSpeedMps: 300 })).flags.map((f) => f.code)).toEqual([
      'speed',
    ]);
    expect(applySanity(run({ avgSpeedMps: null })).flags).toEqual([]);
  });
});

describe('best efforts', () => {
  it('drops efforts faster than the world record (a 400 m in 0:04), keeps the rest', () => {
    const s = applySanity(
      run({
        bestEfforts: [
          { key: '400m', distanceM: 400, timeS: 4, startDistanceM: 0 },
          { key: '1k', distanceM: 1000, timeS: 240, startDistanceM: 0 },
          { key: 'marathon', distanceM: 42195, timeS: 7000, startDistanceM: 0 }, // beats 2:00:35
        ],
      }),
    );
    expect(s.bestEfforts.map((e) => e.key)).toEqual(['1k']);
    expect(s.flags).toEqual([expect.objectContaining({ code: 'effort' })]);
    expect(s.flags[0]!.message).toMatch(/^2 best efforts were faster/);
    expect(isPlausibleEffort('run', { distanceM: 42195, timeS: 7235 })).toBe(true);
    expect(isPlausibleEffort('ride', { distanceM: 400, timeS: 14 })).toBe(true); // 103 km/h descent
    expect(isPlausibleEffort('ride', { distanceM: 400, timeS: 12 })).toBe(false); // 120 km/h
  });

  it('keeps an activity with an implausible date out of records', () => {
    expect(activityGivesRecords(run({ startTime: 0 }))).toBe(false);
    expect(activityGivesRecords(run())).toBe(true);
  });
});
