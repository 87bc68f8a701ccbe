/**
 * The deck.gl layers of tiles mode, from the explorer worker's prepared geometry with fixed ids:
 * visited tiles and the cluster as pre-triangulated polygons (binary, no tessellation on the main
 * thread), the max square as an outline, and at high map zoom the tile grid around the view. When
 * the map is zoomed out so far that a tile would be under MIN_TILE_PX wide, the visited tiles and
 * the cluster are drawn on the finest coarser grid whose tiles are that wide (the view's `coarse`),
 * so they still show at world zoom.
 */
import type { Layer } from '@deck.gl/core';
import { PathLayer, SolidPolygonLayer } from '@deck.gl/layers';
import { WORLD_PALETTES, type WorldLook } from '../../../components/map';
import type { CoarseTiles, ExplorerView } from '../../../domain/explorer/explorer-engine';
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
  coarseVisited: 'tiles-coarse-visited',
  coarseCluster: 'tiles-coarse-cluster',
  square: 'tiles-square',
  grid: 'tiles-grid',
} as const;

export type Rgba = [number, number, number, number];

/** The heatmap's map look, in every mode and both themes: its dark ground (world-style.ts). */
export const HEATMAP_LOOK = 'heat' satisfies WorldLook;

type Rgb = [number, number, number];
const hexRgb = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
/** `color` drawn over the opaque `under` (source-over blending), rounded. */
export const over = ([r, g, b, a]: Rgba, under: Rgb): Rgb => {
  const t = a / 255;
  return [r, g, b].map((c, i) => Math.round(c * t + under[i]! * (1 - t))) as Rgb;
};

/**
 * What tiles look like on the heatmap's land, as opaque colours (the legend's swatches): a visited
 * tile, a cluster tile (orange over a visited tile), the max square's outline, and the land.
 */
export function drawnTileColors(): Record<'land' | 'visited' | 'cluster' | 'square', Rgb> {
  const land = hexRgb(WORLD_PALETTES[HEATMAP_LOOK].land);
  const visited = over(TILE_COLORS.visited, land);
  return {
    land,
    visited,
    cluster: over(TILE_COLORS.cluster, visited),
    square: over(TILE_COLORS.square, land),
  };
}
/**
 * Tile colours, chosen on the heatmap's dark ground (WORLD_PALETTES.heat, the same in the light and
 * the dark theme): a light sky blue for visited tiles, orange for the cluster (drawn over its visited
 * tiles), and a yellow outline for the max square. The legend shows each as drawn (tilesPanel's
 * swatches composite them over the map's land).
 */
export const TILE_COLORS: Record<'visited' | 'cluster' | 'square' | 'grid', Rgba> = {
  visited: [56, 189, 248, 140],
  cluster: [251, 146, 60, 190],
  square: [250, 204, 21, 255],
  grid: [100, 116, 139, 110],
};
/** Width of the max square's outline, CSS pixels. */
export const SQUARE_WIDTH_PX = 3;

/** A tile narrower than this, CSS pixels, is drawn on a coarser grid instead (see coarseLevel). */
export const MIN_TILE_PX = 3;

/** Width of a tile of zoom z on a map at zoom `mapZoom`, CSS pixels. */
const tilePx = (z: number, mapZoom: number): number => 256 * 2 ** (mapZoom - z);

/**
 * The coarse grid a map at `mapZoom` draws instead of the view's own tiles: the finest of `coarse`
 * whose tiles are at least MIN_TILE_PX wide (else the coarsest), or null when the view's own tiles
 * are that wide (or the zoom is unknown).
 */
export function coarseLevel(view: ExplorerView, mapZoom: number | null): CoarseTiles | null {
  if (mapZoom === null || tilePx(view.zoom, mapZoom) >= MIN_TILE_PX || view.coarse.length === 0) return null;
  let pick = view.coarse[0]!;
  for (const c of view.coarse) if (tilePx(c.zoom, mapZoom) >= MIN_TILE_PX) pick = c;
  return pick;
}

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
    getWidth: SQUARE_WIDTH_PX,
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
 * The layers of one explorer view (and the grid when given), bottom to top, in `state`: the view's
 * own tiles, or with `coarse` (coarseLevel of the map's zoom) that coarser grid instead. The grid
 * too stays in the list under the heat modes, hidden: a switch to tiles mode creates no layer.
 */
export function tileLayers(
  view: ExplorerView | null,
  grid: Float32Array[] | null,
  state: TileLayerState = 'shown',
  coarse: CoarseTiles | null = null,
): Layer[] {
  const out: Layer[] = [];
  if (view) {
    const fine = coarse === null ? state : 'hidden';
    const wide = coarse === null ? 'hidden' : state;
    const shownCoarse = coarse ?? view.coarse[0];
    out.push(quadsLayer(TILE_LAYER_IDS.visited, view.visited, TILE_COLORS.visited, fine));
    out.push(quadsLayer(TILE_LAYER_IDS.cluster, view.cluster, TILE_COLORS.cluster, fine));
    if (shownCoarse) {
      out.push(quadsLayer(TILE_LAYER_IDS.coarseVisited, shownCoarse.visited, TILE_COLORS.visited, wide));
      out.push(quadsLayer(TILE_LAYER_IDS.coarseCluster, shownCoarse.cluster, TILE_COLORS.cluster, wide));
    }
  }
  if (grid) out.push(gridLayer(grid, state));
  if (view?.square) out.push(squareLayer(view.square, state));
  return out;
}
