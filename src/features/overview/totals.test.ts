import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../domain/filters/summary-fixture';
import { formatTotalDuration, overviewTotals } from './totals';

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

describe('formatTotalDuration', () => {
  it('prints h:mm:ss below 100 hours and whole hours from there on', () => {
    expect(formatTotalDuration(3725)).toBe('1:02:05');
    expect(formatTotalDuration(99 * 3600 + 59 * 60)).toBe('99:59:00');
    expect(formatTotalDuration(3460.8 * 3600)).toBe('3,461 h');
  });
});
