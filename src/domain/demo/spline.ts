import type { Rng } from '../prng';

/**
 * Centripetal Catmull-Rom splines through control points, sampled into a dense polyline. The
 * centripetal form never overshoots into cusps or self-loops between close control points, so
 * random waypoints give smooth, plausible paths.
 */

export interface Polyline {
  x: number[];
  y: number[];
}

/** Target spacing of the dense polyline, metres. */
export const POLYLINE_STEP_M = 8;

function knot(t: number, ax: number, ay: number, bx: number, by: number): number {
  return t + Math.sqrt(Math.hypot(bx - ax, by - ay)) + 1e-9;
}

/** Appends samples of the spline segment p1 -> p2 (p1 included, p2 excluded) to out. */
function sampleSegment(p: readonly number[], out: Polyline): void {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = p;
  const t0 = 0;
  const t1 = knot(t0, x0, y0, x1, y1);
  const t2 = knot(t1, x1, y1, x2, y2);
  const t3 = knot(t2, x2, y2, x3, y3);
  const steps = Math.max(2, Math.ceil(Math.hypot(x2 - x1, y2 - y1) / POLYLINE_STEP_M));
  for (let i = 0; i < steps; i++) {
    const t = t1 + ((t2 - t1) * i) / steps;
    const a1x = ((t1 - t) * x0 + (t - t0) * x1) / (t1 - t0);
    const a1y = ((t1 - t) * y0 + (t - t0) * y1) / (t1 - t0);
    const a2x = ((t2 - t) * x1 + (t - t1) * x2) / (t2 - t1);
    const a2y = ((t2 - t) * y1 + (t - t1) * y2) / (t2 - t1);
    const a3x = ((t3 - t) * x2 + (t - t2) * x3) / (t3 - t2);
    const a3y = ((t3 - t) * y2 + (t - t2) * y3) / (t3 - t2);
    const b1x = ((t2 - t) * a1x + (t - t0) * a2x) / (t2 - t0);
    const b1y = ((t2 - t) * a1y + (t - t0) * a2y) / (t2 - t0);
    const b2x = ((t3 - t) * a2x + (t - t1) * a3x) / (t3 - t1);
    const b2y = ((t3 - t) * a2y + (t - t1) * a3y) / (t3 - t1);
    out.x.push(((t2 - t) * b1x + (t - t1) * b2x) / (t2 - t1));
    out.y.push(((t2 - t) * b1y + (t - t1) * b2y) / (t2 - t1));
  }
}

/**
 * Dense polyline through control points xs/ys. closed: the curve returns to the first point (which
 * is repeated as the last sample). Open curves start and end exactly at the first and last points.
 */
export function splinePolyline(xs: readonly number[], ys: readonly number[], closed: boolean): Polyline {
  const n = xs.length;
  if (n < 2 || ys.length !== n) throw new RangeError('splinePolyline: need at least two control points');
  const at = (i: number): [number, number] => {
    if (closed) {
      const k = ((i % n) + n) % n;
      return [xs[k] ?? 0, ys[k] ?? 0];
    }
    // Open: extrapolate a phantom point beyond each end.
    if (i < 0) return [2 * (xs[0] ?? 0) - (xs[1] ?? 0), 2 * (ys[0] ?? 0) - (ys[1] ?? 0)];
    if (i >= n) return [2 * (xs[n - 1] ?? 0) - (xs[n - 2] ?? 0), 2 * (ys[n - 1] ?? 0) - (ys[n - 2] ?? 0)];
    return [xs[i] ?? 0, ys[i] ?? 0];
  };
  const out: Polyline = { x: [], y: [] };
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    sampleSegment([...at(i - 1), ...at(i), ...at(i + 1), ...at(i + 2)], out);
  }
  const [lx, ly] = closed ? at(0) : at(n - 1);
  out.x.push(lx);
  out.y.push(ly);
  return out;
}

/** Total length of a polyline, metres. */
export function polylineLength(line: Polyline): number {
  let sum = 0;
  for (let i = 1; i < line.x.length; i++) {
    sum += Math.hypot((line.x[i] ?? 0) - (line.x[i - 1] ?? 0), (line.y[i] ?? 0) - (line.y[i - 1] ?? 0));
  }
  return sum;
}

/**
 * More curvature at a smaller scale: re-splines through points taken every spacingM along the line,
 * each pushed sideways by amplitudeM x N(0, 1) (clamped to 2 amplitudes). The first point stays (and
 * the last, for open lines), so starts, turnarounds and summits do not move.
 */
export function addDetail(
  line: Polyline,
  rng: Rng,
  spacingM: number,
  amplitudeM: number,
  closed: boolean,
): Polyline {
  const n = line.x.length;
  const xs = [line.x[0] ?? 0];
  const ys = [line.y[0] ?? 0];
  let travelled = 0;
  let next = spacingM;
  const total = polylineLength(line);
  for (let i = 1; i < n - 1; i++) {
    const dx = (line.x[i] ?? 0) - (line.x[i - 1] ?? 0);
    const dy = (line.y[i] ?? 0) - (line.y[i - 1] ?? 0);
    travelled += Math.hypot(dx, dy);
    if (travelled < next || travelled > total - spacingM / 2) continue;
    next += spacingM;
    const tx = (line.x[i + 1] ?? 0) - (line.x[i - 1] ?? 0);
    const ty = (line.y[i + 1] ?? 0) - (line.y[i - 1] ?? 0);
    const len = Math.hypot(tx, ty) || 1;
    const off = amplitudeM * Math.max(-2, Math.min(2, rng.normal()));
    xs.push((line.x[i] ?? 0) - (ty / len) * off);
    ys.push((line.y[i] ?? 0) + (tx / len) * off);
  }
  if (!closed) {
    xs.push(line.x[n - 1] ?? 0);
    ys.push(line.y[n - 1] ?? 0);
  }
  return xs.length < (closed ? 3 : 2) ? line : splinePolyline(xs, ys, closed);
}

/** Radius-like size of the rounded corners of street paths, metres. */
const CORNER_M = 15;

function pushLine(out: Polyline, ax: number, ay: number, bx: number, by: number): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / POLYLINE_STEP_M));
  for (let i = 0; i < steps; i++) {
    out.x.push(ax + ((bx - ax) * i) / steps);
    out.y.push(ay + ((by - ay) * i) / steps);
  }
}

/**
 * A street-like version of a smooth line: straight stretches between corners taken every
 * minSpacingM..maxSpacingM along it (pushed sideways by up to jitterM), corners rounded by a
 * quadratic Bezier. The first and last points stay.
 */
export function streetify(
  line: Polyline,
  rng: Rng,
  minSpacingM: number,
  maxSpacingM: number,
  jitterM: number,
): Polyline {
  const n = line.x.length;
  const cx = [line.x[0] ?? 0];
  const cy = [line.y[0] ?? 0];
  let travelled = 0;
  let next = rng.range(minSpacingM, maxSpacingM);
  for (let i = 1; i < n - 1; i++) {
    travelled += Math.hypot((line.x[i] ?? 0) - (line.x[i - 1] ?? 0), (line.y[i] ?? 0) - (line.y[i - 1] ?? 0));
    if (travelled < next) continue;
    next = travelled + rng.range(minSpacingM, maxSpacingM);
    cx.push((line.x[i] ?? 0) + rng.range(-jitterM, jitterM));
    cy.push((line.y[i] ?? 0) + rng.range(-jitterM, jitterM));
  }
  cx.push(line.x[n - 1] ?? 0);
  cy.push(line.y[n - 1] ?? 0);
  const out: Polyline = { x: [], y: [] };
  let px = cx[0] ?? 0;
  let py = cy[0] ?? 0;
  for (let k = 1; k < cx.length - 1; k++) {
    const bx = cx[k] ?? 0;
    const by = cy[k] ?? 0;
    const inLen = Math.hypot(bx - px, by - py);
    const outLen = Math.hypot((cx[k + 1] ?? 0) - bx, (cy[k + 1] ?? 0) - by);
    const r = Math.min(CORNER_M, inLen / 3, outLen / 3);
    const ax = bx - ((bx - px) / (inLen || 1)) * r;
    const ay = by - ((by - py) / (inLen || 1)) * r;
    const ex = bx + (((cx[k + 1] ?? 0) - bx) / (outLen || 1)) * r;
    const ey = by + (((cy[k + 1] ?? 0) - by) / (outLen || 1)) * r;
    pushLine(out, px, py, ax, ay);
    for (let s = 0; s < 4; s++) {
      const t = s / 4;
      out.x.push((1 - t) * (1 - t) * ax + 2 * (1 - t) * t * bx + t * t * ex);
      out.y.push((1 - t) * (1 - t) * ay + 2 * (1 - t) * t * by + t * t * ey);
    }
    px = ex;
    py = ey;
  }
  pushLine(out, px, py, cx[cx.length - 1] ?? 0, cy[cy.length - 1] ?? 0);
  out.x.push(cx[cx.length - 1] ?? 0);
  out.y.push(cy[cy.length - 1] ?? 0);
  return out;
}
