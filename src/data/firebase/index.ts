/**
 * Firebase mode's public surface, loaded on demand (`import('./firebase')` from src/data/index.ts's
 * loadFirebase) so the SDK stays out of the first page's JavaScript.
 */
export { createFirebaseSession, type FirebaseSession } from './firebase-session';
export {
  createFirebaseTrackStore,
  type FirebaseTrackStore,
  type FirebaseTrackStoreDeps,
} from './firebase-track-store';
export { createMemoryBlobStore, createCachingBlobStore, type BlobStore } from './contract/blob-store';
export type { SyncStats } from './summary-sync';
