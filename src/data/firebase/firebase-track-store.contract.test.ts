// The TrackStore contract against the Firestore adapter on the real Firebase JS SDK, offline:
// memoryLocalCache() + disableNetwork(), so every write is queued locally and read back from the
// cache. Cloud Storage is replaced by an in-memory BlobStore; the uid is fixed (no Auth needed).
import { describeTrackStoreContract } from '../../testing/track-store-contract';
import type { TrackStore } from '../track-store';
import { createMemoryBlobStore } from './contract/blob-store';
import { createFirebaseTrackStore } from './firebase-track-store';
import { createOfflineFirestore, type OfflineFirestore } from './testing/offline-firestore';

const open = new Map<TrackStore, OfflineFirestore>();

describeTrackStoreContract(
  'firebase (offline Firestore SDK, in-memory blobs)',
  async () => {
    const firestore = await createOfflineFirestore();
    const store = createFirebaseTrackStore({
      db: firestore.db,
      uid: 'contract-user',
      blobs: createMemoryBlobStore(),
      commit: firestore.commit,
    });
    open.set(store, firestore);
    return store;
  },
  async (store) => {
    await open.get(store)?.dispose();
    open.delete(store);
  },
);
