import { describe, expect, it } from 'vitest';
import type { ExplorerView } from '../../../domain/explorer/explorer-engine';
import { gridKey, gridPaths, TILE_LAYER_IDS, tileLayers } from './tile-layers';

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
} as unknown as ExplorerView;

const drawn = (state: Parameters<typeof tileLayers>[2]) =>
  tileLayers(view, null, state).map((l) => [l.id, l.props.visible, l.props.opacity]);

describe('tile layers across modes', () => {
  it('draws the view in tiles mode', () => {
    expect(drawn('shown')).toEqual([
      [TILE_LAYER_IDS.visited, true, 1],
      [TILE_LAYER_IDS.cluster, true, 1],
      [TILE_LAYER_IDS.square, true, 1],
    ]);
  });

  it('draws it invisibly while warming, then not at all, with the same ids (no new layer on a switch)', () => {
    expect(drawn('warming').map(([, visible, opacity]) => [visible, opacity])).toEqual(
      Array(3).fill([true, 0]),
    );
    expect(drawn('hidden').map(([, visible]) => visible)).toEqual([false, false, false]);
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
