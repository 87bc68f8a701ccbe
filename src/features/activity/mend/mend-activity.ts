/**
 * Mends a stored activity (issue 36): its original file is processed again by the import workers
 * with the new edit history (domain/edits), the same pipeline as an import or a recompute, and the
 * summary, track, view products and segment efforts replaced (TrackStore.replaceComputed), the
 * history stored in the summary. The original file is only read, never written.
 *
 * What the history makes beside (domain/edits/related.ts) follows in the same call: the second part
 * of an applied split is stored as an activity of its own (a copy of the original file, its own
 * name), and removed when the split is undone; the activities an applied merge takes are read as
 * they are stored (their track, as edited) and hidden from the lists by the merge itself.
 */
import type { TrackStore } from '../../../data';
import { keepName, MAX_NAME_CHARS } from '../../../domain/names';
import { mergeIds, mergeSources, splitChildren } from '../../../domain/edits/related';
import { EditError, type EditHistory } from '../../../domain/edits/types';
import type { Segment } from '../../../domain/segments/types';
import { mergeRecomputed } from '../../../domain/stats/recompute';
import type { TrackSummary } from '../../../domain/stats/types';
import type { ImportPool } from '../../../workers/import/client';

export interface MendDeps {
  store: Pick<
    TrackStore,
    | 'getOriginal'
    | 'getSummary'
    | 'replaceComputed'
    | 'replaceEfforts'
    | 'getTrack'
    | 'putActivity'
    | 'deleteActivities'
    | 'existingIds'
  >;
  pool: Pick<ImportPool, 'process'>;
  /** The saved segments, so the mended activity's efforts are found again; absent: kept as they were. */
  segments?: () => Promise<readonly Segment[]>;
}

const SECOND_PART_SUFFIX = ' (2)';

/** A second part's name: the first part's with " (2)", the whole kept within the name limit. */
export function secondPartName(name: string): string {
  return keepName(name, MAX_NAME_CHARS - SECOND_PART_SUFFIX.length).name + SECOND_PART_SUFFIX;
}

/** The activity `stored` as computed through `history` under the id `id` (a second part: its own). */
async function computed(deps: MendDeps, stored: TrackSummary, history: EditHistory, id = stored.id) {
  const original = await deps.store.getOriginal(stored.id);
  if (!original)
    throw new EditError('The original file of this activity is not stored, so it cannot be mended');
  const sources = await mergeSources(history, (other) => deps.store.getTrack(other));
  const segments = deps.segments ? await deps.segments() : undefined;
  // A part of a data logger's file is computed with the whole file, under the file's content id.
  const result = await deps.pool.process(
    original.bytes.slice(),
    {
      fileName: original.fileName,
      id: stored.part?.sourceId ?? stored.id,
      importedAt: stored.importedAt,
      edits: { id: stored.id, history, sources },
    },
    segments ? { segments } : {},
  );
  const piece = [result, ...result.otherParts].find((p) => p.summary.id === stored.id);
  if (!piece) throw new EditError('Its file now reads as different parts: the activity was left as it was');
  const summary: TrackSummary = { ...mergeRecomputed(stored, piece.summary), id, edits: history };
  const efforts = piece.efforts?.map((e) => ({
    ...e,
    id: e.id.replace(`_${stored.id}_`, `_${id}_`),
    trackId: id,
  }));
  return { summary, track: piece.track, products: piece.products, efforts, bytes: original.bytes };
}

/** Stores the second part of a split (rule above) as a new activity. */
async function storeSecondPart(deps: MendDeps, stored: TrackSummary, id: string, history: EditHistory) {
  if (stored.part !== null) {
    throw new EditError('A part of a data logger’s file cannot be split: split the whole file’s activity');
  }
  const child = await computed(deps, stored, history, id);
  const summary = { ...child.summary, name: secondPartName(stored.name), part: null };
  await deps.store.putActivity({
    summary,
    track: child.track,
    products: child.products,
    original: child.bytes,
    ...(child.efforts ? { efforts: child.efforts } : {}),
  });
}

const NO_EDITS: EditHistory = { ops: [], applied: 0 };

/**
 * The segment efforts of the activities a merge takes are the merged activity's now (it is matched
 * with their tracks in it), so a leaderboard would count each passage twice: theirs are removed
 * while they are merged away (nothing recomputed), and found again (their own tracks matched anew)
 * when the merge is undone. Only when the segments are given, as for the mended activity's own
 * efforts.
 */
async function refindMergedEfforts(deps: MendDeps, before: string[], after: string[]): Promise<void> {
  if (!deps.segments) return;
  for (const id of after.filter((id) => !before.includes(id))) await deps.store.replaceEfforts(id, []);
  for (const id of before.filter((id) => !after.includes(id))) {
    const other = await deps.store.getSummary(id);
    if (!other) continue;
    const again = await computed(deps, other, other.edits ?? NO_EDITS);
    await deps.store.replaceEfforts(id, again.efforts ?? []);
  }
}

/** Recomputes the activity through `history` and stores it; resolves with the new summary. */
export async function mendActivity(
  deps: MendDeps,
  stored: TrackSummary,
  history: EditHistory,
): Promise<TrackSummary> {
  const had = splitChildren(stored.id, stored.edits);
  const wanted = splitChildren(stored.id, history);
  const made: string[] = [];
  const kept = await deps.store.existingIds([...wanted.keys()]);
  for (const [id, childHistory] of wanted) {
    if (had.has(id) && kept.has(id)) continue;
    if (kept.has(id))
      throw new EditError('An activity with the id of this split’s second part is already stored');
    await storeSecondPart(deps, stored, id, childHistory);
    made.push(id);
  }
  let summary: TrackSummary;
  try {
    const next = await computed(deps, stored, history);
    summary = next.summary;
    const written = await deps.store.replaceComputed({
      summary,
      track: next.track,
      products: next.products,
      ...(next.efforts ? { efforts: next.efforts } : {}),
    });
    if (written === 'missing') throw new EditError('This activity is not stored any more');
  } catch (error) {
    // Nothing half done: the second parts this call stored go again.
    if (made.length > 0) await deps.store.deleteActivities(made);
    throw error;
  }
  const gone = [...had.keys()].filter((id) => !wanted.has(id));
  if (gone.length > 0) await deps.store.deleteActivities(gone);
  await refindMergedEfforts(deps, mergeIds(stored.edits), mergeIds(history));
  return summary;
}
