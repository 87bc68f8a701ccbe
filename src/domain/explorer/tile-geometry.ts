/**
 * Map geometry of tiles, ready for deck.gl's SolidPolygonLayer in binary mode (pre-triangulated, so
 * the main thread does no tessellation): four corners per tile in lon/lat, two triangles each.
 */
import { keyX, keyY, tileXToLon, tileYToLat } from './tiles';

export interface TileQuads {
  /** Number of tiles (polygons). */
  length: number;
  /** First vertex of each tile (4 per tile), length + 1 entries. */
  startIndices: Uint32Array;
  /** Corners [lon, lat] × 4 per tile: north-west, north-east, south-east, south-west. */
  positions: Float32Array;
  /** Two triangles per tile, vertex indices into positions. */
  indices: Uint32Array;
}

/** Quads of sorted tile keys at zoom z. */
export function tileQuads(keys: Float64Array, z: number): TileQuads {
  const n = keys.length;
  const positions = new Float32Array(n * 8);
  const indices = new Uint32Array(n * 6);
  const startIndices = new Uint32Array(n + 1);
  let lastY = -1;
  let north = 0;
  let south = 0;
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    const x = keyX(k);
    const y = keyY(k);
    if (y !== lastY) {
      north = tileYToLat(y, z);
      south = tileYToLat(y + 1, z);
      lastY = y;
    }
    const west = tileXToLon(x, z);
    const east = tileXToLon(x + 1, z);
    const p = i * 8;
    positions[p] = west;
    positions[p + 1] = north;
    positions[p + 2] = east;
    positions[p + 3] = north;
    positions[p + 4] = east;
    positions[p + 5] = south;
    positions[p + 6] = west;
    positions[p + 7] = south;
    const v = i * 4;
    const t = i * 6;
    indices[t] = v;
    indices[t + 1] = v + 1;
    indices[t + 2] = v + 2;
    indices[t + 3] = v;
    indices[t + 4] = v + 2;
    indices[t + 5] = v + 3;
    startIndices[i + 1] = v + 4;
  }
  return { length: n, startIndices, positions, indices };
}

/** The outline of an n × n block of tiles from (x, y): a closed ring of [lon, lat], 5 points. */
export function squareRing(x: number, y: number, size: number, z: number): Float32Array {
  const w = tileXToLon(x, z);
  const e = tileXToLon(x + size, z);
  const nth = tileYToLat(y, z);
  const s = tileYToLat(y + size, z);
  return Float32Array.from([w, nth, e, nth, e, s, w, s, w, nth]);
}
