/**
 * A suggestion's small map preview: the stretch of its activity's chart profile from startM to
 * endM, at most PREVIEW_MAX_POINTS positions picked evenly along the samples (first and last
 * kept), as interleaved [lon0, lat0, lon1, lat1, ...]. Drawn as a line on its own (no tiles), it
 * shows the road's shape and which way it runs.
 */
import type { ChartProfile } from '../series/types';

export const PREVIEW_MAX_POINTS = 32;

export interface Previewed {
  /** Interleaved lon/lat of the suggestion's shape (empty when its activity had no positions). */
  preview: number[];
}

export function previewPath(p: ChartProfile | undefined, startM: number, endM: number): number[] {
  if (!p) return [];
  const inside: number[] = [];
  for (let i = 0; i < p.distanceM.length; i++) {
    const d = p.distanceM[i]!;
    if (d >= startM && d <= endM && Number.isFinite(p.lat[i]!) && Number.isFinite(p.lon[i]!)) inside.push(i);
  }
  const n = inside.length;
  const take = Math.min(n, PREVIEW_MAX_POINTS);
  const out: number[] = [];
  for (let k = 0; k < take; k++) {
    const i = inside[take === 1 ? 0 : Math.round((k * (n - 1)) / (take - 1))]!;
    out.push(p.lon[i]!, p.lat[i]!);
  }
  return out;
}
