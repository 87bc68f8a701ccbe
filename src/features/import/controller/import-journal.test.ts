import { describe, expect, it } from 'vitest';
import { IDLE_SNAPSHOT } from './progress';
import { IMPORT_JOURNAL_KEY, journalImports, readJournal } from './import-journal';
import type { FileResult, ImportSnapshot } from './types';
import { memoryStorage } from '../../../testing/memory-storage';

const failed = (path: string, seq: number): FileResult => ({
  seq,
  path,
  status: 'failed',
  detail: 'Not a GPX file',
  activityId: null,
});

function fakeController() {
  let snapshot: ImportSnapshot = IDLE_SNAPSHOT;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    getSnapshot: () => snapshot,
    publish(next: Partial<ImportSnapshot>) {
      snapshot = { ...snapshot, ...next };
      listeners.forEach((l) => l());
    },
  };
}

describe('the import journal', () => {
  it('keeps what a running import has done, and what it has not, until it ends', () => {
    const storage = memoryStorage();
    const c = fakeController();
    journalImports(c, storage, () => 100_000);
    expect(readJournal(storage)).toBeNull();
    c.publish({
      phase: 'running',
      total: 120,
      done: 40,
      elapsedMs: 30_000,
      counts: { imported: 35, duplicate: 3, skipped: 0, failed: 2 },
      results: [failed('a/bad.gpx', 1), failed('b/cut.fit', 2)],
    });
    // The tab closes here: the next visit reads this.
    expect(readJournal(storage)).toEqual({
      startedAt: 70_000,
      savedAt: 100_000,
      total: 120,
      done: 40,
      imported: 35,
      duplicate: 3,
      skipped: 0,
      failed: 2,
      failedNames: ['a/bad.gpx', 'b/cut.fit'],
    });
    c.publish({ phase: 'done', done: 120 });
    expect(readJournal(storage)).toBeNull();
  });

  it('names at most 20 failed files, and ignores what it cannot read', () => {
    const storage = memoryStorage();
    const c = fakeController();
    journalImports(c, storage);
    const results = Array.from({ length: 30 }, (_, i) => failed(`f${i}.gpx`, i + 1));
    c.publish({ phase: 'running', total: 30, done: 30, results });
    expect(readJournal(storage)?.failedNames).toHaveLength(20);
    storage.setItem(IMPORT_JOURNAL_KEY, '{"total":-1}');
    expect(readJournal(storage)).toBeNull();
    storage.setItem(IMPORT_JOURNAL_KEY, 'not json');
    expect(readJournal(storage)).toBeNull();
  });

  it('leaves an earlier entry alone until an import of this page runs', () => {
    const storage = memoryStorage();
    storage.setItem(
      IMPORT_JOURNAL_KEY,
      JSON.stringify({
        startedAt: 1,
        savedAt: 2,
        total: 5,
        done: 1,
        imported: 1,
        duplicate: 0,
        skipped: 0,
        failed: 0,
        failedNames: [],
      }),
    );
    const c = fakeController();
    journalImports(c, storage);
    c.publish({ phase: 'idle' });
    expect(readJournal(storage)?.total).toBe(5);
  });
});
