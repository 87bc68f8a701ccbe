/**
 * Segments between the TrackStore and the segments worker (src/workers/segments):
 *
 * - matchEverywhere: a segment against every stored activity. Candidates are the activities whose
 *   bounds may hold an effort (domain/segments/match-all.ts boundsMayHold, on the summaries, a few
 *   microseconds each). In local mode with a worker, the worker reads the candidates' tracks from
 *   the database itself (workers/segments/match-stored.ts; it picks the candidates too when no
 *   summaries are given): the main thread reads and copies no track. Otherwise (Firebase mode, no
 *   worker) their full tracks are read here MATCH_BATCH at a time and matched in the worker while
 *   the next batch is read.
 * - saveSegment: stores a new or edited segment with all its efforts; the next import reads the
 *   new list of segments (what imports are matched against, segment-sync.ts).
 * - Import-time matching is in segment-sync.ts (small: the import panel is in the app shell).
 * - segmentFromRange: a segment cut from an activity's stored track between two distances.
 */
import { workerDatabase, type TrackStore } from '../../data';
import { buildSegment, pointsFromTrack } from '../../domain/segments/build-segment';
import { breakWithin } from '../../domain/segments/match';
import { boundsMayHold } from '../../domain/segments/match-all';
import type { Segment, SegmentEffort, SegmentSource } from '../../domain/segments/types';
import type { TrackSummary } from '../../domain/stats/types';
import { cumulativeDistance } from '../../domain/stats/distance';
import type { ActivityTrack, SegmentsRunner } from '../../workers/segments/client';
import { segmentsChanged } from './segment-sync';

/** Activities whose tracks go to the worker in one message. */
export const MATCH_BATCH = 25;

const activityOf = (s: TrackSummary) => ({
  id: s.id,
  sport: s.sport,
  startTime: s.startTime,
  bounds: s.bounds,
});

/** A new segment id: 32 random hex characters (a valid store id). */
export function newSegmentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every effort on the segment across the stored activities (definition above). */
export async function matchEverywhere(
  store: TrackStore,
  runner: SegmentsRunner,
  segment: Segment,
  summaries?: readonly TrackSummary[],
): Promise<SegmentEffort[]> {
  const dbName = workerDatabase(store, runner);
  if (dbName !== null) {
    const facts = summaries?.filter((s) => boundsMayHold(segment, s.bounds)).map(activityOf) ?? null;
    return runner.matchStored(segment, dbName, facts);
  }
  const all = summaries ?? (await store.listSummaries());
  const candidates = all.filter((s) => boundsMayHold(segment, s.bounds));
  const out: SegmentEffort[] = [];
  let running: Promise<void> = Promise.resolve();
  for (let i = 0; i < candidates.length; i += MATCH_BATCH) {
    const slice = candidates.slice(i, i + MATCH_BATCH);
    // One batch's reads in flight together (the store pipelines them), in candidate order.
    const tracks = await Promise.all(slice.map((s) => store.getTrack(s.id)));
    const batch: ActivityTrack[] = [];
    slice.forEach((s, k) => {
      const track = tracks[k];
      if (track && track.length > 1) batch.push({ activity: activityOf(s), track });
    });
    await running;
    running = runner.matchSegment(segment, batch).then((found) => void out.push(...found));
  }
  await running;
  return out;
}

/**
 * Stores the segment with every effort on it; returns how many were found. `summaries`: the stored
 * activities' summaries when the caller already holds them (the app's query cache), else read.
 */
export async function saveSegment(
  store: TrackStore,
  runner: SegmentsRunner,
  segment: Segment,
  summaries?: readonly TrackSummary[],
): Promise<number> {
  return (await saveSegmentWithEfforts(store, runner, segment, summaries)).length;
}

/** saveSegment, answering the efforts found (all stored but those of an activity deleted meanwhile). */
export async function saveSegmentWithEfforts(
  store: TrackStore,
  runner: SegmentsRunner,
  segment: Segment,
  summaries?: readonly TrackSummary[],
): Promise<SegmentEffort[]> {
  const efforts = await matchEverywhere(store, runner, segment, summaries);
  await store.putSegment(segment, efforts);
  segmentsChanged(store);
  return efforts;
}

/** Index of the first point at or beyond distance m along the cumulative distance. */
function pointAt(cum: Float64Array, m: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! < m) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface RangeSegmentInput {
  trackId: string;
  startM: number;
  endM: number;
  name: string;
  source: SegmentSource;
}

/** A segment from an activity's stored track between two distances (its charts' distances). */
export async function segmentFromRange(store: TrackStore, input: RangeSegmentInput): Promise<Segment> {
  const track = await store.getTrack(input.trackId);
  if (!track || track.length < 2) throw new Error('This activity has no stored track to cut a segment from');
  const cum = cumulativeDistance(track);
  const first = pointAt(cum, input.startM);
  // The last point at or before the start: the segment begins where the range begins.
  const from = first > 0 && cum[first]! > input.startM ? first - 1 : first;
  const to = pointAt(cum, input.endM);
  // No effort crosses a break in the recording (match.ts): a segment across one would not even
  // find the activity it was cut from.
  const gap = breakWithin(track, from, to);
  if (gap >= 0)
    throw new Error(
      `This range crosses a break in the recording at ${(cum[gap]! / 1000).toFixed(1)} km ` +
        '(the device moved, or stopped for hours, while it was not recording): pick a range on one side of it',
    );
  return buildSegment({
    id: newSegmentId(),
    name: input.name,
    points: pointsFromTrack(track, from, to),
    createdAt: Date.now(),
    source: input.source,
    sourceTrackId: input.trackId,
  });
}
