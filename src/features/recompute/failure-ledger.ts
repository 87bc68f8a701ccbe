/**
 * Which activities could not be recomputed for good, and for which statistics version: an activity
 * whose original no longer reads (or now splits into other parts) fails the same way at every start,
 * so it is not tried again until STATS_VERSION changes. Only such permanent failures are recorded
 * (run-recompute.ts decides); a failed write or a missing original is tried again at the next start.
 * Remembered in localStorage (per browser), as { [activity id]: statsVersion }.
 */
import { z } from '../../domain/zod';

export const RECOMPUTE_FAILURES_KEY = 'gpx-dashboard.recompute-failures';

export interface FailureLedger {
  /** Whether recomputing this activity failed for good under this statistics version. */
  failed(id: string, version: number): boolean;
  record(id: string, version: number): void;
}

const storedSchema = z.record(z.string(), z.number().int());

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A ledger kept in `storage` (localStorage by default; in memory when there is none). */
export function createFailureLedger(storage: Storage | undefined = safeStorage()): FailureLedger {
  let entries: Record<string, number> = {};
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage?.getItem(RECOMPUTE_FAILURES_KEY) ?? '{}'));
    if (parsed.success) entries = parsed.data;
  } catch {
    // Unreadable: start empty (at worst each failing activity is tried once more).
  }
  return {
    failed: (id, version) => entries[id] === version,
    record(id, version) {
      entries = { ...entries, [id]: version };
      try {
        storage?.setItem(RECOMPUTE_FAILURES_KEY, JSON.stringify(entries));
      } catch {
        // Full or refused: remembered for this session only.
      }
    },
  };
}
