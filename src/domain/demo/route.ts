/**
 * Route geometry in a local metric frame (x east, y north, metres from the frame origin): city
 * loops and out-and-backs from smooth random waypoints, and alpine summit routes that start at a
 * trailhead chosen for the wanted climb. The route carries its true terrain elevation and grade.
 */
import type { Rng } from '../prng';
import { addDetail, splinePolyline, polylineLength, streetify, type Polyline } from './spline';
import type { Terrain } from './terrain';

export type RouteKind = 'loop' | 'out-and-back';

export interface Route {
  kind: RouteKind;
  x: Float64Array;
  y: Float64Array;
  /** Cumulative distance along the route, metres (dist[0] = 0). */
  dist: Float64Array;
  /** True (noise-free) terrain elevation, metres. */
  ele: Float64Array;
  /** Grade (rise over run) smoothed over GRADE_WINDOW_M. */
  grade: Float64Array;
  /** Direction of travel, radians clockwise from north. */
  heading: Float64Array;
  length: number;
  /** Distance of the turnaround or summit (where long breaks happen), metres; null when none. */
  highlightM: number | null;
}

/** Grade is measured over ±GRADE_WINDOW_M of route so sampling steps do not show as steps. */
export const GRADE_WINDOW_M = 20;
const DEG = Math.PI / 180;
/** Street blocks: corners every STREET_SPACING_M (range), pushed sideways up to STREET_JITTER_M. */
const STREET_SPACING_M: readonly [number, number] = [80, 420];
const STREET_JITTER_M = 25;

export function finishRoute(
  kind: RouteKind,
  line: Polyline,
  terrain: Terrain,
  highlightIndex: number | null,
): Route {
  const n = line.x.length;
  const x = Float64Array.from(line.x);
  const y = Float64Array.from(line.y);
  const dist = new Float64Array(n);
  const ele = new Float64Array(n);
  const heading = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const xi = x[i] ?? 0;
    const yi = y[i] ?? 0;
    ele[i] = terrain(xi, yi);
    if (i > 0) {
      const dx = xi - (x[i - 1] ?? 0);
      const dy = yi - (y[i - 1] ?? 0);
      dist[i] = (dist[i - 1] ?? 0) + Math.hypot(dx, dy);
      heading[i] = Math.atan2(dx, dy);
    }
  }
  heading[0] = heading[1] ?? 0;
  const grade = new Float64Array(n);
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const d = dist[i] ?? 0;
    while ((dist[lo] ?? 0) < d - GRADE_WINDOW_M) lo++;
    while (hi < n - 1 && (dist[hi] ?? 0) < d + GRADE_WINDOW_M) hi++;
    const run = (dist[hi] ?? 0) - (dist[lo] ?? 0);
    grade[i] = run > 0 ? ((ele[hi] ?? 0) - (ele[lo] ?? 0)) / run : 0;
  }
  const length = dist[n - 1] ?? 0;
  const highlightM = highlightIndex === null ? null : (dist[highlightIndex] ?? null);
  return { kind, x, y, dist, ele, grade, heading, length, highlightM };
}

/** Appends the reverse of line (without repeating its last point): out and back along the same path. */
export function outAndBack(line: Polyline): Polyline {
  const x = line.x.slice();
  const y = line.y.slice();
  for (let i = line.x.length - 2; i >= 0; i--) {
    x.push(line.x[i] ?? 0);
    y.push(line.y[i] ?? 0);
  }
  return { x, y };
}

function scaleAbout(line: Polyline, cx: number, cy: number, factor: number): Polyline {
  return {
    x: line.x.map((v) => cx + (v - cx) * factor),
    y: line.y.map((v) => cy + (v - cy) * factor),
  };
}

export interface CityRouteOptions {
  kind: RouteKind;
  lengthM: number;
  startX: number;
  startY: number;
  /** Bearing range (degrees) the route heads into. */
  sector: readonly [number, number];
}

/** Loop: an ellipse of 5-8 jittered waypoints whose long axis points into the sector. */
function loopWaypoints(rng: Rng, o: CityRouteOptions): [number[], number[]] {
  const radius = o.lengthM / (2 * Math.PI * 1.05);
  const axis = rng.range(o.sector[0], o.sector[1]) * DEG;
  const ratio = rng.range(0.45, 0.85);
  const count = rng.int(5, 8);
  const direction = rng.chance(0.5) ? 1 : -1;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let k = 0; k < count; k++) {
    // Angle around the ellipse centre, starting at the start point (angle pi = behind the centre).
    const jitter = k === 0 ? 0 : rng.range(-0.25, 0.25);
    const phi = Math.PI + (direction * 2 * Math.PI * (k + jitter)) / count;
    const r = k === 0 ? 1 : rng.range(0.6, 1.4);
    const along = radius * (1 + r * Math.cos(phi));
    const across = radius * ratio * r * Math.sin(phi);
    xs.push(o.startX + along * Math.sin(axis) + across * Math.cos(axis));
    ys.push(o.startY + along * Math.cos(axis) - across * Math.sin(axis));
  }
  return [xs, ys];
}

/** Out-and-back: a wandering path of 4-7 waypoints heading into the sector. */
function pathWaypoints(rng: Rng, o: CityRouteOptions): [number[], number[]] {
  const count = rng.int(4, 7);
  const step = o.lengthM / 2 / (count - 1);
  const [from, to] = o.sector;
  let bearing = rng.range(from, to);
  const xs = [o.startX];
  const ys = [o.startY];
  for (let k = 1; k < count; k++) {
    bearing = Math.min(to + 30, Math.max(from - 30, bearing + rng.range(-40, 40)));
    xs.push((xs[k - 1] ?? 0) + step * Math.sin(bearing * DEG));
    ys.push((ys[k - 1] ?? 0) + step * Math.cos(bearing * DEG));
  }
  return [xs, ys];
}

export function buildCityRoute(rng: Rng, terrain: Terrain, o: CityRouteOptions): Route {
  const closed = o.kind === 'loop';
  const [xs, ys] = closed ? loopWaypoints(rng, o) : pathWaypoints(rng, o);
  const smooth = addDetail(splinePolyline(xs, ys, closed), rng, o.lengthM / 30, o.lengthM / 250, closed);
  const raw = streetify(smooth, rng, STREET_SPACING_M[0], STREET_SPACING_M[1], STREET_JITTER_M);
  const wanted = closed ? o.lengthM : o.lengthM / 2;
  const line = scaleAbout(raw, o.startX, o.startY, wanted / polylineLength(raw));
  if (closed) return finishRoute('loop', line, terrain, null);
  return finishRoute('out-and-back', outAndBack(line), terrain, line.x.length - 1);
}
