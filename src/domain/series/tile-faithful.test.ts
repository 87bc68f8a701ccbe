import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, toUnitVector } from '../geo';
import { keyX, keyY, latToTileY, lineTiles, lonToTileX, tileXToLon, tileYToLat } from '../explorer/tiles';
import { trackFromSegments } from '../track/track-data';
import { douglasPeucker, PATH_TOLERANCE_M, simplifyPath } from './path';

const Z = 17;
/** A zoom 17 tile corner near Leipzig (51.3° N): tiles of about 190 m. */
const CX = 70_000;
const CY = 43_200;
const LAT0 = tileYToLat(CY, Z);
const TILE_M = (2 * Math.PI * EARTH_RADIUS_M * Math.cos((LAT0 * Math.PI) / 180)) / 2 ** Z;

/** The point east and south of the corner (CX, CY) by the given metres. */
const at = (eastM: number, southM: number) => ({
  lon: tileXToLon(CX + eastM / TILE_M, Z),
  lat: tileYToLat(CY + southM / TILE_M, Z),
});

/** Points every ~1 m along straight legs through the given [east, south] metres. */
function legs(...corners: [number, number][]) {
  const out: { lat: number; lon: number }[] = [];
  for (let k = 0; k + 1 < corners.length; k++) {
    const [e0, s0] = corners[k]!;
    const [e1, s1] = corners[k + 1]!;
    const steps = Math.max(1, Math.round(Math.hypot(e1 - e0, s1 - s0)));
    for (let i = k === 0 ? 0 : 1; i <= steps; i++)
      out.push(at(e0 + ((e1 - e0) * i) / steps, s0 + ((s1 - s0) * i) / steps));
  }
  return out;
}

const pairs = (keys: Float64Array) => [...keys].map((k) => [keyX(k) - CX, keyY(k) - CY]);
const noSpikes = (n: number) => new Uint8Array(n);
const pathTiles = (points: { lat: number; lon: number }[], z = Z) =>
  pairs(lineTiles(simplifyPath(trackFromSegments([points]), noSpikes(points.length)), z));

/** The tiles of the Douglas–Peucker path alone (no tile check), to show a case is a real trap. */
function plainSimplifiedTiles(points: { lat: number; lon: number }[]) {
  const v = new Float64Array(3 * points.length);
  points.forEach((p, q) => {
    toUnitVector(p.lat, p.lon, v, 3 * q);
    for (let c = 0; c < 3; c++) v[3 * q + c]! *= EARTH_RADIUS_M;
  });
  const keep = douglasPeucker(v, points.length, PATH_TOLERANCE_M);
  const kept = points.filter((_, q) => keep[q] === 1);
  return pairs(
    lineTiles({ lonLat: Float64Array.from(kept.flatMap((p) => [p.lon, p.lat])), partStarts: [0] }, Z),
  );
}

describe('tiles of the simplified path at zoom 17 (known truth)', () => {
  it('does not count a tile a curve passes half a metre outside its corner', () => {
    // An arc of radius 30 m around the corner of the tile north-west of (CX, CY), the tile on the
    // inside of the turn. Its nearest point is 0.5 m south and east of the corner, so the ride is in
    // the tiles south-west, south-east and north-east of the corner only (it spans < 50 m).
    const r = 30;
    const oe = 0.5 - r * Math.cos(Math.PI / 6);
    const os = 0.5 - r * Math.sin(Math.PI / 6);
    const arc: { lat: number; lon: number }[] = [];
    const steps = Math.round((r * 130 * Math.PI) / 180);
    for (let i = 0; i <= steps; i++) {
      const t = ((120 - (130 * i) / steps) * Math.PI) / 180;
      arc.push(at(oe + r * Math.cos(t), os + r * Math.sin(t)));
    }
    const truth = [
      [0, -1],
      [-1, 0],
      [0, 0],
    ];
    expect(plainSimplifiedTiles(arc)).toContainEqual([-1, -1]);
    expect(pathTiles(arc)).toEqual(truth);
  });

  it('counts a tile a straight ride enters by one metre', () => {
    // East 3 m south of the row's edge, a 4 m bump north over 20 m: 1 m into the row above, from
    // 7.5 m west of the corner's column edge to 7.5 m east of it.
    const points = legs([-60, 3], [-10, 3], [0, -1], [10, 3], [60, 3]);
    const truth = [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
    ];
    expect(plainSimplifiedTiles(points)).toEqual([
      [-1, 0],
      [0, 0],
    ]);
    expect(pathTiles(points)).toEqual(truth);
  });

  it('keeps a ride along a tile edge in the tiles that own the edge', () => {
    // North exactly along the west edge of column CX: the edge belongs to the tile east of it.
    expect(lonToTileX(tileXToLon(CX, Z), Z)).toBe(CX);
    const points = [0, 1, 2, 3].map((k) => ({
      lon: tileXToLon(CX, Z),
      lat: tileYToLat(CY + 0.3 - k * 0.7, Z),
    }));
    const column = [
      [0, -2],
      [0, -1],
      [0, 0],
    ];
    expect(pathTiles(points)).toEqual(column);
    expect(Math.floor(latToTileY(points[0]!.lat, Z))).toBe(CY);
  });

  it('gives the tiles of the full track on a jittery ride, at zoom 17 and 14', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const points: { lat: number; lon: number }[] = [];
    let e = 0;
    let s = 0;
    for (let i = 0; i < 4000; i++) {
      e += 2 + rand() * 3;
      s += rand() * 4;
      points.push(at(e, s));
    }
    const full = { lonLat: Float64Array.from(points.flatMap((p) => [p.lon, p.lat])), partStarts: [0] };
    for (const z of [17, 14]) expect(pathTiles(points, z)).toEqual(pairs(lineTiles(full, z)));
  });
});
