import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachInSlices, yieldToMain } from './time-slices';

/** A scheduler.yield that counts its calls and how many items had run before each. */
function countYields(seen: () => number): number[] {
  const at: number[] = [];
  vi.stubGlobal('scheduler', {
    yield: () => {
      at.push(seen());
      return Promise.resolve();
    },
  });
  return at;
}

afterEach(() => vi.unstubAllGlobals());

describe('forEachInSlices', () => {
  it('visits every item in order, yielding after each full slice of maxPerSlice items', async () => {
    const visited: number[] = [];
    const yields = countYields(() => visited.length);
    await forEachInSlices([10, 11, 12, 13, 14], (item, i) => visited.push(item * 100 + i), 2, 1e9);
    expect(visited).toEqual([1000, 1101, 1202, 1303, 1404]);
    expect(yields).toEqual([2, 4]);
  });

  it('yields whenever the time budget is spent, but never before the first item of a slice', async () => {
    let done = 0;
    const yields = countYields(() => done);
    // A budget of 0 ms is always spent: one item per slice.
    await forEachInSlices(['a', 'b', 'c'], () => done++, Infinity, 0);
    expect(done).toBe(3);
    expect(yields).toEqual([1, 2]);
  });

  it('runs a quick list in one slice, and an empty one not at all', async () => {
    let done = 0;
    const yields = countYields(() => done);
    await forEachInSlices([1, 2, 3], () => done++);
    await forEachInSlices([], () => done++);
    expect(done).toBe(3);
    expect(yields).toEqual([]);
  });

  it('lets queued macrotasks run between slices without scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('message');
    channel.port2.postMessage(null);
    await forEachInSlices([1, 2], (n) => order.push(`item ${n}`), 1);
    channel.port1.close();
    expect(order).toEqual(['item 1', 'message', 'item 2']);
  });

  it('yieldToMain resolves through the MessageChannel fallback', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
