import { describe, expect, it } from 'vitest';
import { CURVE_DURATIONS_S } from '../domain/curves/grid';
import { MAX_SHARED_CURVES_BYTES, MIN_SHARED_CURVES_BYTES } from '../domain/share/shared-curves';
import { liveCurvesShareDocSchema, shareDocSchema, sharedReviewFiguresSchema } from './share-schemas';

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

describe('shared Year in review figures (issue 37)', () => {
  const figures = {
    year: 2025,
    totals: { count: 2, activeDays: 2, distanceM: 84_000, movingS: 10_800, elevationGainM: 900 },
    previous: null,
    biggestDay: { start: 20_240, distanceM: 50_000, count: 1 },
    biggestWeek: null,
    biggestMonth: null,
    longest: { day: 20_240, distanceM: 50_000 },
    highest: null,
    sports: [{ sport: 'ride', count: 2, distanceM: 84_000, movingS: 10_800 }],
    records: [{ sport: 'run', key: '5k', timeS: 1_500, previousS: null }],
    days: [{ day: 20_240, distanceM: 50_000, count: 1 }],
  };

  it('takes the figures the year page computes', () => {
    expect(sharedReviewFiguresSchema.safeParse(figures).success).toBe(true);
  });

  it('refuses a name, an id or a figure out of its range anywhere in them', () => {
    const bad = [
      { ...figures, name: 'Morning ride' },
      { ...figures, longest: { ...figures.longest, activityId: 'a1' } },
      { ...figures, records: [{ ...figures.records[0], activity: 'Morning ride' }] },
      { ...figures, year: 1989 },
      { ...figures, totals: { ...figures.totals, distanceM: -1 } },
      { ...figures, days: [{ day: 20_240, distanceM: 1, count: 0 }] },
      { ...figures, sports: [{ ...figures.sports[0], sport: 'kayak' }] },
      { ...figures, records: [{ ...figures.records[0], key: '3k' }] },
    ];
    for (const b of bad) expect(sharedReviewFiguresSchema.safeParse(b).success).toBe(false);
  });
});
