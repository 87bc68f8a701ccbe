import { gzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentId } from '../../../domain/hash';
import { StoreQuotaError } from '../../../data';
import { generateDemoActivity } from '../../../domain/demo';
import { demoBatch, type DemoWriter } from '../demo-source';
import { itemsFromFileList } from '../intake/items';
import { createFakePool, type FakePool } from '../test-support/fake-pool';
import { BROKEN_BYTES, gpxBytes, loggerGpxBytes, WAYPOINTS_ONLY_BYTES } from '../test-support/gpx-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { createImportController } from './import-controller';
import type { ImportSnapshot } from './types';

function setup({
  concurrency,
  invalidateIntervalMs = 60_000,
}: { concurrency?: number; invalidateIntervalMs?: number } = {}) {
  const store = new MemoryTrackStore();
  const pool: FakePool = createFakePool(2);
  const calls = { invalidate: 0 };
  const controller = createImportController({
    getPool: () => pool,
    contentId,
    concurrency,
    notifyIntervalMs: 5,
    invalidateIntervalMs,
  });
  const target = { store, invalidate: () => void calls.invalidate++ };
  const start = (files: File[]) =>
    controller.enqueue({ items: itemsFromFileList(files), expected: files.length }, target);
  const run = async (files: File[]): Promise<ImportSnapshot> => {
    start(files);
    await controller.whenIdle();
    return controller.getSnapshot();
  };
  return { store, pool, calls, controller, start, run };
}

const file = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);
const byPath = (snap: ImportSnapshot) => new Map(snap.results.map((r) => [r.path, r]));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition not reached');
}

describe('import controller', () => {
  it('imports files: every piece stored, results listed, queries invalidated', async () => {
    const { store, calls, run } = setup();
    const a = gpxBytes('Morning run');
    const snap = await run([file('a.gpx', a), file('b.gpx', gpxBytes('Evening run', 30, 46))]);
    expect(snap.phase).toBe('done');
    expect(snap).toMatchObject({
      total: 2,
      done: 2,
      counts: { imported: 2, duplicate: 0, skipped: 0, failed: 0 },
    });
    expect(snap.bytesDone).toBe(a.length + gpxBytes('Evening run', 30, 46).length);
    expect(byPath(snap).get('a.gpx')).toMatchObject({
      status: 'imported',
      detail: 'Morning run',
      activityId: await contentId(a),
    });
    const record = store.records.get(await contentId(a));
    expect(record?.summary).toMatchObject({ name: 'Morning run', fileName: 'a.gpx', points: 20 });
    expect(record?.track?.lat.length).toBe(20);
    expect((await store.getOriginal(await contentId(a)))?.bytes).toEqual(a);
    expect(record?.products?.profile.distanceM.length).toBeGreaterThan(0);
    expect(calls.invalidate).toBeGreaterThanOrEqual(1);
  });

  it("stores each part of a data logger's file as its own activity, with the shared original", async () => {
    const { store, run } = setup();
    const bytes = loggerGpxBytes();
    const id = await contentId(bytes);
    const snap = await run([file('logger.gpx', bytes), file('places.gpx', WAYPOINTS_ONLY_BYTES)]);
    expect(snap.counts).toMatchObject({ imported: 1, skipped: 1, failed: 0 });
    expect(byPath(snap).get('logger.gpx')).toMatchObject({
      status: 'imported',
      activityId: id,
      detail: "Logger (1/3): a data logger's file, split into 3 activities (gaps of over 6 hours)",
    });
    expect([...store.records.keys()].sort()).toEqual([id, `${id}-part2`, `${id}-part3`]);
    for (const [k, key] of [id, `${id}-part2`, `${id}-part3`].entries()) {
      const record = store.records.get(key)!;
      expect(record.summary.part).toEqual({ sourceId: id, index: k + 1, count: 3 });
      expect(record.summary.points).toBe(20);
      expect((await store.getOriginal(key))?.bytes).toEqual(bytes);
    }
    // The file itself is stored once, under its content id, for all three parts.
    expect([...store.originals.keys()]).toEqual([id]);
    expect(byPath(snap).get('places.gpx')).toMatchObject({
      status: 'skipped',
      detail: 'No track: the file holds only 2 waypoints (places, not an activity), so it was skipped',
    });
    // Importing the file again is a duplicate, nothing added.
    const again = await run([file('logger-again.gpx', bytes)]);
    expect(byPath(again).get('logger-again.gpx')?.status).toBe('duplicate');
    expect(store.records.size).toBe(3);
  });

  it('says "duplicate" for the same content twice in one batch and for content already stored', async () => {
    const { store, run } = setup();
    const bytes = gpxBytes('Loop');
    await run([file('first.gpx', bytes)]);
    expect(store.records.size).toBe(1);
    const snap = await run([
      file('again.gpx', bytes),
      file('new.gpx', gpxBytes('Other', 25)),
      file('new-copy.gpx', gpxBytes('Other', 25)),
    ]);
    const results = byPath(snap);
    expect(results.get('again.gpx')).toMatchObject({
      status: 'duplicate',
      detail: 'Duplicate: already imported',
    });
    expect(results.get('new.gpx')?.status).toBe('imported');
    expect(results.get('new-copy.gpx')).toMatchObject({
      status: 'duplicate',
      detail: 'Duplicate: same content as new.gpx',
    });
    expect(store.records.size).toBe(2);
  });

  it('keeps going after a broken file and says why it failed in one line', async () => {
    const { store, run } = setup();
    const snap = await run([
      file('good-1.gpx', gpxBytes('One')),
      file('broken.gpx', BROKEN_BYTES),
      file('good-2.gpx', gpxBytes('Two', 22)),
    ]);
    expect(snap.counts).toEqual({ imported: 2, duplicate: 0, skipped: 0, failed: 1 });
    const broken = byPath(snap).get('broken.gpx');
    expect(broken?.status).toBe('failed');
    expect(broken?.detail).toMatch(/xml|gpx/i);
    expect(broken?.detail).not.toContain('\n');
    expect(store.records.size).toBe(2);
  });

  it('imports the .gpx and .gpx.gz inside a zip, in nested folders, and lists the rest as skipped', async () => {
    const { store, run } = setup();
    const zip = zipSync({
      'export/activities/1.gpx': [gpxBytes('Zipped run'), { level: 6 }],
      'export/activities/2.gpx.gz': [gzipSync(gpxBytes('Gzipped ride', 24)), { level: 0 }],
      'export/activities/deep/er/3.gpx': [gpxBytes('Deep hike', 26), { level: 0 }],
      'export/activities/4.fit.gz': [new Uint8Array([1, 2, 3]), { level: 0 }],
      'export/activities.csv': [new TextEncoder().encode('id,name\n'), { level: 6 }],
      'export/media/photo.jpg': [new Uint8Array([0xff, 0xd8]), { level: 0 }],
      '__MACOSX/export/activities/._1.gpx': [new Uint8Array([0, 5, 22]), { level: 0 }],
    });
    const snap = await run([file('strava.zip', zip)]);
    const results = byPath(snap);
    expect(snap.counts).toEqual({ imported: 3, duplicate: 0, skipped: 2, failed: 2 });
    expect(results.get('strava.zip/export/activities/2.gpx.gz')).toMatchObject({
      status: 'imported',
      detail: 'Gzipped ride',
    });
    expect(results.get('strava.zip/export/activities/deep/er/3.gpx')?.status).toBe('imported');
    expect(results.get('strava.zip/export/activities/4.fit.gz')).toMatchObject({
      status: 'failed',
      detail: 'Not a gzip file: the .gz header is missing',
    });
    const csv = results.get('strava.zip/export/activities.csv');
    expect(csv?.status).toBe('failed');
    expect(csv?.detail).toMatch(
      /^activities.csv was not used: its columns are not Strava's.*the files import/,
    );
    expect(results.get('strava.zip/export/media/photo.jpg')?.status).toBe('skipped');
    expect(results.get('strava.zip/__MACOSX/export/activities/._1.gpx')).toMatchObject({
      status: 'skipped',
      detail: 'Skipped: system file, not an activity',
    });
    expect(snap.total).toBe(7);
    const names = [...store.records.values()].map((r) => r.summary.fileName).sort();
    expect(names).toEqual(['1.gpx', '2.gpx', '3.gpx']);
  });

  it('imports a .gpx.gz file and stores the unpacked GPX', async () => {
    const { store, run } = setup();
    const gpx = gpxBytes('Gz run');
    const snap = await run([file('run.gpx.gz', gzipSync(gpx))]);
    expect(byPath(snap).get('run.gpx.gz')).toMatchObject({ status: 'imported', detail: 'Gz run' });
    const record = store.records.get(await contentId(gpx));
    expect((await store.getOriginal(record!.summary.id))?.bytes).toEqual(gpx);
    expect(record?.summary.fileName).toBe('run.gpx');
  });

  it('reports a damaged zip and a damaged .gz as failures with plain reasons', async () => {
    const { run } = setup();
    const snap = await run([
      file('bad.zip', new TextEncoder().encode('not a zip at all')),
      file('bad.gpx.gz', gzipSync(gpxBytes('x')).slice(0, 30)),
    ]);
    expect(byPath(snap).get('bad.zip')).toMatchObject({
      status: 'failed',
      detail: 'Could not open the zip: Not a zip archive (no zip directory found)',
    });
    expect(byPath(snap).get('bad.gpx.gz')?.detail).toMatch(/^Could not unpack this \.gz file: /);
  });

  it('cancel stops feeding: what finished stays, what was in flight is dropped', async () => {
    const { store, pool, controller, start } = setup({ concurrency: 2 });
    pool.holdFrom = 2;
    const files = Array.from({ length: 8 }, (_, i) => file(`f${i}.gpx`, gpxBytes(`Run ${i}`, 10 + i)));
    start(files);
    await until(() => controller.getSnapshot().counts.imported === 2 && pool.started.length === 4);
    controller.cancel();
    await controller.whenIdle();
    const snap = controller.getSnapshot();
    expect(snap.phase).toBe('cancelled');
    expect(snap.counts.imported).toBe(2);
    expect(snap.results.map((r) => r.path).sort()).toEqual(['f0.gpx', 'f1.gpx']);
    expect(store.records.size).toBe(2);
    expect(pool.started).toHaveLength(4); // nothing new was fed after the cancel
  });

  it('a full store stops the import with a clear message and keeps what was stored', async () => {
    const { store, run } = setup({ concurrency: 1 });
    store.capacity = 2;
    const files = Array.from({ length: 5 }, (_, i) => file(`f${i}.gpx`, gpxBytes(`Ride ${i}`, 10 + i)));
    const snap = await run(files);
    expect(snap.phase).toBe('stopped');
    expect(snap.message).toBe(new StoreQuotaError().message);
    expect(snap.counts).toEqual({ imported: 2, duplicate: 0, skipped: 0, failed: 1 });
    expect(byPath(snap).get('f2.gpx')).toMatchObject({
      status: 'failed',
      detail: 'Not stored: storage is full',
    });
    expect(store.records.size).toBe(2);
    expect(snap.done).toBeLessThan(snap.total);
  });

  it('invalidates at most once per interval plus once at the end', async () => {
    const { calls, run } = setup({ invalidateIntervalMs: 60_000 });
    await run(Array.from({ length: 6 }, (_, i) => file(`f${i}.gpx`, gpxBytes(`Walk ${i}`, 10 + i))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.invalidate).toBe(2); // the first stored activity at once, the rest at the end
  });

  it('adds a batch to a running import and counts both', async () => {
    const { controller, start } = setup();
    start([file('a.gpx', gpxBytes('A'))]);
    start([file('b.gpx', gpxBytes('B', 12)), file('c.txt', new Uint8Array(3))]);
    await controller.whenIdle();
    const snap = controller.getSnapshot();
    expect(snap).toMatchObject({ phase: 'done', total: 3, done: 3, counts: { imported: 2, skipped: 1 } });
    controller.dismiss();
    expect(controller.getSnapshot().phase).toBe('idle');
  });

  it('imports demo files written on demand, under their generated names', async () => {
    const { store, controller, pool } = setup();
    const written: number[] = [];
    const write: DemoWriter = (index, count, seed) => {
      written.push(index);
      const { fileName, gpx } = generateDemoActivity(index, { count, seed });
      return Promise.resolve({ fileName, bytes: new TextEncoder().encode(gpx) });
    };
    const added: string[] = [];
    const target = { store, invalidate: () => undefined, onAdded: (id: string) => added.push(id) };
    controller.enqueue(demoBatch(write, 3, 7), target);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'running', total: 3 });
    await controller.whenIdle();
    const snap = controller.getSnapshot();
    expect(snap.counts.imported).toBe(3);
    expect(written.sort()).toEqual([0, 1, 2]);
    const expectedNames = [0, 1, 2].map((i) => generateDemoActivity(i, { count: 3, seed: 7 }).fileName);
    expect(snap.results.map((r) => r.path).sort()).toEqual(expectedNames.sort());
    expect([...store.records.values()].map((r) => r.summary.fileName).sort()).toEqual(expectedNames.sort());
    expect(pool.started).toHaveLength(3);
    // Each newly stored activity is reported once (the demo set marks its own with it).
    expect(added.sort()).toEqual([...store.records.keys()].sort());
  });

  it('stores demo files under the content id their writer hashed, without hashing them again', async () => {
    const store = new MemoryTrackStore();
    const hashedHere: Uint8Array[] = [];
    const controller = createImportController({
      getPool: () => createFakePool(2),
      contentId: (bytes) => (hashedHere.push(bytes), contentId(bytes)),
      notifyIntervalMs: 5,
    });
    const ids: string[] = [];
    const write: DemoWriter = async (index, count, seed) => {
      const { fileName, gpx } = generateDemoActivity(index, { count, seed });
      const bytes = new TextEncoder().encode(gpx);
      const id = await contentId(bytes);
      ids.push(id);
      return { fileName, bytes, id };
    };
    controller.enqueue(demoBatch(write, 3, 7), { store, invalidate: () => undefined });
    await controller.whenIdle();
    expect(controller.getSnapshot().counts.imported).toBe(3);
    expect([...store.records.keys()].sort()).toEqual(ids.sort());
    expect(hashedHere).toEqual([]);
  });
});
