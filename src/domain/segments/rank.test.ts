import { describe, expect, it } from 'vitest';
import { ordinal, rankEfforts, toEffort } from './rank';
import type { EffortMatch } from './types';

const match = (startPos: number, elapsedS: number | null): EffortMatch => ({
  startPos,
  endPos: startPos + 100,
  startTime: elapsedS === null ? null : 1000 * startPos,
  endTime: elapsedS === null ? null : 1000 * (startPos + elapsedS),
  elapsedS,
  movingS: elapsedS,
  distanceM: 2000,
  avgSpeedMps: elapsedS === null ? null : 2000 / elapsedS,
  avgHr: null,
  avgPower: null,
});

describe('rankEfforts', () => {
  it('ranks the fastest first, gives the gap to the best, and puts untimed efforts last unranked', () => {
    const a = { id: 'a', sport: 'ride' as const, startTime: 5 };
    const efforts = [
      toEffort(match(10.5, 420), 's', a),
      toEffort(match(500, null), 's', a),
      toEffort(match(900, 400), 's', a),
      toEffort(match(1500, 410), 's', { ...a, id: 'b' }),
    ];
    expect(efforts[0]!.id).toBe('s:a:10');
    const ranked = rankEfforts(efforts);
    expect(ranked.map((e) => [e.rank, e.of, e.gapToBestS, e.elapsedS])).toEqual([
      [1, 3, 0, 400],
      [2, 3, 10, 410],
      [3, 3, 20, 420],
      [null, 3, null, null],
    ]);
    expect(ranked[1]!.trackId).toBe('b');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
