import { WebMercatorViewport } from '@math.gl/web-mercator';
import { describe, expect, it } from 'vitest';
import { metresPerPixel, scaleFor } from '../../components/map/scale-bar';
import { FIT_PADDING_PX, fitViewState } from '../../components/map/viewport';
import { WORLD_PALETTES } from '../../components/map/geo/world-style';
import type { WorldGeometry } from '../../components/map/geo/world-data';
import { haversineM } from '../../domain/geo';
import type { PrivacyZone } from '../../domain/privacy/zones';
import type { SimplifiedPath } from '../../domain/series/types';
import {
  drawnPaths,
  drawYearMapImage,
  MAP_IMAGE_CREDIT,
  partExtent,
  project,
  projectedParts,
  projectionOf,
  yearImageProjection,
} from './year-map-image';

/** A straight path of `n` positions from (lon0, lat0) to (lon1, lat1), one part. */
function line(lon0: number, lat0: number, lon1: number, lat1: number, n = 50): SimplifiedPath {
  const lonLat = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    lonLat[2 * i] = lon0 + ((lon1 - lon0) * i) / (n - 1);
    lonLat[2 * i + 1] = lat0 + ((lat1 - lat0) * i) / (n - 1);
  }
  return { lonLat, partStarts: Uint32Array.of(0) };
}

const W = 1000;
const H = 420;

/** Smallest and largest x and y of projected parts. */
function extent(parts: Float64Array[]) {
  const all = parts.map(partExtent);
  return {
    minX: Math.min(...all.map((e) => e.minX)),
    maxX: Math.max(...all.map((e) => e.maxX)),
    minY: Math.min(...all.map((e) => e.minY)),
    maxY: Math.max(...all.map((e) => e.maxY)),
  };
}

describe('the image map projection', () => {
  it("is deck.gl's Web Mercator view (the page map's)", () => {
    const view = fitViewState({ minLon: 8.4, maxLon: 8.7, minLat: 47.3, maxLat: 47.45 }, W, H);
    const deck = new WebMercatorViewport({ width: W, height: H, ...view });
    const p = projectionOf(view, W, H);
    for (const [lon, lat] of [
      [8.4, 47.3],
      [8.55, 47.37],
      [8.7, 47.45],
      [-3, 60],
    ] as const) {
      const [x, y] = project(p, lon, lat);
      const [dx = NaN, dy = NaN] = deck.project([lon, lat]);
      expect(x).toBeCloseTo(dx, 6);
      expect(y).toBeCloseTo(dy, 6);
    }
  });

  it("fits every drawn track of the year into the map's box, filling it to the padding", () => {
    // Tracks on two continents: the image fits all of them (the page opens on the home area).
    const paths = [line(8.5, 47.3, 8.6, 47.4), line(-74, 40.7, -73.9, 40.8), line(2.3, 48.8, 2.4, 48.9)];
    const p = yearImageProjection(paths, W, H, null);
    const e = extent(projectedParts(paths, p));
    for (const v of [e.minX, e.minY]) expect(v).toBeGreaterThanOrEqual(FIT_PADDING_PX - 0.5);
    expect(e.maxX).toBeLessThanOrEqual(W - FIT_PADDING_PX + 0.5);
    expect(e.maxY).toBeLessThanOrEqual(H - FIT_PADDING_PX + 0.5);
    // One direction spans the whole box within the padding (wide tracks: the width).
    expect(e.minX).toBeCloseTo(FIT_PADDING_PX, 0);
    expect(e.maxX).toBeCloseTo(W - FIT_PADDING_PX, 0);
    // Centred the other way.
    expect((e.minY + e.maxY) / 2).toBeCloseTo(H / 2, 0);
  });

  it('fits the fallback bounds when no track has positions', () => {
    const bounds = { minLon: 8.4, maxLon: 8.7, minLat: 47.3, maxLat: 47.45 };
    const p = yearImageProjection([], W, H, bounds);
    const [x0, y0] = project(p, bounds.minLon, bounds.maxLat);
    const [x1, y1] = project(p, bounds.maxLon, bounds.minLat);
    expect(Math.min(x0, y0)).toBeGreaterThanOrEqual(FIT_PADDING_PX - 0.5);
    expect(x1).toBeLessThanOrEqual(W - FIT_PADDING_PX + 0.5);
    expect(y1).toBeLessThanOrEqual(H - FIT_PADDING_PX + 0.5);
  });

  it('leaves out parts with fewer than two positions', () => {
    const path: SimplifiedPath = {
      lonLat: Float32Array.of(8, 47, 8.1, 47.1, 8.2, 47.2, 9, 48),
      partStarts: Uint32Array.of(0, 3),
    };
    const parts = projectedParts([path], yearImageProjection([path], W, H, null));
    expect(parts.map((xy) => xy.length)).toEqual([6]);
  });
});

describe("the image map's privacy zones", () => {
  const zone: PrivacyZone = { id: 'home', lat: 47.35, lon: 8.55, radiusM: 1000 };
  const through = line(8.5, 47.3, 8.6, 47.4, 200);
  const away = line(8.7, 47.3, 8.8, 47.4);
  const stored = new Map([
    ['a', through],
    ['b', away],
  ]);

  it('draws no position inside a zone and cuts the track there', () => {
    const paths = drawnPaths(['a', 'b', 'missing'], stored, [zone]);
    expect(paths).toHaveLength(2);
    expect(paths[0]!.partStarts.length).toBe(2);
    expect(paths[1]).toBe(away);
    const p = yearImageProjection(paths, W, H, null);
    const view = new WebMercatorViewport({
      width: W,
      height: H,
      ...fitViewState({ minLon: 8.5, maxLon: 8.8, minLat: 47.3, maxLat: 47.4 }, W, H),
    });
    // Every point drawn, taken back to the ground, is outside the zone.
    const parts = projectedParts(paths, p);
    let points = 0;
    for (const xy of parts)
      for (let i = 0; i < xy.length; i += 2) {
        const [lon = NaN, lat = NaN] = view.unproject([xy[i]!, xy[i + 1]!]);
        expect(haversineM(lat, lon, zone.lat, zone.lon)).toBeGreaterThan(zone.radiusM);
        points++;
      }
    // The rest of the track is still drawn.
    expect(points).toBeGreaterThan(200);
    expect(points).toBeLessThan(250);
  });

  it('strokes each part once, none across the zone', () => {
    const paths = drawnPaths(['a', 'b'], stored, [zone]);
    const p = yearImageProjection(paths, W, H, null);
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    const ctx = {
      fillRect: record('fillRect'),
      beginPath: record('beginPath'),
      moveTo: record('moveTo'),
      lineTo: record('lineTo'),
      closePath: record('closePath'),
      fill: record('fill'),
      stroke: record('stroke'),
      setLineDash: record('setLineDash'),
    } as unknown as CanvasRenderingContext2D;
    drawYearMapImage(ctx, { paths, world: null, palette: WORLD_PALETTES.light, projection: p });
    // Three parts: the track before the zone, after it, and the other track.
    expect(calls.filter((c) => c === 'stroke')).toHaveLength(3);
    expect(calls.filter((c) => c === 'moveTo')).toHaveLength(3);
    expect(calls[0]).toBe('fillRect');
  });
});

describe("the image map's dots", () => {
  it('marks a track too small to see on a wide map with a dot at its middle', () => {
    // A 1 km walk in Zurich and a ride across the Alps, on a map reaching Cape Town.
    const paths = [line(8.54, 47.37, 8.55, 47.375), line(7, 46, 10, 47.5), line(18.4, -33.9, 18.5, -34)];
    const p = yearImageProjection(paths, W, H, null);
    const arcs: [number, number][] = [];
    const noop = () => undefined;
    const ctx = {
      fillRect: noop,
      beginPath: noop,
      moveTo: noop,
      lineTo: noop,
      fill: noop,
      stroke: noop,
      arc: (x: number, y: number) => void arcs.push([x, y]),
    } as unknown as CanvasRenderingContext2D;
    drawYearMapImage(ctx, { paths, world: null, palette: WORLD_PALETTES.light, projection: p });
    expect(arcs).toHaveLength(2);
    const [zx, zy] = project(p, 8.545, 47.3725);
    expect(arcs[0]![0]).toBeCloseTo(zx, 0);
    expect(arcs[0]![1]).toBeCloseTo(zy, 0);
  });
});

describe("the image map's world", () => {
  it('fills the land in view, in every world copy the box shows, and skips land out of view', () => {
    const square = (lon: number, lat: number): GeoJSON.Feature => ({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [lon, lat],
            [lon + 1, lat],
            [lon + 1, lat + 1],
            [lon, lat + 1],
            [lon, lat],
          ],
        ],
      },
    });
    const world: WorldGeometry = {
      land: { type: 'FeatureCollection', features: [square(8, 47), square(100, 10)] },
      lakes: { type: 'FeatureCollection', features: [] },
      coastlines: { type: 'MultiLineString', coordinates: [] },
      borders: { type: 'MultiLineString', coordinates: [] },
    };
    const moves: [number, number][] = [];
    const credits: string[] = [];
    const noop = () => undefined;
    const ctx = {
      fillRect: noop,
      beginPath: noop,
      moveTo: (x: number, y: number) => void moves.push([x, y]),
      lineTo: noop,
      closePath: noop,
      fill: noop,
      stroke: noop,
      setLineDash: noop,
      measureText: () => ({ width: 120 }),
      fillText: (text: string) => void credits.push(text),
    } as unknown as CanvasRenderingContext2D;
    const paths = [line(8.2, 47.2, 8.8, 47.8)];
    const p = yearImageProjection(paths, W, H, null);
    drawYearMapImage(ctx, { paths, world, palette: WORLD_PALETTES.dark, projection: p, units: 'metric' });
    // The square at 8° E is traced once (the one at 100° E is far out of view), then the track
    // and the scale bar.
    expect(moves).toHaveLength(3);
    const [x, y] = moves[0]!;
    expect([x, y]).toEqual(project(p, 8, 47));
    // The page map's scale bar at the view's centre, and the world's credit line (its lakes are
    // OpenStreetMap's).
    const scale = scaleFor(metresPerPixel(p.latitude, p.zoom), 'metric')!;
    expect(scale.label).toMatch(/^\d+ km$/);
    expect(credits).toEqual([scale.label, MAP_IMAGE_CREDIT]);
  });
});
