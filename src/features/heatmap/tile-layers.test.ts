import { describe, expect, it } from 'vitest';
import type { ExplorerView } from '../../domain/explorer/explorer-engine';
import { TILE_LAYER_IDS, tileLayers } from './tile-layers';

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

  it('adds the grid only when given one', () => {
    const grid = [Float32Array.of(0, 0, 0, 1)];
    expect(tileLayers(view, grid).map((l) => l.id)).toContain(TILE_LAYER_IDS.grid);
    expect(tileLayers(null, null)).toEqual([]);
  });
});
