import { describe, expect, it } from 'vitest';
import type { ExplorerView } from '../../../domain/explorer/explorer-engine';
import {
  coarseLevel,
  drawnTileColors,
  gridKey,
  gridPaths,
  MIN_TILE_PX,
  over,
  TILE_COLORS,
  TILE_LAYER_IDS,
  tileLayers,
} from './tile-layers';

const quads = {
  length: 1,
  startIndices: Uint32Array.of(0, 4),
  positions: Float32Array.of(0, 1, 1, 1, 1, 0, 0, 0),
  indices: Uint32Array.of(0, 1, 2, 0, 2, 3),
};
const numbers = { tiles: 1, maxSquare: 1, cluster: 0 };
const view = {
  zoom: 14,
  all: numbers,
  filtered: numbers,
  visited: quads,
  cluster: quads,
  square: Float32Array.of(0, 0, 1, 0, 1, 1, 0, 1, 0, 0),
  coarse: [6, 8, 10, 12].map((zoom) => ({ zoom, visited: quads, cluster: quads })),
} as unknown as ExplorerView;

const drawn = (state: Parameters<typeof tileLayers>[2]) =>
  tileLayers(view, null, state).map((l) => [l.id, l.props.visible, l.props.opacity]);

describe('tile layers across modes', () => {
  it('draws the view in tiles mode', () => {
    expect(drawn('shown')).toEqual([
      [TILE_LAYER_IDS.visited, true, 1],
      [TILE_LAYER_IDS.cluster, true, 1],
      [TILE_LAYER_IDS.coarseVisited, false, 0],
      [TILE_LAYER_IDS.coarseCluster, false, 0],
      [TILE_LAYER_IDS.square, true, 1],
    ]);
  });

  it('draws a coarse grid instead of the tiles when zoomed out, with the same layer ids', () => {
    const coarse = coarseLevel(view, 1);
    const layers = tileLayers(view, null, 'shown', coarse);
    expect(layers.map((l) => [l.id, l.props.visible])).toEqual([
      [TILE_LAYER_IDS.visited, false],
      [TILE_LAYER_IDS.cluster, false],
      [TILE_LAYER_IDS.coarseVisited, true],
      [TILE_LAYER_IDS.coarseCluster, true],
      [TILE_LAYER_IDS.square, true],
    ]);
  });

  it('draws it invisibly while warming, then not at all, with the same ids (no new layer on a switch)', () => {
    expect(drawn('warming').map(([, visible, opacity]) => [visible, opacity])).toEqual([
      [true, 0],
      [true, 0],
      [false, 0],
      [false, 0],
      [true, 0],
    ]);
    expect(drawn('hidden').map(([, visible]) => visible)).toEqual([false, false, false, false, false]);
    expect(drawn('hidden').map(([id]) => id)).toEqual(drawn('shown').map(([id]) => id));
  });

  it('adds the grid only when given one, hidden with the other layers', () => {
    const grid = [Float32Array.of(0, 0, 0, 1)];
    expect(tileLayers(view, grid).map((l) => l.id)).toContain(TILE_LAYER_IDS.grid);
    const hidden = tileLayers(view, grid, 'hidden').find((l) => l.id === TILE_LAYER_IDS.grid);
    expect(hidden?.props.visible).toBe(false);
    expect(tileLayers(null, null)).toEqual([]);
  });
});

describe('the coarse grid of a zoomed-out map', () => {
  it('keeps the tiles while one is at least MIN_TILE_PX wide, then takes the finest grid that is', () => {
    // Zoom 14 tiles are 256 · 2^(m − 14) px wide: 4 px at m = 8, 2 px at m = 7.
    expect(MIN_TILE_PX).toBe(3);
    expect(coarseLevel(view, 8)).toBeNull();
    expect(coarseLevel(view, null)).toBeNull();
    // m = 7: zoom 12 tiles are 8 px (12 is the finest coarse grid), m = 3: zoom 8 (4 px), not 10 (1 px).
    expect(coarseLevel(view, 7)?.zoom).toBe(12);
    expect(coarseLevel(view, 3)?.zoom).toBe(8);
    expect(coarseLevel(view, 1)?.zoom).toBe(6);
    // Below every grid's size, the coarsest.
    expect(coarseLevel(view, -2)?.zoom).toBe(6);
  });
});

describe('tile colours as the legend shows them', () => {
  it('composites a colour over its ground', () => {
    expect(over([255, 0, 0, 255], [0, 0, 0])).toEqual([255, 0, 0]);
    expect(over([255, 0, 0, 0], [10, 20, 30])).toEqual([10, 20, 30]);
    expect(over([200, 100, 0, 51], [0, 100, 250])).toEqual([40, 100, 200]);
  });

  it('draws every kind far from the land and from each other (visible on the map)', () => {
    const c = drawnTileColors();
    const dist = (a: number[], b: number[]) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0);
    for (const kind of ['visited', 'cluster', 'square'] as const)
      expect(dist(c[kind], c.land)).toBeGreaterThan(150);
    expect(dist(c.visited, c.cluster)).toBeGreaterThan(150);
    expect(dist(c.cluster, c.square)).toBeGreaterThan(80);
    expect(c.cluster).toEqual(over(TILE_COLORS.cluster, over(TILE_COLORS.visited, c.land)));
  });
});

describe('tile grid', () => {
  // Zurich at map zoom 12: zoom 14 tiles are 64 px wide, zoom 17 tiles 8 px (too small to draw).
  const zurich = { longitude: 8.54, latitude: 47.37, zoom: 12 };

  it('keys the grid by the centre tile: a pan within a tile keeps it, crossing one changes it', () => {
    const key = gridKey(zurich, 14);
    expect(key).toMatch(/^14\/\d+\/\d+\/\d+$/);
    expect(gridKey({ ...zurich, longitude: zurich.longitude + 0.001 }, 14)).toBe(key);
    expect(gridKey({ ...zurich, longitude: zurich.longitude + 0.05 }, 14)).not.toBe(key);
    expect(gridKey(zurich, 17)).toBeNull();
  });

  it('draws half lines each side of the centre tile, on tile edges', () => {
    const key = gridKey(zurich, 14)!;
    const [, cx = 0, , half = 0] = key.split('/').map(Number);
    const lines = gridPaths(key);
    expect(lines).toHaveLength(2 * (2 * half + 2));
    const westEdge = ((cx - half) / 2 ** 14) * 360 - 180;
    expect(lines[0]![0]).toBeCloseTo(westEdge, 4);
  });
});
