import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLocalTrackStore,
  deleteLocalDatabase,
  type LocalTrackStore,
} from '../../../data/local/local-track-store';
import { openStoredHeatCache } from '../../../data/local/stored-heat';
import { createHeatEngine } from '../../../domain/heat/heat-engine';
import { FakeChannelWorker } from '../../../testing/fake-workers';
import { makeActivity, makeId } from '../../../testing/store-fixtures';
import { createHeatClient, createInProcessHeatRunner, type HeatRunner } from '../../../workers/heat/client';
import type { HeatRequest } from '../../../workers/heat/protocol';
import { createStoredHeatHandler } from '../../../workers/heat/stored';
import { loadHeat, type HeldHeat, type LoadedHeat } from './heat-loader';

/** A heat worker double that reads and writes the local database itself, as the real one does. */
class StoreReadingHeatWorker extends FakeChannelWorker<HeatRequest> {
  private readonly handler = createStoredHeatHandler(createHeatEngine(), openStoredHeatCache);
  private queue = Promise.resolve();
  override postMessage(message: HeatRequest, options?: StructuredSerializeOptions): void {
    super.postMessage(message, options);
    const request = this.inbox.shift()!;
    this.queue = this.queue.then(async () => this.reply(await this.handler.handle(request)));
  }
}

/** A client of that worker whose main-thread state calls (restore, state) fail the test. */
function storeReadingRunner(): HeatRunner {
  const runner = createHeatClient(() => new StoreReadingHeatWorker());
  const never = () => Promise.reject(new Error('the engine state crossed to the main thread'));
  return Object.assign(runner, { restore: never, state: never });
}

const opened: { store: LocalTrackStore; name: string }[] = [];
function freshStore(): LocalTrackStore {
  const name = `heat-loader-${opened.length}-${Math.random().toString(36).slice(2)}`;
  const store = createLocalTrackStore(name);
  opened.push({ store, name });
  return store;
}
afterEach(async () => {
  for (const { store, name } of opened.splice(0)) {
    store.close();
    await deleteLocalDatabase(name);
  }
});

async function seed(store: LocalTrackStore, seeds: number[]): Promise<void> {
  for (const s of seeds) await store.putActivity(makeActivity(s));
}
const all = (n: number) => new Uint8Array(n).fill(1);

/** What the worker holds after a load (use-heat-data.ts keeps it the same way). */
const held = (r: LoadedHeat): HeldHeat => ({ ids: r.ids, stats: r.stats, zones: '', changes: r.changes });

/** Mends activity `seed` as a trim would: its heat points become fewer and move (replaceComputed). */
async function edit(store: LocalTrackStore, seed: number, shiftDeg = 0.01): Promise<void> {
  const { summary, track, products } = makeActivity(seed);
  const lonLat = products.heat.lonLat.slice(0, 6).map((v) => v + shiftDeg);
  expect(await store.replaceComputed({ summary, track, products: { ...products, heat: { lonLat } } })).toBe(
    'replaced',
  );
}

/** The store, counting which activities' heat points are read. */
function countingReads(store: LocalTrackStore) {
  const reads: (readonly string[] | 'all')[] = [];
  const counted: LocalTrackStore = {
    ...store,
    getHeat: (ids) => {
      reads.push(ids ? [...ids] : 'all');
      return store.getHeat(ids);
    },
  };
  return { counted, reads };
}

/** Every density cell at grid level `level`, as text, in one order (an update orders them otherwise). */
async function cells(runner: HeatRunner, n: number, level = 0): Promise<string[]> {
  const d = (await runner.build('density', all(n), level)).value.density!;
  return Array.from(
    d.weights,
    (w, i) => `${d.positions[2 * i]!.toFixed(5)},${d.positions[2 * i + 1]!.toFixed(5)}:${w}`,
  ).sort();
}

/** The densities of a build from scratch of what is stored now. */
async function freshCells(store: LocalTrackStore, n: number): Promise<string[]> {
  const fresh = createInProcessHeatRunner();
  await loadHeat({ ...store, heatCache: undefined }, fresh, null, null, []);
  return cells(fresh, n);
}

describe('loadHeat', () => {
  it('builds once, then restores the stored state and applies imports and deletes to it', async () => {
    const store = freshStore();
    await seed(store, [1, 2, 3]);
    const first = await loadHeat(store, createInProcessHeatRunner(), null, null, []);
    expect(first.source).toBe('built');
    await first.save();
    const preview = await store.heatCache!.readPreview('');
    expect(preview?.ids.sort()).toEqual([makeId(1), makeId(2), makeId(3)]);

    // A new page (fresh worker): restored, nothing rebuilt.
    const restored = await loadHeat(store, createInProcessHeatRunner(), null, null, []);
    expect(restored.source).toBe('restored');
    expect(restored.stats).toEqual(first.stats);

    // One deleted, one imported since: the state is updated, and answers like a fresh build.
    await store.deleteActivities([makeId(2)]);
    await seed(store, [4]);
    const runner = createInProcessHeatRunner();
    const updated = await loadHeat(store, runner, null, null, []);
    expect(updated.source).toBe('updated');
    expect(updated.ids).toEqual([makeId(1), makeId(3), makeId(4)]);
    const fresh = createInProcessHeatRunner();
    const freshLoad = await loadHeat({ ...store, heatCache: undefined }, fresh, null, null, []);
    expect(updated.stats).toEqual(freshLoad.stats);
    const weights = async (r: typeof runner) =>
      (await r.build('density', all(3), 0)).value.density!.weights.reduce((s, w) => s + w, 0);
    expect(await weights(runner)).toBe(await weights(fresh));
  });

  it('keeps what the worker holds when nothing changed, and saves what it took in', async () => {
    const store = freshStore();
    await seed(store, [1, 2]);
    const runner = createInProcessHeatRunner();
    const first = await loadHeat(store, runner, null, null, []);
    await first.save();
    const again = await loadHeat(store, runner, held(first), null, []);
    expect(again.source).toBe('unchanged');
    await edit(store, 1);
    expect(await store.heatCache!.readPreview('')).toBeUndefined();
    const updated = await loadHeat(store, runner, held(first), null, []);
    expect(updated.source).toBe('updated');
    // Loaded again before the update was saved: nothing to update, but the cache is written.
    const before = await loadHeat(store, runner, held(updated), null, []);
    expect(before.source).toBe('unchanged');
    await before.save();
    expect(await store.heatCache!.readChanges()).toEqual([]);
    expect(await store.heatCache!.readPreview('')).toBeDefined();
  });

  it('builds again when the stored cells do not decode, with a warning', async () => {
    const store = freshStore();
    await seed(store, [1]);
    const runner = createInProcessHeatRunner();
    await loadHeat(store, runner, null, null, []);
    const { value } = await runner.state();
    const cellOfPoint = value.state.grid.cellOfPoint.slice();
    cellOfPoint[0] = value.state.grid.cellCount; // a cell the grid does not have
    const broken = { ...value.state, grid: { ...value.state.grid, cellOfPoint } };
    await store.heatCache!.write(broken, value.preview, '', []);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (m: string) => warnings.push(m);
    try {
      expect(await store.heatCache!.readState('')).toBeUndefined();
      expect((await loadHeat(store, createInProcessHeatRunner(), null, null, [])).source).toBe('built');
    } finally {
      console.warn = warn;
    }
    expect(warnings[0]).toMatch(/Ignored the stored heatmap state \(bad point cells\)/);
  });

  it('ignores a stored state of another version', async () => {
    const store = freshStore();
    await seed(store, [1]);
    const runner = createInProcessHeatRunner();
    const first = await loadHeat(store, runner, null, null, []);
    const { value } = await runner.state();
    await store.heatCache!.write({ ...value.state, version: -1 }, value.preview, '', []);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect((await loadHeat(store, createInProcessHeatRunner(), null, null, [])).source).toBe('built');
    } finally {
      console.warn = warn;
    }
    expect(first.source).toBe('built');
  });

  it('lets a worker with database access restore and save the state itself', async () => {
    const store = freshStore();
    await seed(store, [1, 2, 3]);
    const first = await loadHeat(store, storeReadingRunner(), null, null, []);
    expect(first.source).toBe('built');
    await first.save();
    expect((await store.heatCache!.readPreview(''))?.ids.sort()).toEqual([makeId(1), makeId(2), makeId(3)]);

    const restored = await loadHeat(store, storeReadingRunner(), null, null, []);
    expect(restored.source).toBe('restored');
    expect(restored.stats).toEqual(first.stats);
    expect([...restored.ids].sort()).toEqual([makeId(1), makeId(2), makeId(3)]);

    await store.deleteActivities([makeId(2)]);
    await seed(store, [4]);
    const runner = storeReadingRunner();
    const updated = await loadHeat(store, runner, null, null, []);
    expect(updated.source).toBe('updated');
    await updated.save();
    const fresh = createInProcessHeatRunner();
    await loadHeat({ ...store, heatCache: undefined }, fresh, null, null, []);
    const weights = async (r: HeatRunner) =>
      (await r.build('density', all(3), 0)).value.density!.weights.reduce((s, w) => s + w, 0);
    expect(await weights(runner)).toBe(await weights(fresh));
    // What the worker saved after the update is what the next opening restores.
    expect((await loadHeat(store, storeReadingRunner(), null, null, [])).source).toBe('restored');
  });

  it('after a mend reads only that activity again, held or restored, and densities match a build', async () => {
    const store = freshStore();
    await seed(store, [1, 2, 3]);
    const runner = createInProcessHeatRunner();
    const first = await loadHeat(store, runner, null, null, []);
    await first.save();
    const before = await cells(runner, 3);

    await edit(store, 2);
    const expected = await freshCells(store, 3);
    expect(expected).not.toEqual(before);
    expect((await store.heatCache!.readChanges())?.map(([id]) => id)).toEqual([makeId(2)]);

    // The worker that holds the activities: removes and adds the mended one, reading only it.
    const { counted, reads } = countingReads(store);
    const updated = await loadHeat(counted, runner, held(first), null, []);
    expect(updated.source).toBe('updated');
    expect(reads).toEqual([[makeId(2)]]);
    expect(await cells(runner, 3)).toEqual(expected);

    // A fresh worker restoring the stored state (saved before the mend): the same.
    const restoring = createInProcessHeatRunner();
    const again = countingReads(store);
    const restored = await loadHeat(again.counted, restoring, null, null, []);
    expect(restored.source).toBe('updated');
    expect(again.reads).toEqual([[makeId(2)]]);
    expect(await cells(restoring, 3)).toEqual(expected);
    expect(restored.stats).toEqual(updated.stats);

    // Saving clears the change; the next opening restores without reading any heat point.
    await restored.save();
    expect(await store.heatCache!.readChanges()).toEqual([]);
    expect((await store.heatCache!.readPreview(''))?.ids.sort()).toEqual([makeId(1), makeId(2), makeId(3)]);
    const third = countingReads(store);
    const reopened = createInProcessHeatRunner();
    expect((await loadHeat(third.counted, reopened, null, null, [])).source).toBe('restored');
    expect(third.reads).toEqual([]);
    expect(await cells(reopened, 3)).toEqual(expected);
  });

  it('keeps a change made while the state was being written, with a worker that saves itself', async () => {
    const store = freshStore();
    await seed(store, [1, 2, 3]);
    const first = await loadHeat(store, storeReadingRunner(), null, null, []);
    await first.save();

    // Two mends at once: both are listed.
    await Promise.all([edit(store, 1), edit(store, 2)]);
    const listed = await store.heatCache!.readChanges();
    expect(listed?.map(([id]) => id).sort()).toEqual([makeId(1), makeId(2)]);

    const runner = storeReadingRunner();
    const loaded = await loadHeat(store, runner, null, null, []);
    expect(loaded.source).toBe('updated');
    // Activity 2 is mended again before the worker's state is written: its change stays listed.
    await edit(store, 2, 0.02);
    await loaded.save();
    const left = await store.heatCache!.readChanges();
    expect(left?.map(([id]) => id)).toEqual([makeId(2)]);
    expect(left![0]![1]).toBeGreaterThan(listed!.find(([id]) => id === makeId(2))![1]);
    expect(await store.heatCache!.readPreview('')).toBeUndefined();

    // The next load takes in only that one, and its save clears the list.
    const { counted, reads } = countingReads(store);
    const next = await loadHeat(counted, runner, held(loaded), null, []);
    expect(next.source).toBe('updated');
    expect(reads).toEqual([[makeId(2)]]);
    await next.save();
    expect(await store.heatCache!.readChanges()).toEqual([]);
    expect(await store.heatCache!.readPreview('')).toBeDefined();
    expect(await cells(runner, 3)).toEqual(await freshCells(store, 3));
  });
});
