/**
 * The data layer's public surface: the TrackStore port and its adapters. Features, the import
 * queue, src/lib, src/shared, src/components and src/app import from here, never from an adapter's
 * files or a vendor SDK (eslint.config.js fences them; tests/lint/import-fences.test.ts probes it).
 */
// The port: the TrackStore, its records and the quota error every adapter throws.
export * from './track-store';
// The gear kinds' names and types (issue 35), which the port's GearStore is keyed by.
export type { GearKindName, GearKindTypes } from './gear-schemas';
export { MAX_GROUP_NAME_CHARS, MAX_MEMBER_NAME_CHARS } from './group-schemas';
// Helpers of the port the UI uses too: yielding to the main thread between slices of work, and
// which stored original an activity (or a part of a split file) shares.
export { yieldToMain } from './time-slices';
export { originalKey } from './shared-originals';
export { workerDatabase } from './worker-database';

// Local mode (default): IndexedDB through Dexie.
export { createLocalTrackStore } from './local/local-track-store';

// Firebase mode: the config check and the sign-in port's types need no SDK; the adapter
// (createFirebaseTrackStore, createFirebaseSession) loads with loadFirebase(), a dynamic import(),
// so the Firebase SDK stays out of the initial bundle.
export { readFirebaseMode, type FirebaseMode, type FirebaseSettings } from './firebase/contract/config';
export {
  describeAuthError,
  OFFLINE_MESSAGE,
  type AuthPort,
  type AuthUser,
} from './firebase/contract/auth-port';
export type { DeleteAccountDataResult, RebuildHeatIndexResult } from './firebase/contract/callable-contract';
// Copying this device's activities into the account (SDK-free: it works on two TrackStores).
export { moveToCloud, type MoveProgress, type MoveReport } from './firebase/contract/move-to-cloud';
export const loadFirebase = () => import('./firebase/index');
// The signed-out page of a read-only link reads its document with Firestore Lite alone.
export const loadShareReader = () => import('./firebase/share-reader');
