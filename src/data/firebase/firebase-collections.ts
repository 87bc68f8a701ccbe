/**
 * The collection part of the TrackStore port on Firestore: users/{uid}/collections/{id}.
 * Collections are few (tens), so they are read whole; member changes use arrayUnion/arrayRemove so
 * edits from two devices merge instead of overwriting each other. Writes are queued by Firestore
 * (they work offline); `background` reports a write the server later rejects.
 */
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDocs,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Collection } from '../track-store';
import { MAX_COLLECTION_TRACKS } from '../schemas';
import {
  byCreation,
  parseCollectionName,
  parseTrackIds,
  collectionIdOr,
  type CollectionOps,
} from '../collection-rules';
import { collectionConverter, collectionWriteConverter, warnInvalidCollection } from './collection-doc';

/** Runs a queued write without waiting for the server; `onError` hears of a later rejection. */
export type Background = (write: Promise<unknown>, onError?: () => void) => void;

/** Runs `fn` now; a throw becomes a rejected promise (the port's methods never throw synchronously). */
const settle = <T>(fn: () => T): Promise<T> => new Promise<T>((resolve) => resolve(fn()));

/** The time of a change: now, never before the collection was created (client clocks differ). */
const touched = (c: Collection): number => Math.max(Date.now(), c.createdAt, c.updatedAt);

/** Firestore batches hold at most 500 writes. */
export const BATCH_LIMIT = 500;

export function createFirebaseCollections(
  db: Firestore,
  uid: string,
  background: Background,
): CollectionOps & {
  /** Removes these activity ids from every collection holding them (queued). */
  dropTracks(ids: readonly string[]): Promise<void>;
} {
  const col = collection(db, 'users', uid, 'collections');
  const ref = (id: string) => doc(col, id);

  async function list(): Promise<Collection[]> {
    const snapshot = await getDocs(col.withConverter(collectionConverter));
    const out: Collection[] = [];
    for (const d of snapshot.docs) {
      const parsed = d.data();
      if (parsed.ok) out.push(parsed.collection);
      else warnInvalidCollection(parsed);
    }
    return out.sort(byCreation);
  }

  async function existing(id: string): Promise<Collection> {
    const found = (await list()).find((c) => c.id === id);
    if (!found) throw new Error(`No collection with id ${id}`);
    return found;
  }

  return {
    listCollections: list,
    createCollection: (name, id) =>
      settle(() => {
        const now = Date.now();
        const created: Collection = {
          id: collectionIdOr(id),
          name: parseCollectionName(name),
          trackIds: [],
          createdAt: now,
          updatedAt: now,
        };
        const batch = writeBatch(db);
        batch.set(ref(created.id).withConverter(collectionWriteConverter), created);
        background(batch.commit());
        return created;
      }),
    async renameCollection(id, name) {
      const parsed = parseCollectionName(name);
      const current = await existing(id);
      background(updateDoc(ref(id), { name: parsed, updatedAt: touched(current) }));
    },
    deleteCollection: (id) =>
      settle(() => {
        const batch = writeBatch(db);
        batch.delete(ref(id));
        background(batch.commit());
      }),
    async addToCollection(id, trackIds) {
      const ids = parseTrackIds(trackIds);
      const current = await existing(id);
      if (new Set([...current.trackIds, ...ids]).size > MAX_COLLECTION_TRACKS) {
        throw new Error(`A collection holds at most ${MAX_COLLECTION_TRACKS} activities`);
      }
      if (ids.length > 0)
        background(updateDoc(ref(id), { trackIds: arrayUnion(...ids), updatedAt: touched(current) }));
    },
    async removeFromCollection(id, trackIds) {
      const ids = parseTrackIds(trackIds);
      const current = await existing(id);
      if (ids.length > 0)
        background(updateDoc(ref(id), { trackIds: arrayRemove(...ids), updatedAt: touched(current) }));
    },
    async dropTracks(ids) {
      const remove = new Set(ids);
      const holding = (await list()).filter((c) => c.trackIds.some((t) => remove.has(t)));
      for (let i = 0; i < holding.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const c of holding.slice(i, i + BATCH_LIMIT)) {
          batch.update(ref(c.id), {
            trackIds: arrayRemove(...c.trackIds.filter((t) => remove.has(t))),
            updatedAt: touched(c),
          });
        }
        background(batch.commit());
      }
    },
  };
}
