import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM } from '../../../domain/geo';
import { parseGpx } from '../../../domain/gpx/parse-gpx';
import type { PrivacyZone } from '../../../domain/privacy/zones';
import { trackFromPoints } from '../../../domain/track/track-data';
import { cutFileName, prepareDownload } from './download-original';

// A line due east through a 305 m zone: 2 km, a point every 10 m, a second apart.
const centre = { lat: 46.52, lon: 6.63 };
const zone: PrivacyZone = { id: 'home', ...centre, radiusM: 305 };
const west = destinationPoint(centre.lat, centre.lon, 270, 1000);
const T0 = Date.UTC(2025, 4, 1, 8);
const track = trackFromPoints(
  Array.from({ length: 201 }, (_, k) => {
    const p = destinationPoint(west.lat, west.lon, 90, k * 10);
    return { lat: p.lat, lon: p.lon, time: T0 + k * 1000 };
  }),
);
const original = new TextEncoder().encode('<gpx>the untouched file</gpx>');
const store = {
  getOriginal: () => Promise.resolve({ fileName: 'Morning.fit.gz', bytes: original }),
  getTrack: () => Promise.resolve(track),
};
const summary = { id: 'a', name: 'Morning', sport: 'run' as const, fileName: 'Morning.fit.gz' };

describe('the single download respects privacy zones (issue 41)', () => {
  it('without zones gives the original file, byte for byte', async () => {
    const file = await prepareDownload(store, summary, []);
    expect(file).toEqual({ kind: 'original', fileName: 'Morning.fit.gz', bytes: original });
  });

  it('with a zone withholds the original: a GPX whose decoded points all lie outside the zone', async () => {
    const file = await prepareDownload(store, summary, [zone]);
    expect(file.kind).toBe('cut');
    expect(file.fileName).toBe('Morning.gpx');
    const parsed = parseGpx(file.bytes);
    const n = parsed.track.length;
    const dists = Array.from({ length: n }, (_, i) =>
      haversineM(parsed.track.lat[i]!, parsed.track.lon[i]!, zone.lat, zone.lon),
    );
    // 61 points within 305 m of the centre (-300..300 m) are gone; the other 140 are kept.
    expect(n).toBe(140);
    expect(Math.min(...dists)).toBeGreaterThan(zone.radiusM);
  });

  it('says so when every point lies inside the zones', async () => {
    await expect(prepareDownload(store, summary, [{ ...zone, radiusM: 2000 }])).rejects.toThrow(
      /inside your privacy zones/,
    );
  });

  it('names the cut file after the original', () => {
    expect(cutFileName('runs/Lunch.tcx')).toBe('Lunch.gpx');
    expect(cutFileName('x.gpx.gz')).toBe('x.gpx');
  });
});
