/**
 * Plane geometry for route matching. Paths are projected to metres on a local equirectangular
 * plane centred on the reference route's first vertex: x = Δlon·cos(lat₀)·m/°, y = Δlat·m/°
 * (longitudes unwrapped around lon₀, so a route across the 180th meridian stays in one piece).
 * Over the tens of kilometres a route spans, distances on that plane differ from great-circle
 * distances by well under 1 %, far below the matching tolerances.
 */
import { METRES_PER_DEGREE, unwrapLon } from '../geo';
import type { SimplifiedPath } from '../series/types';

export interface LocalProjection {
  lat0: number;
  lon0: number;
  /** Metres per degree of longitude at lat0. */
  kx: number;
}

export function localProjection(lat0: number, lon0: number): LocalProjection {
  return { lat0, lon0, kx: Math.cos((lat0 * Math.PI) / 180) * METRES_PER_DEGREE };
}

/** The first finite vertex of a path as [lon, lat], or null for an empty path. */
export function firstVertex(path: SimplifiedPath): [number, number] | null {
  for (let v = 0; v + 1 < path.lonLat.length; v += 2) {
    const lon = path.lonLat[v]!;
    const lat = path.lonLat[v + 1]!;
    if (Number.isFinite(lon) && Number.isFinite(lat)) return [lon, lat];
  }
  return null;
}

/**
 * Every finite vertex of the path (all parts joined in order: a gap between parts becomes a
 * straight line, which is how the route goes on), projected: interleaved [x0, y0, x1, y1, ...].
 */
export function projectPath(path: SimplifiedPath, p: LocalProjection): Float64Array {
  const out = new Float64Array(path.lonLat.length);
  let n = 0;
  for (let v = 0; v + 1 < path.lonLat.length; v += 2) {
    const lon = path.lonLat[v]!;
    const lat = path.lonLat[v + 1]!;
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    out[n++] = (unwrapLon(p.lon0, lon) - p.lon0) * p.kx;
    out[n++] = (lat - p.lat0) * METRES_PER_DEGREE;
  }
  return out.slice(0, n);
}

/** Length of a projected polyline, metres. */
export function polylineLength(xy: Float64Array): number {
  let total = 0;
  for (let k = 2; k + 1 < xy.length; k += 2)
    total += Math.hypot(xy[k]! - xy[k - 2]!, xy[k + 1]! - xy[k - 1]!);
  return total;
}

/**
 * Points every `spacingM` along a projected polyline, starting at its first vertex and ending at
 * its last (the last step may be shorter). A single vertex gives itself.
 */
export function resampleEvenly(xy: Float64Array, spacingM: number): Float64Array {
  const vertices = xy.length >> 1;
  if (vertices <= 1 || !(spacingM > 0)) return xy.slice(0, 2 * Math.min(vertices, 1));
  const out: number[] = [xy[0]!, xy[1]!];
  let carried = 0; // distance walked since the last emitted point
  for (let v = 1; v < vertices; v++) {
    const ax = xy[2 * v - 2]!,
      ay = xy[2 * v - 1]!;
    const bx = xy[2 * v]!,
      by = xy[2 * v + 1]!;
    const len = Math.hypot(bx - ax, by - ay);
    let at = spacingM - carried; // position of the next point along this edge
    while (at <= len) {
      const f = at / len;
      out.push(ax + f * (bx - ax), ay + f * (by - ay));
      at += spacingM;
    }
    carried = len - (at - spacingM);
  }
  const lastX = xy[xy.length - 2]!;
  const lastY = xy[xy.length - 1]!;
  if (out[out.length - 2] !== lastX || out[out.length - 1] !== lastY) out.push(lastX, lastY);
  return Float64Array.from(out);
}

/** Distance from point p to segment a–b on the plane, metres. */
export function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
