/**
 * Many paths thinned to one point budget (issue 37: a shared year's map). A year of simplified
 * paths holds far more positions than a shared page may (MAX_SHARED_PATH_POINTS, and Firestore's
 * 1 MB document), so each part of each path is simplified by Douglas-Peucker with ONE tolerance for
 * all of them: the smallest that makes the whole year fit the budget.
 *
 * Definition:
 * - Every part keeps its first and last position; a part of fewer than 2 positions draws nothing
 *   and is left out.
 * - Each interior position gets its Douglas-Peucker significance: its distance (metres, on a local
 *   flat projection of its part) from the chord of the span it splits, capped by the significance
 *   of the position that made that span (so keeping a position keeps the ones its span hangs on).
 *   Keeping every position of significance above a tolerance is Douglas-Peucker at that tolerance.
 * - The tolerance is the smallest that keeps at most `budget` positions in all: every position of
 *   significance above it is kept, none at or below it (so a tie never keeps a position without
 *   the one its span hangs on). It is 0 when everything fits, and then every position is kept.
 * - Every path keeps at least one part, so every activity stays visible: when the parts' ends alone
 *   exceed the budget, each path's longest part is kept first and other parts by length, longest
 *   first, while their ends fit. More paths than budget / 2 cannot be kept and throw.
 */
import type { SimplifiedPath } from '../series/types';

const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LON_EQUATOR = 111_320;

export interface ThinnedPaths {
  /** The paths as one path of many parts, in input order. */
  path: SimplifiedPath;
  /** The Douglas-Peucker tolerance used, metres (0: nothing was left out). */
  toleranceM: number;
}

interface Part {
  lonLat: Float32Array;
  from: number;
  to: number;
  /** Length, metres (to choose which parts to keep when only their ends fit). */
  lengthM: number;
}

function partsOf(path: SimplifiedPath): Part[] {
  const n = path.lonLat.length >> 1;
  const out: Part[] = [];
  for (let k = 0; k < path.partStarts.length; k++) {
    const from = path.partStarts[k]!;
    const to = k + 1 < path.partStarts.length ? path.partStarts[k + 1]! : n;
    if (to - from < 2) continue;
    out.push({ lonLat: path.lonLat, from, to, lengthM: lengthOf(path.lonLat, from, to) });
  }
  return out;
}

function lengthOf(ll: Float32Array, from: number, to: number): number {
  const kx = M_PER_DEG_LON_EQUATOR * Math.cos((ll[2 * from + 1]! * Math.PI) / 180);
  let sum = 0;
  for (let i = from + 1; i < to; i++) {
    sum += Math.hypot((ll[2 * i]! - ll[2 * i - 2]!) * kx, (ll[2 * i + 1]! - ll[2 * i - 1]!) * M_PER_DEG_LAT);
  }
  return sum;
}

/** Douglas-Peucker significance of each position of the part (its ends: Infinity). */
export function significance(part: { lonLat: Float32Array; from: number; to: number }): Float64Array {
  const { lonLat: ll, from, to } = part;
  const n = to - from;
  const out = new Float64Array(n);
  out[0] = Infinity;
  out[n - 1] = Infinity;
  const kx = M_PER_DEG_LON_EQUATOR * Math.cos((ll[2 * from + 1]! * Math.PI) / 180);
  const x = (i: number) => ll[2 * (from + i)]! * kx;
  const y = (i: number) => ll[2 * (from + i) + 1]! * M_PER_DEG_LAT;
  // Spans [a, b] still to split, with the significance of the position that made them.
  const stack: number[] = [0, n - 1, Infinity];
  while (stack.length > 0) {
    const cap = stack.pop()!;
    const b = stack.pop()!;
    const a = stack.pop()!;
    if (b - a < 2) continue;
    const ax = x(a),
      ay = y(a);
    const dx = x(b) - ax,
      dy = y(b) - ay;
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let bestD = -1;
    for (let i = a + 1; i < b; i++) {
      const px = x(i) - ax,
        py = y(i) - ay;
      let d: number;
      if (len2 === 0) d = Math.hypot(px, py);
      else {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
        d = Math.hypot(px - t * dx, py - t * dy);
      }
      if (d > bestD) [best, bestD] = [i, d];
    }
    const s = Math.min(bestD, cap);
    out[best] = s;
    stack.push(a, best, s, best, b, s);
  }
  return out;
}

/** The parts kept when all their ends must fit `budget` (definition above). */
function keptParts(paths: Part[][], budget: number): Part[][] {
  const ends = paths.reduce((sum, parts) => sum + 2 * parts.length, 0);
  if (ends <= budget) return paths;
  const withParts = paths.filter((p) => p.length > 0).length;
  if (2 * withParts > budget)
    throw new Error(`${withParts} activities cannot all be drawn with ${budget} positions.`);
  const keep = paths.map(() => new Set<Part>());
  let used = 0;
  const rest: [number, Part][] = [];
  paths.forEach((parts, k) => {
    if (parts.length === 0) return;
    const longest = parts.reduce((a, b) => (b.lengthM > a.lengthM ? b : a));
    keep[k]!.add(longest);
    used += 2;
    for (const p of parts) if (p !== longest) rest.push([k, p]);
  });
  rest.sort((a, b) => b[1].lengthM - a[1].lengthM);
  for (const [k, p] of rest) {
    if (used + 2 > budget) break;
    keep[k]!.add(p);
    used += 2;
  }
  return paths.map((parts, k) => parts.filter((p) => keep[k]!.has(p)));
}

/** `paths` thinned to at most `budget` positions in all (definition above). */
export function thinPaths(paths: readonly SimplifiedPath[], budget: number): ThinnedPaths {
  const parts = keptParts(paths.map(partsOf), budget).flat();
  const total = parts.reduce((sum, p) => sum + p.to - p.from, 0);
  const sig = parts.map((p) => significance(p));
  let toleranceM = 0;
  if (total > budget) {
    const interior = new Float64Array(total - 2 * parts.length);
    let at = 0;
    for (const s of sig) {
      interior.set(s.subarray(1, s.length - 1), at);
      at += s.length - 2;
    }
    interior.sort();
    // keptParts leaves room for every end; at most `room` interior positions lie above this.
    const room = budget - 2 * parts.length;
    toleranceM = interior[interior.length - room - 1]!;
  }
  const lonLat: number[] = [];
  const partStarts: number[] = [];
  parts.forEach((p, k) => {
    const s = sig[k]!;
    partStarts.push(lonLat.length >> 1);
    for (let i = 0; i < s.length; i++) {
      const end = i === 0 || i === s.length - 1;
      const keep = end || s[i]! > toleranceM || total <= budget;
      if (!keep) continue;
      lonLat.push(p.lonLat[2 * (p.from + i)]!, p.lonLat[2 * (p.from + i) + 1]!);
    }
  });
  return {
    path: { lonLat: new Float32Array(lonLat), partStarts: new Uint32Array(partStarts) },
    toleranceM,
  };
}
