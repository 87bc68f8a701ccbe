/**
 * The Firebase TrackStore adapter on the Firestore emulator, one Firebase app per store (each store
 * is its own "device" with its own memory cache). The user is faked with the emulator's
 * mockUserToken, so the real firestore.rules see `request.auth.uid`.
 *
 * Cloud Storage: the real Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set; otherwise an
 * in-memory stand-in shared by every store of the run (so a second device of the same user finds
 * the files). The stand-in checks nothing: storage.rules and the Storage SDK are not exercised then.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { createMemoryBlobStore, type BlobStore } from '../../src/data/firebase/contract/blob-store';
import { createCloudBlobStore } from '../../src/data/firebase/cloud-blob-store';
import {
  createFirebaseTrackStore,
  type FirebaseTrackStore,
} from '../../src/data/firebase/firebase-track-store';
import { emulatorHost, hasStorageEmulator, PROJECT_ID } from './emulator-env';

export interface EmulatorStore {
  store: FirebaseTrackStore;
  db: Firestore;
  /** Writes the server rejected (rules, validation), as reported by the adapter. */
  writeErrors: Error[];
  /** Resolves once the server has acknowledged (or rejected) every queued write. */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

let counter = 0;
const sharedBlobs = createMemoryBlobStore();

function blobStore(app: ReturnType<typeof initializeApp>, tokenUid: string): BlobStore {
  if (!hasStorageEmulator()) return sharedBlobs;
  const storage = getStorage(app);
  const st = emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST');
  connectStorageEmulator(storage, st.host, st.port, { mockUserToken: { user_id: tokenUid, sub: tokenUid } });
  return createCloudBlobStore(storage, () => true);
}

/** A store of `uid`'s data, signed in as `tokenUid` (the same unless testing the rules). */
export function openEmulatorStore(uid: string, tokenUid: string = uid): EmulatorStore {
  counter += 1;
  const app = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'emulator',
      appId: 'emulator',
      storageBucket: `${PROJECT_ID}.appspot.com`,
    },
    `emulator-store-${counter}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const fs = emulatorHost('FIRESTORE_EMULATOR_HOST');
  connectFirestoreEmulator(db, fs.host, fs.port, { mockUserToken: { user_id: tokenUid, sub: tokenUid } });
  const writeErrors: Error[] = [];
  const store = createFirebaseTrackStore({
    db,
    uid,
    blobs: blobStore(app, tokenUid),
    isOnline: () => true,
    onWriteError: (error) => writeErrors.push(error),
  });
  const settle = () => waitForPendingWrites(db);
  return {
    store,
    db,
    writeErrors,
    settle,
    async dispose() {
      await settle().catch(() => undefined);
      await terminate(db);
      await deleteApp(app);
    },
  };
}
