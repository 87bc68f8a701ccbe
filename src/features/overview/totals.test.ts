import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../domain/filters/summary-fixture';
import { overviewTotals } from './totals';

describe('overviewTotals', () => {
  it('sums distance over all and times and gain over those that have them', () => {
    const t = overviewTotals([
      makeSummary({ id: 'a', distanceM: 1000, movingS: 100, elapsedS: 120, elevationGainM: 10 }),
      makeSummary({
        id: 'b',
        distanceM: 2500,
        movingS: null,
        elapsedS: null,
        elevationGainM: null,
        sport: 'ride',
      }),
    ]);
    expect(t).toEqual({ count: 2, distanceM: 3500, movingS: 100, elapsedS: 120, gainM: 10, sports: 2 });
  });
});
