/**
 * The saved segments new imports are matched against, kept apart from segment-engine.ts because
 * the import runs from the app shell: this module imports no domain code (the matching runs in the
 * GPX worker that parses each file, workers/import/segment-efforts.ts).
 *
 * - savedSegments: the stored segments, read once per store and kept (the same array, so each GPX
 *   worker is sent them once) until segmentsChanged.
 * - segmentsChanged: a segment was saved, renamed or deleted: the next import reads them again.
 */
import type { TrackStore } from '../../data';
import type { Segment } from '../../domain/segments/types';

const lists = new WeakMap<TrackStore, Promise<readonly Segment[]>>();

/** The stored segments (definition above); a failed read is tried again next time. */
export function savedSegments(store: TrackStore): Promise<readonly Segment[]> {
  let list = lists.get(store);
  if (!list) {
    const read = store.listSegments();
    lists.set(store, (list = read));
    read.catch(() => {
      if (lists.get(store) === read) lists.delete(store);
    });
  }
  return list;
}

/** Forgets the kept segments of this store (definition above). */
export function segmentsChanged(store: TrackStore): void {
  lists.delete(store);
}
