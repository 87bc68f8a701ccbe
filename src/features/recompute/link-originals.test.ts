// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { makeLoggerParts } from '../../testing/store-fixtures';
import { LINKED_ORIGINALS_KEY, linkOriginalsOnce } from './link-originals';

beforeEach(() => localStorage.clear());

describe('linking old per-part copies once', () => {
  it('frees the identical copies on the first start only, and remembers it', async () => {
    const store = createMemoryTrackStore([]);
    const parts = makeLoggerParts(30, 3);
    for (const r of parts) await store.putActivity(r);
    // As an older import left it: each later part with its own copy of the same file.
    for (const r of parts.slice(1))
      store.originals.set(r.summary.id, { fileName: 'logger.gpx', bytes: r.original.slice() });
    expect(store.originals.size).toBe(3);
    expect(await linkOriginalsOnce(store)).toBe(2);
    expect([...store.originals.keys()]).toEqual([parts[0]!.summary.id]);
    expect(localStorage.getItem(LINKED_ORIGINALS_KEY)).toContain('local');
    // Marked done: not even looked at again (a copy put back now stays).
    store.originals.set(parts[1]!.summary.id, { fileName: 'logger.gpx', bytes: parts[1]!.original });
    expect(await linkOriginalsOnce(store)).toBeNull();
    expect(store.originals.size).toBe(2);
  });
});
