/**
 * A small port over object storage, so the Firestore adapter can be tested without Cloud Storage.
 * Paths are full object paths (see storage-paths.ts). Objects are immutable per activity id (the id
 * is a content hash), which is what makes the caching store below safe.
 */
export interface BlobStore {
  /**
   * Stores the object; an aborted `signal` cancels the upload (rejects with an AbortError).
   * `metadata`: the object's custom metadata (storage.rules read it; storage-paths.ts).
   */
  put(
    path: string,
    bytes: Uint8Array,
    contentType: string,
    signal?: AbortSignal,
    metadata?: Readonly<Record<string, string>>,
  ): Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  get(path: string): Promise<Uint8Array | undefined>;
  /** Removes the object; true when there was one (removing a missing object is not an error). */
  delete(path: string): Promise<boolean>;
  /** Forgets that the store did not answer a moment ago (see TrackStore.forgetFailures). */
  forgetFailures?(): void;
}

interface MemoryObject {
  bytes: Uint8Array;
  contentType: string;
  metadata?: Readonly<Record<string, string>>;
}

export interface MemoryBlobStore extends BlobStore {
  readonly objects: ReadonlyMap<string, MemoryObject>;
}

/** In-memory BlobStore for tests and as a cache layer. Stores copies, hands out copies. */
export function createMemoryBlobStore(): MemoryBlobStore {
  const objects = new Map<string, MemoryObject>();
  return {
    objects,
    put(path, bytes, contentType, _signal, metadata) {
      objects.set(path, {
        bytes: bytes.slice(),
        contentType,
        ...(metadata ? { metadata: { ...metadata } } : {}),
      });
      return Promise.resolve();
    },
    get(path) {
      return Promise.resolve(objects.get(path)?.bytes.slice());
    },
    delete(path) {
      return Promise.resolve(objects.delete(path));
    },
  };
}

/** Per-activity objects never change (the id is a content hash); the heat index is rebuilt in place. */
export const isImmutablePath = (path: string): boolean => path.includes('/tracks/');

/**
 * Reads through a local cache (so activities opened once stay readable offline) and writes through
 * to both. Only immutable objects are cached. The remote store is the source of truth: a cache
 * failure never fails a call.
 */
export function createCachingBlobStore(
  remote: BlobStore,
  cache: BlobStore,
  cacheable = isImmutablePath,
): BlobStore {
  const quietly = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      console.warn(`Local file cache: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    async put(path, bytes, contentType, signal, metadata) {
      await remote.put(path, bytes, contentType, signal, metadata);
      if (cacheable(path)) await quietly(() => cache.put(path, bytes, contentType));
    },
    async get(path) {
      if (!cacheable(path)) return remote.get(path);
      let cached: Uint8Array | undefined;
      await quietly(async () => {
        cached = await cache.get(path);
      });
      if (cached) return cached;
      const bytes = await remote.get(path);
      if (bytes) await quietly(() => cache.put(path, bytes, 'application/octet-stream'));
      return bytes;
    },
    async delete(path) {
      await quietly(() => cache.delete(path));
      return remote.delete(path);
    },
    forgetFailures: () => remote.forgetFailures?.(),
  };
}
