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

/**
 * One-time linking of old per-part copies (issue 19). Parts imported before the shared original
 * existed each hold a copy of the same logger file under their own id. For each logger file
 * (`sourceId`), the copies identical byte for byte to its original are freed: the original is the
 * one stored under `sourceId`, or, when there is none (its first part was deleted, say), the first
 * copy by part index, which moves there. A copy that differs is left where it is (never lose a
 * file). Running it again finds nothing to do.
 */
export interface OriginalLinks {
  /** Copies to store under their group's key, then remove from their own id: [from id, to key]. */
  moves: [string, string][];
  /** Copies to remove: identical to what their group keeps. */
  removes: string[];
}

/** The parts that may hold their own copy: those whose id is not their original's key. */
export const copyHolders = <S extends Linked>(summaries: readonly S[]): S[] =>
  summaries.filter((s) => s.part !== null && s.part.sourceId !== s.id);

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What to move and remove (see OriginalLinks). `copies`: the stored copies of copy holders, as
 * [holder, bytes] (holders without a stored copy left out); `shared(key)`: the bytes stored under
 * a group's key, or undefined.
 */
export function planOriginalLinks(
  copies: readonly (readonly [Linked, Uint8Array])[],
  shared: (key: string) => Uint8Array | undefined,
): OriginalLinks {
  const groups = new Map<string, (readonly [Linked, Uint8Array])[]>();
  for (const copy of copies) {
    const key = originalKey(copy[0]);
    groups.set(key, [...(groups.get(key) ?? []), copy]);
  }
  const links: OriginalLinks = { moves: [], removes: [] };
  for (const [key, group] of groups) {
    const ordered = [...group].sort(([a], [b]) => (a.part?.index ?? 0) - (b.part?.index ?? 0));
    let kept = shared(key);
    for (const [holder, bytes] of ordered) {
      if (kept === undefined) {
        links.moves.push([holder.id, key]);
        kept = bytes;
      } else if (sameBytes(bytes, kept)) links.removes.push(holder.id);
    }
  }
  return links;
}
