import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import type { ParsedGpx } from '../track/types';
import { computeStats } from './compute-stats';
import { baseName, STATS_VERSION, summarize } from './summarize';
import { leg, T0 } from './test-tracks';

function parsed(overrides: Partial<ParsedGpx> = {}): ParsedGpx {
  const start = { lat: 46, lon: 7, time: T0 };
  return {
    version: '1.1',
    creator: 'test',
    name: null,
    description: null,
    type: null,
    metadataTime: null,
    utcOffsetMin: null,
    track: trackFromPoints([start, ...leg(start, { bearingDeg: 0, distanceM: 3000, stepM: 10, dtS: 3 })]),
    trackCount: 1,
    fromRoutes: false,
    routes: [],
    waypoints: [],
    droppedPoints: 0,
    warnings: [],
    ...overrides,
  };
}

const META = { id: 'abc', fileName: 'runs/Morning Run.gpx', fileSize: 1234, importedAt: 99 };

describe('summarize', () => {
  it('takes the name from the file, else from the file name without extension', () => {
    const p = parsed({ name: '  Lunch Ride ' });
    expect(summarize(p, computeStats(p.track), META).name).toBe('Lunch Ride');
    const q = parsed();
    expect(summarize(q, computeStats(q.track), META).name).toBe('Morning Run');
    expect(baseName('a/b/track.gpx.gz')).toBe('track');
    expect(baseName('C:\\x\\Tour.GPX')).toBe('Tour');
    expect(baseName('.gpx')).toBe('.gpx');
  });

  it('carries stats, metadata and parser notes', () => {
    const p = parsed({ type: 'Running', utcOffsetMin: 120, droppedPoints: 2, warnings: ['w'] });
    const stats = computeStats(p.track);
    const s = summarize(p, stats, META);
    expect(s.sport).toBe('run');
    expect(s.distanceM).toBe(stats.distanceM);
    expect(s.startTime).toBe(T0);
    expect(s.utcOffsetMin).toBe(120);
    expect(s.droppedPoints).toBe(2);
    expect(s.warnings).toEqual(['w']);
    expect(s.statsVersion).toBe(STATS_VERSION);
    expect(s).toMatchObject({ id: 'abc', fileName: META.fileName, fileSize: 1234, importedAt: 99 });
  });

  it('falls back to the metadata time for the start time', () => {
    const p = parsed({ metadataTime: T0 - 1000 });
    const untimed = trackFromPoints([
      { lat: 1, lon: 1 },
      { lat: 1.01, lon: 1 },
    ]);
    const s = summarize({ ...p, track: untimed }, computeStats(untimed), META);
    expect(s.startTime).toBe(T0 - 1000);
  });
});
