import { describe, expect, it } from 'vitest';
import { parseIsoTime } from './iso-time';

describe('parseIsoTime', () => {
  it('reads UTC, numeric offsets and zone-less times', () => {
    expect(parseIsoTime('2024-05-01T10:00:00Z')).toEqual({
      ms: Date.UTC(2024, 4, 1, 10),
      offsetMin: 0,
      zone: 'utc',
    });
    expect(parseIsoTime('2024-05-01T12:15:00+02:15')).toEqual({
      ms: Date.UTC(2024, 4, 1, 10),
      offsetMin: 135,
      zone: 'offset',
    });
    expect(parseIsoTime('2024-05-01T05:00:00-0500')).toEqual({
      ms: Date.UTC(2024, 4, 1, 10),
      offsetMin: -300,
      zone: 'offset',
    });
    expect(parseIsoTime('2024-05-01T13:00:00+03')).toEqual({
      ms: Date.UTC(2024, 4, 1, 10),
      offsetMin: 180,
      zone: 'offset',
    });
    expect(parseIsoTime('2024-05-01T10:00:00')).toEqual({
      ms: Date.UTC(2024, 4, 1, 10),
      offsetMin: null,
      zone: 'none',
    });
    expect(parseIsoTime(' 2024-05-01 10:00:00z ')?.ms).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseIsoTime('2024-05-01')?.ms).toBe(Date.UTC(2024, 4, 1));
    expect(parseIsoTime('2024-05-01T10:00Z')?.ms).toBe(Date.UTC(2024, 4, 1, 10));
  });

  it('keeps fractions of a second, including sub-millisecond digits', () => {
    expect(parseIsoTime('2024-05-01T10:00:00.5Z')?.ms).toBe(Date.UTC(2024, 4, 1, 10) + 500);
    expect(parseIsoTime('2024-05-01T10:00:00,123Z')?.ms).toBe(Date.UTC(2024, 4, 1, 10) + 123);
    expect(parseIsoTime('1901-12-13T20:45:52.2073437Z')?.ms).toBeCloseTo(
      Date.UTC(1901, 11, 13, 20, 45, 52) + 207.3437,
      4,
    );
  });

  it('agrees with Date.parse over four centuries of random instants', () => {
    let seed = 12345;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const ms = Math.floor((seed / 2 ** 31) * 1.26e13) - 6.3e12;
      const iso = new Date(ms).toISOString();
      expect(parseIsoTime(iso)?.ms).toBe(ms);
    }
  });

  it('rejects what is not a valid dateTime', () => {
    for (const bad of [
      '',
      'yesterday',
      '2024-13-01T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-05-01T25:00:00Z',
      '2024-05-01T10:60:00Z',
      '2024-05-01T10:00:61Z',
      '2024-05-01T10:00:00+25:00',
      '2024-05-01T10:00:00.Z',
      '24-05-01T10:00:00Z',
      '2024-05-01T10:00:00Zjunk',
      '2024-05-01T24:00:01Z',
    ]) {
      expect(parseIsoTime(bad), bad).toBeNull();
    }
    expect(parseIsoTime('2024-02-29T00:00:00Z')).not.toBeNull();
    expect(parseIsoTime('2024-05-01T24:00:00Z')?.ms).toBe(Date.UTC(2024, 4, 2));
  });
});
