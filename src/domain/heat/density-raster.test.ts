import { describe, expect, it } from 'vitest';
import { mercatorPx, rasterizeDensity, type RasterStyle, type RasterView } from './density-raster';

const COLORS = [
  [10, 0, 0],
  [100, 0, 0],
  [200, 0, 0],
  [250, 250, 250],
] as const;
const STYLE: RasterStyle = { radiusPx: 18, intensity: 1, threshold: 0.03, colors: COLORS, texelPx: 2 };
const VIEW: RasterView = { longitude: 10, latitude: 45, zoom: 12, width: 200, height: 100 };

const texel = (r: ReturnType<typeof rasterizeDensity>, x: number, y: number) =>
  Array.from(r.rgba.slice(4 * (y * r.width + x), 4 * (y * r.width + x) + 4));

describe('mercatorPx', () => {
  it('puts the equator and the antimeridian where web mercator does (512-pixel world)', () => {
    expect(mercatorPx(0, 0)).toEqual([256, 256]);
    expect(mercatorPx(180, 0)[0]).toBe(512);
    expect(mercatorPx(-180, 85.0511287798)[1]).toBeCloseTo(0, 3);
  });
});

describe('rasterizeDensity', () => {
  it('paints one cell at the view centre hottest there, fading with distance', () => {
    const r = rasterizeDensity(new Float32Array([10, 45]), new Float32Array([5]), VIEW, STYLE);
    expect([r.width, r.height]).toEqual([100, 50]);
    expect(texel(r, 50, 25)).toEqual([250, 250, 250, 255]);
    // σ = radius / 6 = 1.5 texels: 2 texels away is cooler, 8 away is transparent.
    const near = texel(r, 52, 25);
    expect(near[0]).toBeLessThan(250);
    expect(near[3]).toBe(255);
    expect(texel(r, 58, 25)).toEqual([0, 0, 0, 0]);
    expect(texel(r, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(r.painted).toBeGreaterThan(4);
    expect(r.painted).toBeLessThan(200);
  });

  it('is symmetric around the cell', () => {
    const r = rasterizeDensity(new Float32Array([10, 45]), new Float32Array([1]), VIEW, STYLE);
    expect(texel(r, 48, 25)).toEqual(texel(r, 52, 25));
    expect(texel(r, 50, 23)).toEqual(texel(r, 50, 27));
  });

  it('colours by the share of the highest weight', () => {
    // Two cells far apart, one a quarter of the other: its centre sits lower on the ramp.
    // 41 px either side of the centre: texels 29 and 70.
    const d = (41 / (512 * 2 ** 12)) * 360;
    const [left, right] = [10 - d, 10 + d];
    const r = rasterizeDensity(
      new Float32Array([left, 45, right, 45]),
      new Float32Array([4, 1]),
      VIEW,
      STYLE,
    );
    const [hot, cool] = [texel(r, 29, 25), texel(r, 70, 25)];
    expect(hot).toEqual([250, 250, 250, 255]);
    expect(cool[0]).toBeGreaterThan(0);
    expect(cool[0]).toBeLessThan(hot[0]!);
  });

  it('paints nothing without weight, or for cells far outside the view', () => {
    expect(rasterizeDensity(new Float32Array([10, 45]), new Float32Array([0]), VIEW, STYLE).painted).toBe(0);
    expect(rasterizeDensity(new Float32Array([11, 45]), new Float32Array([3]), VIEW, STYLE).painted).toBe(0);
  });

  it('lets a cell just outside the view tint its edge', () => {
    // 3 texels (6 px) left of the view's left edge.
    const lon = 10 - ((100 + 6) / (512 * 2 ** 12)) * 360;
    const r = rasterizeDensity(new Float32Array([lon, 45]), new Float32Array([1]), VIEW, STYLE);
    expect(texel(r, 0, 25)[3]).toBeGreaterThan(0);
  });
});
