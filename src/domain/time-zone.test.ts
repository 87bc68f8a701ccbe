import { describe, expect, it } from 'vitest';
import { activityZone, offsetLabel } from './time-zone';
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
