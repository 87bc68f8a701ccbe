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
import { loadHeat } from './heat-loader';

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

  it('keeps what the worker holds when nothing changed, and rebuilds after a recomputation', async () => {
    const store = freshStore();
    await seed(store, [1, 2]);
    const runner = createInProcessHeatRunner();
    const first = await loadHeat(store, runner, null, null, []);
    await first.save();
    const again = await loadHeat(store, runner, { ...first, zones: '' }, null, []);
    expect(again.source).toBe('unchanged');
    const { summary, track, products } = makeActivity(1);
    await store.replaceComputed({ summary, track, products });
    expect(await store.heatCache!.readPreview('')).toBeUndefined();
    expect((await loadHeat(store, runner, { ...first, zones: '' }, null, [])).source).toBe('built');
  });

  it('ignores a stored state of another version', async () => {
    const store = freshStore();
    await seed(store, [1]);
    const runner = createInProcessHeatRunner();
    const first = await loadHeat(store, runner, null, null, []);
    const { value } = await runner.state();
    await store.heatCache!.write({ ...value.state, version: -1 }, value.preview, '');
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
});
