/**
 * Privacy zones: circles a person draws around places they do not want shown (home, work).
 *
 * Definition. A zone is a centre (latitude, longitude) and a radius from MIN_ZONE_RADIUS_M to
 * MAX_ZONE_RADIUS_M. A position is inside a zone when its great-circle distance to the centre
 * (haversine) is at most the radius. Wherever a person's tracks are shown to anyone, every
 * position inside any of their zones is left out:
 *
 * - heat points (the heatmap's density and its click answers): a point inside is dropped;
 * - paths and tracks (lines, exports): the positions inside are dropped and the track is cut
 *   there, so the piece before the zone and the piece after it become separate parts; a step
 *   between two positions outside whose straight line passes within the radius of a centre is cut
 *   too (no line is ever drawn across a zone). Parts left with fewer than MIN_PART_POINTS
 *   positions are dropped.
 *
 * Straight lines are judged in a local flat projection around the centre (x scaled by
 * cos(latitude)), which over the at most 2 km of a zone is accurate to far less than a metre.
 */
import { haversineM, METRES_PER_DEGREE, normalizeLon } from '../geo';

/** Smallest radius of a zone, metres (smaller ones would still show where a track begins). */
export const MIN_ZONE_RADIUS_M = 200;
/** Largest radius of a zone, metres. */
export const MAX_ZONE_RADIUS_M = 2000;
/** Most zones one person can define. */
export const MAX_ZONES = 20;
/** Fewest positions a part of a cut path keeps (a lone position draws nothing). */
export const MIN_PART_POINTS = 2;

export interface PrivacyZone {
  id: string;
  lat: number;
  lon: number;
  radiusM: number;
}

/** What is wrong with a zone (null when it is valid). */
export function zoneProblem(z: Pick<PrivacyZone, 'lat' | 'lon' | 'radiusM'>): string | null {
  if (!Number.isFinite(z.lat) || z.lat < -90 || z.lat > 90) return 'The latitude must be between -90 and 90.';
  if (!Number.isFinite(z.lon) || z.lon < -180 || z.lon > 180)
    return 'The longitude must be between -180 and 180.';
  if (!Number.isFinite(z.radiusM) || z.radiusM < MIN_ZONE_RADIUS_M || z.radiusM > MAX_ZONE_RADIUS_M)
    return `The radius must be between ${MIN_ZONE_RADIUS_M} m and ${MAX_ZONE_RADIUS_M} m.`;
  return null;
}

/** Is (lat, lon) inside any of the zones? */
export function insideAnyZone(zones: readonly PrivacyZone[], lat: number, lon: number): boolean {
  for (const z of zones) {
    // A cheap latitude test first: most positions are nowhere near a zone.
    if (Math.abs(lat - z.lat) * METRES_PER_DEGREE > z.radiusM) continue;
    if (haversineM(lat, lon, z.lat, z.lon) <= z.radiusM) return true;
  }
  return false;
}

/** Does the straight step from a to b pass within a zone's radius of its centre? */
export function stepCrossesZone(
  zones: readonly PrivacyZone[],
  latA: number,
  lonA: number,
  latB: number,
  lonB: number,
): boolean {
  for (const z of zones) {
    const kx = Math.cos((z.lat * Math.PI) / 180) * METRES_PER_DEGREE;
    const ax = normalizeLon(lonA - z.lon) * kx,
      ay = (latA - z.lat) * METRES_PER_DEGREE;
    const bx = normalizeLon(lonB - z.lon) * kx,
      by = (latB - z.lat) * METRES_PER_DEGREE;
    const dx = bx - ax,
      dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const px = ax + t * dx,
      py = ay + t * dy;
    if (px * px + py * py <= z.radiusM * z.radiusM) return true;
  }
  return false;
}

/** A stable text of the zones (same zones in any order give the same key): caches depend on it. */
export function zonesKey(zones: readonly PrivacyZone[]): string {
  return zones
    .map((z) => `${z.lat.toFixed(6)},${z.lon.toFixed(6)},${Math.round(z.radiusM)}`)
    .sort()
    .join(';');
}

/**
 * The zones whose circle reaches into a bounding box (a track's bounds, say): those worth
 * outlining on its map. A circle reaches in when its centre is within its radius of the box,
 * judged on latitude and longitude separately (a slightly generous test near the box's corners).
 * A box across the 180th meridian (minLon > maxLon) keeps every zone.
 */
export function zonesNear(
  zones: readonly PrivacyZone[],
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
): PrivacyZone[] {
  if (box.minLon > box.maxLon) return [...zones];
  return zones.filter((z) => {
    const dLat = z.radiusM / METRES_PER_DEGREE;
    const dLon = dLat / Math.max(0.01, Math.cos((z.lat * Math.PI) / 180));
    return (
      z.lat >= box.minLat - dLat &&
      z.lat <= box.maxLat + dLat &&
      z.lon >= box.minLon - dLon &&
      z.lon <= box.maxLon + dLon
    );
  });
}
