/**
 * Segments (issue 16) for the UI: query-options factories and hooks over the TrackStore, keys under
 * ['tracks'] so an import or a delete (which invalidate ['tracks']) refreshes them too:
 *
 *   ['tracks', 'segments']                         the segment list
 *   ['tracks', 'segments', id]                     one segment
 *   ['tracks', 'segments', id, 'efforts']          its efforts, ranked (RankedEffort[])
 *   ['tracks', 'segment-efforts', trackId]         the efforts in one activity, each ranked on its segment
 *   ['tracks', 'names', [ids...]]                  names and clocks of the activities with an effort
 *
 * Creating a segment matches it against every stored activity in the segments worker
 * (segment-engine.ts) and stores it with its efforts; renaming and deleting keep the worker's list
 * (what imports are matched against) current.
 */
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { workerDatabase, yieldToMain, type TrackStore } from '../../data';
import { rankEfforts } from '../../domain/segments/rank';
import type { RankedEffort, Segment, SegmentEffort } from '../../domain/segments/types';
import type { TrackSummary } from '../../domain/stats/types';
import { saveSegmentWithEfforts } from './segment-engine';
import { segmentsChanged } from './segment-sync';
import { prepareZones, summaryZone, warmZoneData } from '../../lib/format';
import { pathsQuery, summariesQuery } from '../../lib/track-queries';
import { useTrackStore } from '../../lib/store-context';
import { useWorkers } from '../../lib/workers-context';

export const segmentKeys = {
  all: ['tracks', 'segments'] as const,
  one: (id: string) => ['tracks', 'segments', id] as const,
  efforts: (id: string) => ['tracks', 'segments', id, 'efforts'] as const,
  inActivities: ['tracks', 'segment-efforts'] as const,
  inActivity: (trackId: string) => ['tracks', 'segment-efforts', trackId] as const,
};

export const segmentsQuery = (store: TrackStore) =>
  queryOptions({ queryKey: segmentKeys.all, queryFn: () => store.listSegments() });

export const segmentQuery = (store: TrackStore, id: string) =>
  queryOptions({ queryKey: segmentKeys.one(id), queryFn: async () => (await store.getSegment(id)) ?? null });

export const segmentEffortsQuery = (store: TrackStore, segmentId: string) =>
  queryOptions({
    queryKey: segmentKeys.efforts(segmentId),
    queryFn: async () => rankEfforts(await store.listEfforts({ segmentId })),
    // Hundreds of efforts, always replaced whole: comparing them field by field with the cached
    // ones (structural sharing) only cost the segment page's render a few ms.
    structuralSharing: false,
  });

/**
 * The names of these activities (a segment's leaderboard links): from the cached summaries when the
 * app holds them, else read in one go (a few hundred, not the whole history; one request, not one
 * per activity).
 */
/** What a leaderboard shows of an effort's activity: its name, and its clock for dates and years. */
export type EffortActivity = Pick<TrackSummary, 'name' | 'utcOffsetMin' | 'timeZone'>;

export const activityNamesQuery = (store: TrackStore, client: QueryClient, ids: readonly string[]) =>
  queryOptions({
    queryKey: ['tracks', 'names', [...ids].sort()] as const,
    queryFn: async (): Promise<Map<string, EffortActivity>> => {
      // Asked for while a segment page mounts: looking through 10,000 cached summaries runs in a
      // task of its own, not inside that render's.
      await yieldToMain();
      const cached = client.getQueryData(summariesQuery(store).queryKey);
      const activities = effortActivities(cached ?? [...(await store.getSummaries(ids)).values()], ids);
      // Their dates are on these activities' clocks: the zones' formatters made now, not in the
      // leaderboard's render (format.ts prepareZones).
      prepareZones([...activities.values()].map(summaryZone));
      return activities;
    },
  });

/** What the leaderboard shows of the activities `ids`, from these summaries (others ignored). */
function effortActivities(
  summaries: readonly (TrackSummary | undefined)[],
  ids: readonly string[],
): Map<string, EffortActivity> {
  const wanted = new Set(ids);
  const activities = new Map<string, EffortActivity>();
  for (const s of summaries)
    if (s && wanted.has(s.id))
      activities.set(s.id, { name: s.name, utcOffsetMin: s.utcOffsetMin, timeZone: s.timeZone });
  return activities;
}

/** The segment map draws the lines of at most this many activities (the fastest efforts first). */
export const MAX_MAP_LINES = 500;

/** The activities with an effort on a segment, each once, in the efforts' order (fastest first). */
export const effortTrackIds = (efforts: readonly SegmentEffort[]): string[] => [
  ...new Set(efforts.map((e) => e.trackId)),
];

/**
 * Starts reading what a segment's page shows (its route's loader, while the page's code loads):
 * the segment and its ranked efforts, then its activities' names and the map's paths, under the
 * keys the page asks for. Not awaited by the route; a no-op for what is cached. A failed read is
 * left to the page's own query to show.
 */
export async function prefetchSegmentPage(client: QueryClient, store: TrackStore, id: string): Promise<void> {
  void client.prefetchQuery(segmentQuery(store, id));
  const efforts = await client.fetchQuery(segmentEffortsQuery(store, id)).catch(() => null);
  if (!efforts) return;
  const ids = effortTrackIds(efforts);
  await Promise.all([
    client.prefetchQuery(activityNamesQuery(store, client, ids)),
    client.prefetchQuery(pathsQuery(store, ids.slice(0, MAX_MAP_LINES))),
  ]);
}

export interface ActivityEffort {
  segment: Segment;
  /** Ranked among all efforts on its segment ("3rd of 41", gap to the best). */
  effort: RankedEffort;
}

export const activityEffortsQuery = (store: TrackStore, trackId: string) =>
  queryOptions({
    queryKey: segmentKeys.inActivity(trackId),
    queryFn: async (): Promise<ActivityEffort[]> => {
      const mine = await store.listEfforts({ trackId });
      const segmentIds = [...new Set(mine.map((e) => e.segmentId))];
      const out: ActivityEffort[] = [];
      for (const id of segmentIds) {
        const [segment, all] = await Promise.all([
          store.getSegment(id),
          store.listEfforts({ segmentId: id }),
        ]);
        if (!segment) continue;
        for (const effort of rankEfforts(all)) if (effort.trackId === trackId) out.push({ segment, effort });
      }
      return out.sort((a, b) => a.effort.startPos - b.effort.startPos);
    },
  });

/**
 * Refreshes what a segment's creation or deletion changes: segments and efforts, not activities.
 * `except`: a segment whose own queries are already up to date (a creation puts them in the cache:
 * reading its efforts back and ranking them again would only cost the main thread). `refetch`:
 * 'none' marks the queries stale only, to be read again when next shown (a page about to be left).
 */
function invalidateSegments(
  client: QueryClient,
  except?: string,
  refetch: 'active' | 'none' = 'active',
): Promise<void> {
  const others = except === undefined ? {} : { predicate: (q: Query) => q.queryKey[2] !== except };
  return Promise.all([
    client.invalidateQueries({ queryKey: segmentKeys.all, ...others, refetchType: refetch }),
    client.invalidateQueries({ queryKey: segmentKeys.inActivities, refetchType: refetch }),
  ]).then(() => undefined);
}

/**
 * Stores a new (or edited) segment with every effort on it found across the stored activities, and
 * puts the segment and its ranked efforts in the query cache: its page, usually opened next, shows
 * them without reading them back. Resolves with the number of efforts once they are stored; the
 * segment list and the activities' efforts are refreshed after that, without holding it up.
 *
 * `leavesPage`: the caller opens another page (the new segment's) as soon as the creation resolves.
 * The segment list is then marked stale, not read again at once for a page being left (reading and
 * checking the new segment's efforts, while the segment page renders); it is read when next shown.
 */
export function useCreateSegment({ leavesPage = false }: { leavesPage?: boolean } = {}) {
  const store = useTrackStore();
  const { segments } = useWorkers();
  const client = useQueryClient();
  return useMutation({
    // The summaries from the query cache (most pages hold them): reading and checking 10,000 of
    // them again would cost the main thread seconds. When they are not cached and the worker reads
    // the local database itself, it picks the candidates (segment-engine.ts).
    mutationFn: async (segment: Segment) => {
      const cached = client.getQueryData(summariesQuery(store).queryKey);
      const readHere = workerDatabase(store, segments) === null;
      const summaries =
        cached ?? (readHere ? await client.ensureQueryData(summariesQuery(store)) : undefined);
      const efforts = await saveSegmentWithEfforts(store, segments, segment, summaries);
      client.setQueryData(segmentQuery(store, segment.id).queryKey, segment);
      client.setQueryData(segmentEffortsQuery(store, segment.id).queryKey, rankEfforts(efforts));
      // The names of its activities too, from the summaries at hand: the page's first render then
      // holds its whole leaderboard, and it renders once, not again when the names come.
      if (summaries) {
        // In a task of its own: a look through every summary (10,000 in bench segment-match).
        await yieldToMain();
        const ids = effortTrackIds(efforts);
        const names = effortActivities(summaries, ids);
        client.setQueryData(activityNamesQuery(store, client, ids).queryKey, names);
        // The leaderboard's dates are on its activities' clocks: their zones' formatters made now,
        // in a task of their own too (the first one loads the browser's zone data, ~30 ms, unless
        // usePrepareSegmentMatch did).
        await yieldToMain();
        prepareZones([...names.values()].map(summaryZone));
      }
      return efforts.length;
    },
    // A segment changes segments and efforts only: the activities' queries stay as they are.
    onSuccess: (_, segment) => void invalidateSegments(client, segment.id, leavesPage ? 'none' : 'active'),
    onError: () => void invalidateSegments(client),
  });
}

/**
 * Readies a creation about to happen (a name dialog opening): the segments workers, where they read
 * the store themselves (SegmentsRunner.prepareMatch), and the browser's time zone data.
 */
export function usePrepareSegmentMatch(): () => void {
  const store = useTrackStore();
  const { segments } = useWorkers();
  return useCallback(() => {
    if (store.localDbName !== undefined) segments.prepareMatch(store.localDbName);
    // The new segment's leaderboard shows dates on its activities' clocks: the zone data their
    // formatters need loaded while the person names it, not after the match.
    warmZoneData();
  }, [store, segments]);
}

export function useRenameSegment() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => store.renameSegment(id, name),
    onSettled: () => client.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

export function useDeleteSegment() {
  const store = useTrackStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await store.deleteSegment(id);
      segmentsChanged(store);
    },
    onSettled: () => invalidateSegments(client),
  });
}
