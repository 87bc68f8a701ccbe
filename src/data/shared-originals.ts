/**
 * One original file per data logger's file (issue 19). A logger's file is split into one activity
 * per part (domain/sanity/logger-split.ts); every part links to the file by `part.sourceId`, the
 * file's content id (which is also the first part's own id). The store keeps the file ONCE, under
 * that source id, whichever parts are stored:
 *
 * - original key: where an activity's original is stored, `part.sourceId` for a part, else its id;
 * - a part reads the shared original (an older per-part copy under its own id is the fallback);
 * - deleting an activity removes the originals under its id and its key, except those a remaining
 *   activity still uses: the original goes with the last part of its group.
 *
 * Both adapters (local Dexie, Firebase) apply these rules; the in-memory test store mirrors them.
 */
import type { TrackSummary } from '../domain/stats/types';

type Linked = Pick<TrackSummary, 'id' | 'part'>;

/** The id the original file of this activity is stored under. */
export const originalKey = (summary: Linked): string => summary.part?.sourceId ?? summary.id;

/**
 * The stored originals to remove when `ids` are deleted. `deleted` are the summaries found for
 * them (an id without one still removes what is stored under it); `stillUsed` holds the original
 * keys of every activity that remains (at least of those whose ids start with a candidate key).
 */
export function originalsToRemove(
  ids: readonly string[],
  deleted: readonly Linked[],
  stillUsed: ReadonlySet<string>,
): string[] {
  const candidates = new Set<string>(ids);
  for (const summary of deleted) candidates.add(originalKey(summary));
  return [...candidates].filter((key) => !stillUsed.has(key));
}

/** The keys an id-prefix query must cover to see every activity using one of these candidates. */
export const candidateKeys = (ids: readonly string[], deleted: readonly Linked[]): string[] => [
  ...new Set([...ids, ...deleted.map(originalKey)]),
];
