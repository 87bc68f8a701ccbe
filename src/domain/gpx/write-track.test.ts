import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM } from '../geo';
import { trackOutsideZones } from '../privacy/cut';
import type { PrivacyZone } from '../privacy/zones';
import { parseGpx } from './parse-gpx';
import { trackFromSegments } from '../track/track-data';
import { writeTrackGpx } from './write-track';

const T0 = Date.UTC(2026, 2, 1, 8, 0, 0);

describe('writeTrackGpx', () => {
  it('writes a track that parses back to the same points, segments and values', () => {
    const track = trackFromSegments([
      [
        { lat: 46.5, lon: 6.6, ele: 400, time: T0, hr: 120, cad: 80 },
        { lat: 46.5001, lon: 6.6001, time: T0 + 1000 },
      ],
      [{ lat: 46.6, lon: 6.7, ele: 410.5, time: T0 + 60_000, hr: 130 }],
    ]);
    const text = writeTrackGpx(track, { name: 'Run & <fun>', type: 'run' });
    expect(text).toContain('<name>Run &amp; &lt;fun&gt;</name>');
    expect(text).not.toContain('NaN');
    const back = parseGpx(text);
    expect(back.name).toBe('Run & <fun>');
    expect(back.type).toBe('run');
    const t = back.track;
    expect(t.length).toBe(3);
    expect([...t.segmentStarts]).toEqual([0, 2]);
    expect(t.lat[1]).toBeCloseTo(46.5001, 7);
    expect(t.lon[2]).toBeCloseTo(6.7, 7);
    expect(t.ele[0]).toBe(400);
    expect(Number.isNaN(t.ele[1])).toBe(true);
    expect(t.ele[2]).toBeCloseTo(410.5, 1);
    expect([...t.time]).toEqual([T0, T0 + 1000, T0 + 60_000]);
    expect(t.hr[0]).toBe(120);
    expect(Number.isNaN(t.hr[1])).toBe(true);
    expect(t.cad[0]).toBe(80);
  });

  it('exports no point inside a privacy zone once the track is cut', () => {
    const centre = { lat: 46.52, lon: 6.63 };
    const zone: PrivacyZone = { id: 'home', ...centre, radiusM: 400 };
    // A straight line through the zone's centre, a point every 10 m over 2 km.
    const pts = Array.from({ length: 201 }, (_, i) => {
      const p = destinationPoint(centre.lat, centre.lon, 90, i * 10 - 1000);
      return { lat: p.lat, lon: p.lon, time: T0 + i * 1000 };
    });
    const text = writeTrackGpx(trackOutsideZones(trackFromSegments([pts]), [zone]), {
      name: 'x',
      type: null,
    });
    const back = parseGpx(text).track;
    expect(back.length).toBe(201 - 81);
    expect(back.segmentStarts.length).toBe(2);
    for (let i = 0; i < back.length; i++)
      expect(haversineM(back.lat[i]!, back.lon[i]!, zone.lat, zone.lon)).toBeGreaterThan(zone.radiusM);
  });
});
