import type { TrackStore } from './track-store';

/**
 * The local database a worker reads (and writes) itself, or null when the caller reads and hands
 * the worker what it needs: only the local adapter has a database a worker can open
 * (TrackStore.localDbName), and only a runner whose worker can open it says so (readsStore: a real
 * Worker, not an in-process stand-in). One check for the segments and heat workers alike.
 */
export function workerDatabase(
  store: Pick<TrackStore, 'localDbName'>,
  runner: { readonly readsStore: boolean },
): string | null {
  return store.localDbName !== undefined && runner.readsStore ? store.localDbName : null;
}
