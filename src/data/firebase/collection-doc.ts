/**
 * users/{uid}/collections/{collectionId}: { id, name, trackIds, createdAt, updatedAt } (epoch ms),
 * checked by zod here (src/data/schemas.ts) and by firestore.rules on the server. Collections are
 * few and always read whole, so they need no server timestamp for incremental sync.
 */
import {
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Collection } from '../track-store';
import { collectionSchema, describeZodError } from '../schemas';

export type CollectionDoc = { ok: true; collection: Collection } | { ok: false; id: string; error: string };

/** Firestore data for a collection; throws one clear line when it does not match the schema. */
export function encodeCollection(value: unknown): DocumentData {
  const parsed = collectionSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Collection is invalid: ${describeZodError(parsed.error)}`);
  const { id, name, trackIds, createdAt, updatedAt } = parsed.data;
  return { id, name, trackIds, createdAt, updatedAt };
}

export function decodeCollection(id: string, data: DocumentData): CollectionDoc {
  const parsed = collectionSchema.safeParse(data);
  if (!parsed.success) return { ok: false, id, error: describeZodError(parsed.error) };
  if (parsed.data.id !== id)
    return { ok: false, id, error: `id field ${parsed.data.id} does not match the document id` };
  return { ok: true, collection: parsed.data };
}

function readSnapshot(snapshot: QueryDocumentSnapshot): CollectionDoc {
  return decodeCollection(snapshot.id, snapshot.data());
}

/** Converter for reads: a corrupt document comes back as { ok: false } instead of throwing. */
export const collectionConverter: FirestoreDataConverter<CollectionDoc, DocumentData> = {
  toFirestore: (value: unknown): DocumentData => encodeCollection(value),
  fromFirestore: readSnapshot,
};

/** Converter for writes: validates with zod and stamps the server time. */
export const collectionWriteConverter: FirestoreDataConverter<Collection, DocumentData> = {
  toFirestore: (value: unknown): DocumentData => encodeCollection(value),
  fromFirestore(snapshot: QueryDocumentSnapshot): Collection {
    const doc = readSnapshot(snapshot);
    if (!doc.ok) throw new Error(`Collection ${doc.id} is invalid: ${doc.error}`);
    return doc.collection;
  },
};

export function warnInvalidCollection(doc: { id: string; error: string }): void {
  console.warn(`Skipped a corrupt collection document (id ${doc.id.slice(0, 80)}): ${doc.error}`);
}
