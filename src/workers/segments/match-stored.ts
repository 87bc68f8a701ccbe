/**
 * A segment against every stored activity, read by the worker itself (local mode): the main thread
 * sends the segment and the database's name, and gets back the efforts only. No track is read,
 * decoded or copied on the main thread.
 *
 * Candidates: the activities whose bounds may hold an effort (domain/segments/match-all.ts
 * boundsMayHold). When the caller already holds the summaries it sends the candidates' facts (a
 * few microseconds per summary to pick them); otherwise the worker picks them from the stored
 * activities' bounds index (StoredTrackSource.boundsIndex: one row, data/local/bounds-log.ts). Candidate tracks
 * are read STORED_MATCH_BATCH at a time, the next batch being read while this one is matched.
 *
 * Shares: with `share` {index, count} the worker matches only the candidates k (in candidate order)
 * with k mod count = index, so `count` workers match one segment together, each reading and
 * matching its own tracks (client.ts splits a match over several workers this way).
 */
import type { TrackData } from '../../domain/track/types';
import { matchSegment } from '../../domain/segments/effort-figures';
import { boundsMayHold } from '../../domain/segments/match-all';
import { prepareSegment } from '../../domain/segments/prepare';
import { toEffort } from '../../domain/segments/rank';
import type { MatchActivity } from '../../domain/segments/segment-index';
import type { Segment, SegmentEffort } from '../../domain/segments/types';
import type { Bounds } from '../../domain/stats/types';
import type { MatchShare } from './protocol';

/** Tracks read from the database in one step. */
export const STORED_MATCH_BATCH = 25;

/** What the worker reads from the local database (data/local/stored-tracks.ts implements it). */
export interface StoredTrackSource {
  /** Opens the database connection (done by the first read otherwise). */
  open(): Promise<void>;
  /** Every stored activity's bounds (ids[k]'s are flat[4k .. 4k + 3]: minLat, minLon, maxLat, maxLon). */
  boundsIndex(): Promise<{ ids: readonly string[]; flat: Float64Array }>;
  /** The facts an effort records, for these ids (missing ones left out). */
  activities(ids: readonly string[]): Promise<MatchActivity[]>;
  /** Full tracks of these ids (missing or corrupt ones left out). */
  tracks(ids: readonly string[]): Promise<Map<string, TrackData>>;
}

async function candidatesOf(
  segment: Segment,
  source: StoredTrackSource,
  given: readonly MatchActivity[] | null,
): Promise<{ ids: string[]; facts: Map<string, MatchActivity> | null }> {
  if (given) {
    const kept = given.filter((a) => boundsMayHold(segment, a.bounds));
    return { ids: kept.map((a) => a.id), facts: new Map(kept.map((a) => [a.id, a])) };
  }
  const index = await source.boundsIndex();
  const ids: string[] = [];
  const { flat } = index;
  index.ids.forEach((id, k) => {
    const b: Bounds = {
      minLat: flat[4 * k]!,
      minLon: flat[4 * k + 1]!,
      maxLat: flat[4 * k + 2]!,
      maxLon: flat[4 * k + 3]!,
    };
    if (boundsMayHold(segment, b)) ids.push(id);
  });
  return { ids, facts: null };
}

interface Batch {
  activities: MatchActivity[];
  tracks: Map<string, TrackData>;
}

async function readBatch(
  source: StoredTrackSource,
  ids: string[],
  facts: Map<string, MatchActivity> | null,
): Promise<Batch> {
  const [activities, tracks] = await Promise.all([
    facts ? Promise.resolve(ids.flatMap((id) => facts.get(id) ?? [])) : source.activities(ids),
    source.tracks(ids),
  ]);
  return { activities, tracks };
}

/** Every effort on the segment in the stored activities (definition above). */
export async function matchStored(
  segment: Segment,
  source: StoredTrackSource,
  given: readonly MatchActivity[] | null,
  share: MatchShare = { index: 0, count: 1 },
): Promise<SegmentEffort[]> {
  const { index, count } = share;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 0 || index >= count)
    throw new Error(`Invalid share of the candidates: ${index} of ${count}`);
  const candidates = await candidatesOf(segment, source, given);
  const { facts } = candidates;
  const ids = candidates.ids.filter((_, k) => k % count === index);
  const prepared = prepareSegment(segment);
  const out: SegmentEffort[] = [];
  const batchAt = (i: number) => readBatch(source, ids.slice(i, i + STORED_MATCH_BATCH), facts);
  let next = ids.length > 0 ? batchAt(0) : null;
  for (let i = 0; next; i += STORED_MATCH_BATCH) {
    const batch = await next;
    next = i + STORED_MATCH_BATCH < ids.length ? batchAt(i + STORED_MATCH_BATCH) : null;
    for (const activity of batch.activities) {
      const track = batch.tracks.get(activity.id);
      if (!track || track.length < 2) continue;
      for (const m of matchSegment(prepared, track)) out.push(toEffort(m, segment.id, activity));
    }
  }
  return out;
}
