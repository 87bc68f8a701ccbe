// @vitest-environment jsdom
import { WebMercatorViewport } from '@deck.gl/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkerOverlay, MarkersContext, markerCircles, markersBox, type MapMarker } from './map-markers';

const viewport = (zoom: number) =>
  new WebMercatorViewport({ width: 800, height: 400, longitude: 6, latitude: 45, zoom });
const project = (v: WebMercatorViewport) => (p: [number, number]) => v.project(p);

const marker = (key: number, lon: number, lat: number, extra: Partial<MapMarker> = {}): MapMarker => ({
  key,
  lon,
  lat,
  color: '#0067a5',
  radiusPx: 6,
  ...extra,
});

describe('markerCircles', () => {
  it('places a marker at its projected pixel: the view centre at the canvas centre', () => {
    const v = viewport(12);
    const [c] = markerCircles([marker(1, 6, 45)], project(v), 800, 400);
    expect(c).toMatchObject({ key: 1, r: 6 });
    expect(c!.cx).toBeCloseTo(400, 6);
    expect(c!.cy).toBeCloseTo(200, 6);
  });

  it('follows the view: a marker east of the centre moves right as the map zooms in', () => {
    const m = [marker(1, 6.01, 45)];
    const x = (zoom: number) => markerCircles(m, project(viewport(zoom)), 800, 400)[0]!.cx;
    // 0.01° of longitude at zoom z is 512 * 2^z * 0.01 / 360 px.
    expect(x(10) - 400).toBeCloseTo((512 * 2 ** 10 * 0.01) / 360, 3);
    expect(x(12) - 400).toBeCloseTo((512 * 2 ** 12 * 0.01) / 360, 3);
  });

  it('scales a ground radius with the zoom, never below its pixel radius', () => {
    const m = [marker(1, 6, 45, { radiusM: 100, radiusPx: 6 })];
    const r = (zoom: number) => markerCircles(m, project(viewport(zoom)), 800, 400)[0]!.r;
    // 100 m at 45°: 512 * 2^z / (40,075,017 m * cos 45°) px per metre.
    const expected = (zoom: number) => (100 * 512 * 2 ** zoom) / (40_075_017 * Math.cos(Math.PI / 4));
    expect(r(15)).toBeCloseTo(expected(15), 0);
    expect(r(16) / r(15)).toBeCloseTo(2, 2);
    expect(r(5)).toBe(6);
  });

  it('leaves out markers with no position or wholly outside the canvas', () => {
    const v = viewport(12);
    const circles = markerCircles(
      [
        marker(1, NaN, 45),
        marker(2, 6, Number.POSITIVE_INFINITY),
        marker(3, 7, 45),
        marker(4, 6.001, 45.001),
      ],
      project(v),
      800,
      400,
    );
    expect(circles.map((c) => c.key)).toEqual([4]);
  });
});

describe('markersBox', () => {
  it('holds every circle with its outline and a pixel to spare, in whole pixels', () => {
    const m = marker(1, 0, 0, { outlineWidthPx: 4 });
    const box = markersBox([
      { key: 1, cx: 100.5, cy: 50, r: 6, marker: m },
      { key: 2, cx: 140, cy: 80.25, r: 10, marker: { ...m, outlineWidthPx: undefined } },
    ]);
    // Left: 100.5 - (6 + 2 + 1) = 91.5; top: 50 - 9 = 41; right: 140 + 12 = 152; bottom: 80.25 + 12 = 92.25.
    expect(box).toEqual({ left: 91, top: 41, width: 61, height: 52 });
  });

  it('is empty without circles', () => {
    expect(markersBox([])).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});

describe('MarkerOverlay', () => {
  it('draws one hidden SVG circle per marker with its colours, and updates in place', () => {
    const v = viewport(12);
    const markers = [
      marker(1, 6, 45),
      marker(2, 6.001, 45, { color: '#e25822', outline: 'rgb(0 0 0)', fillOpacity: 0.5 }),
    ];
    const view = (ms: MapMarker[]) => (
      <MarkersContext.Provider value={ms}>
        <MarkerOverlay viewport={v} />
      </MarkersContext.Provider>
    );
    const { container, rerender } = render(view(markers));
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('data-map-markers')).toBe('2');
    const circles = [...svg.querySelectorAll('circle')];
    expect(circles.map((c) => c.getAttribute('fill'))).toEqual(['#0067a5', '#e25822']);
    expect(circles[1]!.getAttribute('stroke')).toBe('rgb(0 0 0)');
    expect(circles[1]!.getAttribute('fill-opacity')).toBe('0.5');
    expect(Number(circles[0]!.getAttribute('cx'))).toBeCloseTo(400, 1);
    // Only as big as the markers, in the map's pixel coordinates (viewBox = placement).
    const [x, y, w, h] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect([svg.style.left, svg.style.top]).toEqual([`${x}px`, `${y}px`]);
    expect([Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))]).toEqual([w, h]);
    expect(x).toBeLessThan(400 - 6);
    expect(w).toBeLessThan(60);

    const first = circles[0];
    rerender(view([marker(1, 6.001, 45)]));
    const after = [...container.querySelectorAll('circle')];
    expect(after).toHaveLength(1);
    expect(after[0]).toBe(first); // the same node, moved
    expect(Number(after[0]!.getAttribute('cx'))).toBeGreaterThan(401);
  });
});
