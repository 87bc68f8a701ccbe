// "Retry failed files": the files a store (e.g. Cloud Storage down) did not take are imported again
// in one call; the rest of the import's results stay as they were.
import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import type { ActivityRecord, PutResult } from '../../../data';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { itemsFromFileList } from '../intake/items';
import { createFakePool } from '../test-support/fake-pool';
import { BROKEN_BYTES, gpxBytes } from '../test-support/gpx-fixtures';
import { createImportController } from './import-controller';
import type { ImportSnapshot } from './types';

const DOWN = 'Cloud Storage did not answer: check the network, the storage bucket and its CORS settings';

/** A store whose putActivity fails while `down` holds (as the Firebase adapter does when Storage does not answer). */
class FlakyStore extends MemoryTrackStore {
  down: (record: ActivityRecord) => boolean = () => false;
  attempts = 0;
  forgotten = 0;
  forgetFailures(): void {
    this.forgotten++;
  }
  override putActivity(record: ActivityRecord): Promise<PutResult> {
    this.attempts++;
    if (this.down(record)) return Promise.reject(new Error(DOWN));
    return super.putActivity(record);
  }
}

function setup() {
  const store = new FlakyStore();
  const pool = createFakePool(2);
  const controller = createImportController({
    getPool: () => pool,
    contentId,
    notifyIntervalMs: 5,
    invalidateIntervalMs: 60_000,
  });
  const target = { store, invalidate: () => undefined };
  const run = async (files: File[]): Promise<ImportSnapshot> => {
    controller.enqueue({ items: itemsFromFileList(files), expected: files.length }, target);
    await controller.whenIdle();
    return controller.getSnapshot();
  };
  const retry = async (): Promise<ImportSnapshot> => {
    controller.retryFailed();
    await controller.whenIdle();
    return controller.getSnapshot();
  };
  return { store, pool, controller, run, retry };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition not reached');
}

const file = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);
const byPath = (snap: ImportSnapshot) => new Map(snap.results.map((r) => [r.path, r]));
const files = () => [
  file('a.gpx', gpxBytes('Alpha', 20, 46)),
  file('b.gpx', gpxBytes('Bravo', 21, 47)),
  file('c.gpx', gpxBytes('Charlie', 22, 48)),
  file('broken.gpx', BROKEN_BYTES),
];

describe('retry failed files', () => {
  it('marks store failures as retryable, not broken files', async () => {
    const { store, run } = setup();
    store.down = (r) => r.summary.name !== 'Alpha';
    const snap = await run(files());
    expect(snap.counts).toEqual({ imported: 1, duplicate: 0, skipped: 0, failed: 3 });
    const lines = byPath(snap);
    expect(lines.get('b.gpx')).toMatchObject({ status: 'failed', canRetry: true });
    expect(lines.get('b.gpx')?.detail).toBe(`Could not store this activity: ${DOWN}`);
    expect(lines.get('c.gpx')).toMatchObject({ status: 'failed', canRetry: true });
    expect(lines.get('broken.gpx')?.canRetry).toBeFalsy();
    expect(lines.get('a.gpx')?.canRetry).toBeFalsy();
  });

  it('imports the failed files again in one call and keeps the rest', async () => {
    const { store, pool, run, retry } = setup();
    store.down = (r) => r.summary.name !== 'Alpha';
    const first = await run(files());
    const before = byPath(first);
    store.down = () => false;
    const parsedBefore = pool.started.length;
    const snap = await retry();
    expect(store.forgotten).toBe(1); // the store was told to really try again
    expect(snap.phase).toBe('done');
    expect(snap.counts).toEqual({ imported: 3, duplicate: 0, skipped: 0, failed: 1 });
    const lines = byPath(snap);
    // Same lines, same order: the failed ones now say what was imported.
    expect(snap.results.map((r) => r.path)).toEqual(first.results.map((r) => r.path));
    expect(lines.get('b.gpx')).toMatchObject({ status: 'imported', detail: 'Bravo', canRetry: false });
    expect(lines.get('c.gpx')).toMatchObject({ status: 'imported', detail: 'Charlie', canRetry: false });
    expect(lines.get('a.gpx')).toEqual(before.get('a.gpx'));
    expect(lines.get('broken.gpx')).toEqual(before.get('broken.gpx'));
    expect(pool.started.length - parsedBefore).toBe(2); // only the two failed files were read again
    expect([...store.records.values()].map((r) => r.summary.name).sort()).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('keeps a file retryable while the store still refuses it, and does nothing when none failed', async () => {
    const { store, run, retry } = setup();
    store.down = (r) => r.summary.name === 'Bravo';
    await run(files());
    const again = await retry();
    expect(byPath(again).get('b.gpx')).toMatchObject({ status: 'failed', canRetry: true });
    expect(again.counts.failed).toBe(2);
    store.down = () => false;
    const last = await retry();
    expect(byPath(last).get('b.gpx')).toMatchObject({ status: 'imported', canRetry: false });
    const attempts = store.attempts;
    const same = await retry();
    expect(store.attempts).toBe(attempts);
    expect(same.counts).toEqual(last.counts);
  });

  it('retries after a cancel: the failed files are stored, the cancelled ones stay out', async () => {
    const { store, pool, controller, retry } = setup();
    store.down = (r) => r.summary.name === 'Alpha';
    pool.holdFrom = 2; // a and b finish, c and broken.gpx wait until cancelled
    controller.enqueue(
      { items: itemsFromFileList(files()), expected: 4 },
      { store, invalidate: () => undefined },
    );
    await until(() => controller.getSnapshot().done === 2 && pool.started.length === 4);
    controller.cancel();
    await controller.whenIdle();
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'cancelled',
      counts: { failed: 1, imported: 1 },
    });
    store.down = () => false;
    pool.holdFrom = Number.POSITIVE_INFINITY;
    const snap = await retry();
    expect(snap.phase).toBe('done');
    expect(snap.counts).toEqual({ imported: 2, duplicate: 0, skipped: 0, failed: 0 });
    expect(snap.results.map((r) => r.path)).toEqual(['a.gpx', 'b.gpx']);
    expect([...store.records.values()].map((r) => r.summary.name).sort()).toEqual(['Alpha', 'Bravo']);
  });
});
