/**
 * Stored rows read back through a shape check: a corrupt row is left out with a warning naming it,
 * never passed on (the local TrackStore and the workers' read-only access share these).
 */

/** Returns the value when `check` finds no problem; otherwise warns (naming the row) and returns undefined. */
export function checked<T>(
  value: unknown,
  check: (v: unknown) => string | null,
  what: string,
  id: string,
): T | undefined {
  if (value === undefined) return undefined;
  const problem = check(value);
  if (problem === null) return value as T;
  console.warn(`Skipped a corrupt stored ${what} (id ${id.slice(0, 80)}): ${problem}`);
  return undefined;
}

/** Map of id -> value for rows that are present and sound. */
export function rowsById<R extends { id: string }, V>(
  rows: readonly (R | undefined)[],
  pick: (row: R) => unknown,
  check: (v: unknown) => string | null,
  what: string,
): Map<string, V> {
  const out = new Map<string, V>();
  for (const row of rows) {
    if (!row) continue;
    const value = checked<V>(pick(row), check, what, row.id);
    if (value !== undefined) out.set(row.id, value);
  }
  return out;
}
