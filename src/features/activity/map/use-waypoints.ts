/**
 * The places the activity's original file marks (GPX waypoints), read from the stored original in
 * the import worker (domain/formats/waypoints.ts); a data logger's part keeps only its own. FIT and TCX
 * originals have none, so they are not read. A missing original gives no waypoints, never an error
 * on the page: the map shows the track either way.
 */
import { useQuery } from '@tanstack/react-query';
import { formatFromName } from '../../../domain/formats/detect';
import { waypointsOfPart } from '../../../domain/formats/waypoints';
import type { Waypoint } from '../../../domain/track/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { useTrackStore } from '../../../lib/store-context';
import { trackKeys } from '../../../lib/track-queries';
import { useWorkers } from '../../../lib/workers-context';

const NONE: readonly Waypoint[] = [];

/** Whether the file may hold waypoints: GPX, or a name that does not say (the content decides). */
const mayHoldWaypoints = (fileName: string) => {
  const format = formatFromName(fileName);
  return format === null || format === 'gpx';
};

export function useWaypoints(summary: TrackSummary): readonly Waypoint[] {
  const store = useTrackStore();
  const workers = useWorkers();
  const query = useQuery({
    queryKey: trackKeys.waypoints(summary.id),
    enabled: mayHoldWaypoints(summary.fileName),
    staleTime: Infinity,
    queryFn: async (): Promise<Waypoint[]> => {
      const original = await store.getOriginal(summary.id);
      if (!original) return [];
      // The pool transfers the bytes it is given: hand it a copy, the store's may be cached.
      const all = await workers.gpx.waypoints(original.bytes.slice(), original.fileName);
      if (!summary.part) return all;
      const start = summary.startTime;
      const end = start !== null && summary.elapsedS !== null ? start + summary.elapsedS * 1000 : null;
      return waypointsOfPart(all, { startTime: start, endTime: end, bounds: summary.bounds });
    },
  });
  return query.data ?? NONE;
}
