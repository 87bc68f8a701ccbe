import { describe, expect, it } from 'vitest';
import { lineAt, parseNumber } from './bytes';
import { seeded } from './test-gpx';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const num = (s: string): number => parseNumber(enc(s), 0, s.length);

describe('parseNumber', () => {
  it('equals parseFloat on decimals of up to 19 significant digits', () => {
    const rnd = seeded(3);
    for (let i = 0; i < 20_000; i++) {
      const v = (rnd() - 0.5) * 10 ** Math.floor(rnd() * 6);
      const s =
        i % 3 === 0
          ? String(v)
          : i % 3 === 1
            ? v.toPrecision(1 + Math.floor(rnd() * 19))
            : v.toFixed(Math.floor(rnd() * 12));
      if (s.includes('e')) continue;
      expect(num(s), s).toBe(parseFloat(s));
    }
    expect(num('-0.000000000000000000000001234')).toBe(-1.234e-24);
    expect(num('123456789012345678.5')).toBe(Number('123456789012345678.5'));
    expect(num(' 12.5\n')).toBe(12.5);
    expect(num('+3')).toBe(3);
    expect(num('.5')).toBe(0.5);
    expect(num('5.')).toBe(5);
    expect(num('1e3')).toBe(1000);
  });

  it('stays within one ulp of parseFloat on longer decimals (Garmin Connect writes 30 digits)', () => {
    const rnd = seeded(9);
    for (let i = 0; i < 20_000; i++) {
      const v = (rnd() - 0.5) * 360;
      const s = v.toFixed(18 + Math.floor(rnd() * 13));
      const want = parseFloat(s);
      const ulp = 2 ** (Math.floor(Math.log2(Math.abs(want))) - 52);
      expect(Math.abs(num(s) - want), s).toBeLessThanOrEqual(ulp);
    }
    expect(num('35.7804112695157527923583984375')).toBe(parseFloat('35.7804112695157527923583984375'));
    expect(num('-121.329866945743560791015625')).toBe(parseFloat('-121.329866945743560791015625'));
  });

  it('gives NaN for anything that is not a finite decimal', () => {
    for (const bad of [
      '',
      ' ',
      'undefined',
      'NaN',
      'Infinity',
      '1e999',
      '12,5',
      '1.2.3',
      '--1',
      '.',
      '-',
      '0x10',
      '1 2',
      '5e',
    ]) {
      expect(num(bad), bad).toBeNaN();
    }
  });
});

describe('lineAt', () => {
  it('counts lines from 1', () => {
    const b = enc('a\nb\n\nc');
    expect([lineAt(b, 0), lineAt(b, 2), lineAt(b, 4), lineAt(b, 5)]).toEqual([1, 2, 3, 4]);
  });
});
