/**
 * "Same route": the activities that follow the baseline's route. A cheap first pass over the
 * summaries (start, distance, extent: domain/compare/route-candidates.ts) picks the candidates;
 * only their simplified paths are read and matched, in the worker (same-route.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sameRouteCandidates } from '../../domain/compare/route-candidates';
import type { RouteMatch } from '../../domain/compare/types';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';
import { useWorkers } from '../../lib/workers-context';

/** Most candidates whose paths are read and matched in one search (closest starts first). */
export const MAX_ROUTE_CANDIDATES = 500;

export interface SameRouteResult {
  /** How many activities passed the first pass and were matched on their paths. */
  checked: number;
  matches: RouteMatch[];
}

export function useSameRoute() {
  const store = useTrackStore();
  const runner = useWorkers().compare;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reference: TrackSummary): Promise<SameRouteResult> => {
      const all = await queryClient.ensureQueryData(summariesQuery(store));
      const candidates = sameRouteCandidates(reference, all).slice(0, MAX_ROUTE_CANDIDATES);
      if (candidates.length === 0) return { checked: 0, matches: [] };
      const paths = await store.getPaths([reference.id, ...candidates]);
      const path = paths.get(reference.id);
      if (!path) throw new Error('The path of this activity is not stored, so its route cannot be matched.');
      const withPaths = candidates.flatMap((id) => {
        const p = paths.get(id);
        return p ? [{ id, path: p }] : [];
      });
      return { checked: withPaths.length, matches: await runner.matchRoutes(path, withPaths) };
    },
  });
}
