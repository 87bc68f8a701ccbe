// The adapter's Cloud Storage side on the real SDK offline: a cancelled import stores nothing, and a
// delete touches only files that exist (no 404 for an original that was never uploaded); the write
// order storage.rules need (the activity's document on the server before its files), with the
// rules played in memory.
import { collection, getDocsFromCache, type DocumentData, type WriteBatch } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeActivity, makeId, makeLoggerParts } from '../../testing/store-fixtures';
import { createMemoryBlobStore, type BlobStore, type MemoryBlobStore } from './contract/blob-store';
import { createFirebaseTrackStore } from './firebase-track-store';
import { ORIGINAL_FOR_METADATA, trackFilePath } from './contract/storage-paths';
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
  createFirebaseTrackStore({ db: firestore.db, uid: UID, blobs: store, commit: firestore.commit });

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
    await store.putActivity({ ...a, summary: { ...a.summary, fileSize: gz.byteLength }, original: gz });
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

/** The activity documents in the local cache, by id. */
async function cachedDocs(): Promise<Map<string, DocumentData>> {
  const snapshot = await getDocsFromCache(collection(firestore.db, 'users', UID, 'tracks'));
  return new Map(snapshot.docs.map((d) => [d.id, d.data()]));
}

/**
 * storage.rules played in memory (the Storage emulator cannot run here: it needs Java 21), with the
 * server played by the adapter's `commit`: when it accepts a batch, the server holds what the local
 * cache holds then. An upload is refused unless, on the server, track.bin and products.bin belong
 * to a live document of the path's id, and an original to the live document its metadata names,
 * whose original key is the path's and whose fileSize is the file's size.
 */
function storageRulesModel() {
  let server = new Map<string, DocumentData>();
  const refusals: string[] = [];
  const commit = async (batch: WriteBatch) => {
    batch.commit().catch(() => undefined);
    server = await cachedDocs();
  };
  const allowed = (path: string, bytes: Uint8Array, metadata?: Readonly<Record<string, string>>) => {
    const [, uid, trackId, file] = /^users\/([^/]+)\/tracks\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    if (uid !== UID || !trackId) return false;
    if (file === 'track.bin' || file === 'products.bin') return server.get(trackId)?.deleted === false;
    const forId = metadata?.[ORIGINAL_FOR_METADATA] ?? '';
    const d = server.get(forId);
    const part = d?.part as { sourceId: string } | null | undefined;
    return (
      d?.deleted === false &&
      d.fileSize === bytes.byteLength &&
      (part == null ? forId === trackId : part.sourceId === trackId)
    );
  };
  const store: BlobStore = {
    ...recording(blobs),
    put(path, bytes, type, signal, metadata) {
      if (allowed(path, bytes, metadata)) return blobs.put(path, bytes, type, signal, metadata);
      refusals.push(path);
      return Promise.reject(new Error('Cloud Storage refused this file (storage/unauthorized)'));
    },
  };
  return { store, commit, refusals };
}

describe('write order for storage.rules: the document on the server before its files (issue 40)', () => {
  const openRuled = (rules: ReturnType<typeof storageRulesModel>) =>
    createFirebaseTrackStore({ db: firestore.db, uid: UID, blobs: rules.store, commit: rules.commit });

  it('the played rules refuse a file without its live document, of another size or for another activity', async () => {
    const rules = storageRulesModel();
    const a = makeActivity(30);
    const id = a.summary.id;
    const put = (file: 'track.bin' | 'original.gpx', bytes: Uint8Array, forId?: string) =>
      rules.store.put(
        trackFilePath(UID, id, file),
        bytes,
        'x',
        undefined,
        forId ? { activity: forId } : undefined,
      );
    await expect(put('track.bin', Uint8Array.of(1))).rejects.toThrow('storage/unauthorized');
    await openRuled(rules).putActivity(a);
    expect(rules.refusals).toEqual([trackFilePath(UID, id, 'track.bin')]);
    await expect(put('original.gpx', a.original.subarray(1), id)).rejects.toThrow('storage/unauthorized');
    await expect(put('original.gpx', a.original)).rejects.toThrow('storage/unauthorized');
    await expect(put('original.gpx', a.original, makeId(31))).rejects.toThrow('storage/unauthorized');
    await put('original.gpx', a.original, id);
  });

  it('stores an activity and every part of a logger file, each file after its document', async () => {
    const rules = storageRulesModel();
    const store = openRuled(rules);
    const a = makeActivity(32);
    expect(await store.putActivity(a)).toBe('added');
    const parts = makeLoggerParts(40, 3);
    for (const r of parts) expect(await store.putActivity(r)).toBe('added');
    expect(rules.refusals).toEqual([]);
    expect(blobs.objects.size).toBe(3 + 2 * 3 + 1);
    // The original names the activity it was stored for: the first part stored the logger's file.
    expect(blobs.objects.get(trackFilePath(UID, makeId(40), 'original.gpx'))?.metadata).toEqual({
      [ORIGINAL_FOR_METADATA]: makeId(40),
    });
    expect((await store.getOriginal(a.summary.id))?.bytes).toEqual(a.original);
  });

  it("stores a logger file's original from a later part once the first part is gone", async () => {
    const rules = storageRulesModel();
    const store = openRuled(rules);
    const [first, second, third] = makeLoggerParts(44, 3);
    await store.putActivity(first!);
    await store.deleteActivities([first!.summary.id]);
    expect(blobs.objects.size).toBe(0);
    // Imported again without its first part: the second stores the original under the source id.
    await store.putActivity(second!);
    await store.putActivity(third!);
    expect(rules.refusals).toEqual([]);
    expect(blobs.objects.get(trackFilePath(UID, makeId(44), 'original.gpx'))?.metadata).toEqual({
      [ORIGINAL_FOR_METADATA]: second!.summary.id,
    });
  });

  it('links old per-part copies: each move names a live part of that logger file', async () => {
    const rules = storageRulesModel();
    const store = openRuled(rules);
    const parts = makeLoggerParts(46, 3);
    for (const r of parts) await store.putActivity(r);
    const [first, second, third] = parts.map((r) => r.summary.id);
    await store.deleteActivities([first!]);
    // As an older import left them: a copy per part, and none under the source id.
    for (const id of [second!, third!])
      await blobs.put(trackFilePath(UID, id, 'original.gpx'), parts[0]!.original, 'application/gpx+xml');
    await blobs.delete(trackFilePath(UID, first!, 'original.gpx'));
    expect(await store.linkSharedOriginals()).toBe(2);
    expect(rules.refusals).toEqual([]);
    expect(blobs.objects.has(trackFilePath(UID, first!, 'original.gpx'))).toBe(true);
  });

  it('an upload that fails after the document: the files go, a tombstone replaces the document', async () => {
    const rules = storageRulesModel();
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs: {
        ...rules.store,
        put: (p, b, t, signal, m) =>
          p.endsWith('products.bin')
            ? Promise.reject(new Error('Cloud Storage did not answer'))
            : rules.store.put(p, b, t, signal, m),
      },
      commit: rules.commit,
    });
    const a = makeActivity(48);
    await expect(store.putActivity(a)).rejects.toThrow('Cloud Storage did not answer');
    // track.bin and the original had arrived (the rules took them): removed again.
    expect(rules.refusals).toEqual([]);
    expect(blobs.objects.size).toBe(0);
    expect((await cachedDocs()).get(a.summary.id)).toMatchObject({ id: a.summary.id, deleted: true });
    expect(await openRuled(rules).existingIds([a.summary.id])).toEqual(new Set());
  });

  it('a document the server does not confirm in time: no file uploaded, a tombstone queued behind it', async () => {
    const rules = storageRulesModel();
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: UID,
      blobs: rules.store,
      // A network that says it is up and answers nothing: the write stays queued.
      commit: (batch) => {
        batch.commit().catch(() => undefined);
        return new Promise<void>(() => undefined);
      },
      confirmBudgetMs: 50,
    });
    const a = makeActivity(50);
    await expect(store.putActivity(a)).rejects.toThrow(/did not confirm it in time/);
    expect(blobs.objects.size).toBe(0);
    expect(rules.refusals).toEqual([]);
    // Queued after the live document, the tombstone is what the server ends with.
    expect((await cachedDocs()).get(a.summary.id)).toMatchObject({ id: a.summary.id, deleted: true });
    expect(await store.existingIds([a.summary.id])).toEqual(new Set());
  });

  it('bad input (a recorded size that is not the file’s) writes no document and uploads nothing', async () => {
    const rules = storageRulesModel();
    const a = makeActivity(52, { fileSize: 5 });
    await expect(openRuled(rules).putActivity(a)).rejects.toThrow(
      /original file holds \d+ bytes, its summary records 5/,
    );
    expect([...(await cachedDocs()).keys()]).toEqual([]);
    expect(blobs.objects.size).toBe(0);
  });
});
