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

// Firebase mode: the Firebase engineer adds `createFirebaseTrackStore` here (from ./firebase/...).
// Keep the firebase SDK out of the initial bundle: src/app should load that adapter with a dynamic
// import() when the Firebase config is present, not through a static re-export of this file.
