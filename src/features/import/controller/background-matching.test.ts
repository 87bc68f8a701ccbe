/**
 * Segment matching of stored activities runs beside the next files (ItemContext.later): a slow
 * match does not hold the lane, and the import ends only once every match has settled.
 */
import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { exportGpx } from '../../../testing/export-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { itemsFromFileList } from '../intake/items';
import { createFakePool } from '../test-support/fake-pool';
import { MAX_BACKGROUND_WORK } from './import-engine';
import { createImportController } from './import-controller';

const T = Date.UTC(2024, 4, 1, 7, 0, 0);
const HOUR = 3_600_000;

function gpxFiles(count: number): File[] {
  return Array.from({ length: count }, (_, i) => {
    const bytes = exportGpx({ name: `Run ${i}`, start: T + i * 24 * HOUR, startLat: 47 + i * 0.01 });
    return new File([bytes as Uint8Array<ArrayBuffer>], `run-${i}.gpx`);
  });
}

function importWithGatedMatches(files: File[]) {
  const store = new MemoryTrackStore();
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let matched = 0;
  const controller = createImportController({
    getPool: () => createFakePool(1),
    contentId,
    concurrency: 1,
    notifyIntervalMs: 5,
  });
  const target = {
    store,
    invalidate: () => undefined,
    matchSegments: async () => {
      await gate;
      matched++;
    },
  };
  controller.enqueue({ items: itemsFromFileList(files) }, target);
  let idle = false;
  const whenIdle = controller.whenIdle().then(() => (idle = true));
  return { store, controller, open, whenIdle, isIdle: () => idle, matched: () => matched };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('segment matching during an import', () => {
  it('does not hold the lane: every file is stored while the matches still run', async () => {
    const run = importWithGatedMatches(gpxFiles(3));
    for (let i = 0; i < 100 && run.store.records.size < 3; i++) await settle();
    expect(run.store.records.size).toBe(3);
    expect(run.matched()).toBe(0);
    expect(run.isIdle()).toBe(false);
    run.open();
    await run.whenIdle;
    expect(run.matched()).toBe(3);
    expect(run.controller.getSnapshot().phase).toBe('done');
  });

  it(`waits for its own match once ${MAX_BACKGROUND_WORK} are under way (bounded memory)`, async () => {
    const run = importWithGatedMatches(gpxFiles(MAX_BACKGROUND_WORK + 3));
    for (let i = 0; i < 20; i++) await settle();
    // MAX_BACKGROUND_WORK matches run beside; the next file's lane waits for its own match.
    expect(run.store.records.size).toBe(MAX_BACKGROUND_WORK + 1);
    run.open();
    await run.whenIdle;
    expect(run.matched()).toBe(MAX_BACKGROUND_WORK + 3);
    expect(run.store.records.size).toBe(MAX_BACKGROUND_WORK + 3);
  });
});
