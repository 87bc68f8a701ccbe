/**
 * What the explorer worker keeps and answers (pure, so it runs in-process too): an ExplorerIndex of
 * the loaded activities, added to incrementally, and per request the view of one zoom for a filter
 * (numbers for all time and for the filter, the filter's visited tiles, cluster and max square as
 * map geometry), the activities at a tile, and the new tiles of every activity.
 */
import type { PackedPaths } from '../heat/types';
import { ExplorerIndex, type ExplorerActivity, type TileTotals } from './explorer-index';
import { largestCluster, maxSquare } from './tile-metrics';
import { squareRing, tileQuads, type TileQuads } from './tile-geometry';
import { keyX, keyY, latToTileY, lonToTileX, tileKey, type ExplorerZoom } from './tiles';

/**
 * Coarser grids the visited tiles and the cluster are also given at, for a zoomed-out map where a
 * tile of the explorer's zoom is smaller than a pixel (nothing would show): every even zoom from
 * COARSE_MIN_ZOOM up to below the explorer's. A coarse tile is drawn when any tile inside it is.
 */
export const COARSE_MIN_ZOOM = 6;

/** The visited tiles and the cluster on a coarser grid (see COARSE_MIN_ZOOM). */
export interface CoarseTiles {
  zoom: number;
  visited: TileQuads;
  cluster: TileQuads;
}

/** Sorted unique keys, at zoom `z - shift`, of the tiles holding the sorted keys of zoom z. */
export function coarseKeys(keys: Float64Array, shift: number): Float64Array {
  const out = new Set<number>();
  const d = 2 ** shift;
  for (const k of keys) out.add(tileKey(Math.floor(keyX(k) / d), Math.floor(keyY(k) / d)));
  return Float64Array.from(out).sort();
}

/** The coarse grids of zoom z's visited tiles and cluster, coarsest first. */
export function coarseTiles(visited: Float64Array, cluster: Float64Array, z: number): CoarseTiles[] {
  const out: CoarseTiles[] = [];
  for (let c = COARSE_MIN_ZOOM; c < z; c += 2) {
    out.push({
      zoom: c,
      visited: tileQuads(coarseKeys(visited, z - c), c),
      cluster: tileQuads(coarseKeys(cluster, z - c), c),
    });
  }
  return out;
}

export interface TileNumbers {
  tiles: number;
  cluster: number;
  maxSquare: number;
}

export interface ExplorerView {
  zoom: ExplorerZoom;
  all: TileNumbers;
  filtered: TileNumbers;
  /** Tiles visited by the activities the filter keeps. */
  visited: TileQuads;
  /** The filter's largest cluster. */
  cluster: TileQuads;
  /** Outline of the filter's max square (closed ring, lon/lat), null when there is no tile. */
  square: Float32Array | null;
  /** The visited tiles and the cluster on coarser grids, for a zoomed-out map (coarseTiles). */
  coarse: CoarseTiles[];
}

export interface NewTiles {
  z14: Int32Array;
  z17: Int32Array;
}

const numbers = (t: TileTotals): TileNumbers => ({
  tiles: t.tiles,
  cluster: t.cluster.size,
  maxSquare: t.maxSquare.size,
});

export class ExplorerEngine {
  private index = new ExplorerIndex();
  private allCache = new Map<ExplorerZoom, TileNumbers>();

  get size(): number {
    return this.index.size;
  }

  /** Drops everything (before loading a set that lost activities). */
  reset(): void {
    this.index = new ExplorerIndex();
    this.allCache.clear();
  }

  /** Adds activities (their simplified paths); they take the next indices in order. */
  add(ids: readonly string[], startMs: Float64Array, paths: PackedPaths): void {
    this.each(ids, startMs, paths, (activity) => this.index.add(activity));
  }

  /** Loaded activities with new paths and start times (an edit), each keeping its index. */
  replace(ids: readonly string[], startMs: Float64Array, paths: PackedPaths): void {
    this.each(ids, startMs, paths, (activity) => this.index.replace(activity));
  }

  private each(
    ids: readonly string[],
    startMs: Float64Array,
    paths: PackedPaths,
    apply: (activity: ExplorerActivity) => void,
  ): void {
    if (paths.ids.length !== ids.length || startMs.length !== ids.length)
      throw new Error('explorer: ids, start times and paths differ in length');
    for (let a = 0; a < ids.length; a++) {
      const v0 = paths.vertexOffsets[a]!;
      const v1 = paths.vertexOffsets[a + 1]!;
      const parts = paths.partStarts.subarray(paths.partOffsets[a], paths.partOffsets[a + 1]);
      apply({
        id: ids[a]!,
        startMs: startMs[a]!,
        line: { lonLat: paths.lonLat.subarray(2 * v0, 2 * v1), partStarts: parts.map((p) => p - v0) },
      });
    }
    this.allCache.clear();
  }

  /** The view of zoom z for a filter mask (one entry per loaded activity). */
  view(z: ExplorerZoom, mask: Uint8Array): ExplorerView {
    const keys = this.index.visitedKeys(z, mask);
    const filtered: TileTotals = {
      tiles: keys.length,
      maxSquare: maxSquare(keys),
      cluster: largestCluster(keys),
    };
    let all = this.allCache.get(z);
    if (!all) {
      all = keys.length === this.index.tileCount(z) ? numbers(filtered) : numbers(this.index.totals(z));
      this.allCache.set(z, all);
    }
    const sq = filtered.maxSquare;
    return {
      zoom: z,
      all,
      filtered: numbers(filtered),
      visited: tileQuads(keys, z),
      cluster: tileQuads(filtered.cluster.keys, z),
      square: sq.size > 0 ? squareRing(sq.x, sq.y, sq.size, z) : null,
      coarse: coarseTiles(keys, filtered.cluster.keys, z),
    };
  }

  /** Indices of the activities kept by the mask that visited the tile at (lon, lat), first visit first. */
  at(
    z: ExplorerZoom,
    lon: number,
    lat: number,
    mask: Uint8Array,
  ): { x: number; y: number; activities: Uint32Array } {
    const n = 2 ** z;
    const x = ((Math.floor(lonToTileX(lon, z)) % n) + n) % n;
    const y = Math.floor(latToTileY(lat, z));
    return { x, y, activities: Uint32Array.from(this.index.activitiesAt(z, tileKey(x, y), mask)) };
  }

  newTiles(): NewTiles {
    return { z14: this.index.newTiles(14), z17: this.index.newTiles(17) };
  }
}
