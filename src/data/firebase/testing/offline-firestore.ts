/**
 * The real Firebase JS SDK with no server: an in-memory Firestore cache with the network disabled.
 * Writes are queued (never acknowledged) and visible to every read, as in the app while offline.
 * Used by unit tests; emulator tests use tests/emulators instead.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  disableNetwork,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';

let appCounter = 0;

export interface OfflineFirestore {
  db: Firestore;
  dispose(): Promise<void>;
}

export async function createOfflineFirestore(): Promise<OfflineFirestore> {
  appCounter += 1;
  const app = initializeApp(
    { projectId: 'demo-gpx', apiKey: 'offline-test', appId: 'offline-test' },
    `offline-test-${appCounter}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
  return {
    db,
    async dispose() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
