/**
 * Simplified path for line rendering and map previews.
 *
 * Definition: per segment (one part each), the kept (non-spike) points simplified by
 * Douglas–Peucker with tolerance PATH_TOLERANCE_M, distances measured in metres as the chord from
 * a point to a segment between earth-centred positions (for metre-scale tolerances the chord equals
 * the ground distance), so it behaves the same at any latitude, near the poles and across the 180th
 * meridian. The first and last point of every part are kept; every dropped point lies within the
 * tolerance of the simplified line. Longitudes are unwrapped within each part (the first vertex in
 * [-180, 180), each next one within 180° of the previous, e.g. 179.9 then 180.1), so a part that
 * crosses the 180th meridian draws as a short line, not one around the globe. Points are then added
 * back where a chord would change the explorer's tiles at zoom 17 (tile-faithful.ts), so the
 * explorer counts the tiles of the full track.
 */
import { EARTH_RADIUS_M, normalizeLon, toUnitVector, unwrapLon } from '../geo';
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';
import type { SimplifiedPath } from './types';
import { keepTilesFaithful } from './tile-faithful';

/** Douglas–Peucker tolerance, metres. */
export const PATH_TOLERANCE_M = 5;

/** Distance in metres from point p to the chord segment a–b (xyz in metres, flat array). */
function pointSegmentDistance(v: Float64Array, p: number, a: number, b: number): number {
  const ax = v[3 * a]!,
    ay = v[3 * a + 1]!,
    az = v[3 * a + 2]!;
  const dx = v[3 * b]! - ax,
    dy = v[3 * b + 1]! - ay,
    dz = v[3 * b + 2]! - az;
  const px = v[3 * p]! - ax,
    py = v[3 * p + 1]! - ay,
    pz = v[3 * p + 2]! - az;
  const len2 = dx * dx + dy * dy + dz * dz;
  const t = len2 > 0 ? Math.min(1, Math.max(0, (px * dx + py * dy + pz * dz) / len2)) : 0;
  const ex = px - t * dx;
  const ey = py - t * dy;
  const ez = pz - t * dz;
  return Math.sqrt(ex * ex + ey * ey + ez * ez); // Math.hypot is several times slower in V8
}

/** Douglas–Peucker over positions 0..m-1 of v; returns keep flags. Iterative (no recursion depth). */
export function douglasPeucker(v: Float64Array, m: number, toleranceM: number): Uint8Array {
  const keep = new Uint8Array(m);
  if (m === 0) return keep;
  keep[0] = 1;
  keep[m - 1] = 1;
  const stack: number[] = [0, m - 1];
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    let worst = -1;
    let worstD = toleranceM;
    for (let p = a + 1; p < b; p++) {
      const d = pointSegmentDistance(v, p, a, b);
      if (d > worstD) {
        worstD = d;
        worst = p;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push(a, worst, worst, b);
    }
  }
  return keep;
}

export function simplifyPath(
  track: TrackData,
  spikes: Uint8Array,
  toleranceM = PATH_TOLERANCE_M,
): SimplifiedPath {
  const { lat, lon } = track;
  const out: number[] = [];
  const partStarts: number[] = [];
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const pts: number[] = [];
    const e = segmentEnd(track, k);
    for (let p = track.segmentStarts[k]!; p < e; p++) if (spikes[p] === 0) pts.push(p);
    const v = new Float64Array(3 * pts.length);
    for (let q = 0; q < pts.length; q++) {
      toUnitVector(lat[pts[q]!]!, lon[pts[q]!]!, v, 3 * q);
      for (let c = 0; c < 3; c++) v[3 * q + c]! *= EARTH_RADIUS_M;
    }
    const keep = douglasPeucker(v, pts.length, toleranceM);
    const lonU = new Float64Array(pts.length);
    const latP = new Float64Array(pts.length);
    for (let q = 0; q < pts.length; q++) {
      const p = pts[q]!;
      lonU[q] = q === 0 ? normalizeLon(lon[p]!) : unwrapLon(lonU[q - 1]!, lon[p]!);
      latP[q] = lat[p]!;
    }
    const { lon32, lat32 } = keepTilesFaithful(lonU, latP, keep);
    partStarts.push(out.length / 2);
    for (let q = 0; q < pts.length; q++) if (keep[q] === 1) out.push(lon32[q]!, lat32[q]!);
  }
  return { lonLat: Float32Array.from(out), partStarts: Uint32Array.from(partStarts) };
}
