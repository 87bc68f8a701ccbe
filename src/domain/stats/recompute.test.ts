import { describe, expect, it } from 'vitest';
import { makeSummary } from '../filters/summary-fixture';
import { isStale, mergeRecomputed } from './recompute';
import { STATS_VERSION } from './summarize';

describe('isStale', () => {
  it('is a summary of an older statistics version with a track', () => {
    expect(isStale(makeSummary({ id: 'a', statsVersion: STATS_VERSION - 1 }))).toBe(true);
    expect(isStale(makeSummary({ id: 'a', statsVersion: STATS_VERSION }))).toBe(false);
    expect(isStale(makeSummary({ id: 'a', statsVersion: 0, manual: true }))).toBe(false);
  });
});

describe('mergeRecomputed', () => {
  it('takes the fresh figures and keeps what the person or the import decided', () => {
    const stored = makeSummary({
      id: 'a',
      name: 'Renamed by me',
      sport: 'hike',
      statsVersion: 1,
      elevationGainM: 999,
      importedAt: 5,
      fileName: 'export/activities/1.fit.gz',
      gear: 'Boots',
      description: 'With friends',
      commute: false,
      privateNote: 'knee',
    });
    const fresh = makeSummary({
      id: 'a',
      name: 'Morning Run',
      sport: 'run',
      statsVersion: STATS_VERSION,
      elevationGainM: 120,
      importedAt: 99,
      fileName: '1.fit',
    });
    expect(mergeRecomputed(stored, fresh)).toEqual({
      ...fresh,
      name: 'Renamed by me',
      sport: 'hike',
      importedAt: 5,
      fileName: 'export/activities/1.fit.gz',
      gear: 'Boots',
      description: 'With friends',
      commute: false,
      privateNote: 'knee',
    });
  });
});
