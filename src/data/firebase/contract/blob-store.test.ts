import { describe, expect, it } from 'vitest';
import { createCachingBlobStore, createMemoryBlobStore, type BlobStore } from './blob-store';

function counting(inner: BlobStore) {
  const calls = { get: 0, put: 0 };
  const store: BlobStore = {
    put: (p, b, t) => ((calls.put += 1), inner.put(p, b, t)),
    get: (p) => ((calls.get += 1), inner.get(p)),
    delete: (p) => inner.delete(p),
  };
  return { store, calls };
}

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('memory blob store', () => {
  it('stores copies: changing the input or the output does not change what is stored', async () => {
    const store = createMemoryBlobStore();
    const input = bytes(1, 2, 3);
    await store.put('a', input, 'application/octet-stream');
    input[0] = 9;
    const out = await store.get('a');
    out![1] = 9;
    expect([...((await store.get('a')) ?? [])]).toEqual([1, 2, 3]);
    expect(store.objects.get('a')?.contentType).toBe('application/octet-stream');
    await store.delete('a');
    await store.delete('missing');
    expect(await store.get('a')).toBeUndefined();
  });
});

describe('caching blob store', () => {
  const trackPath = 'users/u/tracks/t1/track.bin';

  it('reads an immutable object from the remote once, then from the cache (also when the remote is gone)', async () => {
    const remote = counting(createMemoryBlobStore());
    await remote.store.put(trackPath, bytes(4, 5), 'application/octet-stream');
    const failing: BlobStore = {
      ...remote.store,
      get: (p) =>
        p === trackPath && remote.calls.get > 0 ? Promise.reject(new Error('offline')) : remote.store.get(p),
    };
    const cached = createCachingBlobStore(failing, createMemoryBlobStore());
    expect([...((await cached.get(trackPath)) ?? [])]).toEqual([4, 5]);
    expect([...((await cached.get(trackPath)) ?? [])]).toEqual([4, 5]);
    expect(remote.calls.get).toBe(1);
  });

  it('never caches the heat index, which is rebuilt in place', async () => {
    const remote = counting(createMemoryBlobStore());
    const cached = createCachingBlobStore(remote.store, createMemoryBlobStore());
    await cached.put('users/u/heat/heat-index.bin', bytes(1), 'application/octet-stream');
    await remote.store.put('users/u/heat/heat-index.bin', bytes(2), 'application/octet-stream');
    expect([...((await cached.get('users/u/heat/heat-index.bin')) ?? [])]).toEqual([2]);
  });

  it('keeps working when the cache fails, and deletes from both', async () => {
    const remote = createMemoryBlobStore();
    const broken: BlobStore = {
      put: () => Promise.reject(new Error('quota')),
      get: () => Promise.reject(new Error('gone')),
      delete: () => Promise.reject(new Error('gone')),
    };
    const cached = createCachingBlobStore(remote, broken);
    await cached.put(trackPath, bytes(7), 'application/octet-stream');
    expect([...((await cached.get(trackPath)) ?? [])]).toEqual([7]);
    await cached.delete(trackPath);
    expect(await remote.get(trackPath)).toBeUndefined();
  });
});
