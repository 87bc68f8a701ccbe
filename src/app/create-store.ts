import { createLocalTrackStore, type TrackStore } from '../data';

/**
 * The store the app runs on: the local IndexedDB adapter.
 * ── SLOT(firebase): when the Firebase config is present, choose the Firebase adapter here
 * (imported dynamically so the Firebase SDK stays out of the first page's JavaScript).
 */
export function createAppStore(): TrackStore {
  return createLocalTrackStore();
}
