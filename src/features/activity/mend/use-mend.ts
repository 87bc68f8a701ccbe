/**
 * The activity page's edits: make one (trim, cut, split, merge), undo, redo, restore the original.
 * Each stores the new history through mendActivity (with the activity's segment efforts found
 * again) and refreshes every track query, so the page, the Activities table, the Overview, the
 * heatmap, the tiles and the segments show the mended activity.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushEdit, redoEdit, restoreOriginal, undoEdit } from '../../../domain/edits/history';
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
    onSuccess: (next) => queryClient.setQueryData(trackKeys.summary(next.id), next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}
