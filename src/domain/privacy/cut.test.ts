import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM } from '../geo';
import { trackFromSegments } from '../track/track-data';
import { lineHeat } from '../heat/test-tracks';
import { heatOutsideZones, pathOutsideZones, trackOutsideZones } from './cut';
import { insideAnyZone, zoneProblem, zonesKey, zonesNear, type PrivacyZone } from './zones';

// A zone of 305 m around a centre; a straight line due east from 1 km west of it to 1 km east.
const centre = { lat: 46.52, lon: 6.63 };
const zone: PrivacyZone = { id: 'home', ...centre, radiusM: 305 };
const west = destinationPoint(centre.lat, centre.lon, 270, 1000);
const line = lineHeat({ lat: west.lat, lon: west.lon, bearingDeg: 90, lengthM: 2000 });
const points = (lonLat: Float32Array) =>
  Array.from({ length: lonLat.length / 2 }, (_, i) => ({ lon: lonLat[2 * i]!, lat: lonLat[2 * i + 1]! }));
const outside = (p: { lat: number; lon: number }) =>
  haversineM(p.lat, p.lon, zone.lat, zone.lon) > zone.radiusM;

describe('privacy zones', () => {
  it('validates radii and positions', () => {
    expect(zoneProblem({ lat: 1, lon: 2, radiusM: 200 })).toBeNull();
    expect(zoneProblem({ lat: 1, lon: 2, radiusM: 199 })).toMatch(/200 m and 2000 m/);
    expect(zoneProblem({ lat: 91, lon: 2, radiusM: 500 })).toMatch(/latitude/);
    expect(zonesKey([zone, { ...zone, lat: 1 }])).toBe(zonesKey([{ ...zone, lat: 1 }, zone]));
  });

  it('drops every heat point inside a zone and keeps every other', () => {
    const kept = points(heatOutsideZones(line, [zone]).lonLat);
    // 201 points every 10 m; those within 305 m of the centre (-300..300 m: 61 points) go.
    expect(line.lonLat.length / 2).toBe(201);
    expect(kept.length).toBe(201 - 61);
    expect(kept.every(outside)).toBe(true);
    expect(heatOutsideZones(line, [])).toBe(line);
    expect(heatOutsideZones(line, [{ ...zone, lat: 0 }])).toBe(line);
  });

  it('cuts a path crossing a zone into the piece before and the piece after', () => {
    const path = { lonLat: line.lonLat, partStarts: Uint32Array.of(0) };
    const cut = pathOutsideZones(path, [zone]);
    expect([...cut.partStarts]).toEqual([0, 70]);
    expect(points(cut.lonLat).every(outside)).toBe(true);
    expect(cut.lonLat.length / 2).toBe(140);
  });

  it('cuts a long straight step that passes through a zone without a vertex inside', () => {
    const east = destinationPoint(centre.lat, centre.lon, 90, 1000);
    const path = {
      lonLat: Float32Array.of(west.lon, west.lat, east.lon, east.lat),
      partStarts: Uint32Array.of(0),
    };
    const cut = pathOutsideZones(path, [zone]);
    expect(cut.lonLat.length).toBe(0);
    expect(insideAnyZone([zone], west.lat, west.lon)).toBe(false);
  });

  it('cuts an exported track into segments and keeps each point whole', () => {
    const pts = points(line.lonLat).map((p, i) => ({ lat: p.lat, lon: p.lon, ele: 400 + i, time: i * 1000 }));
    const track = trackFromSegments([pts.slice(0, 50), pts.slice(50)]);
    const cut = trackOutsideZones(track, [zone]);
    expect(cut.length).toBe(140);
    // The track's own break at 50 stays, and the zone adds one at the far side.
    expect([...cut.segmentStarts]).toEqual([0, 50, 70]);
    for (let i = 0; i < cut.length; i++) expect(outside({ lat: cut.lat[i]!, lon: cut.lon[i]! })).toBe(true);
    expect(cut.ele[0]).toBe(400);
    expect(cut.ele[70]).toBe(400 + 131);
    expect(trackOutsideZones(track, [])).toBe(track);
  });

  it('finds the zones that reach into a box (a track to outline them on)', () => {
    // The box's west edge lies 300 m east of the centre: the 305 m zone reaches in, a 200 m one not.
    const edge = destinationPoint(centre.lat, centre.lon, 90, 300);
    const box = {
      minLat: centre.lat - 0.01,
      maxLat: centre.lat + 0.01,
      minLon: edge.lon,
      maxLon: edge.lon + 0.02,
    };
    const small = { ...zone, id: 'small', radiusM: 200 };
    expect(zonesNear([zone, small], box).map((z) => z.id)).toEqual(['home']);
    expect(zonesNear([zone], { ...box, minLat: centre.lat + 0.01 })).toEqual([]);
  });
});
