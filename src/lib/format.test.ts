import { describe, expect, it } from 'vitest';
import {
  MINUS,
  MISSING,
  fixedDecimals,
  formatActivityDate,
  formatActivityDateTime,
  formatCount,
  formatDistance,
  formatDistanceValue,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPace,
  formatPaceOrSpeed,
  formatSigned,
  formatSpeed,
  formatTemperature,
  formatTotalDuration,
  fromDisplayDistance,
  fromDisplayElevation,
  offsetLabel,
  pluralWord,
  toDisplayDistance,
  toDisplayElevation,
  usesPace,
} from './format';

describe('formatDistance', () => {
  it('prints kilometres and miles with two decimals', () => {
    expect(formatDistance(12345, 'metric')).toBe('12.35 km');
    expect(formatDistance(1609.344 * 7.5, 'imperial')).toBe('7.50 mi');
    expect(formatDistance(42195, 'metric', 1)).toBe('42.2 km');
  });
  it('uses thousands separators for long totals', () => {
    expect(formatDistance(1_234_567, 'metric', 0)).toBe('1,235 km');
  });
  it('prints absent and non-finite values as missing', () => {
    expect(formatDistance(null, 'metric')).toBe(MISSING);
    expect(formatDistance(Number.NaN, 'imperial')).toBe(MISSING);
    expect(formatDistance(Number.POSITIVE_INFINITY, 'metric')).toBe(MISSING);
  });
  it('has a unit-less twin for cells whose header holds the unit', () => {
    expect(formatDistanceValue(12345, 'metric')).toBe('12.35');
    expect(formatDistanceValue(1609.344 * 7.5, 'imperial')).toBe('7.50');
    expect(formatDistanceValue(1_234_567, 'metric', 0)).toBe('1,235');
    expect(formatDistanceValue(null, 'metric')).toBe(MISSING);
  });
});

describe('formatDuration', () => {
  it('prints minutes:seconds under an hour and h:mm:ss above', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(42 * 60 + 5)).toBe('42:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(26 * 3600)).toBe('26:00:00');
  });
  it('rounds to whole seconds and carries', () => {
    expect(formatDuration(59.6)).toBe('1:00');
  });
  it('rejects negative and absent values', () => {
    expect(formatDuration(-1)).toBe(MISSING);
    expect(formatDuration(undefined)).toBe(MISSING);
  });
});

describe('formatTotalDuration', () => {
  it('prints h:mm:ss below 100 hours and whole hours from there on', () => {
    expect(formatTotalDuration(3725)).toBe('1:02:05');
    expect(formatTotalDuration(99 * 3600 + 59 * 60)).toBe('99:59:00');
    expect(formatTotalDuration(3460.8 * 3600)).toBe('3,461 h');
  });
});

describe('pace and speed', () => {
  it('prints pace per km and per mile', () => {
    // 5:00 per km is 1000/300 m/s.
    expect(formatPace(1000 / 300, 'metric')).toBe('5:00 /km');
    // 8:00 per mile.
    expect(formatPace(1609.344 / 480, 'imperial')).toBe('8:00 /mi');
  });
  it('prints swim pace per 100 m and per 100 yd', () => {
    expect(formatPace(100 / 105, 'metric', 'swim')).toBe('1:45 /100m');
    expect(formatPace(91.44 / 90, 'imperial', 'swim')).toBe('1:30 /100yd');
  });
  it('treats standing still as no pace', () => {
    expect(formatPace(0, 'metric')).toBe(MISSING);
    expect(formatPace(null, 'metric')).toBe(MISSING);
  });
  it('prints speed in km/h and mph', () => {
    expect(formatSpeed(10, 'metric')).toBe('36.0 km/h');
    expect(formatSpeed((1609.344 / 3600) * 20, 'imperial')).toBe('20.0 mph');
    expect(formatSpeed(-2, 'metric')).toBe(MISSING);
  });
  it('chooses pace or speed by sport', () => {
    expect(usesPace('run')).toBe(true);
    expect(usesPace('hike')).toBe(true);
    expect(usesPace('ride')).toBe(false);
    expect(formatPaceOrSpeed(1000 / 300, 'run', 'metric')).toBe('5:00 /km');
    expect(formatPaceOrSpeed(10, 'ride', 'metric')).toBe('36.0 km/h');
    expect(formatPaceOrSpeed(10, 'ski', 'imperial')).toBe('22.4 mph');
  });
});

describe('elevation, temperature, integers', () => {
  it('prints whole metres and feet', () => {
    expect(formatElevation(1234.4, 'metric')).toBe('1,234 m');
    expect(formatElevation(1000, 'imperial')).toBe('3,281 ft');
    expect(formatElevation(-12.6, 'metric')).toBe('-13 m');
  });
  it('prints Celsius and Fahrenheit', () => {
    expect(formatTemperature(20, 'metric')).toBe('20.0 °C');
    expect(formatTemperature(20, 'imperial')).toBe('68.0 °F');
  });
  it('prints integers with an optional suffix', () => {
    expect(formatInteger(151.6, 'bpm')).toBe('152 bpm');
    expect(formatInteger(1500)).toBe('1,500');
    expect(formatInteger(null, 'W')).toBe(MISSING);
  });
});

describe('display conversions round-trip', () => {
  it('converts distance and elevation both ways', () => {
    expect(toDisplayDistance(5000, 'metric')).toBe(5);
    expect(fromDisplayDistance(toDisplayDistance(5000, 'imperial'), 'imperial')).toBeCloseTo(5000, 9);
    expect(toDisplayElevation(100, 'imperial')).toBeCloseTo(328.084, 3);
    expect(fromDisplayElevation(toDisplayElevation(100, 'imperial'), 'imperial')).toBeCloseTo(100, 9);
  });
});

describe('dates in the activity local time', () => {
  // 2025-06-14T05:42:00Z
  const instant = Date.UTC(2025, 5, 14, 5, 42, 0);

  it('labels offsets', () => {
    expect(offsetLabel(120)).toBe('+02:00');
    expect(offsetLabel(-210)).toBe('-03:30');
    expect(offsetLabel(0)).toBe('+00:00');
  });
  it('uses the file offset whatever the viewer time zone', () => {
    expect(formatActivityDateTime(instant, 120)).toBe('Sat 14 Jun 2025, 07:42');
    expect(formatActivityDateTime(instant, -420)).toBe('Fri 13 Jun 2025, 22:42');
    expect(formatActivityDate(instant, 330, 'yyyy-MM-dd HH:mm')).toBe('2025-06-14 11:12');
  });
  it('falls back to the viewer time zone without an offset', () => {
    const local = new Date(instant);
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatActivityDate(instant, null, 'HH:mm')).toBe(expected);
  });
  it('prints missing for an activity without time', () => {
    expect(formatActivityDate(null, 60)).toBe(MISSING);
  });
});

describe('pluralWord', () => {
  it('gives the singular for exactly one and the plural otherwise', () => {
    expect(pluralWord(1, 'activity', 'activities')).toBe('activity');
    expect(pluralWord(0, 'activity', 'activities')).toBe('activities');
    expect(pluralWord(2, 'file', 'files')).toBe('files');
    expect(pluralWord(-1, 'file', 'files')).toBe('files');
  });
});

describe('formatCount', () => {
  it('prints the count with en-US grouping and the matching word', () => {
    expect(formatCount(1, 'activity', 'activities')).toBe('1 activity');
    expect(formatCount(0, 'activity', 'activities')).toBe('0 activities');
    expect(formatCount(12345, 'other activity', 'other activities')).toBe('12,345 other activities');
  });
});

describe('fixedDecimals', () => {
  it('writes what Intl.NumberFormat en-US writes, ties and negative zero included', () => {
    const values = [0, -0, 0.5, 1.5, 2.5, -0.5, -2.5, 1.005, 1.045, 0.125, 999.95, 999.5, 9999.9951];
    values.push(123456789.125, -0.001, -0.0049, 0.0049, 1e20, 5e-7, NaN, Infinity, -Infinity, 1e21);
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 20_000; i++) {
      const v = (next() - 0.3) * 10 ** (Math.floor(next() * 14) - 4);
      // Half the values sit on a tie of the last kept decimal, as written in decimal.
      values.push(i % 2 === 0 ? v : Math.round(v * 1000) / 1000 + 0.0005);
    }
    for (const decimals of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      const wrong = values.filter((v) => fixedDecimals(v, decimals) !== intl.format(v));
      expect(wrong).toEqual([]);
    }
    expect(fixedDecimals(1234567.891, 2)).toBe('1,234,567.89');
    expect(fixedDecimals(1.005, 2)).toBe('1.01');
    expect(fixedDecimals(-0.4, 0)).toBe('-0');
  });
});

describe('formatSigned', () => {
  const one = (v: number) => v.toFixed(1);
  it('writes a plus or a true minus sign, read from what is shown', () => {
    expect(formatSigned(3.14, one)).toBe('+3.1');
    expect(formatSigned(-2.96, one)).toBe(`${MINUS}3.0`);
  });
  it('never writes "-0.0" or "+0.0": a value that rounds to nothing gets the zero sign', () => {
    for (const v of [-0.04, -0, 0, 0.049]) {
      expect(formatSigned(v, one)).toBe('±0.0');
      expect(formatSigned(v, one, '')).toBe('0.0');
    }
    expect(formatSigned(-0.05, one, '')).toBe(`${MINUS}0.1`);
    expect(formatSigned(-20, formatDuration)).toBe(`${MINUS}0:20`);
  });
});
