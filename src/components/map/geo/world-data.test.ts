import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { landRingsFromTopoJson, unwrapRing, worldFromTopoJson, type WorldGeometry } from './world-data';

const require = createRequire(import.meta.url);
const text = readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8');
const lakesText = readFileSync(require.resolve('@geo-maps/earth-lakes-10km/map.geo.json'), 'utf8');

/** Even-odd point-in-polygon over every ring of the features. */
function inside(features: readonly GeoJSON.Feature[], lon: number, lat: number): boolean {
  let inside = false;
  for (const f of features) {
    const g = f.geometry;
    const polygons = g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [];
    for (const ring of polygons.flat()) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i]!;
        const [xj = 0, yj = 0] = ring[j]!;
        if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

const onLand = (world: WorldGeometry, lon: number, lat: number) => inside(world.land.features, lon, lat);
const inLake = (world: WorldGeometry, lon: number, lat: number) => inside(world.lakes.features, lon, lat);

describe('worldFromTopoJson', () => {
  const world = worldFromTopoJson(text, lakesText);

  it('puts cities on land and open sea off it', () => {
    expect(onLand(world, -0.1276, 51.5072)).toBe(true); // London
    expect(onLand(world, 2.3522, 48.8566)).toBe(true); // Paris
    expect(onLand(world, 151.2093, -33.8688)).toBe(true); // Sydney
    expect(onLand(world, -30, 30)).toBe(false); // mid-Atlantic
    expect(onLand(world, -1.5, 50.1)).toBe(false); // English Channel
  });

  it('has shared borders and coastlines as lines', () => {
    expect(world.borders.type).toBe('MultiLineString');
    expect(world.borders.coordinates.length).toBeGreaterThan(100);
    expect(world.coastlines.coordinates.length).toBeGreaterThan(100);
  });

  it('has the large lakes as water on the land, and not where there is none', () => {
    const polygons = world.lakes.features.flatMap((f) =>
      f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [f.geometry.coordinates],
    );
    expect(polygons.length).toBeGreaterThan(1000);
    expect(inLake(world, 6.55, 46.45)).toBe(true); // Lake Geneva
    expect(inLake(world, -87.5, 47.7)).toBe(true); // Lake Superior
    expect(inLake(world, 33, -1)).toBe(true); // Lake Victoria
    expect(onLand(world, 6.55, 46.45)).toBe(true); // the lakes are drawn over the land
    expect(inLake(world, 2.3522, 48.8566)).toBe(false); // Paris
    expect(inLake(world, -0.1276, 51.5072)).toBe(false); // London
  });

  it('has no lakes without lake data', () => {
    expect(worldFromTopoJson(text).lakes.features).toEqual([]);
  });

  it('never draws a coast or border line across the whole world at the antimeridian', () => {
    for (const lines of [world.coastlines, world.borders]) {
      for (const line of lines.coordinates) {
        for (let i = 1; i < line.length; i++) {
          expect(Math.abs(line[i]![0]! - line[i - 1]![0]!)).toBeLessThanOrEqual(180);
        }
      }
    }
    // Fiji's coast, cut at the antimeridian, is still there on both sides.
    const nearFiji = (sign: number) =>
      world.coastlines.coordinates.some((l) =>
        l.some(([x = 0, y = 0]) => x * sign > 179 && Math.abs(y + 16.5) < 0.3),
      );
    expect(nearFiji(1) && nearFiji(-1)).toBe(true);
  });

  it('fills no strip of latitude across the world where the land is cut at the antimeridian', () => {
    // The Eurasia ring stepped 180 → -180 at 69° N and back at 65° N: the sea between was land.
    expect(onLand(world, 3, 67)).toBe(false); // Norwegian Sea
    expect(onLand(world, -57, 67)).toBe(false); // Davis Strait
    expect(onLand(world, -170, 66)).toBe(false); // Bering Strait
    expect(onLand(world, -160, 71.2)).toBe(false); // Chukchi Sea (Wrangel Island's strip)
    // Both sides of the cut are still land: Chukotka east of 180 and Siberia west of it.
    expect(onLand(world, 360 - 173, 66.5)).toBe(true); // Chukotka, one world copy east
    expect(onLand(world, 170, 66.5)).toBe(true);
    // Antarctica, which goes round the pole, still covers the pole's side.
    expect(onLand(world, 0, -80)).toBe(true);
  });
});

describe('unwrapRing', () => {
  it('moves the part of a ring past the antimeridian by 360 degrees', () => {
    const island = [
      [179, -16],
      [180, -16],
      [-180, -16],
      [-179, -17],
      [-180, -18],
      [180, -18],
      [179, -16],
    ];
    expect(unwrapRing(island)).toEqual([
      [179, -16],
      [180, -16],
      [180, -16],
      [181, -17],
      [180, -18],
      [180, -18],
      [179, -16],
    ]);
  });

  it('keeps a ring that goes round a pole, and one that never crosses', () => {
    const roundPole = [
      [-180, -70],
      [0, -70],
      [180, -70],
      [-180, -90],
      [-180, -70],
    ];
    expect(unwrapRing(roundPole)).toEqual(roundPole);
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(unwrapRing(square)).toEqual(square);
  });
});

describe('the coarse land of the first frames (land-110m)', () => {
  const rings = landRingsFromTopoJson(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8'));
  /** Even-odd point-in-polygon over every ring, as first-land.tsx fills them. */
  const onLand = (lon: number, lat: number): boolean => {
    let inside = false;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 2; i + 1 < ring.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
        if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  };

  it('puts land where land is and sea at sea (the demo cities and the seas near them)', () => {
    for (const [lon, lat] of [
      [8.54, 47.37], // Zürich
      [-1.5, 52.5], // England
      [20.5, -32.8], // South Africa
      [138.6, 36.4], // Honshu
    ] as const)
      expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(true);
    for (const [lon, lat] of [
      [2.6, 53.6], // North Sea
      [8.2, 43.4], // Ligurian Sea
      [-30, 30], // Atlantic
      [3, 67], // Norwegian Sea (the strip of the cut at the antimeridian, see unwrapRing)
      [-160, 71.2], // Chukchi Sea
    ] as const)
      expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(false);
    expect(rings.length).toBeGreaterThan(100);
  });
});
