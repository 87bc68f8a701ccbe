import { describe, expect, it } from 'vitest';
import {
  bearingDifferenceDeg,
  belowLimitQ,
  distanceVersusLimit,
  latitudeCosines,
  limitBounds,
  cosLatitude,
  destinationPoint,
  EARTH_RADIUS_M,
  haversineCosM,
  haversineM,
  initialBearingDeg,
  interpolateGreatCircle,
  METRES_PER_DEGREE,
  normalizeLon,
  surelyCloser,
  unwrapLon,
} from './geo';

describe('haversineM', () => {
  it('measures one degree of latitude along a meridian as πR/180', () => {
    expect(haversineM(10, 20, 11, 20)).toBeCloseTo((Math.PI * EARTH_RADIUS_M) / 180, 6);
    expect(METRES_PER_DEGREE).toBeCloseTo(111195.08, 1);
  });

  it('measures a short east-west step at 60° as cos(60°) of the equator figure', () => {
    expect(haversineM(60, 10, 60, 10.001)).toBeCloseTo(0.001 * METRES_PER_DEGREE * 0.5, 4);
  });

  it('is short across the 180th meridian and over the pole', () => {
    expect(haversineM(0, 179.9, 0, -179.9)).toBeCloseTo(0.2 * METRES_PER_DEGREE, 4);
    expect(haversineM(89.9, 0, 89.9, 180)).toBeCloseTo(0.2 * METRES_PER_DEGREE, 4);
    expect(haversineM(0, 0, 0, 0)).toBe(0);
  });
});

describe('bearings', () => {
  it('gives compass bearings', () => {
    expect(initialBearingDeg(0, 0, 1, 0)).toBeCloseTo(0, 9);
    expect(initialBearingDeg(0, 0, 0, 1)).toBeCloseTo(90, 9);
    expect(initialBearingDeg(0, 0, -1, 0)).toBeCloseTo(180, 9);
    expect(initialBearingDeg(0, 0, 0, -1)).toBeCloseTo(270, 9);
    expect(initialBearingDeg(0, 179.9, 0, -179.9)).toBeCloseTo(90, 6);
  });

  it('gives signed bearing differences', () => {
    expect(bearingDifferenceDeg(350, 10)).toBe(20);
    expect(bearingDifferenceDeg(10, 350)).toBe(-20);
    expect(bearingDifferenceDeg(0, 180)).toBe(180);
  });
});

describe('longitudes', () => {
  it('normalizes into [-180, 180)', () => {
    expect(normalizeLon(190)).toBe(-170);
    expect(normalizeLon(180)).toBe(-180);
    expect(normalizeLon(-180)).toBe(-180);
    expect(normalizeLon(-540)).toBe(-180);
    expect(normalizeLon(725)).toBeCloseTo(5, 9);
  });

  it('unwraps across the 180th meridian', () => {
    expect(unwrapLon(179.9, -179.9)).toBeCloseTo(180.1, 9);
    expect(unwrapLon(-179.9, 179.9)).toBeCloseTo(-180.1, 9);
    expect(unwrapLon(10, 20)).toBe(20);
    expect(unwrapLon(540, -179)).toBeCloseTo(541, 9);
  });
});

describe('destinationPoint and interpolateGreatCircle', () => {
  it('round-trips a distance and a bearing', () => {
    const p = destinationPoint(45, 7, 30, 12_345);
    expect(haversineM(45, 7, p.lat, p.lon)).toBeCloseTo(12_345, 6);
    expect(initialBearingDeg(45, 7, p.lat, p.lon)).toBeCloseTo(30, 6);
  });

  it('crosses the 180th meridian into [-180, 180)', () => {
    const p = destinationPoint(0, 179.99, 90, 0.02 * METRES_PER_DEGREE);
    expect(p.lon).toBeCloseTo(-179.99, 9);
    const mid = interpolateGreatCircle(0, 179.9, 0, -179.9, 0.5);
    expect(Math.abs(mid.lon)).toBeCloseTo(180, 9);
    expect(mid.lat).toBeCloseTo(0, 9);
  });

  it('interpolates over the pole at the right fraction', () => {
    const q = interpolateGreatCircle(89, 0, 89, 180, 0.25);
    expect(q.lat).toBeCloseTo(89.5, 9);
    expect(q.lon).toBeCloseTo(0, 9);
    const same = interpolateGreatCircle(10, 10, 10, 10, 0.3);
    expect(same.lat).toBeCloseTo(10, 12);
  });
});

describe('haversineCosM and surelyCloser', () => {
  // Points scattered at every latitude, each with a neighbour a few metres to kilometres away.
  function pairs(count: number): [number, number, number, number][] {
    let seed = 42;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    return Array.from({ length: count }, () => {
      const lat = rnd() * 180 - 90;
      const lon = rnd() * 360 - 180;
      const scale = 10 ** (rnd() * 5 - 6); // 1e-6 .. 0.1 degrees
      const lat2 = Math.max(-90, Math.min(90, lat + (rnd() - 0.5) * scale));
      return [lat, lon, lat2, lon + (rnd() - 0.5) * scale * 3];
    });
  }

  it('haversineCosM gives haversineM bit for bit', () => {
    for (const [a, b, c, d] of pairs(5000)) {
      expect(haversineCosM(a, b, cosLatitude(a), c, d, cosLatitude(c))).toBe(haversineM(a, b, c, d));
    }
  });

  it('surelyCloser is never true for a pair at or beyond the limit, and true for most pairs well within it', () => {
    for (const limit of [5, 100]) {
      const q = belowLimitQ(limit);
      let within = 0;
      let said = 0;
      for (const [a, b, c, d] of pairs(20_000)) {
        const dist = haversineM(a, b, c, d);
        const cosProduct = cosLatitude(a) * cosLatitude(c);
        for (const cp of [1, cosProduct]) {
          const sure = surelyCloser(a, b, c, d, cp, q);
          if (sure) expect(dist, `${a},${b} ${c},${d}`).toBeLessThan(limit);
          if (dist < limit * 0.99 && cp === cosProduct) {
            within++;
            if (sure) said++;
          }
        }
      }
      expect(within).toBeGreaterThan(1000);
      expect(said).toBe(within);
    }
  });

  it('surelyCloser is false for pairs exactly at the limit in any direction', () => {
    for (const limit of [5, 100]) {
      const q = belowLimitQ(limit);
      for (let lat = -89; lat <= 89; lat += 7) {
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const to = destinationPoint(lat, 30, bearing, limit);
          const cosProduct = cosLatitude(lat) * cosLatitude(to.lat);
          if (haversineM(lat, 30, to.lat, to.lon) < limit) continue; // rounded just below: not "at"
          expect(surelyCloser(lat, 30, to.lat, to.lon, cosProduct, q), `${lat} ${bearing}`).toBe(false);
        }
      }
    }
  });

  it('distanceVersusLimit says below only below the limit and above only above it, and decides most pairs', () => {
    for (const limit of [2, 6, 100]) {
      const bounds = limitBounds(limit);
      let decided = 0;
      let total = 0;
      for (const [a, b, c, d] of pairs(20_000)) {
        const dist = haversineM(a, b, c, d);
        const side = distanceVersusLimit(a, b, cosLatitude(a), c, d, bounds.near, bounds.far);
        if (side < 0) expect(dist, `${a},${b} ${c},${d}`).toBeLessThan(limit);
        if (side > 0) expect(dist, `${a},${b} ${c},${d}`).toBeGreaterThan(limit);
        if (Math.abs(dist - limit) > 0.01 * limit && Math.abs(a) < 80) {
          total++;
          if (side !== 0) decided++;
        }
      }
      expect(decided / total).toBeGreaterThan(0.99);
    }
  });

  it('distanceVersusLimit decides nothing at the limit in any direction, nor for NaN', () => {
    for (const limit of [2, 6]) {
      const bounds = limitBounds(limit);
      for (let lat = -89; lat <= 89; lat += 7) {
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const to = destinationPoint(lat, 30, bearing, limit);
          const dist = haversineM(lat, 30, to.lat, to.lon);
          const side = distanceVersusLimit(
            lat,
            30,
            cosLatitude(lat),
            to.lat,
            to.lon,
            bounds.near,
            bounds.far,
          );
          if (dist >= limit) expect(side, `${lat} ${bearing}`).toBeGreaterThanOrEqual(0);
          if (dist <= limit) expect(side, `${lat} ${bearing}`).toBeLessThanOrEqual(0);
        }
      }
      expect(distanceVersusLimit(NaN, 30, NaN, 10, 30, bounds.near, bounds.far)).toBe(0);
      expect(distanceVersusLimit(10, 30, cosLatitude(10), 10, NaN, bounds.near, bounds.far)).toBe(0);
    }
  });

  it('latitudeCosines gives cosLatitude of each latitude, NaN for NaN', () => {
    const lats = Float64Array.of(0, 45.5, -89.9, 90, NaN);
    const cos = latitudeCosines(lats);
    for (let k = 0; k < 4; k++) expect(cos[k]).toBe(cosLatitude(lats[k]!));
    expect(cos[4]).toBeNaN();
  });
});
