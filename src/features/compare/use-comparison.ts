/**
 * Everything a comparison reads, through TanStack Query: the summaries of the ids in the URL, and
 * for the ones stored, their profiles resampled onto one grid in the worker, and their paths.
 *
 *   ['tracks', 'compare', axis, [ids in set order]]   the worker's CompareResult
 *
 * (under 'tracks', so an import, edit or delete refreshes it like everything read from the store).
 */
import {
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CompareAxis, CompareResult } from '../../domain/compare/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { TrackStore } from '../../data/track-store';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery, profilesQuery, summaryQuery, trackKeys } from '../../lib/track-queries';
import type { CompareRunner } from '../../workers/compare/client';
import { useWorkers } from '../../lib/workers-context';

export const compareKey = (axis: CompareAxis, ids: readonly string[]) =>
  [...trackKeys.all, 'compare', axis, [...ids]] as const;

export const compareQuery = (
  store: TrackStore,
  runner: CompareRunner,
  queryClient: QueryClient,
  ids: readonly string[],
  axis: CompareAxis,
) =>
  queryOptions({
    queryKey: compareKey(axis, ids),
    queryFn: async ({ signal }): Promise<CompareResult> => {
      const profiles = await queryClient.ensureQueryData(profilesQuery(store, ids));
      return runner.compare(
        ids.map((id) => profiles.get(id) ?? null),
        axis,
        signal,
      );
    },
    structuralSharing: false,
  });

export interface SummariesOfSet {
  /** Summaries of the ids found, in URL order. */
  found: TrackSummary[];
  /** Ids of the URL that are not stored here. */
  missing: string[];
  pending: boolean;
  error: Error | null;
}

/** The summaries of the ids in the URL, one small read each. */
export function useSetSummaries(ids: readonly string[]): SummariesOfSet {
  const store = useTrackStore();
  // A stable combine: re-run only when a result changes, so `found` keeps its identity.
  const combine = useCallback(
    (results: UseQueryResult<TrackSummary | null>[]): SummariesOfSet => {
      const found: TrackSummary[] = [];
      const missing: string[] = [];
      results.forEach((r, k) => {
        if (r.data) found.push(r.data);
        else if (r.data === null) missing.push(ids[k]!);
      });
      return {
        found,
        missing,
        pending: results.some((r) => r.isPending),
        error: results.find((r) => r.error)?.error ?? null,
      };
    },
    [ids],
  );
  return useQueries({ queries: ids.map((id) => summaryQuery(store, id)), combine });
}

/** The worker's comparison of the stored set on this axis. */
export function useCompareResult(ids: readonly string[], axis: CompareAxis, enabled: boolean) {
  const store = useTrackStore();
  const runner = useWorkers().compare;
  const queryClient = useQueryClient();
  return useQuery({
    ...compareQuery(store, runner, queryClient, ids, axis),
    enabled: enabled && ids.length > 0,
  });
}

/** Simplified paths of the set, for the map. */
export function useSetPaths(ids: readonly string[], enabled: boolean) {
  const store = useTrackStore();
  return useQuery({ ...pathsQuery(store, ids), enabled: enabled && ids.length > 0 });
}
