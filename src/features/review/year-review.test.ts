import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import type { BestEffort, TrackSummary } from '../../domain/stats/types';
import { changeOf } from '../../domain/share/shared-review';
import { homeActivities, reviewYears, yearReview } from './year-review';

const UTC = () => 0;
const at = (y: number, m: number, d: number, h = 8) => Date.UTC(y, m - 1, d, h);
const fiveK = (timeS: number): BestEffort[] => [{ key: '5k', distanceM: 5000, timeS, startDistanceM: 0 }];

function act(id: string, startTime: number, km: number, extra: Partial<TrackSummary> = {}) {
  const importedAt = Date.UTC(2027, 0, 1); // after every start: no date is a wrong clock
  return makeSummary({
    id,
    name: id,
    startTime,
    utcOffsetMin: 0,
    distanceM: km * 1000,
    importedAt,
    ...extra,
  });
}

// 2024: two activities. 2025: Thu 2 Jan (two rides, 30 km), Mon 6 Jan, Sun 12 Jan, 3 Mar, a run
// on 31 Dec at 23:30 local (UTC+2: 21:30 UTC). 2026: one, on 1 Jan 00:30 local (UTC-1: 01:30 UTC).
const rows = [
  act('old-a', at(2024, 5, 1), 10, { bestEfforts: fiveK(1500), movingS: 3000 }),
  act('old-b', at(2024, 6, 1), 20, { sport: 'ride', bestEfforts: fiveK(600), movingS: 3000 }),
  act('jan2-a', at(2025, 1, 2), 12, { sport: 'ride', maxElevationM: 300 }),
  act('jan2-b', at(2025, 1, 2, 15), 18, { sport: 'ride', maxElevationM: 900 }),
  act('jan6', at(2025, 1, 6), 8, { bestEfforts: fiveK(1400) }),
  act('jan12', at(2025, 1, 12), 25, { maxElevationM: 900 }),
  act('mar3', at(2025, 3, 3), 26, { sport: 'ride', bestEfforts: fiveK(650) }),
  act('dec31', Date.UTC(2025, 11, 31, 21, 30), 5, { utcOffsetMin: 120, bestEfforts: fiveK(1450) }),
  act('jan1', Date.UTC(2026, 0, 1, 1, 30), 7, { utcOffsetMin: -60, sport: 'hike' }),
  act('undated', at(2025, 5, 5), 99, { startTime: null }),
];

describe('yearReview', () => {
  const r = yearReview(rows, 2025, UTC);

  it('takes the activities of the local year, and totals them against the year before', () => {
    expect(r.rows.map((s) => s.id)).toEqual(['jan2-a', 'jan2-b', 'jan6', 'jan12', 'mar3', 'dec31']);
    expect(r.totals.count).toBe(6);
    expect(r.totals.distanceM).toBe(94_000);
    expect(r.totals.activeDays).toBe(5);
    expect(r.previous).toMatchObject({ count: 2, distanceM: 30_000, activeDays: 2 });
  });

  it('finds the biggest day, week and month', () => {
    // 2 Jan: 12 + 18 = 30 km beats the 26 km single activity on 3 March.
    expect(r.biggestDay).toEqual({ start: Date.UTC(2025, 0, 2) / 86_400_000, distanceM: 30_000, count: 2 });
    // Week of Mon 6 Jan: 8 + 25 = 33 km (12 Jan is a Sunday); the week of 30 Dec 2024 has 30 km.
    expect(r.biggestWeek).toMatchObject({ start: Date.UTC(2025, 0, 6) / 86_400_000, distanceM: 33_000 });
    expect(r.biggestMonth).toMatchObject({ start: Date.UTC(2025, 0, 1) / 86_400_000, distanceM: 63_000 });
  });

  it('finds the longest and the highest activity (a tie keeps the earlier)', () => {
    expect(r.longest?.id).toBe('mar3');
    expect(r.highest?.id).toBe('jan2-b');
  });

  it('lists the records beaten that year, per sport', () => {
    // Run 5k: 1400 s on 6 Jan beats 1500 s from 2024 (31 Dec's 1450 s is slower than 1400 s).
    // Ride 5k: 650 s does not beat 600 s from 2024.
    expect(r.records.map((x) => [x.sport, x.key, x.timeS, x.previousS, x.activity.id])).toEqual([
      ['run', '5k', 1400, 1500, 'jan6'],
    ]);
    // In 2024 both efforts were firsts.
    expect(yearReview(rows, 2024, UTC).records.map((x) => x.previousS)).toEqual([null, null]);
  });

  it('splits by sport, most distance first', () => {
    expect(r.sports.map((s) => [s.sport, s.count, s.distanceM])).toEqual([
      ['ride', 3, 56_000],
      ['run', 3, 38_000],
    ]);
  });

  it('is empty, not wrong, for a year without activities', () => {
    const empty = yearReview(rows, 2019, UTC);
    expect(empty.totals.count).toBe(0);
    expect(empty.previous).toBeNull();
    expect([empty.biggestDay, empty.longest, empty.highest]).toEqual([null, null, null]);
  });
});

describe('reviewYears and changeOf', () => {
  it('lists years by local start day, latest first', () => {
    expect(reviewYears(rows, UTC)).toEqual([2026, 2025, 2024]);
  });

  it('offers no year of a wrong clock, a route or an excluded activity (issue 41)', () => {
    const messy = [
      ...rows,
      act('y7525', Date.UTC(7525, 6, 12), 30),
      act('y1970', 0, 30),
      act('y1989', at(1989, 12, 31), 30),
      act('route-2023', at(2023, 5, 1), 4623, { kind: 'route' }),
      act('excluded-2022', at(2022, 5, 1), 90, { excluded: true }),
    ];
    expect(reviewYears(messy, UTC)).toEqual([2026, 2025, 2024]);
    // Nor do they count in a year they fall in.
    const withRoute = [...rows, act('route-2025', at(2025, 7, 1), 4623, { kind: 'route' })];
    const withExcluded = [...rows, act('car-2025', at(2025, 7, 1), 300, { excluded: true })];
    for (const list of [withRoute, withExcluded]) {
      const review = yearReview(list, 2025, UTC);
      expect(review.totals).toMatchObject({ count: 6, distanceM: 94_000 });
      expect(review.longest?.id).toBe('mar3');
    }
  });

  it('gives a relative change, or null without a base', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(5, null)).toBeNull();
  });
});

describe('homeActivities', () => {
  it('keeps the activities starting in the busiest 1° cell', () => {
    const here = (id: string, lat: number, lon: number) => makeSummary({ id, startLat: lat, startLon: lon });
    const list = [here('a', 47.1, 8.2), here('b', -33.9, 18.4), here('c', 47.6, 8.9), here('d', 47.3, 9.1)];
    expect(homeActivities(list).map((s) => s.id)).toEqual(['a', 'c']);
    expect(homeActivities([makeSummary({ startLat: null, startLon: null })])).toEqual([]);
  });
});
