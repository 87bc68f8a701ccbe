import { describe, expect, it } from 'vitest';
import { lastZone, parseIsoBytes, parseIsoTime, resetIsoTimeCache } from './iso-time';

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

  it("reads a time sharing the previous time's date and hh:mm (prefix cache) exactly as a fresh parse", () => {
    // Sequences of mutated times: the cached reading must equal an uncached one, value and zone.
    let seed = 99;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)]!;
    const zones = ['Z', 'z', '', '+02:00', '-0530', '+14', '+25:00', 'Zx', '+0'];
    const tails = [
      '',
      ':07',
      ':59',
      ':60',
      ':61',
      ':5',
      ':07.5',
      ':07,25',
      ':07.',
      ':07.123456789012345',
      'x',
    ];
    const seps = ['T', 't', ' ', 'X'];
    let t = '2024-05-01T10:00:00Z';
    const enc = new TextEncoder();
    let cachedHits = 0;
    for (let i = 0; i < 20_000; i++) {
      const head = t.slice(0, 16);
      const r = rnd(10);
      let next: string;
      if (r < 5) next = head + pick(tails) + pick(zones);
      else if (r < 7)
        next = `${head.slice(0, 14)}${pick(['00', '59', '60', '7', '5x'])}${pick(tails)}${pick(zones)}`;
      else if (r < 8)
        next = `${head.slice(0, 11)}${pick(['00', '23', '24', '25'])}${head.slice(13)}${pick(tails)}${pick(zones)}`;
      else if (r < 9)
        next = `${pick(['2024-05-01', '2024-02-29', '2023-02-29', '1999-12-31', '2024-13-01'])}${pick(seps)}${head.slice(11)}${pick(tails)}${pick(zones)}`;
      else next = `${pick([' ', '\n ', ''])}${head}${pick(tails)}${pick(zones)}${pick(['', ' ', '\n'])}`;
      const bytes = enc.encode(next);
      if (head.trim().length === 16 && next.startsWith(head)) cachedHits++;
      const cached = parseIsoBytes(bytes, 0, bytes.length);
      const cachedZone = { ...lastZone };
      resetIsoTimeCache();
      const fresh = parseIsoBytes(bytes, 0, bytes.length);
      expect(cached, next).toBe(fresh);
      if (!Number.isNaN(fresh)) expect(cachedZone, next).toEqual(lastZone);
      // Continue from the fresh reading's state half of the time, from the cached one otherwise.
      if (rnd(2) === 0) parseIsoBytes(enc.encode(t), 0, t.length);
      if (!Number.isNaN(fresh)) t = next.trim();
    }
    expect(cachedHits).toBeGreaterThan(5000);
  });
});
