/**
 * The activity page's edits: make one (trim, cut, split, merge), undo, redo, restore the original.
 * Each stores the new history through mendActivity (with the activity's segment efforts found
 * again) and refreshes what it changed, so the page, the Activities table, the Overview, the
 * heatmap, the tiles and the segments show the mended activity (refreshMended).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TrackStore } from '../../../data';
import { pushEdit, redoEdit, restoreOriginal, undoEdit } from '../../../domain/edits/history';
import { mergeIds, splitChildren } from '../../../domain/edits/related';
import type { EditHistory, EditOp } from '../../../domain/edits/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { useTrackStore } from '../../../lib/store-context';
import { trackKeys } from '../../../lib/track-queries';
import { useWorkers } from '../../../lib/workers-context';
import { savedSegments } from '../../../shared/segments/segment-sync';
import { mendActivity } from './mend-activity';

export type MendAction =
  { kind: 'edit'; op: EditOp } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'restore' };

/** The history after an action (throws an EditError when there is nothing to undo or redo). */
export function nextHistory(h: EditHistory | null, action: MendAction): EditHistory {
  switch (action.kind) {
    case 'edit':
      return pushEdit(h, action.op);
    case 'undo':
      return undoEdit(h);
    case 'redo':
      return redoEdit(h);
    case 'restore':
      return restoreOriginal(h);
  }
}

/** The activities besides this one that a history makes or hides (second parts, merged ones). */
const others = (id: string, h: EditHistory | null): string =>
  [...splitChildren(id, h).keys(), ...mergeIds(h)].sort().join(' ');

/** A new map with `id`'s value replaced, or removed when there is none. */
function withEntry<V>(all: ReadonlyMap<string, V>, id: string, value: V | undefined): Map<string, V> {
  const out = new Map(all);
  if (value === undefined) out.delete(id);
  else out.set(id, value);
  return out;
}

/**
 * Refreshes the query cache after a mend from `before` to `next`. When the edit made or removed
 * other activities (a split's second part, a merge), every track query is read again. Otherwise
 * only this activity changed: the lists of every activity (summaries, paths, curves: 10,000 of them
 * take seconds of main thread to read again) get its new entry in place, its original file's
 * waypoints are kept, and every other track query (its own pieces, the heat ids the heatmap
 * follows, segments and efforts) is read again.
 */
export async function refreshMended(
  client: QueryClient,
  store: Pick<TrackStore, 'getPaths' | 'getCurves'>,
  before: TrackSummary,
  next: TrackSummary,
): Promise<void> {
  const { id } = next;
  if (others(id, before.edits) !== others(id, next.edits)) {
    await client.invalidateQueries({ queryKey: trackKeys.all });
    return;
  }
  const [paths, curves] = await Promise.all([store.getPaths([id]), store.getCurves([id])]);
  client.setQueryData(trackKeys.summary(id), next);
  client.setQueryData<TrackSummary[]>(trackKeys.summaries(), (list) =>
    list?.map((s) => (s.id === id ? next : s)),
  );
  client.setQueryData<ReadonlyMap<string, unknown>>(trackKeys.paths(), (all) =>
    all ? withEntry(all, id, paths.get(id)) : all,
  );
  client.setQueryData<ReadonlyMap<string, unknown>>(trackKeys.curves(), (all) =>
    all ? withEntry(all, id, curves.get(id)) : all,
  );
  // The waypoints come from the original file, which an edit never changes (a logger's part keeps
  // those of its time range, which an edit may change): not read and parsed again, ~200 ms of main
  // thread for a 6-hour GPX file (bench edit-apply).
  const kept: (readonly unknown[])[] = [
    trackKeys.summary(id),
    trackKeys.summaries(),
    trackKeys.paths(),
    trackKeys.curves(),
  ];
  if (next.part === null) kept.push(trackKeys.waypoints(id));
  const patched = new Set(kept.map((k) => JSON.stringify(k)));
  // The segments and their efforts are track queries too (shared/segments/segment-queries.ts).
  await client.invalidateQueries({
    queryKey: trackKeys.all,
    predicate: (q) => !patched.has(JSON.stringify(q.queryKey)),
  });
}

export function useMend(summary: TrackSummary) {
  const store = useTrackStore();
  const workers = useWorkers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MendAction) =>
      mendActivity(
        { store, pool: workers.gpx, segments: () => savedSegments(store) },
        summary,
        nextHistory(summary.edits, action),
      ),
    onSuccess: (next) => refreshMended(queryClient, store, summary, next),
    // A failed mend may have stored part of its work (a second part removed again): read all again.
    onError: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}
