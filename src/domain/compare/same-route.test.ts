import { describe, expect, it } from 'vitest';
import { deriveViewProducts } from '../series/view-products';
import type { SimplifiedPath } from '../series/types';
import { discreteFrechet } from './frechet';
import { generateActivity, legsRoute, loopRoute, type LatLon } from './generated-routes';
import { sameRouteCandidates, type RouteSummary } from './route-candidates';
import { polylineLength, resampleEvenly } from './route-geometry';
import { findSameRoute, matchRoute, prepareRoute } from './same-route';

const T0 = Date.UTC(2025, 4, 1, 7, 0, 0);
const CENTRE: LatLon = [45.5, 6.2];

function pathOf(route: readonly LatLon[], seed: number, speedMps = 3, noiseM = 5): SimplifiedPath {
  return deriveViewProducts(generateActivity(route, { startMs: T0, speedMps, noiseM, seed })).path;
}

describe('discreteFrechet', () => {
  const a = Float64Array.of(0, 0, 1, 0, 2, 0);
  it('is the largest leash two forward walkers need', () => {
    expect(discreteFrechet(a, Float64Array.of(0, 1, 1, 1, 2, 1))).toBe(1);
    expect(discreteFrechet(a, Float64Array.of(0, 0, 2, 0))).toBe(1);
    // The same points the other way round: both ends are 2 apart.
    expect(discreteFrechet(a, Float64Array.of(2, 0, 1, 0, 0, 0))).toBe(2);
  });

  it('stops early above the limit', () => {
    expect(discreteFrechet(a, Float64Array.of(2, 0, 1, 0, 0, 0), 1.5)).toBe(Infinity);
    expect(discreteFrechet(a, new Float64Array(0))).toBe(Infinity);
  });
});

describe('resampleEvenly', () => {
  it('puts points every spacing along the line, keeping both ends', () => {
    const line = Float64Array.of(0, 0, 25, 0, 25, 20);
    expect(polylineLength(line)).toBe(45);
    expect(Array.from(resampleEvenly(line, 10))).toEqual([0, 0, 10, 0, 20, 0, 25, 5, 25, 15, 25, 20]);
  });
});

describe('same route on generated tracks', () => {
  const loop = loopRoute(CENTRE, 1500);
  const reference = pathOf(loop, 1);

  it('matches the same loop recorded on another day (other noise, other pace)', () => {
    const route = prepareRoute(reference)!;
    const again = matchRoute(route, pathOf(loop, 2, 3.6, 8));
    expect(again).not.toBeNull();
    expect(again!).toBeLessThan(60);
  });

  it('does not match the same loop ridden the other way round', () => {
    const reversed = [...loop].reverse();
    expect(matchRoute(prepareRoute(reference)!, pathOf(reversed, 3))).toBeNull();
  });

  it('does not match a point-to-point route reversed (start and end swapped)', () => {
    const there = legsRoute(CENTRE, [
      { bearingDeg: 90, legM: 2000 },
      { bearingDeg: 0, legM: 1500 },
    ]);
    const route = prepareRoute(pathOf(there, 4))!;
    expect(matchRoute(route, pathOf(there, 5))).not.toBeNull();
    expect(matchRoute(route, pathOf([...there].reverse(), 6))).toBeNull();
  });

  it('does not match a different route with the same start, end and length', () => {
    // East then north versus north then east and back west and east again: same ends, same 5 km.
    const south = legsRoute(CENTRE, [
      { bearingDeg: 90, legM: 2000 },
      { bearingDeg: 0, legM: 1000 },
      { bearingDeg: 270, legM: 2000 },
    ]);
    const north = legsRoute(CENTRE, [
      { bearingDeg: 0, legM: 1000 },
      { bearingDeg: 90, legM: 2000 },
      { bearingDeg: 270, legM: 2000 },
    ]);
    expect(matchRoute(prepareRoute(pathOf(south, 7))!, pathOf(north, 8))).toBeNull();
  });

  it('findSameRoute keeps the matches only, closest first', () => {
    const candidates = [
      { id: 'noisy', path: pathOf(loop, 9, 3, 15) },
      { id: 'reversed', path: pathOf([...loop].reverse(), 10) },
      { id: 'clean', path: pathOf(loop, 11, 3, 1) },
      { id: 'bigger', path: pathOf(loopRoute(CENTRE, 1800), 12) },
      { id: 'empty', path: { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) } },
    ];
    const found = findSameRoute(reference, candidates);
    expect(found.map((m) => m.id)).toEqual(['clean', 'noisy']);
    expect(found[0]!.frechetM).toBeLessThanOrEqual(found[1]!.frechetM);
  });
});

describe('sameRouteCandidates', () => {
  const bounds = { minLat: 45.5, maxLat: 45.52, minLon: 6.2, maxLon: 6.23 };
  const ref: RouteSummary = { id: 'ref', startLat: 45.5, startLon: 6.2, distanceM: 5000, bounds };
  const like = (id: string, patch: Partial<RouteSummary>): RouteSummary => ({ ...ref, id, ...patch });

  it('keeps activities starting nearby with a similar length and extent', () => {
    const ids = sameRouteCandidates(ref, [
      ref,
      like('near', { startLat: 45.5005, distanceM: 5400 }),
      like('far-start', { startLat: 45.51 }),
      like('too-long', { distanceM: 6000 }),
      like('wider', { bounds: { ...bounds, maxLon: 6.25 } }),
      like('no-start', { startLat: null }),
      like('no-bounds', { bounds: null }),
    ]);
    expect(ids).toEqual(['near']);
  });

  it('finds nothing for a reference without a start', () => {
    expect(sameRouteCandidates({ ...ref, startLat: null }, [like('near', {})])).toEqual([]);
  });
});
