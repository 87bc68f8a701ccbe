/**
 * The places a file marks (GPX <wpt>), for drawing on an activity's map. FIT and TCX files carry
 * none here. A data logger's file is cut into parts (sanity/logger-split.ts), and each part shows
 * only the places that belong to it:
 * - a waypoint with a time belongs to the part when its time lies within the part's start and end,
 *   widened by PART_TIME_MARGIN_MS on each side (a mark set just before starting or after stopping);
 * - a waypoint without a time belongs to it when it lies within the part's bounds widened by
 *   PART_BOUNDS_MARGIN_DEG on each side (about 2 km).
 * Waypoints with a position that is not finite or off the globe are left out.
 */
import { GpxParseError, type Waypoint } from '../track/types';
import type { Bounds } from '../stats/types';
import { detectFormat, isGzip } from './detect';
import { parseActivity } from './parse-activity';

export const PART_TIME_MARGIN_MS = 60 * 60 * 1000;
export const PART_BOUNDS_MARGIN_DEG = 0.02;
/** More waypoints than this are not drawn (a file of thousands of POIs is a map layer, not marks). */
export const MAX_WAYPOINTS = 500;

export interface PartWindow {
  startTime: number | null;
  endTime: number | null;
  bounds: Bounds | null;
}

const onGlobe = (w: Waypoint): boolean =>
  Number.isFinite(w.lat) && Number.isFinite(w.lon) && Math.abs(w.lat) <= 90 && Math.abs(w.lon) <= 180;

/** The waypoints of a file's (unzipped) bytes; [] for formats without them. Throws on unreadable bytes. */
export function readWaypoints(bytes: Uint8Array, fileName = ''): Waypoint[] {
  if (isGzip(bytes)) throw new GpxParseError('The file is still gzip-compressed: unpack it first');
  if (detectFormat(bytes, fileName) !== 'gpx') return [];
  return (parseActivity(bytes, fileName).waypoints ?? []).filter(onGlobe).slice(0, MAX_WAYPOINTS);
}

function withinBounds(w: Waypoint, b: Bounds | null): boolean {
  if (b === null) return false;
  const m = PART_BOUNDS_MARGIN_DEG;
  return w.lat >= b.minLat - m && w.lat <= b.maxLat + m && w.lon >= b.minLon - m && w.lon <= b.maxLon + m;
}

/** The waypoints that belong to one part of a logger's file (rules above). */
export function waypointsOfPart(waypoints: readonly Waypoint[], part: PartWindow): Waypoint[] {
  const { startTime, endTime } = part;
  return waypoints.filter((w) => {
    if (w.time !== null && startTime !== null && endTime !== null) {
      return w.time >= startTime - PART_TIME_MARGIN_MS && w.time <= endTime + PART_TIME_MARGIN_MS;
    }
    return withinBounds(w, part.bounds);
  });
}
