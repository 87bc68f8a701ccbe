// The adapter's Cloud Storage side on the real SDK offline: a cancelled import stores nothing, and a
// delete touches only files that exist (no 404 for an original that was never uploaded).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeActivity, makeId, makeLoggerParts } from '../../testing/store-fixtures';
import { createMemoryBlobStore, type BlobStore, type MemoryBlobStore } from './contract/blob-store';
import { createFirebaseTrackStore } from './firebase-track-store';
import { trackFilePath } from './contract/storage-paths';
import { createOfflineFirestore, type OfflineFirestore } from './testing/offline-firestore';

const UID = 'user-1';
let firestore: OfflineFirestore;
let blobs: MemoryBlobStore;
let deleted: string[];

beforeEach(async () => {
  firestore = await createOfflineFirestore();
  blobs = createMemoryBlobStore();
  deleted = [];
});
afterEach(async () => {
  await firestore.dispose();
});

const recording = (inner: BlobStore): BlobStore => ({
  ...inner,
  delete: (p) => (deleted.push(p), inner.delete(p)),
});
const open = (store: BlobStore = recording(blobs)) =>
  createFirebaseTrackStore({ db: firestore.db, uid: UID, blobs: store });

/** A blob store whose uploads of products.bin hang until their signal aborts (a stalled bucket). */
function stallingProducts(): BlobStore {
  const inner = recording(blobs);
  return {
    ...inner,
    put(path, bytes, type, signal) {
      if (!path.endsWith('products.bin')) return inner.put(path, bytes, type, signal);
      return new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
      );
    },
  };
}

describe('Firebase track store files', () => {
  it('a cancel during the uploads stops them, removes what arrived and stores no summary', async () => {
    const store = open(stallingProducts());
    const abort = new AbortController();
    const put = store.putActivity(makeActivity(1), { signal: abort.signal });
    // track.bin and the original arrive; products.bin hangs.
    await expect.poll(() => blobs.objects.size).toBe(2);
    abort.abort();
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
    expect(blobs.objects.size).toBe(0);
    expect(await open().existingIds([makeId(1)])).toEqual(new Set());
    expect(await open().listSummaries()).toEqual([]);
  });

  it('an import cancelled before storing uploads nothing', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(open().putActivity(makeActivity(2), { signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(blobs.objects.size).toBe(0);
  });

  it('a delete removes the three files that exist and asks for no other', async () => {
    const store = open();
    const a = makeActivity(3);
    await store.putActivity(a);
    await store.deleteActivities([a.summary.id]);
    expect(blobs.objects.size).toBe(0);
    expect(deleted.sort()).toEqual(
      (['original.gpx', 'products.bin', 'track.bin'] as const).map((f) =>
        trackFilePath(UID, a.summary.id, f),
      ),
    );
  });

  it('a delete still removes a gzip original whose file name did not say .gz', async () => {
    const store = open();
    const a = makeActivity(4);
    const gz = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]);
    await store.putActivity({ ...a, original: gz });
    expect(blobs.objects.has(trackFilePath(UID, a.summary.id, 'original.gpx.gz'))).toBe(true);
    await store.deleteActivities([a.summary.id]);
    expect(blobs.objects.size).toBe(0);
    expect(deleted).toContain(trackFilePath(UID, a.summary.id, 'original.gpx'));
  });

  it("stores a logger file's original once for all its parts and removes it with the last", async () => {
    const store = open();
    const parts = makeLoggerParts(20, 3);
    for (const r of parts) await store.putActivity(r);
    const originals = () => [...blobs.objects.keys()].filter((p) => p.includes('/original.'));
    expect(originals()).toEqual([trackFilePath(UID, makeId(20), 'original.gpx')]);
    await store.deleteActivities([makeId(20)]);
    expect(originals()).toHaveLength(1);
    expect((await store.getOriginal(`${makeId(20)}-part3`))?.bytes).toEqual(parts[2]?.original);
    await store.deleteActivities([`${makeId(20)}-part2`, `${makeId(20)}-part3`]);
    expect(blobs.objects.size).toBe(0);
  });

  it('links old per-part copies to the one original: uploads it first where missing, frees identical copies', async () => {
    const store = open();
    const parts = makeLoggerParts(22, 3);
    for (const r of parts) await store.putActivity(r);
    const [first, second, third] = parts.map((r) => r.summary.id);
    const file = parts[0]!.original;
    const originals = () => [...blobs.objects.keys()].filter((p) => p.includes('/original.')).sort();
    // As an older import left them, after the first part (and its file) was deleted: a copy per part.
    await store.deleteActivities([first!]);
    await blobs.put(trackFilePath(UID, second!, 'original.gpx'), file.slice(), 'application/gpx+xml');
    await blobs.put(trackFilePath(UID, third!, 'original.gpx'), file.slice(), 'application/gpx+xml');
    await blobs.delete(trackFilePath(UID, first!, 'original.gpx'));
    expect(originals()).toHaveLength(2);
    expect(await store.linkSharedOriginals()).toBe(2);
    expect(originals()).toEqual([trackFilePath(UID, first!, 'original.gpx')]);
    for (const id of [second!, third!]) expect((await store.getOriginal(id))?.bytes).toEqual(file);
    expect(await store.linkSharedOriginals()).toBe(0);
  });
});
