/**
 * Alpine summit routes in a mountain's frame (origin at the summit). The trailhead sits where the
 * massif is `climbM` below the summit; the path zigzags up with switchback-like lateral offsets that
 * shrink towards the summit. The offsets' amplitude is found by bisection so the route has the
 * wanted length. Loops go up one side and down the other.
 */
import type { Mountain } from './places';
import { createRng, hashSeed, type Rng } from '../prng';
import { finishRoute, outAndBack, type Route, type RouteKind } from './route';
import { addDetail, splinePolyline, polylineLength, type Polyline } from './spline';
import { mountainTerrain, trailheadDistance } from './terrain';

export interface SummitRouteOptions {
  kind: RouteKind;
  /** Wanted climb from trailhead to summit, metres (must be below the mountain's relief). */
  climbM: number;
  /** Wanted total route length, metres. */
  lengthM: number;
}

/** How often the bisection on the zigzag amplitude halves its interval. */
const BISECTION_STEPS = 24;

interface Zigzag {
  /** Fractions along trailhead -> summit of the interior waypoints. */
  fractions: number[];
  /** Unit lateral offsets (sign = side) before scaling by the amplitude. */
  offsets: number[];
}

function zigzag(rng: Rng, count: number, side: number | null): Zigzag {
  const fractions: number[] = [];
  const offsets: number[] = [];
  for (let i = 1; i <= count; i++) {
    const f = (i - 0.5 + rng.range(0, 0.5)) / (count + 0.5);
    const sign = side ?? (i % 2 === 0 ? 1 : -1);
    fractions.push(f);
    // Shrinks near the summit so the last stretch heads straight up.
    offsets.push(sign * rng.range(0.5, 1) * Math.pow(1 - f, 0.7));
  }
  return { fractions, offsets };
}

/** Waypoints from (tx, ty) towards the summit (0, 0). */
function zigzagPoints(z: Zigzag, tx: number, ty: number, amplitude: number): [number[], number[]] {
  const r = Math.hypot(tx, ty);
  const nx = -ty / r;
  const ny = tx / r;
  const xs: number[] = [];
  const ys: number[] = [];
  z.fractions.forEach((f, i) => {
    const off = (z.offsets[i] ?? 0) * amplitude;
    xs.push(tx * (1 - f) + nx * off);
    ys.push(ty * (1 - f) + ny * off);
  });
  return [xs, ys];
}

/** Smaller-scale curvature of mountain paths: [spacing, sideways amplitude] in metres. */
const TRAIL_DETAIL: readonly (readonly [number, number])[] = [
  [300, 35],
  [90, 6],
];

/** An open trail through the waypoints with trail-like detail; the same detailSeed gives the same detail. */
function trail(xs: number[], ys: number[], detailSeed: number): Polyline {
  const rng = createRng(detailSeed);
  let line = splinePolyline(xs, ys, false);
  for (const [spacing, amplitude] of TRAIL_DETAIL) line = addDetail(line, rng, spacing, amplitude, false);
  return line;
}

/** Smallest zigzag amplitude whose trail is at least `wanted` long (or the largest tried). */
function fitAmplitude(shape: (amplitude: number) => Polyline, wanted: number, r0: number): Polyline {
  const length = (a: number): number => polylineLength(shape(a));
  let lo = 0;
  let hi = r0;
  for (let i = 0; i < 4 && length(hi) < wanted; i++) hi *= 2;
  for (let i = 0; i < BISECTION_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (length(mid) < wanted) lo = mid;
    else hi = mid;
  }
  return shape(hi);
}

/** Trail from the trailhead (tx, ty) to the summit (0, 0) of about `wanted` metres. */
function ascent(rng: Rng, tx: number, ty: number, wanted: number, r0: number, side: number | null): Polyline {
  const z = zigzag(rng, rng.int(5, 9), side);
  const seed = hashSeed(rng.int(0, 0x7fffffff));
  return fitAmplitude(
    (a) => {
      const [xs, ys] = zigzagPoints(z, tx, ty, a);
      return trail([tx, ...xs, 0], [ty, ...ys, 0], seed);
    },
    wanted,
    r0,
  );
}

function reversed(line: Polyline): Polyline {
  return { x: line.x.slice().reverse(), y: line.y.slice().reverse() };
}

export function buildSummitRoute(rng: Rng, mountain: Mountain, o: SummitRouteOptions): Route {
  const r0 = trailheadDistance(mountain, o.climbM);
  const bearing = rng.range(0, 2 * Math.PI);
  const tx = r0 * Math.sin(bearing);
  const ty = r0 * Math.cos(bearing);
  const terrain = mountainTerrain(mountain);
  if (o.kind === 'out-and-back') {
    const up = ascent(rng, tx, ty, o.lengthM / 2, r0, null);
    return finishRoute('out-and-back', outAndBack(up), terrain, up.x.length - 1);
  }
  // Loop: up one side, down the other (built as a second ascent from the same trailhead, reversed).
  const side = rng.chance(0.5) ? 1 : -1;
  const up = ascent(rng, tx, ty, o.lengthM / 2, r0, side);
  const down = reversed(ascent(rng, tx, ty, o.lengthM / 2, r0, -side));
  const line = { x: [...up.x, ...down.x.slice(1)], y: [...up.y, ...down.y.slice(1)] };
  return finishRoute('loop', line, terrain, up.x.length - 1);
}
