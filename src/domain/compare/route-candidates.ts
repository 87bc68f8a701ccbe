/**
 * Cheap first pass of "same route" over the summaries (no path read): the activities that could
 * follow the reference's route. Only these have their paths read and matched (same-route.ts).
 *
 * Definition: another activity is a candidate when its start lies within startEndToleranceM of
 * the reference's start, its distance is within lengthRatioTolerance of the reference's, and each
 * edge of its bounds lies within pathToleranceM + BOUNDS_SLACK_M of the reference's edge (a path
 * within pathToleranceM of another has its bounds that close; the slack covers the difference
 * between the raw track's bounds and the simplified path's).
 */
import { haversineM, METRES_PER_DEGREE } from '../geo';
import type { Bounds, TrackSummary } from '../stats/types';
import { SAME_ROUTE_TOLERANCES, type SameRouteTolerances } from './same-route';

/** Extra room for bounds edges, metres (raw GPS points stray beyond the simplified path). */
export const BOUNDS_SLACK_M = 50;

/** The summary fields the first pass reads. */
export type RouteSummary = Pick<TrackSummary, 'id' | 'startLat' | 'startLon' | 'distanceM' | 'bounds'>;

function boundsClose(a: Bounds, b: Bounds, toleranceM: number): boolean {
  const kx = Math.cos((((a.minLat + a.maxLat) / 2) * Math.PI) / 180) * METRES_PER_DEGREE;
  const lonDiff = (x: number, y: number) => {
    const d = Math.abs(x - y) % 360;
    return Math.min(d, 360 - d);
  };
  return (
    Math.abs(a.minLat - b.minLat) * METRES_PER_DEGREE <= toleranceM &&
    Math.abs(a.maxLat - b.maxLat) * METRES_PER_DEGREE <= toleranceM &&
    lonDiff(a.minLon, b.minLon) * kx <= toleranceM &&
    lonDiff(a.maxLon, b.maxLon) * kx <= toleranceM
  );
}

/** Ids of the activities that may follow the reference's route (definition above), in input order. */
export function sameRouteCandidates(
  reference: RouteSummary,
  summaries: readonly RouteSummary[],
  tolerances: SameRouteTolerances = SAME_ROUTE_TOLERANCES,
): string[] {
  const { startLat, startLon, bounds, distanceM } = reference;
  if (startLat === null || startLon === null || bounds === null || !(distanceM > 0)) return [];
  const edgeTolerance = tolerances.pathToleranceM + BOUNDS_SLACK_M;
  const out: string[] = [];
  for (const s of summaries) {
    if (s.id === reference.id || s.startLat === null || s.startLon === null || s.bounds === null) continue;
    if (Math.abs(s.distanceM - distanceM) > tolerances.lengthRatioTolerance * distanceM) continue;
    if (haversineM(startLat, startLon, s.startLat, s.startLon) > tolerances.startEndToleranceM) continue;
    if (!boundsClose(bounds, s.bounds, edgeTolerance)) continue;
    out.push(s.id);
  }
  return out;
}
