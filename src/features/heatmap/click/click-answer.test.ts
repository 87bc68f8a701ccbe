import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import type { NearHits } from '../../../domain/heat/types';
import { clickAnswer, orderHits, startTimesOf } from './click-answer';

const day = (d: number) => Date.UTC(2026, 0, d);
const summaries = [
  makeSummary({ id: 'a', startTime: day(3) }),
  makeSummary({ id: 'b', startTime: day(9) }),
  makeSummary({ id: 'c', startTime: null }),
  makeSummary({ id: 'd', startTime: day(9) }),
  makeSummary({ id: 'e', startTime: day(5) }),
];
const byId = new Map(summaries.map((s) => [s.id, s]));
/** Dataset order; 'x' has no summary. */
const ids = ['a', 'b', 'c', 'x', 'd', 'e'];
const hits = (activities: number[], distances: number[]): NearHits => ({
  activities: Uint32Array.from(activities),
  distancesM: Float32Array.from(distances),
});

describe('startTimesOf', () => {
  it('gives each dataset index its start time, -Infinity without one, NaN without a summary', () => {
    expect([...startTimesOf(ids, byId)]).toEqual([day(3), day(9), -Infinity, NaN, day(9), day(5)]);
  });
});

describe('orderHits', () => {
  it('orders most recent first, equal start times nearest first, no start time last; drops unknown activities', () => {
    const h = hits([0, 1, 2, 3, 4, 5], [1, 30, 2, 0, 10, 4]);
    // b and d start the same day: d (10 m) before b (30 m); c has no start time; x no summary.
    expect(orderHits(h, startTimesOf(ids, byId)).map((k) => ids[h.activities[k]!])).toEqual([
      'd',
      'b',
      'e',
      'a',
      'c',
    ]);
  });
});

describe('clickAnswer', () => {
  it('lists every id in order and looks up summaries only for the first `limit`', () => {
    const point = { lon: 8, lat: 47, toleranceM: 30 };
    const a = clickAnswer({
      point,
      hits: hits([5, 0, 1, 3], [7, 1, 2, 0]),
      ms: 3,
      ids,
      startTimes: startTimesOf(ids, byId),
      summaryById: byId,
      limit: 2,
    });
    expect(a.ids).toEqual(['b', 'e', 'a']);
    expect(a.top.map((h) => [h.summary.id, h.distanceM])).toEqual([
      ['b', 2],
      ['e', 7],
    ]);
    expect(a).toMatchObject({ point, ms: 3 });
  });
});
