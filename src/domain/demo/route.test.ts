import { describe, expect, it } from 'vitest';
import { buildSummitRoute, TRAIL_MAX_GRADE } from './mountain-route';
import { CITIES } from './places';
import { createRng } from '../prng';
import { buildCityRoute, type Route } from './route';
import { cityTerrain, massifHeight, mountainTerrain, trailheadDistance } from './terrain';

const zurich = CITIES[0];
if (!zurich) throw new Error('no cities');

/** The steepest rise or fall over any stretch of about `windowM` metres along the route. */
function steepest(route: Route, windowM: number): number {
  let worst = 0;
  let j = 0;
  for (let i = 0; i < route.dist.length; i++) {
    while ((route.dist[i] ?? 0) - (route.dist[j] ?? 0) > windowM) j++;
    const run = (route.dist[i] ?? 0) - (route.dist[j] ?? 0);
    if (run < windowM * 0.9) continue;
    worst = Math.max(worst, Math.abs((route.ele[i] ?? 0) - (route.ele[j] ?? 0)) / run);
  }
  return worst;
}

function maxTurn(route: Route, fromM: number, toM: number): number {
  let worst = 0;
  for (let i = 1; i < route.dist.length; i++) {
    if ((route.dist[i] ?? 0) < fromM || (route.dist[i] ?? 0) > toM) continue;
    let d = Math.abs((route.heading[i] ?? 0) - (route.heading[i - 1] ?? 0));
    if (d > Math.PI) d = 2 * Math.PI - d;
    worst = Math.max(worst, d);
  }
  return worst;
}

describe('buildCityRoute', () => {
  const terrain = cityTerrain(zurich);
  const sector = zurich.landSector;

  it('builds a loop of the requested length that returns to its start without sharp kinks', () => {
    for (const seed of [1, 2, 3]) {
      const r = buildCityRoute(createRng(seed), terrain, {
        kind: 'loop',
        lengthM: 10_000,
        startX: 100,
        startY: -50,
        sector,
      });
      expect(r.length).toBeCloseTo(10_000, -1);
      expect(r.x[0]).toBeCloseTo(100, 6);
      expect(r.x[r.x.length - 1]).toBeCloseTo(100, 6);
      expect(r.y[r.y.length - 1]).toBeCloseTo(-50, 6);
      expect(r.highlightM).toBeNull();
      expect(maxTurn(r, 50, r.length - 50)).toBeLessThan(Math.PI / 2);
    }
  });

  it('builds an out-and-back that retraces itself and turns at half way', () => {
    const r = buildCityRoute(createRng(9), terrain, {
      kind: 'out-and-back',
      lengthM: 8000,
      startX: 0,
      startY: 0,
      sector,
    });
    const n = r.x.length;
    expect(r.length).toBeCloseTo(8000, -1);
    for (let i = 0; i < n; i += 17) expect(r.x[i]).toBeCloseTo(r.x[n - 1 - i] ?? Number.NaN, 6);
    expect(r.highlightM).toBeCloseTo(4000, -1);
  });

  it('heads into the land sector (no loop across the lake)', () => {
    // Zürich's sector is 240..400 degrees: routes stay west and north of the start.
    for (const seed of [4, 5, 6, 7]) {
      const r = buildCityRoute(createRng(seed), terrain, {
        kind: 'out-and-back',
        lengthM: 20_000,
        startX: 0,
        startY: 0,
        sector,
      });
      const mid = Math.floor(r.x.length / 2);
      const bearing = (Math.atan2(r.x[mid] ?? 0, r.y[mid] ?? 0) * 180) / Math.PI;
      const inSector = (bearing + 360) % 360 >= 200 || (bearing + 360) % 360 <= 70;
      expect(inSector, `bearing ${bearing}`).toBe(true);
    }
  });

  it('carries smooth grades from the terrain', () => {
    const r = buildCityRoute(createRng(11), terrain, {
      kind: 'loop',
      lengthM: 15_000,
      startX: 0,
      startY: 0,
      sector,
    });
    expect(Math.max(...r.grade.map(Math.abs))).toBeLessThan(0.2);
    expect(r.ele.every((e) => e > 300 && e < 1000)).toBe(true);
  });
});

describe('buildSummitRoute', () => {
  const mountain = zurich.mountain;
  const terrain = mountainTerrain(mountain);

  it('places the trailhead where the massif is the wanted climb below the summit', () => {
    const r0 = trailheadDistance(mountain, 1200);
    expect(mountain.summitEleM - mountain.valleyEleM - massifHeight(mountain, r0)).toBeCloseTo(1200, 6);
    expect(terrain(0, 0)).toBeCloseTo(mountain.summitEleM, 6);
  });

  for (const kind of ['out-and-back', 'loop'] as const) {
    it(`builds a ${kind} from a trailhead over the summit of about the wanted length`, () => {
      for (const seed of [1, 2, 3]) {
        const climbM = 800 + seed * 200;
        const r = buildSummitRoute(createRng(seed), mountain, { kind, climbM, lengthM: 14_000 });
        expect(r.length / 14_000).toBeGreaterThan(0.97);
        expect(r.length / 14_000).toBeLessThan(1.03);
        const summit = r.dist.indexOf(r.highlightM ?? -1);
        expect(summit).toBeGreaterThan(0);
        expect(Math.hypot(r.x[summit] ?? 1, r.y[summit] ?? 1)).toBeLessThan(1);
        expect(r.ele[summit]).toBeCloseTo(mountain.summitEleM, 0);
        // Climb from the trailhead within the terrain ripples (their amplitudes sum to ~110 m).
        expect(Math.abs((r.ele[summit] ?? 0) - (r.ele[0] ?? 0) - climbM)).toBeLessThan(120);
        expect(r.x[r.x.length - 1]).toBeCloseTo(r.x[0] ?? Number.NaN, 6);
      }
    });
  }

  it('climbs in switchbacks a hiker walks: at most ~25% over any 500 m, on every demo mountain', () => {
    for (const city of CITIES) {
      const m = city.mountain;
      const relief = m.summitEleM - m.valleyEleM;
      for (const kind of ['out-and-back', 'loop'] as const) {
        for (const seed of [1, 2, 3]) {
          const climbM = Math.min(800 + seed * 200, 0.92 * relief);
          const r = buildSummitRoute(createRng(seed), m, { kind, climbM, lengthM: 12_000 });
          // Straight up the massif would be 40-70% on its steepest flank (its ridges included).
          expect(steepest(r, 1000), `${m.name} ${kind} ${seed}`).toBeLessThan(TRAIL_MAX_GRADE + 0.04);
          expect(steepest(r, 500), `${m.name} ${kind} ${seed}`).toBeLessThan(0.25);
          expect(steepest(r, 100), `${m.name} ${kind} ${seed}`).toBeLessThan(0.4);
        }
      }
    }
  });
});
