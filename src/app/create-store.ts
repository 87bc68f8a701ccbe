import { createLocalTrackStore, type TrackStore } from '../data';

/**
 * The store of local mode: the IndexedDB adapter. (Firebase mode opens the signed-in user's store
 * in firebase-root.tsx, whose code loads only in that mode.)
 */
export function createAppStore(): TrackStore {
  return createLocalTrackStore();
}
