/**
 * Data of the /segments page: one row per segment (its efforts, best time, last effort), and the
 * suggestions (climbs and most-passed stretches) computed in the segments worker on the chart
 * profiles of the SUGGESTION_ACTIVITIES most recent activities.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TrackStore } from '../../data/track-store';
import type { ChartProfile } from '../../domain/series/types';
import { segmentKeys } from '../../lib/segment-queries';
import { summariesQuery } from '../../lib/track-queries';
import type { SegmentsRunner } from '../../workers/segments/client';
import type { SegmentRow } from './segment-list';

/** Suggestions look at this many of the most recent activities (profiles read and sent once). */
export const SUGGESTION_ACTIVITIES = 300;
/**
 * Profiles are read this many per request: the browser copies a request's rows out of the database
 * on the main thread in one task (300 profiles at once took ~15-50 ms, a long task on a busy machine).
 */
export const PROFILE_READ_ROWS = 50;

export const segmentRowsQuery = (store: TrackStore) =>
  queryOptions({
    queryKey: [...segmentKeys.all, 'rows'] as const,
    queryFn: async (): Promise<SegmentRow[]> => {
      const segments = await store.listSegments();
      return Promise.all(
        segments.map(async (segment) => {
          const efforts = await store.listEfforts({ segmentId: segment.id });
          let bestS: number | null = null;
          let lastAt: number | null = null;
          for (const e of efforts) {
            if (e.elapsedS !== null && (bestS === null || e.elapsedS < bestS)) bestS = e.elapsedS;
            const at = e.startTime ?? e.activityStartTime;
            if (at !== null && (lastAt === null || at > lastAt)) lastAt = at;
          }
          return { segment, efforts: efforts.length, bestS, lastAt };
        }),
      );
    },
  });

export const suggestionsQuery = (store: TrackStore, runner: SegmentsRunner, client: QueryClient) =>
  queryOptions({
    queryKey: ['tracks', 'segment-suggestions'] as const,
    queryFn: async () => {
      // From the query cache: creating a segment reads the same summaries (segment-queries.ts).
      const recent = (await client.ensureQueryData(summariesQuery(store)))
        .filter((s) => s.bounds !== null && s.points > 1)
        .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0))
        .slice(0, SUGGESTION_ACTIVITIES);
      const profiles: [string, ChartProfile][] = [];
      for (let i = 0; i < recent.length; i += PROFILE_READ_ROWS) {
        const ids = recent.slice(i, i + PROFILE_READ_ROWS).map((s) => s.id);
        for (const entry of await store.getProfiles(ids)) profiles.push(entry);
      }
      return runner.suggest(profiles);
    },
    staleTime: Infinity,
  });
