/**
 * Keeps a simplified path faithful to the explorer's tiles (domain/explorer/tiles.ts).
 *
 * The explorer's figures (tiles, max square, cluster) are defined on the full track: every recorded
 * point except GPS spikes, consecutive points joined by straight lines in Web Mercator. The stored
 * path is that line simplified by Douglas–Peucker within 5 m (path.ts), and a 5 m chord can cut the
 * corner of a tile the track never entered, or skip a tile the track entered by a metre or two: on
 * real rides that added or lost tiles at zoom 17 (tiles of ~200-300 m).
 *
 * Rule: after the simplification, each chord between two kept vertices is compared with the full
 * track between them: the set of tiles at FAITHFUL_ZOOM (17) the chord enters must equal the set
 * the recorded points and the lines between them enter. Where it does not, the point of the stretch
 * farthest from the chord is kept as well and both halves are checked again, down to consecutive
 * points if need be (a chord between consecutive points is the full track). So the path's tiles at
 * zoom 17 are those of the full track, and so are its tiles at zoom 14: a zoom 14 tile is the union
 * of its 8 × 8 zoom 17 tiles, so a line enters it exactly when it enters one of them.
 *
 * The path is stored as 32-bit floats (about 0.1 to 0.8 m), so the check uses the coordinates as
 * they will be stored, and a vertex whose rounding would move it across a zoom 17 tile edge is
 * rounded the other way (one float step towards its recorded position) so it stays in its tile.
 */
import { latToTileY, lonToTileX, traverseLine } from '../explorer/tiles';

/** The finest zoom the explorer counts tiles at (EXPLORER_ZOOMS in explorer/tiles.ts). */
export const FAITHFUL_ZOOM = 17;

const N = 2 ** FAITHFUL_ZOOM;
/** Packs a tile (x wrapped into [0, N) by traverseLine) into one exact number. */
const keyOf = (x: number, y: number): number => y * N + x;

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);

/** The next 32-bit float after f (a 32-bit float) in the direction of v. */
function stepToward(f: number, v: number): number {
  if (f === v) return f;
  if (f === 0) return v > 0 ? 1.401298464324817e-45 : -1.401298464324817e-45;
  f32[0] = f;
  i32[0]! += v > f === f > 0 ? 1 : -1;
  return f32[0];
}

/** v rounded to a 32-bit float that lies in the same tile cell as v (tileOf gives the cell). */
function snap32(v: number, tileOf: (u: number) => number): number {
  const cell = Math.floor(tileOf(v));
  let f = Math.fround(v);
  for (let k = 0; k < 2 && Math.floor(tileOf(f)) !== cell; k++) f = stepToward(f, v);
  return f;
}

const tileX = (lon: number): number => lonToTileX(lon, FAITHFUL_ZOOM);
const tileY = (lat: number): number => latToTileY(lat, FAITHFUL_ZOOM);

/** One part of a path: its points (unwrapped longitudes) and what will be stored for them. */
export interface FaithfulPart {
  /** Longitude and latitude of each point, 32-bit values as stored (snapped into their tile). */
  lon32: Float64Array;
  lat32: Float64Array;
}

/**
 * Marks more points of one part as kept (in place) until every chord between kept points enters
 * the tiles the full track enters. lonU: unwrapped longitudes; keep: Douglas–Peucker's flags, the
 * first and last point kept. Returns the values to store for each point.
 */
export function keepTilesFaithful(lonU: Float64Array, lat: Float64Array, keep: Uint8Array): FaithfulPart {
  const m = lat.length;
  const tx = new Float64Array(m);
  const ty = new Float64Array(m);
  const lon32 = new Float64Array(m);
  const lat32 = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    tx[q] = tileX(lonU[q]!);
    ty[q] = tileY(lat[q]!);
    lon32[q] = snap32(lonU[q]!, tileX);
    lat32[q] = snap32(lat[q]!, tileY);
  }
  // A part without positions (an indoor recording) has no tiles to keep.
  if (!tx.every(Number.isFinite) || !ty.every(Number.isFinite)) return { lon32, lat32 };
  const stored = (q: number): [number, number] => [tileX(lon32[q]!), tileY(lat32[q]!)];
  const stack: number[] = [];
  let a = 0;
  for (let q = 1; q < m; q++) {
    if (keep[q] !== 1) continue;
    stack.push(a, q);
    a = q;
  }
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a0 = stack.pop()!;
    if (b - a0 < 2 || sameTiles(tx, ty, a0, b, stored(a0), stored(b))) continue;
    const split = farthest(tx, ty, a0, b);
    keep[split] = 1;
    stack.push(a0, split, split, b);
  }
  return { lon32, lat32 };
}

/** Whether the chord between stored vertices a and b enters the same tiles as the points a..b. */
function sameTiles(
  tx: Float64Array,
  ty: Float64Array,
  a: number,
  b: number,
  [ax, ay]: [number, number],
  [bx, by]: [number, number],
): boolean {
  const cx = Math.floor(tx[a]!);
  const cy = Math.floor(ty[a]!);
  let oneTile =
    Math.floor(ax) === cx && Math.floor(ay) === cy && Math.floor(bx) === cx && Math.floor(by) === cy;
  for (let q = a + 1; oneTile && q < b; q++) oneTile = Math.floor(tx[q]!) === cx && Math.floor(ty[q]!) === cy;
  // A tile is convex: a chord between two points of one tile stays in it.
  if (oneTile) return true;
  const full = new Set<number>();
  const add = (x: number, y: number) => full.add(keyOf(x, y));
  add(Math.floor(tx[a]!), Math.floor(ty[a]!));
  for (let q = a; q < b; q++) traverseLine(tx[q]!, ty[q]!, tx[q + 1]!, ty[q + 1]!, N, add, false);
  let same = true;
  const chord = new Set<number>();
  traverseLine(ax, ay, bx, by, N, (x, y) => {
    const k = keyOf(x, y);
    chord.add(k);
    if (!full.has(k)) same = false;
  });
  return same && chord.size === full.size;
}

/** The point strictly between a and b farthest from the line a–b (tile coordinates). */
function farthest(tx: Float64Array, ty: Float64Array, a: number, b: number): number {
  const dx = tx[b]! - tx[a]!;
  const dy = ty[b]! - ty[a]!;
  let best = a + 1;
  let bestD = -1;
  for (let q = a + 1; q < b; q++) {
    const d = Math.abs((tx[q]! - tx[a]!) * dy - (ty[q]! - ty[a]!) * dx);
    if (d > bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}
