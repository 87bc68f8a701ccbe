import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { computeTotals } from './totals';

describe('computeTotals', () => {
  const rows = [
    makeSummary({ id: 'a', distanceM: 1000, movingS: 300, elapsedS: 360, elevationGainM: 10 }),
    makeSummary({ id: 'b', distanceM: 2500, movingS: null, elapsedS: 900, elevationGainM: null }),
    makeSummary({ id: 'c', distanceM: 500, movingS: 100, elapsedS: null, elevationGainM: 5 }),
  ];

  it('sums what is known and counts who contributed', () => {
    expect(computeTotals(rows)).toEqual({
      count: 3,
      distanceM: 4000,
      movingS: 400,
      elapsedS: 1260,
      elevationGainM: 15,
      withMoving: 2,
      withElapsed: 2,
      withGain: 2,
    });
  });

  it('counts only the rows a predicate keeps', () => {
    const t = computeTotals(rows, (s) => s.id !== 'b');
    expect([t.count, t.distanceM, t.elapsedS]).toEqual([2, 1500, 360]);
  });

  it('is all zeros for nothing', () => {
    expect(computeTotals([]).count).toBe(0);
  });
});
