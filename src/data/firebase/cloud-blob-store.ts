/**
 * BlobStore adapters for the browser: Cloud Storage (the source of truth) and the Cache Storage API
 * (a local copy of immutable objects, so activities opened once stay readable offline).
 */
import {
  deleteObject,
  getBytes,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import type { BlobStore } from './contract/blob-store';
import { browserOnline, OfflineError } from './contract/browser-online';
import { errorCode } from './contract/error-code';
import {
  describeStorageError,
  isStorageDown,
  STORAGE_DELETE_BUDGET_MS,
  STORAGE_DOWN_HOLD_MS,
  STORAGE_READ_BUDGET_MS,
  StorageUnavailableError,
  uploadBudgetMs,
  withBudget,
} from './contract/storage-errors';

/** Downloads above this are refused (the largest packed track is about this size). */
const MAX_DOWNLOAD_BYTES = 256 * 1024 * 1024;

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** Runs an upload task until done, its budget runs out (cancelled) or `signal` aborts (cancelled). */
function runUpload(task: UploadTask, budgetMs: number, signal: AbortSignal | undefined): Promise<void> {
  const onAbort = () => task.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = new Promise<void>((resolve, reject) => {
    task.then(() => resolve(), reject);
  });
  return withBudget(done, budgetMs, () => task.cancel())
    .catch((error: unknown) => {
      if (signal?.aborted) throw abortError();
      throw error;
    })
    .finally(() => signal?.removeEventListener('abort', onAbort));
}

export interface CloudBlobStoreOptions {
  isOnline?: () => boolean;
  now?: () => number;
}

/**
 * Cloud Storage behind the BlobStore port, every call bounded by the budgets of storage-errors.ts,
 * failures in plain words, and a short hold after Storage did not answer (see there).
 */
export function createCloudBlobStore(
  storage: FirebaseStorage,
  options: CloudBlobStoreOptions | (() => boolean) = {},
): BlobStore {
  const opts = typeof options === 'function' ? { isOnline: options } : options;
  const isOnline = opts.isOnline ?? browserOnline;
  const now = opts.now ?? Date.now;
  // The SDK's own retries end within the budgets (they never bound a request that hangs: withBudget does).
  storage.maxOperationRetryTime = STORAGE_READ_BUDGET_MS;
  storage.maxUploadRetryTime = uploadBudgetMs(0);
  let downUntil = -Infinity;

  async function guarded<T>(work: () => Promise<T>, offline: string | undefined): Promise<T> {
    if (!isOnline()) throw new OfflineError(offline);
    if (now() < downUntil) throw new StorageUnavailableError();
    try {
      return await work();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (isStorageDown(error)) downUntil = now() + STORAGE_DOWN_HOLD_MS;
      throw describeStorageError(error);
    }
  }

  return {
    put(path, bytes, contentType, signal, metadata) {
      return guarded(async () => {
        if (signal?.aborted) throw abortError();
        const task = uploadBytesResumable(ref(storage, path), bytes, {
          contentType,
          ...(metadata ? { customMetadata: { ...metadata } } : {}),
        });
        await runUpload(task, uploadBudgetMs(bytes.byteLength), signal);
      }, undefined);
    },
    get(path) {
      return guarded(async () => {
        try {
          const read = getBytes(ref(storage, path), MAX_DOWNLOAD_BYTES);
          return new Uint8Array(await withBudget(read, STORAGE_READ_BUDGET_MS));
        } catch (error) {
          if (errorCode(error) === 'storage/object-not-found') return undefined;
          throw error;
        }
      }, 'You are offline and this activity has not been opened on this device before.');
    },
    delete(path) {
      return guarded(async () => {
        try {
          await withBudget(deleteObject(ref(storage, path)), STORAGE_DELETE_BUDGET_MS);
          return true;
        } catch (error) {
          if (errorCode(error) !== 'storage/object-not-found') throw error;
          return false;
        }
      }, undefined);
    },
    forgetFailures() {
      downUntil = -Infinity;
    },
  };
}

/** Cache keys are synthetic URLs: the path is never fetched. */
const cacheUrl = (path: string) =>
  `https://blob-cache.invalid/${path.split('/').map(encodeURIComponent).join('/')}`;

/** A BlobStore in the Cache Storage API, or undefined where the browser has none. */
export async function openBrowserBlobCache(name = 'gpx-dashboard-blobs'): Promise<BlobStore | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(name);
  return {
    async put(path, bytes, contentType) {
      const body = new Blob([bytes.slice().buffer], { type: contentType });
      await cache.put(cacheUrl(path), new Response(body, { headers: { 'content-type': contentType } }));
    },
    async get(path) {
      const response = await cache.match(cacheUrl(path));
      return response ? new Uint8Array(await response.arrayBuffer()) : undefined;
    },
    delete(path) {
      return cache.delete(cacheUrl(path));
    },
  };
}
