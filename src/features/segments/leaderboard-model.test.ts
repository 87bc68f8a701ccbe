import { describe, expect, it } from 'vitest';
import type { RankedEffort } from '../../domain/segments/types';
import { bestPerActivity, filterChoices, leaderboardRows, prMarks } from './leaderboard-model';

function effort(
  id: string,
  trackId: string,
  date: string,
  elapsedS: number | null,
  rank: number | null,
): RankedEffort {
  const t = Date.parse(date);
  return {
    id,
    segmentId: 's',
    trackId,
    sport: id.startsWith('r') ? 'ride' : 'run',
    activityStartTime: t,
    startPos: 0,
    endPos: 10,
    startTime: t,
    endTime: elapsedS === null ? null : t + elapsedS * 1000,
    elapsedS,
    movingS: elapsedS,
    distanceM: 1000,
    avgSpeedMps: elapsedS === null ? null : 1000 / elapsedS,
    avgHr: null,
    avgPower: null,
    rank,
    of: 4,
    gapToBestS: null,
  };
}

const EFFORTS = [
  effort('a', 't1', '2023-05-01T12:00:00Z', 300, 3),
  effort('b', 't2', '2024-05-01T12:00:00Z', 280, 2),
  effort('c', 't2', '2024-05-01T12:30:00Z', 260, 1),
  effort('d', 't3', '2025-05-01T12:00:00Z', 320, 4),
  effort('r', 't4', '2025-06-01T12:00:00Z', null, null),
];

describe('leaderboard model', () => {
  it('marks the record and its progression', () => {
    const marks = prMarks(EFFORTS);
    expect(marks.get('a')).toBe('pr-then');
    expect(marks.get('b')).toBe('pr-then');
    expect(marks.get('c')).toBe('pr');
    expect(marks.get('d')).toBeUndefined();
  });

  it('filters by year and sport and sorts with absent values last', () => {
    expect(
      leaderboardRows(EFFORTS, { year: 2024, sport: null }, { key: 'elapsed', direction: 'asc' }).map(
        (e) => e.id,
      ),
    ).toEqual(['c', 'b']);
    expect(
      leaderboardRows(EFFORTS, { year: null, sport: 'run' }, { key: 'date', direction: 'desc' }).map(
        (e) => e.id,
      ),
    ).toEqual(['d', 'c', 'b', 'a']);
    expect(
      leaderboardRows(EFFORTS, { year: null, sport: null }, { key: 'elapsed', direction: 'desc' }).map(
        (e) => e.id,
      ),
    ).toEqual(['d', 'a', 'b', 'c', 'r']);
  });

  it('offers the years and sports present', () => {
    expect(filterChoices(EFFORTS)).toEqual({ years: [2025, 2024, 2023], sports: ['ride', 'run'] });
  });

  it('takes the best effort of each activity for Compare the best N', () => {
    expect(bestPerActivity(EFFORTS, 3).map((e) => e.id)).toEqual(['c', 'a', 'd']);
  });
});
