import { describe, expect, it } from 'vitest';
import { encodeFitActivity, linePoints } from '../../domain/fit/test-fit';
import { processActivity } from '../../domain/process-activity';
import { STATS_VERSION } from '../../domain/stats/summarize';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import type { ProcessMeta } from '../../workers/import/protocol';
import { workerCrashError } from '../../workers/import/errors';
import { RECOMPUTE_FAILURES_KEY, createFailureLedger } from './failure-ledger';
import { recomputeStale, type RecomputeProgress } from './run-recompute';
import { memoryStorage } from '../../testing/memory-storage';

/** The worker pool's contract, in process: the same pipeline the import worker runs. */
const inProcessPool = (calls: string[] = []) => ({
  size: 2,
  process: async (bytes: Uint8Array, meta: ProcessMeta) => {
    calls.push(meta.fileName);
    return { ...(await processActivity(bytes, meta)), bytes };
  },
});

async function storeWith(entries: { id: string; bytes?: Uint8Array; version: number }[]) {
  const store = createMemoryTrackStore();
  for (const e of entries) {
    const good = encodeFitActivity({ points: linePoints(300) });
    const { summary, track, products } = await processActivity(good, { fileName: `${e.id}.fit`, id: e.id });
    await store.putActivity({
      summary: {
        ...summary,
        statsVersion: e.version,
        name: `Mine ${e.id}`,
        distanceM: 1,
        elevationGainM: 999,
      },
      track,
      products,
      original: e.bytes ?? good,
    });
  }
  return store;
}

describe('recomputeStale', () => {
  it('recomputes stale activities from their originals, keeping names, and leaves current ones', async () => {
    const store = await storeWith([
      { id: 'old', version: STATS_VERSION - 1 },
      { id: 'new', version: STATS_VERSION },
    ]);
    const calls: string[] = [];
    const seen: RecomputeProgress[] = [];
    const final = await recomputeStale({
      store,
      pool: () => inProcessPool(calls),
      onProgress: (p) => seen.push(p),
    });
    expect(final).toEqual({ total: 1, done: 1, failed: [], withoutOriginal: 0 });
    expect(calls).toEqual(['old.fit']);
    expect(seen.at(-1)).toEqual(final);
    const old = (await store.getSummary('old'))!;
    expect(old.statsVersion).toBe(STATS_VERSION);
    expect(old.name).toBe('Mine old');
    expect(old.distanceM).toBeGreaterThan(100);
    expect(old.elevationGainM).not.toBe(999);
    expect((await store.getSummary('new'))!.distanceM).toBe(1);
  });

  it('keeps an activity whose file no longer reads, with a one-line reason, and counts one without original', async () => {
    const store = await storeWith([
      { id: 'broken', version: 1, bytes: new TextEncoder().encode('not a file') },
    ]);
    await store.putActivity({
      ...(await storeWith([{ id: 'x', version: 1 }]).then(async (s) => ({
        summary: { ...(await s.getSummary('x'))!, id: 'lost' },
        track: (await s.getTrack('x'))!,
        products: (await s.getProducts('x'))!,
      }))),
      original: undefined as never,
    });
    const final = await recomputeStale({ store, pool: () => inProcessPool() });
    expect(final.total).toBe(2);
    expect(final.done).toBe(0);
    expect(final.withoutOriginal).toBe(1);
    expect(final.failed).toHaveLength(1);
    expect(final.failed[0]).toMatchObject({ id: 'broken', name: 'Mine broken' });
    expect(final.failed[0]!.reason).not.toContain('\n');
    const kept = (await store.getSummary('broken'))!;
    expect(kept).toMatchObject({ statsVersion: 1, distanceM: 1, elevationGainM: 999 });
  });

  it('recomputes each part of a data logger file from the shared original, under its own id', async () => {
    const day = 86_400_000;
    const points = [
      ...linePoints(200, Date.UTC(2020, 0, 1, 8)),
      ...linePoints(200, Date.UTC(2020, 0, 1, 8) + 30 * day),
    ];
    const bytes = encodeFitActivity({ points });
    const processed = await processActivity(bytes, { fileName: 'logger.fit', id: 'f00d' });
    expect(processed.otherParts).toHaveLength(1);
    const store = createMemoryTrackStore();
    for (const piece of [processed, ...processed.otherParts]) {
      const stale = { ...piece.summary, statsVersion: 1, distanceM: 1 };
      await store.putActivity({ ...piece, summary: stale, original: bytes });
    }
    const final = await recomputeStale({ store, pool: () => inProcessPool() });
    expect(final).toMatchObject({ total: 2, done: 2, failed: [] });
    const second = (await store.getSummary('f00d-part2'))!;
    expect(second.statsVersion).toBe(STATS_VERSION);
    expect(second.distanceM).toBeCloseTo(processed.otherParts[0]!.summary.distanceM, 6);
    expect(second.part).toEqual(processed.otherParts[0]!.summary.part);
  });

  it('starts no worker when nothing is stale, and stops when aborted', async () => {
    const store = await storeWith([
      { id: 'a', version: 1 },
      { id: 'b', version: 1 },
    ]);
    let asked = 0;
    const controller = new AbortController();
    controller.abort();
    const final = await recomputeStale({
      store,
      pool: () => {
        asked++;
        return inProcessPool();
      },
      signal: controller.signal,
    });
    expect(final.done).toBe(0);
    expect((await store.getSummary('a'))!.statsVersion).toBe(1);
    const fresh = await storeWith([{ id: 'c', version: STATS_VERSION }]);
    asked = 0;
    await recomputeStale({
      store: fresh,
      pool: () => {
        asked++;
        return inProcessPool();
      },
    });
    expect(asked).toBe(0);
  });

  it('remembers a file that fails for good and retries it only when the version changes', async () => {
    const store = await storeWith([
      { id: 'broken', version: 1, bytes: new TextEncoder().encode('not a file') },
    ]);
    const storage = memoryStorage();
    const calls: string[] = [];
    const start = () =>
      recomputeStale({ store, pool: () => inProcessPool(calls), failures: createFailureLedger(storage) });
    expect((await start()).failed).toHaveLength(1);
    expect(await start()).toEqual({ total: 0, done: 0, failed: [], withoutOriginal: 0 });
    expect(calls).toEqual(['broken.fit']);
    // Recorded under an older statistics version: tried again.
    storage.setItem(RECOMPUTE_FAILURES_KEY, JSON.stringify({ broken: STATS_VERSION - 1 }));
    expect((await start()).total).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('does not remember a worker crash: the next start tries again', async () => {
    const store = await storeWith([{ id: 'a', version: 1 }]);
    const storage = memoryStorage();
    const crashing = {
      size: 1,
      process: () => Promise.reject(workerCrashError('out of memory')),
    };
    const first = await recomputeStale({
      store,
      pool: () => crashing,
      failures: createFailureLedger(storage),
    });
    expect(first.failed).toHaveLength(1);
    const second = await recomputeStale({
      store,
      pool: () => inProcessPool(),
      failures: createFailureLedger(storage),
    });
    expect(second).toMatchObject({ total: 1, done: 1 });
  });
});
