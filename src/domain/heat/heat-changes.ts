/**
 * The activities whose heat points were replaced (a mend or a recomputation) since the heatmap's
 * stored state was written (heat-state.ts): the heatmap brings that state up to date by removing
 * and adding just these (heat-update.ts) instead of building every activity again.
 *
 * Each change is stamped with the next number of a counter kept with the list, so a state written
 * from what was read at one time clears exactly the changes it included: an activity changed again
 * meanwhile has a newer stamp and stays listed.
 */

/** One changed activity and the stamp of its latest change. */
export type HeatChange = readonly [id: string, stamp: number];

export interface HeatChanges {
  /** The stamp the next change gets (stamps only grow). */
  next: number;
  /** At most one entry per id, in the order they changed. */
  changes: HeatChange[];
}

export const NO_HEAT_CHANGES: HeatChanges = { next: 1, changes: [] };

/** `changes` with `ids` noted as changed now (each with a fresh stamp). */
export function noteHeatChanges(changes: HeatChanges, ids: readonly string[]): HeatChanges {
  const now = new Set(ids);
  let next = changes.next;
  const kept = changes.changes.filter(([id]) => !now.has(id));
  return { next: next + now.size, changes: [...kept, ...[...now].map((id): HeatChange => [id, next++])] };
}

/** `changes` without the entries of `handled` that were not changed again since (same stamp). */
export function clearHeatChanges(changes: HeatChanges, handled: readonly HeatChange[]): HeatChanges {
  const done = new Map(handled);
  return { next: changes.next, changes: changes.changes.filter(([id, stamp]) => done.get(id) !== stamp) };
}

/** Null when `value` is a change list as stored, else what is wrong with it. */
export function checkHeatChanges(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not a change list';
  const { next, changes } = value as Partial<HeatChanges>;
  if (typeof next !== 'number' || !Number.isSafeInteger(next) || next < 1) return 'no valid next stamp';
  if (!Array.isArray(changes)) return 'no changes';
  const seen = new Set<string>();
  for (const c of changes as unknown[]) {
    if (!Array.isArray(c) || c.length !== 2) return 'a change that is not [id, stamp]';
    const [id, stamp] = c as unknown[];
    if (typeof id !== 'string' || seen.has(id)) return 'a change without an id of its own';
    if (typeof stamp !== 'number' || !Number.isSafeInteger(stamp) || stamp < 1 || stamp >= next)
      return `a change of ${id} with an invalid stamp`;
    seen.add(id);
  }
  return null;
}
