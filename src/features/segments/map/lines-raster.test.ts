import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { pathLayerData } from '../../../components/map';
import { screenProjector, strokePaths, type LinesContext, type LinesView } from './lines-raster';

const view: LinesView = { longitude: 7.25, latitude: 46.1, zoom: 14.3, width: 640, height: 360 };

describe('screenProjector', () => {
  it("places points where deck.gl's web-mercator viewport projects them", () => {
    const deck = new WebMercatorViewport({ ...view, pitch: 0, bearing: 0 });
    const project = screenProjector(view);
    for (const [lon, lat] of [
      [7.25, 46.1],
      [7.2612, 46.0931],
      [7.238, 46.107],
    ] as const) {
      const [x, y] = project(lon, lat);
      const [dx = NaN, dy = NaN] = deck.project([lon, lat]);
      expect(x).toBeCloseTo(dx, 3);
      expect(y).toBeCloseTo(dy, 3);
    }
  });
});

describe('strokePaths', () => {
  it('strokes each drawable part on its own, in the style given', () => {
    const calls: string[] = [];
    const ctx = {
      beginPath: () => calls.push('begin'),
      moveTo: () => calls.push('move'),
      lineTo: () => calls.push('line'),
      stroke: () => calls.push('stroke'),
      strokeStyle: '',
      lineWidth: 0,
      lineCap: 'butt',
      lineJoin: 'miter',
    } as LinesContext;
    // Two tracks: one with two parts (3 and 2 vertices), one with a lone vertex (not a line).
    const data = pathLayerData([
      {
        lonLat: Float32Array.of(7, 46, 7.1, 46, 7.2, 46, 7.3, 46, 7.4, 46),
        partStarts: Uint32Array.of(0, 3),
      },
      { lonLat: Float32Array.of(7, 46), partStarts: Uint32Array.of(0) },
    ]);
    const n = strokePaths(ctx, data, view, { color: 'rgba(1, 2, 3, 0.5)', widthPx: 2, rounded: false });
    expect(n).toBe(2);
    expect(calls).toEqual(['begin', 'move', 'line', 'line', 'stroke', 'begin', 'move', 'line', 'stroke']);
    expect([ctx.strokeStyle, ctx.lineWidth, ctx.lineCap, ctx.lineJoin]).toEqual([
      'rgba(1, 2, 3, 0.5)',
      2,
      'butt',
      'miter',
    ]);
  });
});
