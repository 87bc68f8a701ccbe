/**
 * Rules for collections shared by every adapter (local and Firebase), so both accept the same
 * names and ids, order the same way and make ids the same way.
 */
import type { Collection, TrackStore } from './track-store';
import { collectionNameSchema, describeZodError, idSchema } from './schemas';

/** The collection part of the TrackStore port, as each adapter implements it. */
export type CollectionOps = Pick<
  TrackStore,
  | 'listCollections'
  | 'createCollection'
  | 'renameCollection'
  | 'deleteCollection'
  | 'addToCollection'
  | 'removeFromCollection'
>;

/** A random id of 32 hex characters; works outside secure contexts, unlike crypto.randomUUID. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A collection id given by the caller, checked; else a random one. */
export function collectionIdOr(id: string | undefined): string {
  if (id === undefined) return randomId();
  if (!idSchema.safeParse(id).success)
    throw new Error(`Invalid collection id: ${JSON.stringify(id).slice(0, 80)}`);
  return id;
}

/** The trimmed name; throws one clear line when it is empty or too long. */
export function parseCollectionName(name: string): string {
  const result = collectionNameSchema.safeParse(name);
  if (!result.success) throw new Error(`Invalid collection name: ${describeZodError(result.error)}`);
  return result.data;
}

/** A copy of the ids; throws one clear line for an id that is not a valid activity id. */
export function parseTrackIds(ids: readonly string[]): string[] {
  for (const id of ids) {
    if (!idSchema.safeParse(id).success)
      throw new Error(`Invalid activity id: ${JSON.stringify(id).slice(0, 80)}`);
  }
  return [...ids];
}

/** Ordered by creation time, then id, so the order is stable across adapters. */
export function byCreation(a: Collection, b: Collection): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
