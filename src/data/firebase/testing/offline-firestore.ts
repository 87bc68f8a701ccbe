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
  type WriteBatch,
} from 'firebase/firestore';

let appCounter = 0;

export interface OfflineFirestore {
  db: Firestore;
  /**
   * The adapter's `commit` for a server that accepts every write at once: the write is queued
   * (and read back from the cache) and the promise resolves. Without it, a write the adapter waits
   * for (a new activity's document, firebase-track-store.ts) would wait forever offline.
   */
  readonly commit: (batch: WriteBatch) => Promise<void>;
  dispose(): Promise<void>;
}

/** Queues the batch and resolves at once: a server that accepts every write (see above). */
function acceptAtOnce(batch: WriteBatch): Promise<void> {
  // Never acknowledged offline; rejected when the test's Firestore is terminated.
  batch.commit().catch(() => undefined);
  return Promise.resolve();
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
    commit: acceptAtOnce,
    async dispose() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
