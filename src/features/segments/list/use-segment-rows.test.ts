import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { mostRecent } from './use-segment-rows';

describe('mostRecent', () => {
  it('keeps the n newest activities with a track, newest first, ties in list order', () => {
    // A fixed pseudo-random sequence: start times with many ties, some without a track or a time.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const all = Array.from({ length: 2000 }, (_, i) =>
      makeSummary({
        id: `a${i}`,
        startTime: next() < 0.05 ? null : Math.floor(next() * 400) * 86_400_000,
        points: next() < 0.05 ? 1 : 100,
        bounds: next() < 0.05 ? null : { minLat: 0, minLon: 0, maxLat: 1, maxLon: 1 },
      }),
    );
    const expected = all
      .filter((s) => s.bounds !== null && s.points > 1)
      .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0));
    for (const n of [0, 1, 300, 5000])
      expect(mostRecent(all, n).map((s) => s.id)).toEqual(expected.slice(0, n).map((s) => s.id));
  });
});
