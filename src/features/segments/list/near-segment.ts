/**
 * What the segment map draws of each effort's activity: the part of its simplified path near the
 * segment. An edge of the path is kept when its bounding box overlaps the segment's bounds grown by
 * NEAR_SEGMENT_M on every side; consecutive kept edges make one drawn part. Edges, not vertices: a
 * simplified path along a straight road may have no vertex near the segment at all (two vertices
 * kilometres apart), and its line through the segment must still be drawn. A kept edge is drawn whole
 * (it may reach beyond the grown bounds, off the fitted view).
 */
import { METRES_PER_DEGREE } from '../../../domain/geo';
import type { Segment } from '../../../domain/segments/types';
import type { SimplifiedPath } from '../../../domain/series/types';
import type { Bounds } from '../../../domain/stats/types';

/** How far around the segment's bounds an effort's line is drawn, metres. */
export const NEAR_SEGMENT_M = 150;

export function segmentBounds(segment: Segment): Bounds | null {
  const { lat, lon } = segment.points;
  if (lat.length === 0) return null;
  return {
    minLat: Math.min(...lat),
    maxLat: Math.max(...lat),
    minLon: Math.min(...lon),
    maxLon: Math.max(...lon),
  };
}

/** `b` grown by NEAR_SEGMENT_M on every side (degrees of longitude shrink with latitude). */
export function grownBounds(b: Bounds): Bounds {
  const padLat = NEAR_SEGMENT_M / METRES_PER_DEGREE;
  const padLon = padLat / Math.max(Math.cos((((b.minLat + b.maxLat) / 2) * Math.PI) / 180), 0.01);
  return {
    minLat: b.minLat - padLat,
    maxLat: b.maxLat + padLat,
    minLon: b.minLon - padLon,
    maxLon: b.maxLon + padLon,
  };
}

/** The edges of `path` near the bounds `b` (rule above), as a path of their own parts. */
export function clipPath(path: SimplifiedPath, b: Bounds): SimplifiedPath {
  const g = grownBounds(b);
  const xy = path.lonLat;
  const n = xy.length / 2;
  const partStart = new Uint8Array(n);
  for (const s of path.partStarts) if (s < n) partStart[s] = 1;
  const out: number[] = [];
  const starts: number[] = [];
  let open = false;
  for (let k = 1; k < n; k++) {
    const [ax, ay, bx, by] = [xy[2 * k - 2]!, xy[2 * k - 1]!, xy[2 * k]!, xy[2 * k + 1]!];
    const near =
      partStart[k] === 0 &&
      Math.max(ax, bx) >= g.minLon &&
      Math.min(ax, bx) <= g.maxLon &&
      Math.max(ay, by) >= g.minLat &&
      Math.min(ay, by) <= g.maxLat;
    if (near && !open) {
      starts.push(out.length / 2);
      out.push(ax, ay);
    }
    if (near) out.push(bx, by);
    open = near;
  }
  return { lonLat: Float32Array.from(out), partStarts: Uint32Array.from(starts) };
}
