/**
 * Mends a stored activity (issue 36): its original file is processed again by the import workers
 * with the new edit history (domain/edits), the same pipeline as an import or a recompute, and the
 * summary, track and view products replaced (TrackStore.replaceComputed), the history stored in the
 * summary. The original file is only read, never written.
 */
import type { TrackStore } from '../../../data';
import { EditError, type EditHistory } from '../../../domain/edits/types';
import { mergeRecomputed } from '../../../domain/stats/recompute';
import type { TrackSummary } from '../../../domain/stats/types';
import type { ImportPool } from '../../../workers/import/client';

export interface MendDeps {
  store: Pick<TrackStore, 'getOriginal' | 'replaceComputed'>;
  pool: Pick<ImportPool, 'process'>;
}

/** Recomputes the activity through `history` and stores it; resolves with the new summary. */
export async function mendActivity(
  deps: MendDeps,
  stored: TrackSummary,
  history: EditHistory,
): Promise<TrackSummary> {
  const original = await deps.store.getOriginal(stored.id);
  if (!original)
    throw new EditError('The original file of this activity is not stored, so it cannot be mended');
  // A part of a data logger's file is computed with the whole file, under the file's content id.
  const result = await deps.pool.process(original.bytes.slice(), {
    fileName: original.fileName,
    id: stored.part?.sourceId ?? stored.id,
    importedAt: stored.importedAt,
    edits: { id: stored.id, history },
  });
  const piece = [result, ...result.otherParts].find((p) => p.summary.id === stored.id);
  if (!piece) throw new EditError('Its file now reads as different parts: the activity was left as it was');
  const summary: TrackSummary = { ...mergeRecomputed(stored, piece.summary), edits: history };
  const written = await deps.store.replaceComputed({ summary, track: piece.track, products: piece.products });
  if (written === 'missing') throw new EditError('This activity is not stored any more');
  return summary;
}
