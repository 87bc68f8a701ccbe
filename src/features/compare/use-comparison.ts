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
import { useCallback, useMemo } from 'react';
import { cropFigures, cropPath, cropProfile, formatCrops, type CropRange } from '../../domain/compare/crop';
import type { ChartProfile } from '../../domain/series/types';
import type { CompareAxis, CompareResult } from '../../domain/compare/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { TrackStore } from '../../data';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery, profilesQuery, summaryQuery, trackKeys } from '../../lib/track-queries';
import type { CompareRunner } from '../../workers/compare/client';
import { useWorkers } from '../../lib/workers-context';

export const compareKey = (axis: CompareAxis, ids: readonly string[], crops: Crops = NO_CROPS) =>
  [...trackKeys.all, 'compare', axis, [...ids], formatCrops(crops)] as const;

type Crops = ReadonlyMap<string, CropRange>;
const NO_CROPS: Crops = new Map();

/** The profiles of the set, each cropped where the URL says (src/domain/compare/crop.ts). */
async function croppedProfiles(
  store: TrackStore,
  queryClient: QueryClient,
  ids: readonly string[],
  crops: Crops,
): Promise<(ChartProfile | null)[]> {
  const profiles = await queryClient.ensureQueryData(profilesQuery(store, ids));
  return ids.map((id) => {
    const p = profiles.get(id) ?? null;
    const crop = crops.get(id);
    return p && crop ? cropProfile(p, crop) : p;
  });
}

export const compareQuery = (
  store: TrackStore,
  runner: CompareRunner,
  queryClient: QueryClient,
  ids: readonly string[],
  axis: CompareAxis,
  crops: Crops = NO_CROPS,
) =>
  queryOptions({
    queryKey: compareKey(axis, ids, crops),
    queryFn: async ({ signal }): Promise<CompareResult> =>
      runner.compare(await croppedProfiles(store, queryClient, ids, crops), axis, signal),
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
export function useCompareResult(ids: readonly string[], axis: CompareAxis, crops: Crops, enabled: boolean) {
  const store = useTrackStore();
  const runner = useWorkers().compare;
  const queryClient = useQueryClient();
  return useQuery({
    ...compareQuery(store, runner, queryClient, ids, axis, crops),
    enabled: enabled && ids.length > 0,
  });
}

/** Simplified paths of the set, for the map; a cropped activity's path is its crop's positions. */
export function useSetPaths(ids: readonly string[], crops: Crops, enabled: boolean) {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  const whole = useQuery({
    ...pathsQuery(store, ids),
    enabled: enabled && crops.size === 0 && ids.length > 0,
  });
  const cropped = useQuery({
    queryKey: [...trackKeys.all, 'compare', 'paths', [...ids], formatCrops(crops)],
    queryFn: async () => {
      const paths = new Map(await queryClient.ensureQueryData(pathsQuery(store, ids)));
      const profiles = await croppedProfiles(store, queryClient, ids, crops);
      ids.forEach((id, k) => {
        const p = profiles[k];
        if (p && crops.has(id)) paths.set(id, cropPath(p));
      });
      return paths;
    },
    structuralSharing: false,
    enabled: enabled && crops.size > 0 && ids.length > 0,
  });
  return crops.size > 0 ? cropped : whole;
}

/**
 * The summaries of the set with a cropped activity's figures replaced by its crop's (distance,
 * elapsed and moving time, speed, gain, heart rate, cadence) and its name followed by the part;
 * pending while the profiles are read.
 */
export function useCroppedSummaries(
  found: readonly TrackSummary[],
  crops: Crops,
  describe: (range: CropRange) => string,
): { summaries: TrackSummary[]; pending: boolean; error: Error | null } {
  const store = useTrackStore();
  const ids = found.filter((s) => crops.has(s.id)).map((s) => s.id);
  const profiles = useQuery({ ...profilesQuery(store, ids), enabled: ids.length > 0 });
  const data = profiles.data;
  const summaries = useMemo(() => {
    if (ids.length === 0) return [...found];
    return found.map((s) => {
      const crop = crops.get(s.id);
      const p = crop ? data?.get(s.id) : undefined;
      if (!crop || !p) return s;
      const f = cropFigures(cropProfile(p, crop));
      return {
        ...s,
        name: `${s.name} (${describe(crop)})`,
        distanceM: f.distanceM,
        elapsedS: f.elapsedS,
        movingS: f.elapsedS,
        avgSpeedMps: f.avgSpeedMps,
        elevationGainM: f.elevationGainM,
        avgHr: f.avgHr,
        maxHr: f.maxHr,
        avgCadence: f.avgCadence,
      };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids derive from found and crops.
  }, [found, crops, data, describe]);
  return { summaries, pending: ids.length > 0 && profiles.isPending, error: profiles.error };
}
