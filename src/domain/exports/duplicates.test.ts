import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import type { TrackSummary } from '../stats/types';
import { boundsOverlap, compareRichness, isProbableDuplicate, mergeChanges } from './duplicates';
import type { ExportActivity } from './types';

const T = Date.UTC(2024, 5, 1, 8);

describe('probable duplicates', () => {
  const a = makeSummary({ sport: 'ride', startTime: T, distanceM: 40_000 });
  it('flags the same sport, start within 60 s and distance within 3%', () => {
    expect(
      isProbableDuplicate(a, makeSummary({ sport: 'ride', startTime: T + 59_000, distanceM: 41_100 })),
    ).toBe(true);
  });
  it('flags the same start and path whatever the sport says (hike in the file, run in the CSV)', () => {
    const hike = makeSummary({ sport: 'hike', startTime: T, distanceM: 12_000 });
    expect(
      isProbableDuplicate(hike, makeSummary({ sport: 'run', startTime: T + 30_000, distanceM: 12_100 })),
    ).toBe(true);
  });
  it('does not flag the same start and distance somewhere else (two people, two places)', () => {
    const here = { minLat: 48.1, maxLat: 48.2, minLon: 2.3, maxLon: 2.4 };
    const there = { minLat: 45.1, maxLat: 45.2, minLon: 5.3, maxLon: 5.4 };
    const shifted = { minLat: 48.13, maxLat: 48.23, minLon: 2.3, maxLon: 2.4 };
    expect(boundsOverlap(here, here)).toBe(1);
    expect(boundsOverlap(here, there)).toBe(0);
    expect(boundsOverlap(here, shifted)).toBeCloseTo(0.7 / 1.3, 9);
    const at = (bounds: typeof here) => makeSummary({ startTime: T, distanceM: 40_000, bounds });
    expect(isProbableDuplicate(at(here), at(there))).toBe(false);
    expect(isProbableDuplicate(at(here), at(shifted))).toBe(false);
    expect(isProbableDuplicate(at(here), at({ ...here, maxLat: 48.21 }))).toBe(true);
  });
  it('does not flag a later start or a longer distance', () => {
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

describe('mergeChanges (a probable duplicate merged into the activity kept)', () => {
  const kept = makeSummary({ id: 'kept', name: 'Wanderung', sport: 'hike', gear: null, description: null });
  const dup = makeSummary({
    id: 'dup',
    name: 'Run',
    sport: 'run',
    gear: 'Schuhe',
    description: 'Am See',
    commute: true,
  });
  const row = (over: Partial<ExportActivity> = {}): ExportActivity => ({
    row: 2,
    activityId: '7',
    startTime: kept.startTime,
    name: 'Lauf am Morgen',
    typeLabel: 'Lauf',
    sport: 'run',
    description: null,
    gear: null,
    commute: null,
    privateNote: null,
    elapsedS: null,
    movingS: null,
    distanceM: null,
    file: 'activities/7.gpx',
    ...over,
  });

  it("takes the export row's name and sport, whatever sport the kept file says", () => {
    expect(mergeChanges(kept, dup, row())).toEqual({
      name: 'Lauf am Morgen',
      sport: 'run',
      gear: 'Schuhe',
      description: 'Am See',
      commute: true,
    });
  });

  it('without a row fills only what the kept one lacks, never its name or sport', () => {
    expect(mergeChanges(kept, dup, null)).toEqual({ gear: 'Schuhe', description: 'Am See', commute: true });
    const full = { ...kept, gear: 'Stiefel', description: 'Gipfel', commute: false };
    expect(mergeChanges(full, { ...dup, commute: false }, null)).toBeNull();
  });

  it('never changes a field the person edited', () => {
    const edited = { ...kept, editedFields: ['sport', 'gear'] as TrackSummary['editedFields'] };
    expect(mergeChanges(edited, dup, row({ gear: 'Other shoes' }))).toEqual({
      name: 'Lauf am Morgen',
      description: 'Am See',
      commute: true,
    });
  });
});
