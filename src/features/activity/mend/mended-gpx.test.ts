import { describe, expect, it } from 'vitest';
import { parseGpx } from '../../../domain/gpx/parse-gpx';
import { trackFromPoints } from '../../../domain/track/track-data';
import { mendedGpx } from './mended-gpx';

const T0 = Date.parse('2024-05-01T07:00:00Z');
// 100 points north along longitude 7 from lat 45, 1e-4 degree (11.1 m) apart.
const track = trackFromPoints(
  Array.from({ length: 100 }, (_, i) => ({ lat: 45 + i * 1e-4, lon: 7, time: T0 + i * 1000, ele: 100 })),
);
const summary = { name: 'Ride', sport: 'ride' as const, fileName: 'Morning ride.fit.gz' };

describe('mendedGpx', () => {
  it('writes every point without privacy zones', () => {
    const file = mendedGpx(track, summary, []);
    expect(file.fileName).toBe('Morning ride (mended).gpx');
    expect(parseGpx(file.text).track.length).toBe(100);
  });

  it('leaves out the points inside a privacy zone', () => {
    // A 200 m zone around the start (lat 45): points 0..17 lie within 200 m (17 * 11.12 m = 189 m).
    const zone = { id: 'home', lat: 45, lon: 7, radiusM: 200 };
    const out = parseGpx(mendedGpx(track, summary, [zone]).text).track;
    expect(out.length).toBe(82);
    expect(out.lat[0]).toBeCloseTo(45 + 18e-4, 7);
  });

  it('refuses when every point lies inside a zone', () => {
    const zone = { id: 'all', lat: 45.005, lon: 7, radiusM: 2000 };
    expect(() => mendedGpx(track, summary, [zone])).toThrow(/inside your privacy zones/);
  });
});
