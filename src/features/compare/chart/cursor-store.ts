/**
 * The shared hover cursor of a comparison: one grid index (or null) that every chart, the tooltip,
 * the small multiples and the map read. A tiny external store rather than React state, so a hover
 * re-renders only the cursor parts, never the charts' lines.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface CursorStore {
  get: () => number | null;
  set: (index: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCursorStore(): CursorStore {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (index) => {
      if (index === value) return;
      value = index;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const CursorContext = createContext<CursorStore | null>(null);

export function useCursorStore(): CursorStore {
  const store = useContext(CursorContext);
  if (!store) throw new Error('useCursorStore() needs a <CursorContext.Provider> above it.');
  return store;
}

/** The hovered grid index, re-rendering the caller only when it changes. */
export function useCursor(): number | null {
  const store = useCursorStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
