/**
 * A cheap test that rejects most (segment, track) pairs before the precise check (match.ts) projects
 * the whole track: an effort crosses the start line within START_RADIUS_M of the segment's start
 * and the end line within END_RADIUS_M of its end (match.ts passes both radii), so some step of the track (the straight line
 * between two consecutive points) passes through the box around the start, and some step through
 * the box around the end.
 *
 * Definition: trackMayPass is true when the bounding box of at least one step meets the start box
 * (the start point +- START_RADIUS_M + NEAR_SLACK_M, north-south and east-west) and at least one
 * meets the end box likewise. A step whose crossing lies within the radius has that crossing in its
 * own bounding box, so no effort is ever rejected; the slack covers the difference between these
 * degree boxes and the matcher's plane (prepare.ts). Longitudes are compared across the 180th
 * meridian (lonDelta). Points without a position (NaN) never meet a box.
 */
import { METRES_PER_DEGREE, cosLatitude } from '../geo';
import type { TrackData } from '../track/types';
import { lonDelta, type PreparedSegment } from './prepare';

/** Added to the start and end radii so the boxes hold every crossing the matcher accepts, metres. */
export const NEAR_SLACK_M = 5;

/** Whether a step of the track meets the box of half-size radiusM around (lat, lon). */
function stepMeetsBox(track: TrackData, lat: number, lon: number, radiusM: number): boolean {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLon = dLat / Math.max(0.01, cosLatitude(lat));
  const la = track.lat;
  const lo = track.lon;
  const n = track.length;
  if (n === 0) return false;
  let y0 = la[0]! - lat;
  let x0 = lonDelta(lo[0]!, lon);
  if (n === 1) return Math.abs(y0) <= dLat && Math.abs(x0) <= dLon;
  for (let i = 1; i < n; i++) {
    const y1 = la[i]! - lat;
    const x1 = lonDelta(lo[i]!, lon);
    // The step's box meets the target box on both axes (NaN fails every comparison).
    if (
      (y0 <= dLat || y1 <= dLat) &&
      (y0 >= -dLat || y1 >= -dLat) &&
      (x0 <= dLon || x1 <= dLon) &&
      (x0 >= -dLon || x1 >= -dLon)
    )
      return true;
    y0 = y1;
    x0 = x1;
  }
  return false;
}

/** Whether the track may hold an effort on the segment (definition above). */
export function trackMayPass(
  seg: PreparedSegment,
  track: TrackData,
  startRadiusM: number,
  endRadiusM: number,
): boolean {
  const last = seg.x.length - 1;
  const endLat = seg.lat0 + seg.y[last]! / seg.ky;
  const endLon = seg.lon0 + seg.x[last]! / seg.kx;
  return (
    stepMeetsBox(track, seg.lat0, seg.lon0, startRadiusM + NEAR_SLACK_M) &&
    stepMeetsBox(track, endLat, endLon, endRadiusM + NEAR_SLACK_M)
  );
}
