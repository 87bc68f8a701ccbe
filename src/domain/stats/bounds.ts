/**
 * Bounds and start point.
 *
 * Definitions
 * - Bounds: over the kept (non-spike) points, the latitude range and the shortest longitude arc
 *   that contains every point's longitude. When that arc crosses the 180th meridian, minLon (the west
 *   edge) is greater than maxLon (the east edge), e.g. 179.5 .. -179.5. Longitudes are in [-180, 180).
 *   The arc is found as the complement of the widest empty gap between the sorted longitudes, so it
 *   is right near the poles too, where a short walk can span many degrees of longitude.
 * - Start point: the first kept point of the track.
 */
import { normalizeLon } from '../geo';
import type { Bounds } from './types';

export function computeBounds(lat: Float64Array, lon: Float64Array, spikes: Uint8Array): Bounds | null {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  let count = 0;
  for (let p = 0; p < lat.length; p++) {
    if (spikes[p] !== 0) continue;
    const y = lat[p]!;
    const x = normalizeLon(lon[p]!);
    if (!Number.isFinite(y) || !Number.isFinite(x)) continue;
    count++;
    if (y < minLat) minLat = y;
    if (y > maxLat) maxLat = y;
    if (x < minLon) minLon = x;
    if (x > maxLon) maxLon = x;
  }
  if (count === 0) return null;
  // Plain min..max leaves a gap of 360 - span >= 180 on the other side: that gap is the widest.
  if (maxLon - minLon <= 180) return { minLat, maxLat, minLon, maxLon };
  return { minLat, maxLat, ...widestGapComplement(lon, spikes, count) };
}

function widestGapComplement(
  lon: Float64Array,
  spikes: Uint8Array,
  count: number,
): { minLon: number; maxLon: number } {
  const xs = new Float64Array(count);
  let n = 0;
  for (let p = 0; p < lon.length; p++) {
    const x = normalizeLon(lon[p]!);
    if (spikes[p] === 0 && Number.isFinite(x)) xs[n++] = x;
  }
  const sorted = xs.subarray(0, n).sort();
  // The gap across the meridian, from the last longitude round to the first.
  let bestGap = sorted[0]! + 360 - sorted[n - 1]!;
  let west = sorted[0]!;
  let east = sorted[n - 1]!;
  for (let k = 1; k < n; k++) {
    const gap = sorted[k]! - sorted[k - 1]!;
    if (gap > bestGap) {
      bestGap = gap;
      west = sorted[k]!;
      east = sorted[k - 1]!;
    }
  }
  return { minLon: west, maxLon: east };
}

/** The first kept point, or null for an empty track. Longitude in [-180, 180). */
export function startPoint(
  lat: Float64Array,
  lon: Float64Array,
  spikes: Uint8Array,
): { lat: number; lon: number } | null {
  for (let p = 0; p < lat.length; p++) {
    if (spikes[p] === 0 && Number.isFinite(lat[p]) && Number.isFinite(lon[p]))
      return { lat: lat[p]!, lon: normalizeLon(lon[p]!) };
  }
  return null;
}
