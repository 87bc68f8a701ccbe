/**
 * The activities an edit history makes or hides beside its own (issue 36):
 *
 * - Split: "split before <at>" keeps the first part on the activity; the second part is an activity
 *   of its own, stored with a copy of the same original file and the history "the edits applied
 *   before the split, then split after <at>", under the id splitChildId(id, at). It exists while
 *   the split is applied: undoing the split (or restoring the original) removes it, a redo stores
 *   it again. A "split before" inherited by a second part (before its "split after") is its first
 *   part's, and makes nothing.
 * - Merge: "merge <ids>" takes the tracks of those activities (each as edited) into this one. They
 *   stay stored, byte for byte, but are hidden from every list while some listed activity applies
 *   a merge naming them (mergedAwayIds); undoing the merge shows them again.
 */
import type { TrackData } from '../track/types';
import type { MergeSources } from './apply-edits';
import { appliedOps, EditError, type EditHistory, type EditOp } from './types';

const ID_MAX = 128;

/** The id of the second part of `id` split at `at` (a stored id: [A-Za-z0-9_-], at most 128). */
export function splitChildId(id: string, at: string): string {
  const tag = `-s${Date.parse(at).toString(36)}`;
  return id.slice(0, ID_MAX - tag.length) + tag;
}

/**
 * Where this activity's own edits start: after its last "split after" (a second part cannot undo
 * the split that made it: that is undone on its first part), else 0.
 */
export function ownEditsFrom(history: EditHistory | null): number {
  if (history === null) return 0;
  for (let k = history.ops.length - 1; k >= 0; k--) {
    const op = history.ops[k]!;
    if (op.op === 'split' && op.keep === 'after') return k + 1;
  }
  return 0;
}

/** The second parts the applied splits of this activity make: id and history, by id. */
export function splitChildren(id: string, history: EditHistory | null): Map<string, EditHistory> {
  const out = new Map<string, EditHistory>();
  if (history === null) return out;
  const from = ownEditsFrom(history);
  history.ops.slice(0, history.applied).forEach((op, k) => {
    if (k < from || op.op !== 'split' || op.keep !== 'before') return;
    const ops: EditOp[] = [...history.ops.slice(0, k), { op: 'split', at: op.at, keep: 'after' }];
    out.set(splitChildId(id, op.at), { ops, applied: ops.length });
  });
  return out;
}

/** The ids the applied merges of this history take. */
export function mergeIds(history: EditHistory | null): string[] {
  return [...new Set(appliedOps(history).flatMap((op) => (op.op === 'merge' ? op.ids : [])))];
}

/**
 * The tracks (as stored: as edited) the applied merges take; an EditError names one not stored.
 * Each person's activities are a store of their own, so this also refuses another person's.
 */
export async function mergeSources(
  history: EditHistory | null,
  getTrack: (id: string) => Promise<TrackData | undefined>,
): Promise<MergeSources> {
  const ids = mergeIds(history);
  const tracks = await Promise.all(ids.map((id) => getTrack(id)));
  const out = new Map<string, TrackData>();
  ids.forEach((id, k) => {
    const track = tracks[k];
    if (track === undefined)
      throw new EditError(
        `The activity ${id.slice(0, 12)} to merge is not among this person’s activities (deleted, or ` +
          'another person’s): only one’s own activities can be merged',
      );
    out.set(id, track);
  });
  return out;
}

interface Edited {
  id: string;
  edits: EditHistory | null;
}

/** The ids merged into another listed activity (rule above). */
export function mergedAwayIds(summaries: readonly Edited[]): Set<string> {
  const out = new Set<string>();
  for (const s of summaries) for (const id of mergeIds(s.edits)) if (id !== s.id) out.add(id);
  return out;
}

/** The listed activities without those merged into another (rule above). */
export function withoutMergedAway<S extends Edited>(summaries: S[]): S[] {
  const away = mergedAwayIds(summaries);
  return away.size === 0 ? summaries : summaries.filter((s) => !away.has(s.id));
}
