import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineM, toUnitVector } from '../geo';
import { trackFromPoints, trackFromSegments, type PointInput } from '../track/track-data';
import { cumulativeDistance } from '../stats/compute-stats';
import { gaussian, jitterStop, last, leg, seededRandom, T0 } from '../stats/test-tracks';
import { HEAT_SPACING_M } from './heat';
import { PATH_TOLERANCE_M } from './path';
import { PROFILE_MAX_SAMPLES } from './profile';
import type { HeatPoints } from './types';
import { deriveViewProducts } from './view-products';

const START: PointInput = { lat: 46, lon: 7, time: T0 };

/** A winding 20 km track, 1 Hz, with elevation hills, seeded. */
function windingTrack(seed: number): PointInput[] {
  const rand = seededRandom(seed);
  let bearing = 0;
  let along = 0;
  const pts: PointInput[] = [{ ...START, ele: 300, hr: 120 }];
  while (along < 20_000) {
    bearing += 8 * gaussian(rand);
    const next = leg(last(pts), { bearingDeg: bearing, distanceM: 4, stepM: 4, dtS: 1 })[0]!;
    along += 4;
    pts.push({
      ...next,
      ele: 300 + 150 * Math.sin(along / 3000) + gaussian(rand),
      hr: 120 + 30 * Math.sin(along / 5000),
    });
  }
  return pts;
}

function heatSteps(heat: HeatPoints): number[] {
  const out: number[] = [];
  const h = heat.lonLat;
  for (let k = 2; k + 1 < h.length; k += 2) out.push(haversineM(h[k - 1]!, h[k - 2]!, h[k + 1]!, h[k]!));
  return out;
}

describe('chart profile', () => {
  const pts = windingTrack(11);
  const track = trackFromPoints(pts);
  const { profile } = deriveViewProducts(track);

  it('holds at most PROFILE_MAX_SAMPLES samples, first and last included, distance ascending', () => {
    expect(pts.length).toBeGreaterThan(4000);
    expect(profile.distanceM.length).toBeLessThanOrEqual(PROFILE_MAX_SAMPLES);
    expect(profile.distanceM.length).toBeGreaterThan(PROFILE_MAX_SAMPLES * 0.9);
    expect(profile.distanceM[0]).toBe(0);
    expect(last(Array.from(profile.distanceM))).toBeCloseTo(last(Array.from(cumulativeDistance(track))), 6);
    expect(profile.timeS[0]).toBe(0);
    expect(last(Array.from(profile.timeS))).toBe(pts.length - 1);
    for (let k = 1; k < profile.distanceM.length; k++)
      expect(profile.distanceM[k]!).toBeGreaterThanOrEqual(profile.distanceM[k - 1]!);
  });

  it('keeps the shape: the highest and lowest elevation survive', () => {
    const eles = pts.map((p) => p.ele!);
    expect(Math.max(...profile.ele)).toBeGreaterThan(Math.max(...eles) - 1.5);
    expect(Math.min(...profile.ele)).toBeLessThan(Math.min(...eles) + 1.5);
    expect(Array.from(profile.speedMps).every((v) => v > 3.5 && v < 4.5)).toBe(true);
    expect(Array.from(profile.hr).every((v) => v >= 90 && v <= 150)).toBe(true);
  });

  it('keeps every point of a short track', () => {
    const short = trackFromPoints([START, ...leg(START, { bearingDeg: 0, distanceM: 100, stepM: 10 })]);
    const p = deriveViewProducts(short).profile;
    expect(p.distanceM.length).toBe(11);
    expect(Number.isNaN(p.timeS[3])).toBe(true);
    expect(Number.isNaN(p.speedMps[3])).toBe(true);
  });
});

describe('heat points', () => {
  it('are spaced every HEAT_SPACING_M of travel', () => {
    const pts = [START, ...leg(START, { bearingDeg: 70, distanceM: 1000, stepM: 3, dtS: 1 })];
    const { heat } = deriveViewProducts(trackFromPoints(pts));
    expect(heat.lonLat.length / 2).toBe(1 + Math.floor(1000 / HEAT_SPACING_M));
    // Float32 storage rounds latitude 46° to ~0.4 m.
    for (const d of heatSteps(heat)) expect(Math.abs(d - HEAT_SPACING_M)).toBeLessThan(0.5);
  });

  it('do not depend on the logging rate', () => {
    const sparse = [START, ...leg(START, { bearingDeg: 0, distanceM: 1000, stepM: 95, dtS: 30 })];
    const { heat } = deriveViewProducts(trackFromPoints(sparse));
    expect(heat.lonLat.length / 2).toBe(1 + Math.floor(1000 / HEAT_SPACING_M));
  });

  it('add at most one point for a long stop with jitter', () => {
    const rand = seededRandom(5);
    const a = [START, ...leg(START, { bearingDeg: 0, distanceM: 500, stepM: 3, dtS: 1 })];
    const stop = jitterStop(last(a), 1800, 2.4, rand);
    const b = leg({ ...last(a), time: last(stop).time }, { bearingDeg: 0, distanceM: 500, stepM: 3, dtS: 1 });
    const moving = deriveViewProducts(
      trackFromPoints([...a, ...b.map((p) => ({ ...p, time: p.time! - 1_800_000 }))]),
    ).heat;
    const stopped = deriveViewProducts(trackFromPoints([...a, ...stop, ...b])).heat;
    expect(stopped.lonLat.length / 2 - moving.lonLat.length / 2).toBeLessThanOrEqual(1);
  });

  it('start each segment anew and stay in [-180, 180) across the date line', () => {
    const from: PointInput = { lat: 10, lon: 179.99, time: T0 };
    const seg1 = [from, ...leg(from, { bearingDeg: 90, distanceM: 3000, stepM: 20, dtS: 5 })];
    const far = { lat: 11, lon: 179.99, time: T0 + 7_200_000 };
    const seg2 = [far, ...leg(far, { bearingDeg: 90, distanceM: 50, stepM: 10, dtS: 5 })];
    const { heat } = deriveViewProducts(trackFromSegments([seg1, seg2]));
    expect(heat.lonLat.length / 2).toBe(1 + 300 + 1 + 5);
    for (let k = 0; k < heat.lonLat.length; k += 2)
      expect(Math.abs(heat.lonLat[k]!)).toBeLessThanOrEqual(180);
    const steps = heatSteps(heat);
    // Float32 rounds longitude 180° to ~1.7 m; the only long step is the jump between segments.
    expect(steps.filter((d) => Math.abs(d - HEAT_SPACING_M) > 2)).toHaveLength(1);
  });
});

describe('simplified path', () => {
  /** Distance in metres from a point to the simplified polyline (chord metric, as the simplifier). */
  function distanceToPolyline(p: PointInput, lonLat: Float32Array, from: number, to: number): number {
    const v = new Float64Array(9);
    toUnitVector(p.lat, p.lon, v, 0);
    let best = Infinity;
    for (let k = from; k + 1 < to; k++) {
      toUnitVector(lonLat[2 * k + 1]!, lonLat[2 * k]!, v, 3);
      toUnitVector(lonLat[2 * k + 3]!, lonLat[2 * k + 2]!, v, 6);
      const d = [v[6]! - v[3]!, v[7]! - v[4]!, v[8]! - v[5]!];
      const q = [v[0]! - v[3]!, v[1]! - v[4]!, v[2]! - v[5]!];
      const len2 = d[0]! ** 2 + d[1]! ** 2 + d[2]! ** 2;
      const t =
        len2 > 0 ? Math.min(1, Math.max(0, (q[0]! * d[0]! + q[1]! * d[1]! + q[2]! * d[2]!) / len2)) : 0;
      best = Math.min(
        best,
        Math.hypot(q[0]! - t * d[0]!, q[1]! - t * d[1]!, q[2]! - t * d[2]!) * EARTH_RADIUS_M,
      );
    }
    return best;
  }

  it('keeps the endpoints, drops most points and stays within the tolerance', () => {
    const pts = windingTrack(12);
    const { path } = deriveViewProducts(trackFromPoints(pts));
    const n = path.lonLat.length / 2;
    expect(n).toBeLessThan(pts.length / 2);
    expect(path.partStarts).toEqual(Uint32Array.of(0));
    expect(path.lonLat[0]).toBeCloseTo(pts[0]!.lon, 4);
    expect(path.lonLat[1]).toBeCloseTo(pts[0]!.lat, 4);
    expect(path.lonLat[2 * n - 2]).toBeCloseTo(last(pts).lon, 4);
    expect(path.lonLat[2 * n - 1]).toBeCloseTo(last(pts).lat, 4);
    // Float32 storage adds up to ~1 m of rounding on top of the tolerance.
    for (let k = 0; k < pts.length; k += 13)
      expect(distanceToPolyline(pts[k]!, path.lonLat, 0, n)).toBeLessThan(PATH_TOLERANCE_M + 1.5);
  });

  it('reduces a straight line to its two ends, one part per segment', () => {
    const a = [START, ...leg(START, { bearingDeg: 30, distanceM: 5000, stepM: 10, dtS: 3 })];
    const b0 = { lat: 46.2, lon: 7.2, time: T0 + 9_999_000 };
    const b = [b0, ...leg(b0, { bearingDeg: 200, distanceM: 800, stepM: 10, dtS: 3 })];
    const { path } = deriveViewProducts(trackFromSegments([a, b]));
    expect(Array.from(path.partStarts)).toEqual([0, 2]);
    expect(path.lonLat.length).toBe(8);
  });

  it('unwraps longitudes within a part that crosses the date line', () => {
    const from: PointInput = { lat: -16, lon: 179.9, time: T0 };
    const rand = seededRandom(2);
    const pts = [from, ...leg(from, { bearingDeg: 90, distanceM: 25_000, stepM: 50, dtS: 10 })].map((p, k) =>
      k % 25 === 12 ? { ...p, lat: p.lat + 0.0005 * gaussian(rand) } : p,
    );
    const { path } = deriveViewProducts(trackFromPoints(pts));
    const lons = Array.from(path.lonLat).filter((_, k) => k % 2 === 0);
    expect(lons[0]).toBeCloseTo(179.9, 4);
    expect(last(lons)).toBeGreaterThan(180);
    for (let k = 1; k < lons.length; k++) expect(Math.abs(lons[k]! - lons[k - 1]!)).toBeLessThan(1);
  });
});
