import { describe, expect, it } from 'vitest';
import { CURVE_DURATIONS_S } from '../curves/grid';
import {
  buildSharedCurves,
  curvesBytes,
  decodeSharedCurves,
  encodeSharedCurves,
  sharedSpanLabel,
} from './shared-curves';
import { SharedPageFormatError } from './shared-page';

const N = CURVE_DURATIONS_S.length;
/** A curve that falls from `top` by 1 per grid point over its first `points`, NaN after. */
const curve = (top: number, points: number) =>
  Float32Array.from({ length: N }, (_, i) => (i < points ? top - i : NaN));

describe('shared curves (issue 37)', () => {
  it('keeps the spans with values, in order, and round-trips them through bytes', () => {
    const page = buildSharedCurves(
      'power',
      [
        { span: 'all', values: curve(900, 150) },
        { span: 'this-year', values: curve(800, 100) },
        { span: 'last-year', values: new Float32Array(N).fill(NaN) },
        { span: 'last-90', values: curve(700, 10) },
      ],
      '  My power  ',
    );
    expect(page.title).toBe('My power');
    expect(page.lines.map((l) => l.span)).toEqual(['all', 'this-year', 'last-90']);
    const bytes = encodeSharedCurves(page.lines);
    expect(bytes.byteLength).toBe(curvesBytes(3));
    const back = decodeSharedCurves(bytes);
    expect(back.map((l) => l.span)).toEqual(['all', 'this-year', 'last-90']);
    expect(back[0]!.values[0]).toBe(900);
    expect(back[0]!.values[149]).toBe(751);
    expect(Number.isNaN(back[0]!.values[150]!)).toBe(true);
    expect(back[2]!.values[9]).toBe(691);
  });

  it('refuses a page with no curve, and leaves out an unknown span', () => {
    expect(() => buildSharedCurves('hr', [], 'x')).toThrow(/no curve to share/);
    const page = buildSharedCurves(
      'hr',
      [
        { span: 'week', values: curve(180, 5) },
        { span: 'all', values: curve(190, 5) },
      ],
      ' ',
    );
    expect(page.lines.map((l) => l.span)).toEqual(['all']);
    expect(page.title).toBe('Shared curves');
  });

  it('rejects bytes that are not what encode wrote', () => {
    const good = encodeSharedCurves([
      { span: 'all', values: curve(5, 20) },
      { span: 'last-90', values: curve(4, 20) },
    ]);
    const damaged = (f: (b: Uint8Array, v: DataView) => void) => {
      const b = good.slice();
      f(b, new DataView(b.buffer));
      return () => decodeSharedCurves(b);
    };
    expect(damaged((_, v) => v.setUint16(2, 1, true))).toThrow(SharedPageFormatError);
    expect(damaged((_, v) => v.setUint32(12 + 4, 0, true))).toThrow(/curve spans/); // 'all' twice
    expect(damaged((_, v) => v.setUint32(12, 9, true))).toThrow(/curve spans/);
    expect(damaged((_, v) => v.setFloat32(12 + 8, -1, true))).toThrow(/out of range/);
    expect(damaged((_, v) => v.setFloat32(12 + 8, Infinity, true))).toThrow(/out of range/);
    expect(damaged((_, v) => v.setUint32(4, 3, true))).toThrow(/curves size/);
    expect(() => decodeSharedCurves(good.subarray(0, good.byteLength - 1))).toThrow(/curves size/);
  });

  it('labels the spans with the years of the day it was shared (UTC)', () => {
    const at = Date.UTC(2026, 10, 30);
    expect(['all', 'this-year', 'last-year', 'last-90'].map((s) => sharedSpanLabel(s as never, at))).toEqual([
      'All time',
      '2026',
      '2025',
      'Last 90 days',
    ]);
  });
});
