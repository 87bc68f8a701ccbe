/**
 * Spherical-earth geometry in metres and degrees. Pure functions, no allocation on the hot paths.
 *
 * Model: a sphere of radius EARTH_RADIUS_M (the IUGG mean radius). Haversine distances on it differ
 * from the WGS84 ellipsoid by at most about 0.5 % (less than 0.2 % on most headings); gpxpy uses a
 * 6378.137 km radius, so our distances read about 0.11 % shorter than its length_2d.
 */
import type { Metres } from './units';

/** IUGG mean earth radius, metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude (and of longitude at the equator) on the model sphere. */
export const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/**
 * Great-circle distance between two points (degrees), metres, by the haversine formula, which stays
 * accurate for the metre-scale steps of a GPS track and is exact across the 180th meridian and near
 * the poles (longitude enters only through sin² of half the difference).
 */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): Metres {
  return haversineCosM(lat1, lon1, Math.cos(lat1 * RAD), lat2, lon2, Math.cos(lat2 * RAD));
}

/** The cosine of a latitude in degrees, exactly as haversineM computes it (for haversineCosM). */
export function cosLatitude(lat: number): number {
  return Math.cos(lat * RAD);
}

/**
 * haversineM for loops that reuse a point's latitude cosine (cos1 = cosLatitude(lat1), cos2 =
 * cosLatitude(lat2)): the same formula in the same order, so bit for bit haversineM's result.
 */
export function haversineCosM(
  lat1: number,
  lon1: number,
  cos1: number,
  lat2: number,
  lon2: number,
  cos2: number,
): Metres {
  const sinDLat = Math.sin(((lat2 - lat1) * RAD) / 2);
  const sinDLon = Math.sin(((lon2 - lon1) * RAD) / 2);
  const a = sinDLat * sinDLat + cos1 * cos2 * sinDLon * sinDLon;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, Math.max(0, a))));
}

/**
 * A cheap test that haversineM(lat1, lon1, lat2, lon2) is certainly below limitM, without
 * trigonometry: haversine's a = sin²(Δφ/2) + cosφ1·cosφ2·sin²(Δλ/2) is at most
 * (Δφ² + cosProduct·Δλ²) / 4 for any cosProduct >= cosφ1·cosφ2 (|sin x| <= |x|), and the distance
 * grows with a. belowLimitQ(limitM) gives the matching bound on that sum; it keeps a 1e-6 relative
 * margin, far above rounding. false means "maybe not": compute the distance.
 */
export function surelyCloser(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
  cosProduct: number,
  q: number,
): boolean {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  return dLat * dLat + cosProduct * dLon * dLon < q;
}

/** The bounds distanceVersusLimit compares with, for one distance limit (computed once per limit). */
export interface LimitBounds {
  /** belowLimitQ(limit). */
  near: number;
  /** Above this Δφ² + cosLow·Δλ² (radians²) the distance surely exceeds the limit (see distanceVersusLimit). */
  far: number;
}

export function limitBounds(limitM: Metres): LimitBounds {
  const r = limitM / EARTH_RADIUS_M;
  return { near: belowLimitQ(limitM), far: r * r * (1 + 1e-6) };
}

/** Half-angles up to this (radians, about 6 km) keep sin's relative shortfall below 3.4e-7. */
const SMALL_HALF_ANGLE = 1e-3;

/**
 * Where haversineM(lat1, lon1, lat2, lon2) lies against a limit, without trigonometry, for loops
 * that know cos1 = cosLatitude(lat1), with near and far from limitBounds(limit) (near of a smaller
 * limit and far of a larger one also hold): -1 when it is surely below the limit, 1 when it is
 * surely above it, 0 when only the exact distance can tell (and for NaN input).
 * - Below: surelyCloser with cosProduct = |cos1|·(|cos1| + |Δφ|), which is at least cosφ1·cosφ2
 *   because |cos| changes by at most |Δφ| over Δφ.
 * - Above: haversine's a = sin²(Δφ/2) + cosφ1·cosφ2·sin²(Δλ/2) is at least
 *   (Δφ² + cosLow·Δλ²)/4 × (1 - 3.4e-7) for half-angles up to SMALL_HALF_ANGLE (sin y >= y - y³/6),
 *   with cosLow = cos1·(cos1 - |Δφ|) <= cosφ1·cosφ2 on valid latitudes, and the distance
 *   2R·asin(√a) is at least 2R·√a; LimitBounds.far keeps a 1e-6 relative margin over that.
 */
export function distanceVersusLimit(
  lat1: number,
  lon1: number,
  cos1: number,
  lat2: number,
  lon2: number,
  near: number,
  far: number,
): -1 | 0 | 1 {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const absLat = Math.abs(dLat);
  const c = Math.abs(cos1);
  const lon2term = dLon * dLon;
  const lat2term = dLat * dLat;
  if (lat2term + c * (c + absLat) * lon2term < near) return -1;
  const cosLow = cos1 * (cos1 - absLat);
  if (
    cos1 >= 0 &&
    cosLow >= 0 &&
    absLat <= 2 * SMALL_HALF_ANGLE &&
    Math.abs(dLon) <= 2 * SMALL_HALF_ANGLE &&
    lat2term + cosLow * lon2term > far
  )
    return 1;
  return 0;
}

/** cosLatitude of every latitude (NaN stays NaN), for haversineCosM in loops over a track. */
export function latitudeCosines(lat: Float64Array): Float64Array {
  const out = new Float64Array(lat.length);
  for (let k = 0; k < lat.length; k++) out[k] = Math.cos(lat[k]! * RAD);
  return out;
}

/** The bound on Δφ² + cosProduct·Δλ² (radians²) under which surelyCloser holds, for a distance limit. */
export function belowLimitQ(limitM: Metres): number {
  const s = Math.sin(limitM / (2 * EARTH_RADIUS_M));
  return 4 * s * s * (1 - 1e-6);
}

/** Initial bearing from point 1 to point 2, degrees clockwise from north in [0, 360). 0 for equal points. */
export function initialBearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dl = (lon2 - lon1) * RAD;
  const y = Math.sin(dl) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
  if (x === 0 && y === 0) return 0;
  return (Math.atan2(y, x) * DEG + 360) % 360;
}

/** Signed smallest difference b - a between two bearings, degrees in (-180, 180]. */
export function bearingDifferenceDeg(a: number, b: number): number {
  const d = (((b - a) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

/** The point reached from (lat, lon) after distanceM along the great circle starting at bearingDeg. */
export function destinationPoint(
  lat: number,
  lon: number,
  bearingDeg: number,
  distanceM: Metres,
): { lat: number; lon: number } {
  const d = distanceM / EARTH_RADIUS_M;
  const b = bearingDeg * RAD;
  const p1 = lat * RAD;
  const sinP2 = Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b);
  const p2 = Math.asin(Math.min(1, Math.max(-1, sinP2)));
  const l2 =
    lon * RAD + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * sinP2);
  return { lat: p2 * DEG, lon: normalizeLon(l2 * DEG) };
}

/** Longitude wrapped into [-180, 180). Non-finite input is returned unchanged. */
export function normalizeLon(lon: number): number {
  if (lon >= -180 && lon < 180) return lon;
  if (!Number.isFinite(lon)) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * Longitude unwrapping for the 180th meridian: returns lon shifted by a multiple of 360 so that it
 * lies within 180° of prevUnwrapped. Applied along a path, a crossing from 179.9 to -179.9 becomes
 * 179.9 to 180.1, so a line drawn through the values does not sweep around the whole globe.
 */
export function unwrapLon(prevUnwrapped: number, lon: number): number {
  const d = lon - prevUnwrapped;
  if (d >= -180 && d <= 180) return lon;
  return lon - 360 * Math.round(d / 360);
}

/** Writes the unit vector of (lat, lon) into out[offset..offset+2] (earth-centred, earth-fixed axes). */
export function toUnitVector(lat: number, lon: number, out: Float64Array, offset: number): void {
  const p = lat * RAD;
  const l = lon * RAD;
  const c = Math.cos(p);
  out[offset] = c * Math.cos(l);
  out[offset + 1] = c * Math.sin(l);
  out[offset + 2] = Math.sin(p);
}

const SCRATCH = new Float64Array(6);

/**
 * The point at fraction f (0..1) of the great-circle arc from point 1 to point 2 (spherical linear
 * interpolation). Correct across the 180th meridian and over the poles; longitude in [-180, 180).
 */
export function interpolateGreatCircle(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
  f: number,
): { lat: number; lon: number } {
  const v = SCRATCH;
  toUnitVector(lat1, lon1, v, 0);
  toUnitVector(lat2, lon2, v, 3);
  const dot = Math.min(1, Math.max(-1, v[0]! * v[3]! + v[1]! * v[4]! + v[2]! * v[5]!));
  const theta = Math.acos(dot);
  let a = 1 - f;
  let b = f;
  if (theta > 1e-9) {
    const s = Math.sin(theta);
    a = Math.sin((1 - f) * theta) / s;
    b = Math.sin(f * theta) / s;
  }
  const x = a * v[0]! + b * v[3]!;
  const y = a * v[1]! + b * v[4]!;
  const z = a * v[2]! + b * v[5]!;
  return { lat: Math.atan2(z, Math.sqrt(x * x + y * y)) * DEG, lon: normalizeLon(Math.atan2(y, x) * DEG) };
}
