/**
 * Max square and cluster of a set of visited tiles (one zoom).
 *
 * Definitions:
 * - Max square: the largest n such that some n × n block of tiles (x0 .. x0 + n - 1,
 *   y0 .. y0 + n - 1) is all visited. Found by the classic dynamic programme over the sorted tiles:
 *   side(x, y) = 1 + min(side(x - 1, y), side(x, y - 1), side(x - 1, y - 1)), the side of the
 *   largest all-visited square whose south-east tile is (x, y); O(tiles) after sorting.
 * - Cluster tile: a visited tile whose four edge neighbours (west, east, north, south) are all
 *   visited. The cluster is the largest group of cluster tiles connected through edge neighbours
 *   (4-connected), found with union-find. Its size is its number of tiles.
 * - The grid does not wrap: tiles either side of the 180th meridian are not neighbours here (no
 *   square or cluster of that size exists across it in practice; the rows end there).
 *
 * Input: distinct tile keys (tiles.ts tileKey) sorted ascending, so rows run north to south and
 * each row west to east; a row's neighbours in the row above are found by a pointer that only moves
 * forward.
 */
import { KEY_STRIDE, keyX, keyY } from './tiles';

/** Tile i - 1 is the tile west of tile i (same row: a key step of 1 from x = 0 changes row). */
const westIs = (keys: Float64Array, i: number): boolean =>
  i > 0 && keys[i - 1] === keys[i]! - 1 && keys[i]! % KEY_STRIDE !== 0;
/** Tile i + 1 is the tile east of tile i. */
const eastIs = (keys: Float64Array, i: number): boolean =>
  i + 1 < keys.length && keys[i + 1] === keys[i]! + 1 && keys[i + 1]! % KEY_STRIDE !== 0;

export interface MaxSquare {
  /** Side in tiles (0 when there is no tile). */
  size: number;
  /** North-west tile of the square, -1 when size is 0. */
  x: number;
  y: number;
}

export interface Cluster {
  /** Tiles in the largest cluster. */
  size: number;
  /** Its tile keys, sorted. */
  keys: Float64Array;
}

/**
 * For each tile i, the index of the tile at key[i] + offset (an exact key offset: -KEY_STRIDE is the
 * tile north, +KEY_STRIDE the tile south) or -1. Linear: keys are sorted and so are the targets.
 */
function neighbourIndex(keys: Float64Array, offset: number): Int32Array {
  const out = new Int32Array(keys.length).fill(-1);
  let j = 0;
  for (let i = 0; i < keys.length; i++) {
    const target = keys[i]! + offset;
    while (j < keys.length && keys[j]! < target) j++;
    if (j < keys.length && keys[j] === target) out[i] = j;
  }
  return out;
}

/** The largest all-visited square of sorted distinct tile keys. */
export function maxSquare(keys: Float64Array): MaxSquare {
  const side = new Int32Array(keys.length);
  const north = neighbourIndex(keys, -KEY_STRIDE);
  let best = 0;
  let bestKey = -1;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const west = westIs(keys, i) ? side[i - 1]! : 0;
    const up = north[i]!;
    const n = up >= 0 ? side[up]! : 0;
    const nw = up >= 0 && westIs(keys, up) ? side[up - 1]! : 0;
    const s = 1 + Math.min(west, n, nw);
    side[i] = s;
    if (s > best) {
      best = s;
      bestKey = k;
    }
  }
  if (best === 0) return { size: 0, x: -1, y: -1 };
  return { size: best, x: keyX(bestKey) - best + 1, y: keyY(bestKey) - best + 1 };
}

function find(parent: Int32Array, i: number): number {
  let r = i;
  while (parent[r] !== r) r = parent[r]!;
  while (parent[i] !== r) {
    const next = parent[i]!;
    parent[i] = r;
    i = next;
  }
  return r;
}

/** Marks the cluster tiles of sorted distinct keys (1) and returns the marks with the north links. */
function clusterTiles(keys: Float64Array): { mark: Uint8Array; north: Int32Array } {
  const north = neighbourIndex(keys, -KEY_STRIDE);
  const south = neighbourIndex(keys, KEY_STRIDE);
  const mark = new Uint8Array(keys.length);
  for (let i = 1; i + 1 < keys.length; i++) {
    if (westIs(keys, i) && eastIs(keys, i) && north[i]! >= 0 && south[i]! >= 0) mark[i] = 1;
  }
  return { mark, north };
}

/** The largest 4-connected group of cluster tiles of sorted distinct tile keys. */
export function largestCluster(keys: Float64Array): Cluster {
  const { mark, north } = clusterTiles(keys);
  const parent = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) parent[i] = i;
  for (let i = 0; i < keys.length; i++) {
    if (!mark[i]) continue;
    if (mark[i - 1] && westIs(keys, i)) parent[find(parent, i)] = find(parent, i - 1);
    const up = north[i]!;
    if (up >= 0 && mark[up]) {
      const a = find(parent, i);
      const b = find(parent, up);
      if (a !== b) parent[a] = b;
    }
  }
  const count = new Int32Array(keys.length);
  let bestRoot = -1;
  for (let i = 0; i < keys.length; i++) {
    if (!mark[i]) continue;
    const r = find(parent, i);
    count[r] = count[r]! + 1;
    if (bestRoot < 0 || count[r] > count[bestRoot]!) bestRoot = r;
  }
  if (bestRoot < 0) return { size: 0, keys: new Float64Array(0) };
  const out = new Float64Array(count[bestRoot]!);
  let o = 0;
  for (let i = 0; i < keys.length; i++) if (mark[i] && find(parent, i) === bestRoot) out[o++] = keys[i]!;
  return { size: out.length, keys: out };
}
