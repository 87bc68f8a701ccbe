/**
 * The TrackStore in effect (local Dexie by default, Firebase when configured), handed to features
 * through React context so they never pick an adapter themselves.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { TrackStore } from '../data';

const TrackStoreContext = createContext<TrackStore | null>(null);

export function TrackStoreProvider({ store, children }: { store: TrackStore; children: ReactNode }) {
  return <TrackStoreContext.Provider value={store}>{children}</TrackStoreContext.Provider>;
}

/** The app's TrackStore. Must be used inside TrackStoreProvider. */
export function useTrackStore(): TrackStore {
  const store = useContext(TrackStoreContext);
  if (!store) throw new Error('useTrackStore() needs a <TrackStoreProvider> above it.');
  return store;
}
