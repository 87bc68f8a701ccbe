/**
 * BlobStore adapters for the browser: Cloud Storage (the source of truth) and the Cache Storage API
 * (a local copy of immutable objects, so activities opened once stay readable offline).
 */
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { BlobStore } from './blob-store';
import { browserOnline } from './browser-online';
import { errorCode } from './error-code';

/** Downloads above this are refused (the largest packed track is about this size). */
const MAX_DOWNLOAD_BYTES = 256 * 1024 * 1024;

export class OfflineError extends Error {
  constructor(
    message = 'You are offline: this needs a connection to Cloud Storage. It works again when the network is back.',
  ) {
    super(message);
    this.name = 'OfflineError';
  }
}

export function createCloudBlobStore(
  storage: FirebaseStorage,
  isOnline: () => boolean = browserOnline,
): BlobStore {
  return {
    async put(path, bytes, contentType) {
      // Cloud Storage uploads retry for minutes without a network: fail at once with a clear line.
      if (!isOnline()) throw new OfflineError();
      await uploadBytes(ref(storage, path), bytes, { contentType });
    },
    async get(path) {
      if (!isOnline())
        throw new OfflineError(
          'You are offline and this activity has not been opened on this device before.',
        );
      try {
        return new Uint8Array(await getBytes(ref(storage, path), MAX_DOWNLOAD_BYTES));
      } catch (error) {
        if (errorCode(error) === 'storage/object-not-found') return undefined;
        throw error;
      }
    },
    async delete(path) {
      try {
        await deleteObject(ref(storage, path));
      } catch (error) {
        if (errorCode(error) !== 'storage/object-not-found') throw error;
      }
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
    async delete(path) {
      await cache.delete(cacheUrl(path));
    },
  };
}
