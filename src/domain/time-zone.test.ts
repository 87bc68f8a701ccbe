import { describe, expect, it } from 'vitest';
import { makeSummary } from '../testing/summary';
import { dailyTotals } from './calendar/calendar';
import { streaksOf } from './calendar/habits';
import { MS_PER_DAY, startDayOf } from './filters';
import { activityZone, offsetLabel, zoneOffsetMin } from './time-zone';
import { timeZoneAt } from './time-zone-at';

describe('time zones', () => {
  it('looks up the zone of a start position offline', () => {
    expect(timeZoneAt(47.3769, 8.5417)).toBe('Europe/Zurich');
    expect(timeZoneAt(34.0522, -118.2437)).toBe('America/Los_Angeles');
    expect(timeZoneAt(-33.8688, 151.2093)).toBe('Australia/Sydney');
    expect(timeZoneAt(null, 8)).toBeNull();
    expect(timeZoneAt(NaN, 8)).toBeNull();
    expect(timeZoneAt(95, 8)).toBeNull();
  });

  it("prefers the file's offset, then the looked-up zone, else the viewer's", () => {
    expect(activityZone({ utcOffsetMin: 120, timeZone: 'America/New_York' })).toBe('+02:00');
    expect(activityZone({ utcOffsetMin: null, timeZone: 'Europe/Zurich' })).toBe('Europe/Zurich');
    expect(activityZone({ utcOffsetMin: null, timeZone: null })).toBeNull();
    expect(offsetLabel(-210)).toBe('-03:30');
  });
});

describe('bucketing by the activity’s own zone', () => {
  // 23:30 in Tokyo (UTC+9, no daylight saving) on Friday 2025-01-10 is 14:30 UTC that day,
  // 06:30 the same day in Los Angeles and 00:30 on Saturday in Auckland (UTC+13 in January).
  const tokyoLate = makeSummary({
    startTime: Date.UTC(2025, 0, 10, 14, 30),
    utcOffsetMin: null,
    timeZone: 'Asia/Tokyo',
  });
  const friday = Date.UTC(2025, 0, 10) / MS_PER_DAY;
  const losAngeles = () => -480;
  const auckland = () => 780;

  it('puts an activity on its local day wherever the viewer is', () => {
    expect(startDayOf(tokyoLate, losAngeles)).toBe(friday);
    expect(startDayOf(tokyoLate, auckland)).toBe(friday);
    expect(dailyTotals([tokyoLate], auckland).get(friday)?.count).toBe(1);
  });

  it("follows the zone's daylight saving and prefers the file's own offset", () => {
    // 23:30 in Zurich on 2025-07-31 (UTC+2 in summer) is 21:30 UTC.
    const zurich = makeSummary({
      startTime: Date.UTC(2025, 6, 31, 21, 30),
      utcOffsetMin: null,
      timeZone: 'Europe/Zurich',
    });
    expect(startDayOf(zurich, () => 0)).toBe(Date.UTC(2025, 6, 31) / MS_PER_DAY);
    expect(zoneOffsetMin('Europe/Zurich', Date.UTC(2025, 0, 1))).toBe(60);
    expect(zoneOffsetMin('Europe/Zurich', Date.UTC(2025, 6, 1))).toBe(120);
    const fileOffset = makeSummary({ ...zurich, utcOffsetMin: 0 });
    expect(startDayOf(fileOffset, () => 0)).toBe(Date.UTC(2025, 6, 31) / MS_PER_DAY);
    expect(startDayOf({ ...fileOffset, utcOffsetMin: 180 }, () => 0)).toBe(Date.UTC(2025, 7, 1) / MS_PER_DAY);
  });

  it("falls back to the viewer's offset without a zone, or with one the runtime does not know", () => {
    expect(startDayOf({ ...tokyoLate, timeZone: null }, auckland)).toBe(friday + 1);
    expect(startDayOf({ ...tokyoLate, timeZone: 'Mars/Olympus' }, auckland)).toBe(friday + 1);
    expect(zoneOffsetMin(null, 0)).toBeNull();
  });

  it('counts streaks on the local days', () => {
    // Viewer in Auckland on Saturday 11 January: the Tokyo Friday run is yesterday, not today.
    const streaks = streaksOf([tokyoLate], friday + 1, auckland);
    expect(streaks.currentDays).toEqual({ length: 1, from: friday, to: friday });
  });
});
