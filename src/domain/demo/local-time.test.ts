import { describe, expect, it } from 'vitest';
import { localToUtc, utcOffsetAt } from './local-time';

const H = 3_600_000;

describe('utcOffsetAt', () => {
  it('switches Central European time on the last Sundays of March and October at 01:00 UTC', () => {
    expect(utcOffsetAt('eu', 60, Date.UTC(2025, 2, 30, 0, 59))).toBe(60);
    expect(utcOffsetAt('eu', 60, Date.UTC(2025, 2, 30, 1, 0))).toBe(120);
    expect(utcOffsetAt('eu', 60, Date.UTC(2025, 9, 26, 0, 59))).toBe(120);
    expect(utcOffsetAt('eu', 60, Date.UTC(2025, 9, 26, 1, 0))).toBe(60);
    expect(utcOffsetAt('eu', 0, Date.UTC(2026, 6, 1))).toBe(60);
  });

  it('switches US Mountain time on the second Sunday of March and the first Sunday of November at 02:00 local', () => {
    // 2025-03-09 02:00 MST = 09:00 UTC; 2025-11-02 02:00 MDT = 08:00 UTC.
    expect(utcOffsetAt('us', -420, Date.UTC(2025, 2, 9, 8, 59))).toBe(-420);
    expect(utcOffsetAt('us', -420, Date.UTC(2025, 2, 9, 9, 0))).toBe(-360);
    expect(utcOffsetAt('us', -420, Date.UTC(2025, 10, 2, 7, 59))).toBe(-360);
    expect(utcOffsetAt('us', -420, Date.UTC(2025, 10, 2, 8, 0))).toBe(-420);
  });

  it('keeps fixed offsets where there is no daylight saving', () => {
    expect(utcOffsetAt('none', 540, Date.UTC(2025, 6, 1))).toBe(540);
    expect(utcOffsetAt('none', 120, Date.UTC(2025, 0, 1))).toBe(120);
  });
});

describe('localToUtc', () => {
  it('turns a local wall-clock time into the instant', () => {
    const day = Date.UTC(2025, 6, 1);
    expect(localToUtc('none', 540, day, 7 * 3600)).toBe(day + 7 * H - 9 * H);
    expect(localToUtc('eu', 60, day, 7 * 3600)).toBe(day + 5 * H);
    expect(localToUtc('us', -420, Date.UTC(2025, 0, 15), 18 * 3600)).toBe(Date.UTC(2025, 0, 16, 1));
  });
});
