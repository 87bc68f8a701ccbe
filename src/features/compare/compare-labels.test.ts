import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { COMPARE_PLACE_M, comparisonWarnings, distinctLabels } from './compare-labels';

const at = (day: number, hour: number, extra = {}) =>
  makeSummary({
    name: 'Käferberg Out & Back',
    startTime: Date.UTC(2025, 5, day, hour - 2),
    utcOffsetMin: 120,
    ...extra,
  });

describe('distinctLabels', () => {
  it("adds the activity's local date to its name", () => {
    expect(distinctLabels([at(14, 7), at(21, 7)])).toEqual([
      'Käferberg Out & Back · Sat 14 Jun 2025',
      'Käferberg Out & Back · Sat 21 Jun 2025',
    ]);
  });

  it('adds the local time where the same name falls on one day, then a number', () => {
    expect(distinctLabels([at(14, 7), at(14, 18), at(14, 18)])).toEqual([
      'Käferberg Out & Back · Sat 14 Jun 2025, 07:00',
      'Käferberg Out & Back · Sat 14 Jun 2025, 18:00 (1)',
      'Käferberg Out & Back · Sat 14 Jun 2025, 18:00 (2)',
    ]);
  });

  it('keeps a name alone when there is no date', () => {
    expect(distinctLabels([makeSummary({ name: 'Undated', startTime: null })])).toEqual(['Undated']);
  });
});

describe('comparisonWarnings', () => {
  const zurich = { startLat: 47.3769, startLon: 8.5417 };
  it('says nothing for one sport in one place', () => {
    const rows = [at(14, 7, { sport: 'run', ...zurich }), at(21, 7, { sport: 'run', ...zurich })];
    expect(comparisonWarnings(rows, rows[0]!)).toEqual([]);
  });

  it('warns when sports differ', () => {
    const rows = [at(14, 7, { sport: 'run', ...zurich }), at(21, 7, { sport: 'walk', ...zurich })];
    expect(comparisonWarnings(rows, rows[0]!)).toEqual([
      'These are different sports (Run, Walk): their paces and times are not like for like.',
    ]);
  });

  it('warns when an activity starts in another place, not when it starts nearby', () => {
    // 0.01° of latitude is 1.1 km; 0.1° is 11 km.
    const near = at(21, 7, { sport: 'run', startLat: zurich.startLat + 0.01, startLon: zurich.startLon });
    const far = at(28, 7, {
      sport: 'run',
      name: 'Bern loop',
      startLat: zurich.startLat + 0.1,
      startLon: zurich.startLon,
    });
    const base = at(14, 7, { sport: 'run', ...zurich });
    expect(comparisonWarnings([base, near], base)).toEqual([]);
    expect(comparisonWarnings([base, near, far], base)).toEqual([
      `Bern loop starts more than ${COMPARE_PLACE_M / 1000} km from the baseline's start: a different place, so the profiles are of different ground.`,
    ]);
  });
});
