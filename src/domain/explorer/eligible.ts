/**
 * Which activities visit explorer tiles.
 *
 * Definition: every activity with a map line, except those whose line is not where the person has
 * been, known from their sanity flags (domain/sanity/messages.ts):
 * - 'route': built from a GPX file's planned routes (the file had no recorded track);
 * - 'virtual': a virtual activity (Zwift and the like), whose positions are a game world's.
 * Routes and waypoints of a file that has a track are never part of its line (domain/series/path.ts).
 * Nor does anything that counts in nothing (sanity/history.ts): a route (kind 'route', also a
 * timeless track or a FIT course) or an activity the person excluded.
 */
import { countsInHistory } from '../sanity/history';
import type { ActivityKind } from '../stats/types';
import type { SanityCode, SanityFlag } from '../sanity/types';

/** Flags that keep an activity out of the explorer. */
export const EXPLORER_EXCLUDED_FLAGS: readonly SanityCode[] = ['route', 'virtual'];

export function visitsExplorerTiles(activity: {
  flags: readonly SanityFlag[];
  kind: ActivityKind;
  excluded: boolean;
}): boolean {
  return countsInHistory(activity) && !activity.flags.some((f) => EXPLORER_EXCLUDED_FLAGS.includes(f.code));
}
