import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  WORLD_VIEW,
  fitViewState,
  panView,
  unionBounds,
  zoomView,
} from './viewport';

const project = (v: ReturnType<typeof fitViewState>, lon: number, lat: number) =>
  new WebMercatorViewport({ width: 800, height: 400, ...v }).project([lon, lat]);

describe('fitViewState', () => {
  it('fits the bounds inside the canvas with padding', () => {
    const b = { minLat: 45.0, maxLat: 45.1, minLon: 6.0, maxLon: 6.3 };
    const v = fitViewState(b, 800, 400, 20);
    for (const [lon, lat] of [
      [b.minLon, b.minLat],
      [b.maxLon, b.maxLat],
    ] as const) {
      const [x, y] = project(v, lon, lat);
      expect(x).toBeGreaterThanOrEqual(19.5);
      expect(x).toBeLessThanOrEqual(780.5);
      expect(y).toBeGreaterThanOrEqual(19.5);
      expect(y).toBeLessThanOrEqual(380.5);
    }
    expect(v.longitude).toBeCloseTo(6.15, 5);
  });

  it("gives deck.gl's own fit (the segment map draws its first picture in it before deck.gl loads)", () => {
    const b = { minLat: 45.91, maxLat: 45.93, minLon: 6.86, maxLon: 6.9 };
    const v = fitViewState(b, 640, 360);
    const deck = new WebMercatorViewport({ width: 640, height: 360 }).fitBounds(
      [
        [b.minLon, b.minLat],
        [b.maxLon, b.maxLat],
      ],
      { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM },
    );
    expect(v.longitude).toBeCloseTo(deck.longitude, 9);
    expect(v.latitude).toBeCloseTo(deck.latitude, 9);
    expect(v.zoom).toBeCloseTo(deck.zoom, 9);
  });

  it('centres bounds that cross the antimeridian near 180°, not near 0°', () => {
    const v = fitViewState({ minLat: -17, maxLat: -16, minLon: 179.5, maxLon: -179.5 }, 800, 400);
    expect(Math.abs(v.longitude)).toBeGreaterThan(179.9);
    expect(v.zoom).toBeGreaterThan(5);
  });

  it('caps the zoom for a single point', () => {
    const v = fitViewState({ minLat: 10, maxLat: 10, minLon: 20, maxLon: 20 }, 800, 400);
    expect(v.zoom).toBeLessThanOrEqual(FIT_MAX_ZOOM);
    expect(v.latitude).toBeCloseTo(10, 5);
  });

  it('gives the world for missing bounds, NaN edges or an unmeasured canvas', () => {
    expect(fitViewState(null, 800, 400)).toBe(WORLD_VIEW);
    expect(fitViewState({ minLat: NaN, maxLat: 1, minLon: 0, maxLon: 1 }, 800, 400)).toBe(WORLD_VIEW);
    expect(fitViewState({ minLat: 0, maxLat: 1, minLon: 0, maxLon: 1 }, 0, 400)).toBe(WORLD_VIEW);
  });

  it('survives a canvas smaller than twice the padding', () => {
    const v = fitViewState({ minLat: 0, maxLat: 1, minLon: 0, maxLon: 1 }, 40, 30, 32);
    expect(Number.isFinite(v.zoom)).toBe(true);
  });
});

describe('unionBounds', () => {
  it('unions usable bounds and skips unusable ones', () => {
    expect(
      unionBounds([
        { minLat: 1, maxLat: 2, minLon: 3, maxLon: 4 },
        null,
        { minLat: 0, maxLat: 1.5, minLon: 3.5, maxLon: 5 },
        { minLat: NaN, maxLat: 9, minLon: 9, maxLon: 9 },
      ]),
    ).toEqual({ minLat: 0, maxLat: 2, minLon: 3, maxLon: 5 });
  });

  it('is null when nothing is usable', () => {
    expect(unionBounds([undefined, null])).toBeNull();
  });
});

describe('zoomView and panView', () => {
  const view = { longitude: 10, latitude: 50, zoom: 10, pitch: 0, bearing: 0 };

  it('zooms about the centre within the zoom range', () => {
    expect(zoomView(view, 1)).toEqual({ ...view, zoom: 11 });
    expect(zoomView({ ...view, zoom: 0.5 }, -1).zoom).toBe(0);
    expect(zoomView({ ...view, zoom: 19.5 }, 1).zoom).toBe(20);
  });

  it('pans by screen pixels: east and south are positive', () => {
    const east = panView(view, 100, 0, 800, 600);
    expect(east.longitude).toBeGreaterThan(10);
    expect(east.latitude).toBeCloseTo(50, 6);
    // At zoom 10, 512 · 2^10 px span 360°: 100 px = 360 · 100 / 524288 degrees of longitude.
    expect(east.longitude - 10).toBeCloseTo((360 * 100) / 524_288, 6);
    const south = panView(view, 0, 100, 800, 600);
    expect(south.latitude).toBeLessThan(50);
    expect(south.longitude).toBeCloseTo(10, 6);
  });
});
