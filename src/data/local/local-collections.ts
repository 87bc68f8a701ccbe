/** Collections of activities in local mode (the collection part of the TrackStore port). */
import {
  byCreation,
  parseCollectionName,
  parseTrackIds,
  collectionIdOr,
  type CollectionOps,
} from '../collection-rules';
import type { Collection } from '../track-store';
import { MAX_COLLECTION_TRACKS, collectionSchema, parseStoredRow, parseStoredRows } from '../schemas';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

export function createLocalCollections(db: LocalDb): CollectionOps {
  /** Reads, changes and writes one collection in a transaction; a missing collection rejects. */
  const change = (id: string, edit: (c: Collection) => Collection) =>
    translateQuota(() =>
      db.transaction('rw', db.collections, async () => {
        const current = parseStoredRow(collectionSchema, await db.collections.get(id), 'collection');
        if (!current) throw new Error(`No collection with id ${id}`);
        const next = { ...edit(current), updatedAt: Math.max(Date.now(), current.createdAt) };
        if (next.trackIds.length > MAX_COLLECTION_TRACKS) {
          throw new Error(`A collection holds at most ${MAX_COLLECTION_TRACKS} activities`);
        }
        await db.collections.put(next);
      }),
    );

  return {
    async listCollections() {
      return parseStoredRows(collectionSchema, await db.collections.toArray(), 'collection').sort(byCreation);
    },
    async createCollection(name, id) {
      const now = Date.now();
      const collection: Collection = {
        id: collectionIdOr(id),
        name: parseCollectionName(name),
        trackIds: [],
        createdAt: now,
        updatedAt: now,
      };
      await translateQuota(() => db.collections.add(collection));
      return collection;
    },
    async renameCollection(id, name) {
      const parsed = parseCollectionName(name);
      await change(id, (c) => ({ ...c, name: parsed }));
    },
    async deleteCollection(id) {
      await db.collections.delete(id);
    },
    async addToCollection(id, trackIds) {
      const ids = parseTrackIds(trackIds);
      await change(id, (c) => ({ ...c, trackIds: [...new Set([...c.trackIds, ...ids])] }));
    },
    async removeFromCollection(id, trackIds) {
      const remove = new Set(parseTrackIds(trackIds));
      await change(id, (c) => ({ ...c, trackIds: c.trackIds.filter((t) => !remove.has(t)) }));
    },
  };
}

/** Removes these activity ids from every collection that holds them (inside the caller's transaction). */
export async function dropFromCollections(db: LocalDb, ids: readonly string[]): Promise<void> {
  const remove = new Set(ids);
  const now = Date.now();
  await db.collections
    .where('trackIds')
    .anyOf([...remove])
    .distinct()
    .modify((c) => {
      c.trackIds = Array.isArray(c.trackIds) ? c.trackIds.filter((t) => !remove.has(t)) : [];
      c.updatedAt = Math.max(now, c.createdAt);
    });
}
