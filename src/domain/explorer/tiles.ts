/**
 * Explorer tiles: which slippy-map tiles an activity's line passes through.
 *
 * Definitions:
 * - A tile is a slippy-map (Web Mercator, OpenStreetMap numbering) tile (x, y) at zoom z: x counts
 *   eastward from the 180th meridian, y southward from 85.0511° N, both in [0, 2^z). The explorer
 *   uses z = 14 (tiles of about 1.5 to 2.5 km at the latitudes people live at) and z = 17 (about 200
 *   to 300 m). A tile owns its west and north edges: it is the half-open square
 *   [x, x + 1) × [y, y + 1) in tile coordinates, so every point lies in exactly one tile (a point on
 *   an edge belongs to the tile east of or south of it; latitudes beyond ±85.0511° clamp to the
 *   first and last row).
 * - The line of an activity is its full track: every recorded point except GPS spikes, one part per
 *   track segment. The explorer reads it from the stored simplified path (domain/series/path.ts,
 *   within PATH_TOLERANCE_M = 5 m), which keeps the points needed for its tiles at zoom 17 (and so
 *   at zoom 14) to be exactly those of the full track (domain/series/tile-faithful.ts). Consecutive
 *   vertices of one part are joined by a straight line in Web Mercator (on the map it is the line
 *   drawn); the gap between two segments is never joined. Routes and waypoints are not in the path.
 * - A tile is visited by an activity when one of those lines has a point in it. The tiles are found
 *   by an exact grid traversal of each line (Amanatides & Woo): every tile the line enters, and no
 *   other; a line through a tile corner enters the tile that owns the corner too.
 * - Longitudes are continuous within a part (path.ts unwraps them), so a line across the 180th
 *   meridian is the short way round; its tiles are wrapped back into [0, 2^z).
 *
 * Tiles are packed into one integer key, y * KEY_STRIDE + x (at most 2^34, exact in a double), so
 * sorted keys run row by row, west to east.
 */

/** The explorer's zoom levels. */
export const EXPLORER_ZOOMS = [14, 17] as const;
export type ExplorerZoom = (typeof EXPLORER_ZOOMS)[number];

/** Key stride: 2^17, more than any x at the explorer's zooms. */
export const KEY_STRIDE = 131_072;
/** Latitude limit of Web Mercator (where y reaches 0 and 2^z), degrees. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

const RAD = Math.PI / 180;

export const isExplorerZoom = (z: unknown): z is ExplorerZoom => z === 14 || z === 17;

export const tileKey = (x: number, y: number): number => y * KEY_STRIDE + x;
export const keyY = (key: number): number => Math.floor(key / KEY_STRIDE);
export const keyX = (key: number): number => key - Math.floor(key / KEY_STRIDE) * KEY_STRIDE;

/** Continuous tile x of a longitude (degrees, any range: not wrapped), at zoom z. */
export function lonToTileX(lon: number, z: number): number {
  return ((lon + 180) / 360) * 2 ** z;
}

/** Continuous tile y of a latitude (degrees), clamped to [0, 2^z), at zoom z. */
export function latToTileY(lat: number, z: number): number {
  const n = 2 ** z;
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const s = Math.sin(clamped * RAD);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n;
  return Math.min(n - 1e-9, Math.max(0, y));
}

/** West longitude of tile column x at zoom z, degrees. */
export function tileXToLon(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

/** North latitude of tile row y at zoom z, degrees. */
export function tileYToLat(y: number, z: number): number {
  const m = Math.PI * (1 - (2 * y) / 2 ** z);
  return Math.atan(Math.sinh(m)) / RAD;
}

/** Receives each tile a line enters (x already wrapped into [0, 2^z)); repeats are possible. */
export type TileVisitor = (x: number, y: number) => void;

const wrapX = (x: number, n: number): number => ((x % n) + n) % n;

/**
 * Visits every tile of the straight line from (x0, y0) to (x1, y1) in continuous tile coordinates,
 * in order, the start tile first. On an exact corner crossing where x and y step in opposite
 * directions, the tile owning the corner (the one with the larger index on the forward axis) is
 * visited between the two.
 */
export function traverseLine(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  n: number,
  visit: TileVisitor,
  withStart = true,
): void {
  let cx = Math.floor(x0);
  let cy = Math.floor(y0);
  const ex = Math.floor(x1);
  const ey = Math.floor(y1);
  if (withStart) visit(wrapX(cx, n), cy);
  if (cx === ex && cy === ey) return;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const sx = dx > 0 ? 1 : -1;
  const sy = dy > 0 ? 1 : -1;
  const tdx = dx !== 0 ? Math.abs(1 / dx) : Infinity;
  const tdy = dy !== 0 ? Math.abs(1 / dy) : Infinity;
  let tmx = dx !== 0 ? (sx > 0 ? cx + 1 - x0 : x0 - cx) * tdx : Infinity;
  let tmy = dy !== 0 ? (sy > 0 ? cy + 1 - y0 : y0 - cy) * tdy : Infinity;
  // Each step crosses one grid line; the number of crossings is known, so the loop always ends.
  let steps = Math.abs(ex - cx) + Math.abs(ey - cy);
  while (steps > 0) {
    if (tmx < tmy) {
      cx += sx;
      tmx += tdx;
      steps--;
    } else if (tmy < tmx) {
      cy += sy;
      tmy += tdy;
      steps--;
    } else {
      // Exact corner: the corner belongs to the tile with the larger x and y.
      if (sx !== sy) visit(wrapX(sx > 0 ? cx + 1 : cx, n), sy > 0 ? cy + 1 : cy);
      cx += sx;
      cy += sy;
      tmx += tdx;
      tmy += tdy;
      steps -= 2;
    }
    if (steps >= 0) visit(wrapX(cx, n), cy);
  }
}

/** Interleaved [lon, lat, ...] vertices with the first vertex of each part (a track segment). */
export interface TileLine {
  lonLat: Float32Array | Float64Array;
  partStarts: Uint32Array | readonly number[];
}

/**
 * A line projected once for every zoom: Web Mercator x and y in [0, 1) world units (x unwrapped,
 * so beyond 1 east of the 180th meridian), interleaved, with the line's part starts.
 */
export interface ProjectedLine {
  xy: Float64Array;
  partStarts: Uint32Array | readonly number[];
}

export function projectLine(line: TileLine): ProjectedLine {
  const { lonLat } = line;
  const xy = new Float64Array(lonLat.length);
  for (let k = 0; k + 1 < lonLat.length; k += 2) {
    xy[k] = lonToTileX(lonLat[k]!, 0);
    xy[k + 1] = latToTileY(lonLat[k + 1]!, 0);
  }
  return { xy, partStarts: line.partStarts };
}

/**
 * Visits every tile the parts of a projected line pass through at zoom z (a tile is visited again
 * only after the line left it). A part of one vertex visits that vertex's tile; parts are never
 * joined to each other.
 */
export function traverseProjected(line: ProjectedLine, z: number, visit: TileVisitor): void {
  const { xy, partStarts } = line;
  const vertices = xy.length / 2;
  const n = 2 ** z;
  const maxY = n - 1e-9;
  for (let k = 0; k < partStarts.length; k++) {
    const start = partStarts[k]!;
    const end = k + 1 < partStarts.length ? partStarts[k + 1]! : vertices;
    if (end <= start) continue;
    let px = xy[2 * start]! * n;
    let py = Math.min(maxY, xy[2 * start + 1]! * n);
    let tx = Math.floor(px);
    let ty = Math.floor(py);
    visit(wrapX(tx, n), ty);
    for (let v = start + 1; v < end; v++) {
      const qx = xy[2 * v]! * n;
      const qy = Math.min(maxY, xy[2 * v + 1]! * n);
      // Most steps stay in their tile: only a step that ends in another tile crosses an edge.
      const ux = Math.floor(qx);
      const uy = Math.floor(qy);
      if (ux !== tx || uy !== ty) {
        traverseLine(px, py, qx, qy, n, visit, false);
        tx = ux;
        ty = uy;
      }
      px = qx;
      py = qy;
    }
  }
}

/** Visits every tile the parts of a line pass through at zoom z (see traverseProjected). */
export function traverseParts(line: TileLine, z: number, visit: TileVisitor): void {
  traverseProjected(projectLine(line), z, visit);
}

/** The distinct tiles of a line at zoom z, as sorted keys. */
export function lineTiles(line: TileLine, z: number): Float64Array {
  const seen = new Set<number>();
  traverseParts(line, z, (x, y) => seen.add(tileKey(x, y)));
  return Float64Array.from(seen).sort();
}
