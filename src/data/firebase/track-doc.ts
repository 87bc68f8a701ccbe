/**
 * users/{uid}/tracks/{trackId}: one document per activity, the TrackSummary fields plus
 *   deleted: false, updatedAt: server time of the last write (drives incremental sync).
 * A deleted activity leaves a tombstone { id, deleted: true, updatedAt } so other devices' sync
 * learns about the delete. Both shapes are checked by zod here and by firestore.rules on the server.
 *
 * Best efforts are stored as two flat lists instead of the summary's list of maps:
 * `bestEffortKeys` (the distance of each, '1k', '5k'...) and `bestEffortFigures` (distanceM, timeS
 * and startDistanceM of each, BEST_EFFORT_FIGURES numbers per effort, in the same order).
 * firestore.rules checks every element of a flat list in a few expressions (join and a pattern),
 * whereas checking seven maps one by one would not fit its budget of 1,000 expressions per write.
 * Documents written before (a `bestEfforts` list of maps) are still read.
 *
 * Multisport legs and sanity flags are stored as lists of lines of text (legs-flags-doc.ts), for
 * the same reason; documents written before, with lists of maps, are still read.
 */
import {
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { z } from '../../domain/zod';
import type { TrackSummary } from '../../domain/stats/types';
import { describeZodError, idSchema, trackSummarySchema } from '../schemas';
import { decodeEdits, encodeEdits, type StoredEdits } from './edit-doc';
import { decodeTraining, encodeTraining } from './training-doc';
import { decodeFlags, decodeLegs, encodeFlag, encodeLeg } from './legs-flags-doc';

export type TrackDoc =
  | { kind: 'live'; summary: TrackSummary; updatedAtMs: number; pending: boolean }
  | { kind: 'tombstone'; id: string; updatedAtMs: number; pending: boolean }
  /** A stored document that does not match the schema: skipped by readers, with a warning. */
  | { kind: 'invalid'; id: string; error: string };

/** What the adapter writes. */
export type TrackDocWrite = { kind: 'live'; summary: TrackSummary } | { kind: 'tombstone'; id: string };

const writeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('live'), summary: trackSummarySchema }),
  z.object({ kind: z.literal('tombstone'), id: idSchema }),
]);

const timestampSchema = z.instanceof(Timestamp, { message: 'must be a timestamp' });
const liveMetaSchema = z.object({ deleted: z.literal(false), updatedAt: timestampSchema });
const tombstoneSchema = z.strictObject({
  id: idSchema,
  deleted: z.literal(true),
  updatedAt: timestampSchema,
});

/** Numbers per best effort in `bestEffortFigures`: distanceM, timeS, startDistanceM. */
export const BEST_EFFORT_FIGURES = 3;

export type SummaryDocFields = Omit<TrackSummary, 'bestEfforts' | 'edits' | 'training' | 'legs' | 'flags'> & {
  bestEffortKeys: string[];
  bestEffortFigures: number[];
  /** The edits as lines of text (edit-doc.ts). */
  edits: StoredEdits | null;
  /** The training product as one line of text (training-doc.ts). */
  training: string | null;
  /** Each leg as one line of text (legs-flags-doc.ts). */
  legs: string[];
  /** Each flag as one line of text (legs-flags-doc.ts). */
  flags: string[];
};

/** The summary's fields as stored: best efforts as two flat lists (see the top of this file). */
export function summaryDocFields(summary: TrackSummary): SummaryDocFields {
  const { bestEfforts, edits, training, legs, flags, ...rest } = summary;
  return {
    ...rest,
    edits: encodeEdits(edits),
    training: encodeTraining(training),
    legs: legs.map(encodeLeg),
    flags: flags.map(encodeFlag),
    bestEffortKeys: bestEfforts.map((e) => e.key),
    bestEffortFigures: bestEfforts.flatMap((e) => [e.distanceM, e.timeS, e.startDistanceM]),
  };
}

/** Stored fields back into the summary's shape, for the schema to check (legacy documents as they are). */
function summaryInput(stored: DocumentData): DocumentData {
  const lists: DocumentData = {
    ...stored,
    ...('legs' in stored ? { legs: decodeLegs(stored.legs) } : {}),
    ...('flags' in stored ? { flags: decodeFlags(stored.flags) } : {}),
  };
  const withEdits = 'edits' in lists ? { ...lists, edits: decodeEdits(lists.edits) } : lists;
  const fields =
    'training' in withEdits ? { ...withEdits, training: decodeTraining(withEdits.training) } : withEdits;
  if (!('bestEffortKeys' in fields) && !('bestEffortFigures' in fields)) return fields;
  const { bestEffortKeys: keys, bestEffortFigures: figures, ...rest } = fields;
  const paired =
    Array.isArray(keys) && Array.isArray(figures) && figures.length === keys.length * BEST_EFFORT_FIGURES;
  if (!paired) return { ...rest, bestEfforts: 'bestEffortFigures does not hold 3 numbers per key' };
  const at = (i: number, k: number): unknown => figures[i * BEST_EFFORT_FIGURES + k];
  return {
    ...rest,
    bestEfforts: keys.map((key: unknown, i) => ({
      key,
      distanceM: at(i, 0),
      timeS: at(i, 1),
      startDistanceM: at(i, 2),
    })),
  };
}

/** Firestore data for a write; throws one clear line when the value does not match the schema. */
export function encodeTrackDoc(value: unknown): DocumentData {
  const parsed = writeSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Activity document is invalid: ${describeZodError(parsed.error)}`);
  const doc = parsed.data;
  if (doc.kind === 'tombstone') return { id: doc.id, deleted: true, updatedAt: serverTimestamp() };
  return { ...summaryDocFields(doc.summary), deleted: false, updatedAt: serverTimestamp() };
}

/** Parses stored data (pending server timestamps read as the local estimate). */
export function decodeTrackDoc(id: string, data: DocumentData, pending: boolean): TrackDoc {
  const invalid = (error: string): TrackDoc => ({ kind: 'invalid', id, error });
  if (data.deleted === true) {
    const tomb = tombstoneSchema.safeParse(data);
    if (!tomb.success) return invalid(describeZodError(tomb.error));
    if (tomb.data.id !== id) return invalid(`id field ${tomb.data.id} does not match the document id`);
    return { kind: 'tombstone', id, updatedAtMs: tomb.data.updatedAt.toMillis(), pending };
  }
  const meta = liveMetaSchema.safeParse(data);
  if (!meta.success) return invalid(describeZodError(meta.error));
  const { deleted: _deleted, updatedAt: _updatedAt, ...fields } = data;
  const summary = trackSummarySchema.safeParse(summaryInput(fields));
  if (!summary.success) return invalid(describeZodError(summary.error));
  if (summary.data.id !== id) return invalid(`id field ${summary.data.id} does not match the document id`);
  return { kind: 'live', summary: summary.data, updatedAtMs: meta.data.updatedAt.toMillis(), pending };
}

function readSnapshot(snapshot: QueryDocumentSnapshot): TrackDoc {
  return decodeTrackDoc(
    snapshot.id,
    snapshot.data({ serverTimestamps: 'estimate' }),
    snapshot.metadata.hasPendingWrites,
  );
}

/** Converter for reads (queries over the tracks collection). */
export const trackDocConverter: FirestoreDataConverter<TrackDoc, DocumentData> = {
  toFirestore: (value: unknown): DocumentData => encodeTrackDoc(value),
  fromFirestore: readSnapshot,
};

/** Converter for writes: validates with zod and stamps the server time. */
export const trackWriteConverter: FirestoreDataConverter<TrackDocWrite, DocumentData> = {
  toFirestore: (value: unknown): DocumentData => encodeTrackDoc(value),
  fromFirestore(snapshot: QueryDocumentSnapshot): TrackDocWrite {
    const doc = readSnapshot(snapshot);
    if (doc.kind === 'invalid') throw new Error(`Activity document ${doc.id} is invalid: ${doc.error}`);
    return doc.kind === 'live' ? { kind: 'live', summary: doc.summary } : { kind: 'tombstone', id: doc.id };
  },
};

/** Logs a skipped document once per read, in one line. */
export function warnInvalidTrackDoc(doc: { id: string; error: string }): void {
  console.warn(`Skipped a corrupt activity document (id ${doc.id.slice(0, 80)}): ${doc.error}`);
}
