import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { worldFromTopoJson } from './world-data';

const require = createRequire(import.meta.url);
const text = readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8');

/** Even-odd point-in-polygon over every ring of the land features. */
function onLand(world: ReturnType<typeof worldFromTopoJson>, lon: number, lat: number): boolean {
  let inside = false;
  for (const f of world.land.features) {
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

describe('worldFromTopoJson', () => {
  const world = worldFromTopoJson(text);

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
});
