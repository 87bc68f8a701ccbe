/**
 * The data layer's public surface: the TrackStore port and its adapters. Features, the import
 * queue and src/app import from here, never from an adapter's files or a vendor SDK.
 */
export type { ActivityRecord, Collection, PutResult, SummaryPatch, TrackStore } from './track-store';
export { StoreQuotaError } from './track-store';

export { CodecError, packProducts, packTrack, unpackProducts, unpackTrack } from './codec';
export { MAX_COLLECTION_TRACKS, collectionSchema, trackSummarySchema } from './schemas';

// Local mode (default): IndexedDB through Dexie.
export { createLocalTrackStore, deleteLocalDatabase } from './local/local-track-store';
export type { LocalTrackStore, LocalTrackStoreOptions } from './local/local-track-store';

// Firebase mode: the config check and the sign-in port's types need no SDK; the adapter
// (createFirebaseTrackStore, createFirebaseSession) loads with loadFirebase(), a dynamic import(),
// so the Firebase SDK stays out of the initial bundle.
export { readFirebaseMode, type FirebaseMode, type FirebaseSettings } from './firebase/config';
export type { AuthPort, AuthUser } from './firebase/auth-port';
export const loadFirebase = () => import('./firebase/index');
