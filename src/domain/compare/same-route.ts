/**
 * "Same route": does an activity follow the same route as a reference activity?
 *
 * Definition: on their simplified paths (series/path.ts), projected to local metres
 * (route-geometry.ts), a candidate follows the reference's route when
 *   1. its start and its end each lie within startEndToleranceM of the reference's;
 *   2. (its length is within lengthRatioTolerance of the reference's: checked on the statistics'
 *      distance by route-candidates.ts, which discounts GPS jitter; a path's length does not);
 *   3. every one of its sample points lies within pathToleranceM of the reference path (a quick
 *      nearest-path test on a flatbush index of the reference's segments), and
 *   4. the discrete Fréchet distance (frechet.ts) between the two paths, both sampled every
 *      `spacing` metres, is at most pathToleranceM + spacing / 2 (sampling can add up to half a
 *      spacing). This is what tells the direction and order apart: the same loop ridden the
 *      other way round passes 1–3 but not 4.
 * spacing = max(pathToleranceM / 4, reference length / MAX_ROUTE_SAMPLES).
 */
import Flatbush from 'flatbush';
import type { SimplifiedPath } from '../series/types';
import { discreteFrechet } from './frechet';
import {
  firstVertex,
  localProjection,
  pointSegmentDistance,
  polylineLength,
  projectPath,
  resampleEvenly,
  type LocalProjection,
} from './route-geometry';
import type { RouteMatch } from './types';

export interface SameRouteTolerances {
  /** Largest distance between the two starts, and between the two ends, metres. */
  startEndToleranceM: number;
  /** Largest distance of the path from the reference path (and Fréchet distance), metres. */
  pathToleranceM: number;
  /** Largest relative difference of the distances (0.15: within ±15 %), see route-candidates.ts. */
  lengthRatioTolerance: number;
}

/**
 * Defaults: a watch started at the other end of a car park (150 m), GPS error and the other side
 * of a road or a short detour round roadworks (100 m), a few hundred metres of warm-up (15 %).
 */
export const SAME_ROUTE_TOLERANCES: SameRouteTolerances = {
  startEndToleranceM: 150,
  pathToleranceM: 100,
  lengthRatioTolerance: 0.15,
};
/** Most sample points per path for the Fréchet test (its cost is the product of the two counts). */
export const MAX_ROUTE_SAMPLES = 1000;

/** The reference route prepared once for many candidates. */
export interface PreparedRoute {
  projection: LocalProjection;
  vertices: Float64Array;
  lengthM: number;
  spacingM: number;
  samples: Float64Array;
  index: Flatbush | null;
  tolerances: SameRouteTolerances;
}

export function prepareRoute(
  path: SimplifiedPath,
  tolerances: SameRouteTolerances = SAME_ROUTE_TOLERANCES,
): PreparedRoute | null {
  const first = firstVertex(path);
  if (!first) return null;
  const projection = localProjection(first[1], first[0]);
  const vertices = projectPath(path, projection);
  const lengthM = polylineLength(vertices);
  const spacingM = Math.max(tolerances.pathToleranceM / 4, lengthM / MAX_ROUTE_SAMPLES);
  const segments = (vertices.length >> 1) - 1;
  let index: Flatbush | null = null;
  if (segments > 0) {
    index = new Flatbush(segments);
    for (let s = 0; s < segments; s++) {
      const ax = vertices[2 * s]!,
        ay = vertices[2 * s + 1]!,
        bx = vertices[2 * s + 2]!,
        by = vertices[2 * s + 3]!;
      index.add(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by));
    }
    index.finish();
  }
  return {
    projection,
    vertices,
    lengthM,
    spacingM,
    samples: resampleEvenly(vertices, spacingM),
    index,
    tolerances,
  };
}

/** Distance between vertex i of a and vertex j of b (interleaved xy). */
function vertexDistance(a: Float64Array, i: number, b: Float64Array, j: number): number {
  return Math.hypot(a[2 * i]! - b[2 * j]!, a[2 * i + 1]! - b[2 * j + 1]!);
}

/** True when every point of `samples` lies within `tolerance` of the reference path (test 3). */
function staysNearPath(route: PreparedRoute, samples: Float64Array, tolerance: number): boolean {
  const { index, vertices } = route;
  if (!index) return false;
  for (let k = 0; k + 1 < samples.length; k += 2) {
    const px = samples[k]!;
    const py = samples[k + 1]!;
    const near = index.collides(
      px - tolerance,
      py - tolerance,
      px + tolerance,
      py + tolerance,
      (s) =>
        pointSegmentDistance(
          px,
          py,
          vertices[2 * s]!,
          vertices[2 * s + 1]!,
          vertices[2 * s + 2]!,
          vertices[2 * s + 3]!,
        ) <= tolerance,
    );
    if (!near) return false;
  }
  return true;
}

/** The Fréchet distance when `candidate` follows the reference route (definition above), else null. */
export function matchRoute(route: PreparedRoute, candidate: SimplifiedPath): number | null {
  const { startEndToleranceM, pathToleranceM } = route.tolerances;
  const vertices = projectPath(candidate, route.projection);
  const last = (vertices.length >> 1) - 1;
  const refLast = (route.vertices.length >> 1) - 1;
  if (last < 1 || refLast < 1) return null;
  if (vertexDistance(vertices, 0, route.vertices, 0) > startEndToleranceM) return null;
  if (vertexDistance(vertices, last, route.vertices, refLast) > startEndToleranceM) return null;
  const samples = resampleEvenly(vertices, route.spacingM);
  if (!staysNearPath(route, samples, pathToleranceM)) return null;
  const limit = pathToleranceM + route.spacingM / 2;
  const frechet = discreteFrechet(route.samples, samples, limit);
  return Number.isFinite(frechet) ? frechet : null;
}

/**
 * The candidates that follow the reference's route, closest first (by Fréchet distance, then id).
 * A reference without a usable path matches nothing.
 */
export function findSameRoute(
  reference: SimplifiedPath,
  candidates: readonly { id: string; path: SimplifiedPath }[],
  tolerances: SameRouteTolerances = SAME_ROUTE_TOLERANCES,
): RouteMatch[] {
  const route = prepareRoute(reference, tolerances);
  if (!route) return [];
  const matches: RouteMatch[] = [];
  for (const { id, path } of candidates) {
    const frechetM = matchRoute(route, path);
    if (frechetM !== null) matches.push({ id, frechetM });
  }
  return matches.sort((a, b) => a.frechetM - b.frechetM || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
