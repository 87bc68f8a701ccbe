/**
 * Demo activities are marked by membership of one collection, found by its fixed id
 * DEMO_COLLECTION_ID (created as DEMO_COLLECTION_NAME), which the demo import fills as it stores
 * them (createDemoTagger). The id, not the name: a person may rename the collection and the demo
 * set stays marked and removable, and a collection of their own that they call "Demo activities"
 * is never taken for it. Nothing finds the demo set by its name: a name is the person's to edit.
 * (A demo set stored before the fixed id existed, under a random id, is an ordinary collection
 * now: its activities are the person's to keep or delete.) A collection, not a summary field: both
 * stores (local and Firebase) keep collections already, the user's files are never touched, and
 * removing the demo set is deleting exactly the activities listed there (useRemoveDemo), then the
 * collection. The user's own activities are never in it unless they add them themselves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection, TrackStore } from '../../data';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, trackKeys } from '../../lib/track-queries';

export const DEMO_COLLECTION_NAME = 'Demo activities';
export const DEMO_COLLECTION_ID = 'demo-activities';
/** Ids written to the demo collection at once (fewer, larger writes during the demo import). */
export const DEMO_TAG_BATCH = 25;
/** Wait after the last stored demo activity before writing a partial batch, ms. */
export const DEMO_TAG_DELAY_MS = 500;

const NO_IDS: ReadonlySet<string> = new Set();

/** The demo set: the collection with the fixed id, whatever it is called now. */
export function demoCollectionOf(collections: readonly Collection[]): Collection | undefined {
  return collections.find((c) => c.id === DEMO_COLLECTION_ID);
}

/**
 * A callback for the demo import (ImportTarget.onAdded): adds each newly stored activity to the
 * demo collection (created on first use), in batches; `onWritten` after each write.
 */
export function createDemoTagger(store: TrackStore, onWritten: () => void): (id: string) => void {
  let collection: Promise<Collection> | null = null;
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing = Promise.resolve();
  const collectionId = () =>
    (collection ??= store
      .listCollections()
      .then(
        (all) => demoCollectionOf(all) ?? store.createCollection(DEMO_COLLECTION_NAME, DEMO_COLLECTION_ID),
      )).then((c) => c.id);
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const ids = pending;
    pending = [];
    if (ids.length === 0) return;
    writing = writing
      .then(() => collectionId())
      .then((id) => store.addToCollection(id, ids))
      .then(onWritten)
      .catch(() => {
        // Unmarked demo activities stay ordinary activities: nothing is lost, they are deletable.
      });
  };
  return (id) => {
    pending.push(id);
    if (pending.length >= DEMO_TAG_BATCH) flush();
    else {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, DEMO_TAG_DELAY_MS);
    }
  };
}

/** The demo collection and the ids of the demo activities in it (empty without one). */
export function useDemoActivities(): { collection: Collection | undefined; ids: ReadonlySet<string> } {
  const store = useTrackStore();
  const { data } = useQuery({
    ...collectionsQuery(store),
    select: (all) => {
      const collection = demoCollectionOf(all);
      return { collection, ids: collection ? new Set(collection.trackIds) : NO_IDS };
    },
  });
  return data ?? { collection: undefined, ids: NO_IDS };
}

/** Deletes every demo activity (and nothing else), then the demo collection. */
export function useRemoveDemo() {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (collection: Collection) => {
      await store.deleteActivities(collection.trackIds);
      await store.deleteCollection(collection.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}
