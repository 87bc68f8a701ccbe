import { describe, expect, it } from 'vitest';
import {
  formatClock,
  parseClock,
  parseDecimal,
  rangeUi,
  filtersBySpeed,
  speedRangeUi,
  swapRange,
} from './range-codecs';

describe('parsers', () => {
  it('parses decimals with dot or comma, rejects the rest', () => {
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    for (const bad of ['', '-3', '1e3', 'abc', '1.2.3', '5 km']) expect(parseDecimal(bad)).toBeNull();
  });
  it('parses m:ss clocks and decimal minutes', () => {
    expect(parseClock('5:30')).toBe(330);
    expect(parseClock('5.5')).toBe(330);
    expect(parseClock('5:75')).toBeNull();
    expect(formatClock(330)).toBe('5:30');
    expect(formatClock(59.6)).toBe('1:00');
  });
});

describe('rangeUi', () => {
  it('distance in km and miles', () => {
    expect(rangeUi('distanceM', 'metric').codec.parse('10')).toBe(10_000);
    expect(rangeUi('distanceM', 'imperial').codec.parse('1')).toBeCloseTo(1609.344);
    expect(rangeUi('distanceM', 'imperial').codec.format(1609.344 * 3.1)).toBe('3.1');
  });
  it('duration in minutes or h:mm', () => {
    const c = rangeUi('durationS', 'metric').codec;
    expect(c.parse('45')).toBe(2700);
    expect(c.parse('1:30')).toBe(5400);
    expect(c.format(5400)).toBe('90');
  });
  it('pace per km or per mile, stored per km', () => {
    expect(rangeUi('paceSPerKm', 'metric').codec.parse('5:00')).toBe(300);
    const mi = rangeUi('paceSPerKm', 'imperial').codec;
    expect(mi.parse('8:03')).toBeCloseTo(483 / 1.609344);
    expect(mi.format(300)).toBe('8:03');
  });
  it('elevation in feet', () => {
    expect(rangeUi('gainM', 'imperial').codec.format(100)).toBe('328.08');
    expect(rangeUi('gainM', 'imperial').codec.parse('328.084')).toBeCloseTo(100);
  });
});

describe('speedRangeUi', () => {
  it('types the pace range as km/h or mph, stored as s/km', () => {
    const kmh = speedRangeUi('metric');
    expect(kmh.unit).toBe('km/h');
    expect(kmh.codec.parse('30')).toBe(120); // 30 km/h is 2:00 per km
    expect(kmh.codec.format(120)).toBe('30');
    const mph = speedRangeUi('imperial');
    expect(mph.unit).toBe('mph');
    expect(mph.codec.parse('20')).toBeCloseTo(3600 / (20 * 1.609344));
    expect(mph.codec.format(3600 / (20 * 1.609344))).toBe('20');
    expect(kmh.codec.parse('0')).toBeNull();
  });

  it('is used when only speed sports are filtered on, with the bounds swapped', () => {
    expect(filtersBySpeed(['ride'])).toBe(true);
    expect(filtersBySpeed(['ride', 'run'])).toBe(false);
    expect(filtersBySpeed([])).toBe(false);
    expect(swapRange({ min: 100, max: null })).toEqual({ min: null, max: 100 });
  });
});
