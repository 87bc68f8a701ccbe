import { describe, expect, it } from 'vitest';
import { CURVE_DURATIONS_S } from '../domain/curves/grid';
import { MAX_SHARED_CURVES_BYTES, MIN_SHARED_CURVES_BYTES } from '../domain/share/shared-curves';
import { liveCurvesShareDocSchema, shareDocSchema } from './share-schemas';

const N = CURVE_DURATIONS_S.length;

describe('shared Curves page documents (issue 37)', () => {
  it('sizes the schema allows: one line to four', () => {
    expect(MIN_SHARED_CURVES_BYTES).toBe(12 + 4 + 4 * N);
    expect(MAX_SHARED_CURVES_BYTES).toBe(12 + 16 + 16 * N);
    const bytes = (n: number) => ({ toUint8Array: () => new Uint8Array(n) });
    const doc = (n: number, extra: Record<string, unknown> = {}) => ({
      v: 1,
      revoked: false,
      kind: 'curves',
      createdAt: 1,
      title: 'Mine',
      view: 'pace',
      curves: bytes(n),
      ...extra,
    });
    expect(liveCurvesShareDocSchema.safeParse(doc(MIN_SHARED_CURVES_BYTES)).success).toBe(true);
    expect(liveCurvesShareDocSchema.safeParse(doc(MAX_SHARED_CURVES_BYTES)).success).toBe(true);
    expect(liveCurvesShareDocSchema.safeParse(doc(MAX_SHARED_CURVES_BYTES + 1)).success).toBe(false);
    expect(liveCurvesShareDocSchema.safeParse(doc(MIN_SHARED_CURVES_BYTES, { sport: 'ride' })).success).toBe(
      false,
    );
  });

  it('tells the kinds apart: an activity page’s fields on a curves page are refused', () => {
    const bytes = (n: number) => ({ toUint8Array: () => new Uint8Array(n) });
    const curves = {
      v: 1,
      revoked: false,
      kind: 'curves',
      createdAt: 1,
      title: 'Mine',
      view: 'hr',
      curves: bytes(MIN_SHARED_CURVES_BYTES),
    };
    expect(shareDocSchema.safeParse(curves).success).toBe(true);
    expect(shareDocSchema.safeParse({ ...curves, kind: 'activity' }).success).toBe(false);
    expect(shareDocSchema.safeParse({ ...curves, path: bytes(100) }).success).toBe(false);
    expect(shareDocSchema.safeParse({ ...curves, view: 'cadence' }).success).toBe(false);
    expect(shareDocSchema.safeParse({ v: 1, revoked: true }).success).toBe(true);
  });
});
