/**
 * The data layer's public surface: the TrackStore port and its adapters. Features, the import
 * queue and src/app import from here, never from an adapter's files or a vendor SDK.
 */
export type { TrackStore } from './track-store';

// Local mode (default): IndexedDB through Dexie.
export { createLocalTrackStore } from './local/local-track-store';

// Firebase mode: the config check and the sign-in port's types need no SDK; the adapter
// (createFirebaseTrackStore, createFirebaseSession) loads with loadFirebase(), a dynamic import(),
// so the Firebase SDK stays out of the initial bundle.
export { readFirebaseMode, type FirebaseMode, type FirebaseSettings } from './firebase/contract/config';
export type { AuthUser } from './firebase/contract/auth-port';
export const loadFirebase = () => import('./firebase/index');
