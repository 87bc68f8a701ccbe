import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RankedEffort } from '../../../domain/segments/types';
import { startDayOf } from '../../../domain/filters/metrics';
import { yearMonthOf } from '../../../domain/calendar/day-numbers';
import {
  bestPerActivity,
  effortYear,
  filterChoices,
  leaderboardRows,
  prMarks,
  YEAR_CLOCK_MARGIN_MS,
} from './leaderboard-model';

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

describe('leaderboard years on the activity clock', () => {
  afterEach(() => vi.unstubAllEnvs());
  // New Year's night in two places: 05:00 on 1 January 2025 in Tokyo (UTC+9) is still 2024 in
  // Europe; 21:00 on 31 December 2024 in Los Angeles (UTC-8) is already 2025 there. No single
  // viewer zone gives both years right, so the years must come from each activity's own clock.
  const tokyo = effort('a', 'tokyo', '2024-12-31T20:00:00Z', 300, 1);
  const la = effort('b', 'la', '2025-01-01T05:00:00Z', 310, 2);
  const clocks = new Map([
    ['tokyo', { utcOffsetMin: 540, timeZone: 'Asia/Tokyo' }],
    ['la', { utcOffsetMin: null, timeZone: 'America/Los_Angeles' }],
  ]);
  const clockOf = (id: string) => clocks.get(id);
  const byYear = (year: number) =>
    leaderboardRows([tokyo, la], { year, sport: null }, { key: 'elapsed', direction: 'asc' }, clockOf).map(
      (e) => e.trackId,
    );

  it('files each effort under the year where it was run, whatever the viewer zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago']) {
      vi.stubEnv('TZ', zone);
      expect(effortYear(tokyo, clockOf), zone).toBe(2025);
      expect(effortYear(la, clockOf), zone).toBe(2024);
      expect(byYear(2025), zone).toEqual(['tokyo']);
      expect(byYear(2024), zone).toEqual(['la']);
      expect(filterChoices([tokyo, la], clockOf).years, zone).toEqual([2025, 2024]);
    }
  });

  it("uses the viewer's clock only for an activity whose clock is unknown", () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati'); // UTC+14
    expect(effortYear(la)).toBe(2025);
    vi.stubEnv('TZ', 'Pacific/Pago_Pago'); // UTC-11
    expect(effortYear(tokyo)).toBe(2024);
  });
});

describe('effort years without a clock lookup far from New Year', () => {
  const clocks = [
    { utcOffsetMin: 840, timeZone: null },
    { utcOffsetMin: -720, timeZone: null },
    { utcOffsetMin: null, timeZone: 'Pacific/Kiritimati' },
    { utcOffsetMin: null, timeZone: 'Pacific/Pago_Pago' },
    { utcOffsetMin: null, timeZone: 'Europe/Zurich' },
  ];
  it('gives the year of the activity clock for every instant, near New Year or not', () => {
    // Every 7 h 13 min over three New Years, and each clock: the same year as the day on that clock.
    const from = Date.UTC(2023, 11, 25);
    for (let t = from; t < Date.UTC(2026, 0, 8); t += 26_000_000) {
      clocks.forEach((clock, k) => {
        const e = effort(`x${k}`, 'x', new Date(t).toISOString(), 300, 1);
        const day = startDayOf({ startTime: t, ...clock });
        expect(effortYear(e, () => clock)).toBe(yearMonthOf(day!).year);
      });
    }
  });

  it('looks the clock up only within the margin of a New Year', () => {
    const refuse = () => {
      throw new Error('no clock lookup expected');
    };
    expect(effortYear(effort('a', 'x', '2024-07-01T12:00:00Z', 300, 1), refuse)).toBe(2024);
    const nearNewYear = new Date(Date.UTC(2025, 0, 1) - YEAR_CLOCK_MARGIN_MS / 2).toISOString();
    expect(() => effortYear(effort('b', 'x', nearNewYear, 300, 1), refuse)).toThrow(/no clock lookup/);
  });
});
