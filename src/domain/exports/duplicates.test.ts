import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { compareRichness, isProbableDuplicate } from './duplicates';

const T = Date.UTC(2024, 5, 1, 8);

describe('probable duplicates', () => {
  const a = makeSummary({ sport: 'ride', startTime: T, distanceM: 40_000 });
  it('flags the same sport, start within 60 s and distance within 3%', () => {
    expect(
      isProbableDuplicate(a, makeSummary({ sport: 'ride', startTime: T + 59_000, distanceM: 41_100 })),
    ).toBe(true);
  });
  it('does not flag another sport, a later start or a longer distance', () => {
    expect(isProbableDuplicate(a, makeSummary({ sport: 'run', startTime: T, distanceM: 40_000 }))).toBe(
      false,
    );
    expect(
      isProbableDuplicate(a, makeSummary({ sport: 'ride', startTime: T + 61_000, distanceM: 40_000 })),
    ).toBe(false);
    expect(isProbableDuplicate(a, makeSummary({ sport: 'ride', startTime: T, distanceM: 41_300 }))).toBe(
      false,
    );
    expect(isProbableDuplicate(a, makeSummary({ sport: 'ride', startTime: null, distanceM: 40_000 }))).toBe(
      false,
    );
  });
  it('ranks channels before points', () => {
    const fit = makeSummary({ avgPower: 200, points: 100 });
    const gpx = makeSummary({ avgPower: null, points: 5000 });
    expect(compareRichness(fit, gpx)).toBeGreaterThan(0);
    expect(compareRichness(makeSummary({ points: 10 }), makeSummary({ points: 20 }))).toBeLessThan(0);
  });
});
