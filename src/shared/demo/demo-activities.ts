/**
 * Demo activities are marked by membership of one collection, found by its fixed id
 * DEMO_COLLECTION_ID (created as DEMO_COLLECTION_NAME), which the demo import fills in the very
 * transactions that store them (createDemoWriter). The id, not the name: a person may rename the collection and the demo
 * set stays marked and removable, and a collection of their own that they call "Demo activities"
 * is never taken for it. Nothing finds the demo set by its name: a name is the person's to edit.
 * (A demo set stored before the fixed id existed, under a random id, is an ordinary collection
 * now: its activities are the person's to keep or delete.) A collection, not a summary field: both
 * stores (local and Firebase) keep collections already, the user's files are never touched, and
 * removing the demo set is deleting exactly the activities listed there (useRemoveDemo), then the
 * collection. The user's own activities are never in it unless they add them themselves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityRecord, Collection, PutResult, TrackStore } from '../../data';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, trackKeys } from '../../lib/track-queries';

export const DEMO_COLLECTION_NAME = 'Demo activities';
export const DEMO_COLLECTION_ID = 'demo-activities';
/** Demo activities written in one transaction, with their demo mark (createDemoWriter). */
export const DEMO_WRITE_BATCH = 20;
/** A batch not yet full is written this long after its first activity arrived, ms. */
export const DEMO_WRITE_DELAY_MS = 750;

const NO_IDS: ReadonlySet<string> = new Set();

/** The demo set: the collection with the fixed id, whatever it is called now. */
export function demoCollectionOf(collections: readonly Collection[]): Collection | undefined {
  return collections.find((c) => c.id === DEMO_COLLECTION_ID);
}

interface Waiting {
  record: ActivityRecord;
  signal: AbortSignal | undefined;
  resolve: (result: PutResult) => void;
  reject: (error: unknown) => void;
}

const aborted = () => new DOMException('The import was cancelled', 'AbortError');

/**
 * The demo import's writer (ImportTarget.put): gathers activities into batches of
 * DEMO_WRITE_BATCH (or what arrived within DEMO_WRITE_DELAY_MS) and stores each batch with
 * store.putActivities in one transaction that also adds them to the demo collection (created on
 * first use). An activity is stored marked as demo or not at all: a load interrupted (tab closed,
 * cancelled) leaves nothing unmarked. Each put resolves once its batch is written; `onWritten`
 * after each batch. A cancelled activity still waiting is dropped (AbortError).
 */
export function createDemoWriter(store: TrackStore, onWritten: () => void): TrackStore['putActivity'] {
  let collection: Promise<string> | null = null;
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  const collectionId = () =>
    (collection ??= store
      .listCollections()
      .then(
        (all) => demoCollectionOf(all) ?? store.createCollection(DEMO_COLLECTION_NAME, DEMO_COLLECTION_ID),
      )
      .then((c) => c.id)
      .catch((error: unknown) => {
        collection = null; // tried again with the next batch
        throw error;
      }));
  const write = async (batch: Waiting[]) => {
    for (const w of batch) if (w.signal?.aborted) w.reject(aborted());
    const live = batch.filter((w) => !w.signal?.aborted);
    if (live.length === 0) return;
    try {
      const id = await collectionId();
      const results = await store.putActivities(
        live.map((w) => w.record),
        { collectionId: id },
      );
      live.forEach((w, i) => w.resolve(results[i] ?? 'duplicate'));
      onWritten();
    } catch (error) {
      for (const w of live) w.reject(error);
    }
  };
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) writing = writing.then(() => write(batch));
  };
  return (record, options) =>
    new Promise<PutResult>((resolve, reject) => {
      if (options?.signal?.aborted) return reject(aborted());
      waiting.push({ record, signal: options?.signal, resolve, reject });
      if (waiting.length >= DEMO_WRITE_BATCH) flush();
      else timer ??= setTimeout(flush, DEMO_WRITE_DELAY_MS);
    });
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
