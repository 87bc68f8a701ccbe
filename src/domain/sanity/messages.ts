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

/** A GPX file of planned routes only: the app keeps it, but it is not where the person has been. */
export function routeFlag(): SanityFlag {
  return {
    code: 'route',
    message:
      'Built from the planned routes of a file without a recorded track: shown on the map, but it visits no explorer tiles.',
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
