/**
 * Import-time segment matching, kept apart from segment-engine.ts because the import runs from the
 * app shell: this module imports no domain code (the matching runs in the segments worker).
 *
 * - syncSegments gives the worker the stored segments, once per runner (again after a change).
 * - matchImported: the efforts of the saved segments in one newly stored activity. The worker's
 *   Flatbush index answers which segments the activity's bounds may hold (a few numbers sent); the
 *   track goes to the worker (a copy: the store may still hold its buffers) only when there is one.
 */
import type { TrackStore } from '../data/track-store';
import type { TrackData } from '../domain/gpx/types';
import type { TrackSummary } from '../domain/stats/types';
import type { SegmentsRunner } from '../workers/segments/client';

const known = new WeakMap<SegmentsRunner, { store: TrackStore; count: Promise<number> }>();

/**
 * Gives the worker the stored segments, once per runner and store (again with `force`, or after a
 * failure); how many there are.
 */
export function syncSegments(store: TrackStore, runner: SegmentsRunner, force = false): Promise<number> {
  const had = known.get(runner);
  if (had && had.store === store && !force) return had.count;
  const entry = { store, count: store.listSegments().then((list) => runner.setSegments(list)) };
  known.set(runner, entry);
  entry.count.catch(() => {
    if (known.get(runner) === entry) known.delete(runner);
  });
  return entry.count;
}

/** The efforts of the saved segments in one newly stored activity, stored (definition above). */
export async function matchImported(
  store: TrackStore,
  runner: SegmentsRunner,
  summary: TrackSummary,
  track: TrackData,
): Promise<number> {
  if (summary.bounds === null || track.length < 2) return 0;
  if ((await syncSegments(store, runner)) === 0) return 0;
  const ids = await runner.candidates(summary.bounds);
  if (ids.length === 0) return 0;
  const copy = structuredClone(track);
  const efforts = await runner.matchActivity({
    activity: { id: summary.id, sport: summary.sport, startTime: summary.startTime, bounds: summary.bounds },
    track: copy,
  });
  if (efforts.length > 0) await store.putEfforts(efforts);
  return efforts.length;
}
