/**
 * Heat points: positions resampled every HEAT_SPACING_M of travel.
 *
 * Definition: per segment, the first point, then a point each time the cumulative distance
 * (distance.ts) passes another multiple of HEAT_SPACING_M from the segment's start, placed by
 * great-circle interpolation between the two anchors around it. Travel is measured with the jitter
 * and spike rules, so standing still adds no point at all and a spike adds none, and the density of
 * points depends on where the track went, not on how often the device logged. Longitudes in
 * [-180, 180). Interleaved [lon0, lat0, lon1, lat1, ...] in a Float32Array.
 */
import { interpolateGreatCircle, normalizeLon } from '../geo';
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';
import type { HeatPoints } from './types';

/** Distance of travel between two heat points, metres. */
export const HEAT_SPACING_M = 10;
/** Slack for floating-point sums, so a track of exactly k spacings gets its last point, metres. */
const HEAT_EPS_M = 1e-6;

export function resampleHeat(track: TrackData, spikes: Uint8Array, cum: Float64Array): HeatPoints {
  const { lat, lon } = track;
  const out: number[] = [];
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const s = track.segmentStarts[k]!;
    const e = segmentEnd(track, k);
    out.push(normalizeLon(lon[s]!), lat[s]!);
    let anchor = s;
    let next = cum[s]! + HEAT_SPACING_M;
    for (let p = s + 1; p < e; p++) {
      if (spikes[p] !== 0) continue;
      const c0 = cum[anchor]!;
      const c1 = cum[p]!;
      if (!(c1 > c0)) continue;
      while (next <= c1 + HEAT_EPS_M) {
        const q = interpolateGreatCircle(
          lat[anchor]!,
          lon[anchor]!,
          lat[p]!,
          lon[p]!,
          Math.min(1, (next - c0) / (c1 - c0)),
        );
        out.push(q.lon, q.lat);
        next += HEAT_SPACING_M;
      }
      anchor = p;
    }
  }
  return { lonLat: Float32Array.from(out) };
}
