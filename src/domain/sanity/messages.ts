/** The sentences of the sanity rules, one place so the activity page and the import report agree. */
import type { ParsedActivity } from '../formats/types';
import type { ParsedGpx } from '../track/types';
import { MAX_ELEVATION_M, MIN_ELEVATION_M } from './rules';
import type { LoggerPart, SanityFlag } from './types';

export function elevationFlag(masked: number): SanityFlag {
  const samples = masked === 1 ? '1 elevation sample' : `${masked} elevation samples`;
  return {
    code: 'elevation',
    message: `${samples} outside ${MIN_ELEVATION_M} to ${MAX_ELEVATION_M.toLocaleString('en-US')} m counted as missing.`,
  };
}

export function partFlag(part: LoggerPart): SanityFlag {
  return {
    code: 'part',
    message: `Part ${part.index} of ${part.count} of a data logger's file: its recordings span more than two days with gaps of over 6 hours, so each stretch is its own activity.`,
  };
}

/** How the reason for a file without a track starts: the import reports such a file as skipped. */
export const NO_TRACK_PREFIX = 'No track:';

/**
 * Why a file without track points is not an activity (process-activity.ts throws it as the file's
 * one-line error, so the import report says it and carries on with the next file).
 */
export function noTrackReason(input: ParsedGpx | ParsedActivity): string {
  const waypoints = input.waypoints?.length ?? 0;
  if (waypoints > 0) {
    const places = waypoints === 1 ? '1 waypoint' : `${waypoints} waypoints`;
    return `${NO_TRACK_PREFIX} the file holds only ${places} (places, not an activity), so it was skipped`;
  }
  return `${NO_TRACK_PREFIX} the file has no track points, so it was skipped`;
}

/** Why a file is a route, not an activity (sanity/history.ts): what it holds. */
export type RouteReason = 'gpx-routes' | 'fit-course' | 'no-times';

const ROUTE_WHAT: Record<RouteReason, string> = {
  'gpx-routes': 'A planned route (the file has routes but no recorded track)',
  'fit-course': 'A FIT course (a planned route, not a recording)',
  'no-times': 'A track without a single time (a drawn or exported route, not a recording)',
};

/**
 * A route: the app keeps it, lists and maps it with the routes, but it is not where or when the
 * person went, so it counts in no total, record, heatmap, explorer tile, Eddington or review.
 */
export function routeFlag(reason: RouteReason): SanityFlag {
  return {
    code: 'route',
    message: `${ROUTE_WHAT[reason]}: kept as a route, shown on its own list and map, counted in no total, record, heatmap, explorer tile or review. You can turn it into an activity.`,
  };
}

/** A virtual activity (Zwift and the like): its positions are a game world's. */
export function virtualFlag(): SanityFlag {
  return {
    code: 'virtual',
    message:
      "A virtual activity: its positions are a game world's, so it paints no heat and visits no explorer tiles.",
  };
}
