/**
 * A segment made ready for matching: its points projected once onto a local plane in metres, its
 * cumulative distance, and its start and end lines (match.ts defines how they are used).
 *
 * The path the track's points are projected on is the segment's own path simplified by
 * Douglas–Peucker with tolerance PATH_SIMPLIFY_M (first and last points kept): every dropped point
 * lies within that of the path kept, so a projection's distance to the path moves by at most that
 * much (against a corridor of 40 m and GPS errors of metres) and its progress along the path by
 * about as much. A segment drawn by a route planner or cut from a dense recording has points every
 * metre or two along straight roads (the bench's 2 km segment: 761 points, 21 kept), and matching
 * projects every point of every pass on the path: fewer edges make it several times faster. The
 * start and end lines come from the full path (their points and directions are unchanged).
 *
 * Projection: equirectangular around the segment's first point (x east, y north, metres), with
 * longitudes unwrapped across the 180th meridian. Over the few kilometres of a segment and its
 * corridor, distances in this plane differ from great-circle ones by well under 0.1 %.
 */
import { METRES_PER_DEGREE, cosLatitude } from '../geo';
import { douglasPeucker } from '../series/path';
import type { Segment } from './types';

/** The start and end lines are perpendicular to the segment's direction over this much of it, metres. */
export const LINE_DIRECTION_M = 20;
/** Edges per block of the path's edge boxes (match.ts skips a block no point of which can be nearer). */
export const EDGE_BLOCK = 8;
/** Douglas–Peucker tolerance of the path points are projected on (definition above), metres. */
export const PATH_SIMPLIFY_M = 0.5;

export interface PreparedSegment {
  id: string;
  name: string;
  lat0: number;
  lon0: number;
  /** Metres per degree of longitude and of latitude at lat0. */
  kx: number;
  ky: number;
  /** The simplified path (definition above): its first and last points are the segment's. */
  x: Float64Array;
  y: Float64Array;
  /** Cumulative distance along the simplified path, metres. */
  along: Float64Array;
  lengthM: number;
  /** Unit direction of travel at the start and at the end (over LINE_DIRECTION_M). */
  startDir: readonly [number, number];
  endDir: readonly [number, number];
  /** Edges per block of blockBoxes (EDGE_BLOCK unless asked otherwise; Infinity: no boxes). */
  blockEdges: number;
  /**
   * Bounding box of each block of blockEdges edges (block b: edges b x blockEdges onwards), as
   * minX, minY, maxX, maxY at 4b .. 4b + 3.
   */
  blockBoxes: Float64Array;
}

function edgeBlockBoxes(x: Float64Array, y: Float64Array, size: number): Float64Array {
  const edges = x.length - 1;
  const boxes = new Float64Array(Number.isFinite(size) ? Math.ceil(edges / size) * 4 : 0);
  for (let b = 0; b < boxes.length / 4; b++) {
    const last = Math.min((b + 1) * size, edges);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = b * size; i <= last; i++) {
      minX = Math.min(minX, x[i]!);
      minY = Math.min(minY, y[i]!);
      maxX = Math.max(maxX, x[i]!);
      maxY = Math.max(maxY, y[i]!);
    }
    boxes.set([minX, minY, maxX, maxY], 4 * b);
  }
  return boxes;
}

function unitBetween(x0: number, y0: number, x1: number, y1: number): [number, number] {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const n = Math.hypot(dx, dy);
  return n > 0 ? [dx / n, dy / n] : [1, 0];
}

/** Longitude difference lon - lon0 in (-180, 180]. */
export function lonDelta(lon: number, lon0: number): number {
  const d = lon - lon0;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
}

/** Index of the first point at least `distance` along from the start (or the last point). */
function pointAtLeast(along: Float64Array, distance: number): number {
  let i = 1;
  while (i < along.length - 1 && along[i]! < distance) i++;
  return i;
}

/** Index of the last point at least `distance` before the end (or the first point). */
function pointBefore(along: Float64Array, distance: number): number {
  const total = along[along.length - 1]!;
  let i = along.length - 2;
  while (i > 0 && total - along[i]! < distance) i--;
  return i;
}

/** The points of (x, y) Douglas–Peucker keeps at `toleranceM` (all of them at 0), with their cumulative distance. */
function simplified(
  x: Float64Array,
  y: Float64Array,
  toleranceM: number,
): { x: Float64Array; y: Float64Array; along: Float64Array } {
  const n = x.length;
  const xyz = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) {
    xyz[3 * i] = x[i]!;
    xyz[3 * i + 1] = y[i]!;
  }
  const keep = toleranceM > 0 ? douglasPeucker(xyz, n, toleranceM) : new Uint8Array(n).fill(1);
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i] === 1) kept.push(i);
  const sx = Float64Array.from(kept, (i) => x[i]!);
  const sy = Float64Array.from(kept, (i) => y[i]!);
  const along = new Float64Array(kept.length);
  for (let k = 1; k < kept.length; k++)
    along[k] = along[k - 1]! + Math.hypot(sx[k]! - sx[k - 1]!, sy[k]! - sy[k - 1]!);
  return { x: sx, y: sy, along };
}

/**
 * `blockEdges`: edges per block of the path's boxes; Infinity makes none, so matching tries every
 * edge in its window (tests check that the boxes change no answer). `simplifyM`: the path's
 * tolerance (0 keeps every point; tests compare the two).
 */
export function prepareSegment(
  segment: Pick<Segment, 'id' | 'name' | 'points'>,
  blockEdges = EDGE_BLOCK,
  simplifyM = PATH_SIMPLIFY_M,
): PreparedSegment {
  const { lat, lon } = segment.points;
  const n = lat.length;
  if (n < 2) throw new Error('A segment needs at least two points');
  const lat0 = lat[0]!;
  const lon0 = lon[0]!;
  const ky = METRES_PER_DEGREE;
  const kx = METRES_PER_DEGREE * cosLatitude(lat0);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const along = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = lonDelta(lon[i]!, lon0) * kx;
    y[i] = (lat[i]! - lat0) * ky;
    if (i > 0) along[i] = along[i - 1]! + Math.hypot(x[i]! - x[i - 1]!, y[i]! - y[i - 1]!);
  }
  const s = pointAtLeast(along, LINE_DIRECTION_M);
  const e = pointBefore(along, LINE_DIRECTION_M);
  const path = simplified(x, y, simplifyM);
  return {
    id: segment.id,
    name: segment.name,
    lat0,
    lon0,
    kx,
    ky,
    x: path.x,
    y: path.y,
    along: path.along,
    lengthM: path.along[path.along.length - 1]!,
    startDir: unitBetween(x[0]!, y[0]!, x[s]!, y[s]!),
    endDir: unitBetween(x[e]!, y[e]!, x[n - 1]!, y[n - 1]!),
    blockEdges,
    blockBoxes: edgeBlockBoxes(path.x, path.y, blockEdges),
  };
}
