/**
 * Firebase mode's entry: the SDK set up from the parsed config (firebase.json's emulator ports when
 * VITE_FIREBASE_EMULATORS=1), the auth port, the callables, and the TrackStore of a signed-in user.
 * Loaded with a dynamic import(), so local mode never downloads Firebase.
 *
 * Firestore uses the persistent local cache with the multi-tab manager and no size limit (the
 * summary sync reads its watermark from the cache, so the cache must not be trimmed). It is only
 * set up once a user has signed in: the sign-in screen needs Auth alone.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  CACHE_SIZE_UNLIMITED,
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import type { AuthPort } from './contract/auth-port';
import { createCachingBlobStore } from './contract/blob-store';
import { createCallables, type Callables } from './callables';
import { createCloudBlobStore, openBrowserBlobCache } from './cloud-blob-store';
import type { FirebaseSettings } from './contract/config';
import { createFirebaseAuthPort } from './firebase-auth';
import { createFirebaseTrackStore, type FirebaseTrackStore } from './firebase-track-store';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulator-ports';

const BLOB_CACHE_NAME = 'gpx-dashboard-blobs';

export interface FirebaseSession {
  auth: AuthPort;
  callables: Callables;
  /** The store of the signed-in user (one per uid; asking again returns the same one). */
  openStore(uid: string): FirebaseTrackStore;
  /**
   * Signs out and removes this device's cached cloud data (Firestore cache, file cache). The
   * session's stores are unusable afterwards: reload the page.
   */
  signOutAndForget(): Promise<void>;
}

export function createFirebaseSession(
  settings: FirebaseSettings,
  onWriteError?: (error: Error) => void,
): FirebaseSession {
  const app: FirebaseApp = initializeApp(settings.config);
  // App Check before any other service, so every request carries its token (the callables refuse
  // calls without one). The emulators neither need nor check it.
  if (settings.appCheckSiteKey && !settings.useEmulators) {
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(settings.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const auth = getAuth(app);
  const storage = getStorage(app);
  const functions = getFunctions(app, settings.functionsRegion);
  const ports = { ...EMULATOR_PORTS, ...settings.emulatorPorts };
  if (settings.useEmulators) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${ports.auth}`, { disableWarnings: true });
    connectStorageEmulator(storage, EMULATOR_HOST, ports.storage);
    connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  let db: Firestore | undefined;
  const firestore = (): Firestore => {
    if (db) return db;
    db = initializeFirestore(app, {
      localCache: persistentLocalCache({
        tabManager: persistentMultipleTabManager(),
        cacheSizeBytes: CACHE_SIZE_UNLIMITED,
      }),
    });
    if (settings.useEmulators) connectFirestoreEmulator(db, EMULATOR_HOST, ports.firestore);
    return db;
  };
  const stores = new Map<string, FirebaseTrackStore>();
  const blobCache = openBrowserBlobCache(BLOB_CACHE_NAME).catch(() => undefined);
  const remoteBlobs = createCloudBlobStore(storage);
  const authPort = createFirebaseAuthPort(auth);
  const callables = createCallables(functions);

  return {
    auth: authPort,
    callables,
    openStore(uid) {
      const existing = stores.get(uid);
      if (existing) return existing;
      // The file cache opens asynchronously; until it has, reads go straight to Cloud Storage.
      let blobs = remoteBlobs;
      void blobCache.then((cache) => {
        if (cache) blobs = createCachingBlobStore(remoteBlobs, cache);
      });
      const store = createFirebaseTrackStore({
        db: firestore(),
        uid,
        blobs: {
          // The signal too (a cancelled import stops its uploads), and the metadata storage.rules read.
          put: (p, b, t, signal, metadata) => blobs.put(p, b, t, signal, metadata),
          get: (p) => blobs.get(p),
          delete: (p) => blobs.delete(p),
          forgetFailures: () => blobs.forgetFailures?.(),
        },
        ...(onWriteError ? { onWriteError } : {}),
        onHeatIndexStale: () => {
          callables
            .rebuildHeatIndex()
            .catch((error: unknown) => console.warn(`Heat index not rebuilt: ${String(error)}`));
        },
      });
      stores.set(uid, store);
      return store;
    },
    async signOutAndForget() {
      await authPort.signOut();
      stores.clear();
      if (db) {
        await terminate(db);
        await clearIndexedDbPersistence(db).catch((error: unknown) =>
          console.warn(`Could not clear the local cloud cache: ${String(error)}`),
        );
        db = undefined;
      }
      if (typeof caches !== 'undefined') await caches.delete(BLOB_CACHE_NAME).catch(() => false);
    },
  };
}
