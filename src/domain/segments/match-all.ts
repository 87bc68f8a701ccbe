/**
 * Matching one segment against a whole history.
 *
 * Candidates: activities whose bounds (TrackSummary.bounds) contain both the segment's start and
 * its end, widened by START_RADIUS_M / END_RADIUS_M (an effort must cross both lines within those
 * radii, so an activity whose bounds miss either cannot hold one). The precise check
 * (matchSegment) then runs on each candidate's full track.
 *
 * In the app the precise check runs in the segments worker (src/workers/segments), and a new
 * import meets only the segments a Flatbush index over their boxes offers (segment-index.ts).
 */
import { METRES_PER_DEGREE, cosLatitude } from '../geo';
import type { TrackData } from '../track/types';
import type { Bounds, TrackSummary } from '../stats/types';
import { matchSegment } from './effort-figures';
import { END_RADIUS_M, START_RADIUS_M } from './match';
import { prepareSegment } from './prepare';
import { toEffort } from './rank';
import type { Segment, SegmentEffort } from './types';

function contains(b: Bounds, lat: number, lon: number, radiusM: number): boolean {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLon = radiusM / (METRES_PER_DEGREE * Math.max(0.01, cosLatitude(lat)));
  if (lat < b.minLat - dLat || lat > b.maxLat + dLat) return false;
  // minLon > maxLon: the bounds cross the 180th meridian.
  return b.minLon <= b.maxLon
    ? lon >= b.minLon - dLon && lon <= b.maxLon + dLon
    : lon >= b.minLon - dLon || lon <= b.maxLon + dLon;
}

/** Whether an activity with these bounds may hold an effort on the segment (definition above). */
export function boundsMayHold(segment: Segment, b: Bounds | null): boolean {
  const { lat, lon } = segment.points;
  const n = lat.length - 1;
  return (
    b !== null &&
    n >= 1 &&
    contains(b, lat[0]!, lon[0]!, START_RADIUS_M) &&
    contains(b, lat[n]!, lon[n]!, END_RADIUS_M)
  );
}

/** Ids of the activities that may hold an effort on the segment (definition above). */
export function candidateActivities(segment: Segment, summaries: readonly TrackSummary[]): string[] {
  return summaries.filter((s) => boundsMayHold(segment, s.bounds)).map((s) => s.id);
}

/** The efforts on each of these segments in one activity (an import). */
export function effortsInActivity(
  segments: readonly Segment[],
  summary: TrackSummary,
  track: TrackData,
): SegmentEffort[] {
  const candidates = segments.filter((s) => candidateActivities(s, [summary]).length > 0);
  return candidates.flatMap((s) =>
    matchSegment(prepareSegment(s), track).map((m) => toEffort(m, s.id, summary)),
  );
}
