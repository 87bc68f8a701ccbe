/**
 * Data of the /segments page: one row per segment (its efforts, best time, last effort), and the
 * suggestions (climbs and most-passed stretches) computed in the segments worker on the chart
 * profiles of the SUGGESTION_ACTIVITIES most recent activities, with the names of the activities
 * they were found in.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TrackStore } from '../../../data';
import type { ChartProfile } from '../../../domain/series/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { segmentKeys } from '../../../shared/segments/segment-queries';
import { summariesQuery } from '../../../lib/track-queries';
import type { SegmentsRunner } from '../../../workers/segments/client';
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

const startOf = (s: TrackSummary) => s.startTime ?? 0;

/**
 * The `n` most recent activities with a track (bounds and two points at least), newest first: one
 * pass keeping the best n sorted (a full sort of 10,000 summaries took ~15 ms of main thread when
 * the machine was busy; most summaries are dismissed by one comparison).
 */
export function mostRecent(summaries: readonly TrackSummary[], n: number): TrackSummary[] {
  const top: TrackSummary[] = [];
  if (n <= 0) return top;
  for (const s of summaries) {
    if (s.bounds === null || s.points <= 1) continue;
    const t = startOf(s);
    if (top.length === n && t <= startOf(top[n - 1]!)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (startOf(top[mid]!) >= t) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, s);
    if (top.length > n) top.pop();
  }
  return top;
}

export const suggestionsQuery = (store: TrackStore, runner: SegmentsRunner, client: QueryClient) =>
  queryOptions({
    queryKey: ['tracks', 'segment-suggestions'] as const,
    queryFn: async () => {
      // From the query cache: creating a segment reads the same summaries (segment-queries.ts).
      const recent = mostRecent(await client.ensureQueryData(summariesQuery(store)), SUGGESTION_ACTIVITIES);
      const profiles: [string, ChartProfile][] = [];
      for (let i = 0; i < recent.length; i += PROFILE_READ_ROWS) {
        const ids = recent.slice(i, i + PROFILE_READ_ROWS).map((s) => s.id);
        for (const entry of await store.getProfiles(ids)) profiles.push(entry);
      }
      const found = await runner.suggest(profiles);
      // The name of the activity each suggestion was found in (it tells them apart).
      const used = new Set([...found.climbs, ...found.stretches].map((x) => x.trackId));
      const names = new Map(recent.filter((s) => used.has(s.id)).map((s) => [s.id, s.name]));
      return { ...found, names };
    },
    staleTime: Infinity,
  });
