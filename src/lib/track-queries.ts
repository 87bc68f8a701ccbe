/**
 * Query-options factories for everything read from the TrackStore, with hierarchical keys:
 *
 *   ['tracks']                              everything (invalidated after import, edit, delete)
 *   ['tracks', 'summaries']                 the summary list
 *   ['tracks', 'count']                     how many activities are stored
 *   ['tracks', 'collections']               collections
 *   ['tracks', 'profiles', [ids...]]        chart profiles of a set (ids sorted)
 *   ['tracks', 'heat', [ids...] | 'all']    heat points
 *   ['tracks', 'paths', [ids...] | 'all']   simplified paths
 *   ['tracks', 'heat', 'ids' | 'preview']   the heatmap cache: stored heat ids, first-paint densities
 *   ['tracks', id, 'summary' | 'data' | 'products']   one activity
 *
 * Activity ids are hex content hashes, so they never collide with the words above. "Absent"
 * results are null (TanStack Query does not allow undefined data). The cache holds domain objects
 * (typed arrays), never SDK snapshots.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { yieldToMain, type SummaryPatch, type TrackStore } from '../data';
import { withoutMergedAway } from '../domain/edits/related';
import { useTrackStore } from './store-context';

const sortedIds = (ids: readonly string[]): string[] => [...ids].sort();

export const trackKeys = {
  all: ['tracks'] as const,
  summaries: () => ['tracks', 'summaries'] as const,
  count: () => ['tracks', 'count'] as const,
  collections: () => ['tracks', 'collections'] as const,
  profiles: (ids: readonly string[]) => ['tracks', 'profiles', sortedIds(ids)] as const,
  heat: (ids?: readonly string[]) => ['tracks', 'heat', ids ? sortedIds(ids) : 'all'] as const,
  heatIds: () => ['tracks', 'heat', 'ids'] as const,
  heatPreview: (zones: string) => ['tracks', 'heat', 'preview', zones] as const,
  paths: (ids?: readonly string[]) => ['tracks', 'paths', ids ? sortedIds(ids) : 'all'] as const,
  curves: () => ['tracks', 'curves'] as const,
  activity: (id: string) => ['tracks', id] as const,
  summary: (id: string) => ['tracks', id, 'summary'] as const,
  track: (id: string) => ['tracks', id, 'data'] as const,
  products: (id: string) => ['tracks', id, 'products'] as const,
  /** The waypoints of the activity's original file (features/activity/map/use-waypoints.ts). */
  waypoints: (id: string) => ['tracks', id, 'waypoints'] as const,
};

/** Typed arrays and Maps gain nothing from structural sharing; skip the deep compare. */
const binary = { structuralSharing: false } as const;

/**
 * The listed activities: every stored one but those merged into another (domain/edits/related.ts),
 * so a merge hides them from every list, total, map and record, and its undo shows them again.
 */
export const summariesQuery = (store: TrackStore) =>
  queryOptions({
    queryKey: trackKeys.summaries(),
    queryFn: async () => withoutMergedAway(await store.listSummaries()),
  });

/** How many activities are stored: cheap (no summary is read), for "is the store empty?". */
export const activityCountQuery = (store: TrackStore) =>
  queryOptions({ queryKey: trackKeys.count(), queryFn: () => store.countActivities() });

export const summaryQuery = (store: TrackStore, id: string) =>
  queryOptions({
    queryKey: trackKeys.summary(id),
    queryFn: async () => (await store.getSummary(id)) ?? null,
  });

export const trackDataQuery = (store: TrackStore, id: string) =>
  queryOptions({
    queryKey: trackKeys.track(id),
    queryFn: async () => (await store.getTrack(id)) ?? null,
    ...binary,
  });

export const productsQuery = (store: TrackStore, id: string) =>
  queryOptions({
    queryKey: trackKeys.products(id),
    queryFn: async () => (await store.getProducts(id)) ?? null,
    ...binary,
  });

export const profilesQuery = (store: TrackStore, ids: readonly string[]) =>
  queryOptions({ queryKey: trackKeys.profiles(ids), queryFn: () => store.getProfiles(ids), ...binary });

/**
 * The ids of every activity with heat points, from the heat cache (null without one). A fresh
 * object on every fetch: a refetch after an import or delete is a change the heatmap reacts to.
 */
export const heatIdsQuery = (store: TrackStore) =>
  queryOptions({
    queryKey: trackKeys.heatIds(),
    queryFn: async () => ({ ids: store.heatCache ? await store.heatCache.heatIds() : null }),
    ...binary,
  });

/** The heatmap's stored first-paint densities for these privacy zones (zonesKey; null when none). */
export const heatPreviewQuery = (store: TrackStore, zones: string) =>
  queryOptions({
    queryKey: trackKeys.heatPreview(zones),
    queryFn: async () => (store.heatCache ? ((await store.heatCache.readPreview(zones)) ?? null) : null),
    ...binary,
  });

/**
 * Simplified paths of these activities, or of all when ids is undefined. The read starts in a task
 * of its own: it issues one request per path on the main thread (250 paths: 7-20 ms, inside the
 * first-render task of the segment page that asks for them as it mounts, bench segment-match).
 */
export const pathsQuery = (store: TrackStore, ids?: readonly string[]) =>
  queryOptions({
    queryKey: trackKeys.paths(ids),
    queryFn: async () => {
      await yieldToMain();
      return store.getPaths(ids);
    },
    ...binary,
  });

/** Every activity's stored best-effort curves (domain/curves), by id. */
export const curvesQuery = (store: TrackStore) =>
  queryOptions({ queryKey: trackKeys.curves(), queryFn: () => store.getCurves(), ...binary });

export const collectionsQuery = (store: TrackStore) =>
  queryOptions({ queryKey: trackKeys.collections(), queryFn: () => store.listCollections() });

/** Deletes activities (every stored piece) and refreshes everything read from the store. */
export function useDeleteActivities() {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => store.deleteActivities(ids),
    onSuccess: (_data, ids) => {
      // Drop cached pieces nobody shows any more; active ones refetch (to null) below.
      for (const id of ids) queryClient.removeQueries({ queryKey: trackKeys.activity(id), type: 'inactive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}

/** Renames an activity or changes its sport, then refreshes everything read from the store. */
export function useUpdateSummary() {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SummaryPatch }) => store.updateSummary(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}
