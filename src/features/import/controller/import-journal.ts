/**
 * What the last import had done, kept in localStorage while it runs (issue 20), so that an import
 * cut short by a closed tab, a reload or a crash is reported on the next visit: how many of its
 * files were stored, already there, skipped or failed, how many it never reached, and the names of
 * the failed ones. An import that ends (done, cancelled, stopped because storage is full) clears
 * it: its own panel said how it ended. Choosing the same files again imports only what is missing
 * (content ids make a stored file a duplicate).
 */
import type { ImportSnapshot } from './types';

export const IMPORT_JOURNAL_KEY = 'gpx-dashboard.import-journal';
/** Failed files named in the notice; the rest are counted. */
const JOURNAL_MAX_NAMES = 20;

export interface ImportJournalEntry {
  startedAt: number;
  savedAt: number;
  total: number;
  done: number;
  imported: number;
  duplicate: number;
  skipped: number;
  failed: number;
  failedNames: string[];
}

const COUNTS = ['total', 'done', 'imported', 'duplicate', 'skipped', 'failed'] as const;

/** What was read back, checked by hand (no zod: this module is in the app shell's JavaScript). */
function isEntry(value: unknown): value is ImportJournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const count = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0;
  return (
    Number.isFinite(v.startedAt) &&
    Number.isFinite(v.savedAt) &&
    COUNTS.every((k) => count(v[k])) &&
    Array.isArray(v.failedNames) &&
    v.failedNames.length <= JOURNAL_MAX_NAMES &&
    v.failedNames.every((n) => typeof n === 'string')
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The entry an import running with this snapshot leaves behind. */
function journalEntry(s: ImportSnapshot, now: number): ImportJournalEntry {
  return {
    startedAt: now - s.elapsedMs,
    savedAt: now,
    total: s.total,
    done: s.done,
    ...s.counts,
    failedNames: s.results
      .filter((r) => r.status === 'failed')
      .slice(0, JOURNAL_MAX_NAMES)
      .map((r) => r.path),
  };
}

/** The entry of an import that never ended, or null. */
export function readJournal(storage: Storage | undefined = safeLocalStorage()): ImportJournalEntry | null {
  try {
    const raw = storage?.getItem(IMPORT_JOURNAL_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearJournal(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(IMPORT_JOURNAL_KEY);
  } catch {
    // Nothing to do: at worst an old notice shows once more.
  }
}

interface Watchable {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ImportSnapshot;
}

/**
 * Keeps the journal of `controller`'s import: written at each snapshot while it runs (snapshots
 * come at most every NOTIFY_INTERVAL_MS and once a second), cleared when it ends. Returns the undo.
 */
export function journalImports(
  controller: Watchable,
  storage: Storage | undefined = safeLocalStorage(),
  now: () => number = Date.now,
): () => void {
  let running = false;
  return controller.subscribe(() => {
    const s = controller.getSnapshot();
    try {
      if (s.phase === 'running') {
        running = true;
        storage?.setItem(IMPORT_JOURNAL_KEY, JSON.stringify(journalEntry(s, now())));
      } else if (running) {
        running = false;
        storage?.removeItem(IMPORT_JOURNAL_KEY);
      }
    } catch {
      // Storage full or refused: the import goes on; only the notice after a crash is lost.
    }
  });
}
