import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { leg, T0 } from '../stats/test-tracks';
import { buildSegment, segmentFromTrack } from './build-segment';

const start = { lat: 46.5, lon: 6.6, time: T0, ele: 400 };

describe('buildSegment', () => {
  it('gives the length, the gain and the grades of a steady 5 % climb', () => {
    // 1,000 m due north, rising 50 m: 5 % all along.
    const pts = [
      start,
      ...leg(start, {
        bearingDeg: 0,
        distanceM: 1000,
        stepM: 10,
        dtS: 2,
        extra: (a) => ({ ele: 400 + a * 0.05 }),
      }),
    ];
    const track = trackFromPoints(pts);
    const s = segmentFromTrack(track, 0, track.length - 1, {
      id: 's1',
      name: ' Climb ',
      createdAt: 1,
      source: 'activity',
      sourceTrackId: 't1',
    });
    expect(s.distanceM).toBeCloseTo(1000, 0);
    expect(s.name).toBe('Climb');
    // Smoothing over ±50 m flattens the ends a little: the gain reads 50 m less at most 2.5 m each end.
    expect(s.elevationGainM).toBeGreaterThan(44);
    expect(s.elevationGainM).toBeLessThanOrEqual(50.01);
    expect(s.avgGradePct).toBeGreaterThan(4.4);
    expect(s.avgGradePct).toBeLessThanOrEqual(5.01);
    expect(s.maxGradePct).toBeCloseTo(5, 1);
    expect(s.sourceTrackId).toBe('t1');
  });

  it('gives null elevation figures without elevations, and refuses a too-short segment', () => {
    const flat = [
      { lat: 0, lon: 0 },
      ...leg({ lat: 0, lon: 0 }, { bearingDeg: 90, distanceM: 500, stepM: 50 }),
    ];
    const track = trackFromPoints(flat);
    const s = segmentFromTrack(track, 0, track.length - 1, {
      id: 's',
      name: '',
      createdAt: 0,
      source: 'gpx',
    });
    expect(s.elevationGainM).toBeNull();
    expect(s.maxGradePct).toBeNull();
    expect(s.name).toBe('Unnamed segment');
    expect(() => segmentFromTrack(track, 0, 1, { id: 's', name: 'x', createdAt: 0, source: 'gpx' })).toThrow(
      /at least 100 m/,
    );
    expect(() =>
      buildSegment({
        id: 's',
        name: 'x',
        createdAt: 0,
        source: 'gpx',
        points: { lat: [1], lon: [1], ele: [1] },
      }),
    ).toThrow(/two points/);
  });
});
