/**
 * The deck.gl layers of tiles mode, from the explorer worker's prepared geometry with fixed ids:
 * visited tiles and the cluster as pre-triangulated polygons (binary, no tessellation on the main
 * thread), the max square as an outline, and at high map zoom the tile grid around the view.
 */
import type { Layer } from '@deck.gl/core';
import { PathLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { ExplorerView } from '../../../domain/explorer/explorer-engine';
import type { TileQuads } from '../../../domain/explorer/tile-geometry';
import {
  lonToTileX,
  latToTileY,
  tileXToLon,
  tileYToLat,
  type ExplorerZoom,
} from '../../../domain/explorer/tiles';

export const TILE_LAYER_IDS = {
  visited: 'tiles-visited',
  cluster: 'tiles-cluster',
  square: 'tiles-square',
  grid: 'tiles-grid',
} as const;

type Rgba = [number, number, number, number];
export const TILE_COLORS: Record<'visited' | 'cluster' | 'square' | 'grid', Rgba> = {
  visited: [37, 99, 235, 90],
  cluster: [234, 88, 12, 120],
  square: [220, 38, 38, 255],
  grid: [100, 116, 139, 110],
};

/** The grid shows once a tile is at least this many CSS pixels wide. */
export const GRID_MIN_TILE_PX = 24;
/** Grid lines drawn each side of the view's centre, at most (a wide screen at the smallest tiles). */
const GRID_HALF_LINES = 64;

/**
 * How tile layers are drawn: `shown` in tiles mode; under the heat modes `warming` (drawn once at
 * opacity 0, so that the GPU builds their pipelines, in software GL a costly first draw, before a
 * switch) and then `hidden` (deck.gl skips them: no cost per frame). Geometry is uploaded in all
 * three, so a switch to tiles mode changes one prop (bench explorer-toggle).
 */
type TileLayerState = 'shown' | 'warming' | 'hidden';

const drawProps = (state: TileLayerState) => ({
  visible: state !== 'hidden',
  opacity: state === 'shown' ? 1 : 0,
});

function quadsLayer(id: string, quads: TileQuads, color: Rgba, state: TileLayerState): Layer {
  return new SolidPolygonLayer({
    id,
    ...drawProps(state),
    data: {
      length: quads.length,
      startIndices: quads.startIndices,
      attributes: { getPolygon: { value: quads.positions, size: 2 }, indices: quads.indices },
    },
    _normalize: false,
    positionFormat: 'XY',
    getFillColor: color,
    pickable: false,
  });
}

function squareLayer(ring: Float32Array, state: TileLayerState): Layer {
  return new PathLayer({
    id: TILE_LAYER_IDS.square,
    ...drawProps(state),
    data: {
      length: 1,
      startIndices: new Uint32Array([0]),
      attributes: { getPath: { value: ring, size: 2 } },
    },
    _pathType: 'loop',
    positionFormat: 'XY',
    getColor: TILE_COLORS.square,
    getWidth: 3,
    widthUnits: 'pixels',
  });
}

export interface GridView {
  longitude: number;
  latitude: number;
  zoom: number;
}

/**
 * Which grid the view shows: `z/cx/cy/half` (the view centre's tile and the lines each side of it),
 * or null when tiles are too small to see. It changes only when the centre crosses a tile, so the
 * grid is rebuilt (and re-uploaded) then and not on every frame of a pan.
 */
export function gridKey(view: GridView, z: ExplorerZoom): string | null {
  const tilePx = 256 * 2 ** (view.zoom - z);
  if (tilePx < GRID_MIN_TILE_PX) return null;
  const half = Math.min(GRID_HALF_LINES, Math.ceil(1400 / tilePx));
  const cx = Math.floor(lonToTileX(view.longitude, z));
  const cy = Math.floor(latToTileY(view.latitude, z));
  return `${z}/${cx}/${cy}/${half}`;
}

/** The tile grid lines of a gridKey as paths: `half` lines each side of the centre tile. */
export function gridPaths(key: string): Float32Array[] {
  const [z = 0, cx = 0, cy = 0, half = 0] = key.split('/').map(Number);
  const n = 2 ** z;
  const x0 = cx - half;
  const x1 = cx + half + 1;
  const y0 = Math.max(0, cy - half);
  const y1 = Math.min(n, cy + half + 1);
  const west = tileXToLon(x0, z);
  const east = tileXToLon(x1, z);
  const north = tileYToLat(y0, z);
  const south = tileYToLat(y1, z);
  const lines: Float32Array[] = [];
  for (let x = x0; x <= x1; x++) {
    const lon = tileXToLon(x, z);
    lines.push(Float32Array.from([lon, north, lon, south]));
  }
  for (let y = y0; y <= y1; y++) {
    const lat = tileYToLat(y, z);
    lines.push(Float32Array.from([west, lat, east, lat]));
  }
  return lines;
}

function gridLayer(lines: Float32Array[], state: TileLayerState): Layer {
  return new PathLayer<Float32Array>({
    id: TILE_LAYER_IDS.grid,
    ...drawProps(state),
    data: lines,
    getPath: (d) => d,
    positionFormat: 'XY',
    getColor: TILE_COLORS.grid,
    getWidth: 1,
    widthUnits: 'pixels',
  });
}

/**
 * The layers of one explorer view (and the grid when given), bottom to top, in `state`. The grid
 * too stays in the list under the heat modes, hidden: a switch to tiles mode creates no layer.
 */
export function tileLayers(
  view: ExplorerView | null,
  grid: Float32Array[] | null,
  state: TileLayerState = 'shown',
): Layer[] {
  const out: Layer[] = [];
  if (view) {
    out.push(quadsLayer(TILE_LAYER_IDS.visited, view.visited, TILE_COLORS.visited, state));
    out.push(quadsLayer(TILE_LAYER_IDS.cluster, view.cluster, TILE_COLORS.cluster, state));
  }
  if (grid) out.push(gridLayer(grid, state));
  if (view?.square) out.push(squareLayer(view.square, state));
  return out;
}
