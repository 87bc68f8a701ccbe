/**
 * Best-effort curves on Firestore (issue 34): users/{uid}/curves/{trackId} holds
 * { id, version, bytes } with bytes the curves encoded by domain/curves/codec.ts (a few KB), so the
 * Curves page reads every activity's curves with one query, without Cloud Storage. firestore.rules
 * checks the same shape (exact keys, id = document id, version an integer, bytes of a bounded size).
 * Writes are queued by Firestore (they work offline); `background` reports a later rejection.
 */
import {
  Bytes,
  collection,
  doc,
  getDoc,
  getDocs,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { encodeCurves } from '../../domain/curves/codec';
import type { ActivityCurves } from '../../domain/curves/types';
import { curvesDocSchema } from '../curves-schema';
import { decodeCurveRows } from '../curves-rows';
import { BATCH_LIMIT, type Background } from './firebase-collections';

/** Documents read at once by id. */
const READ_SLICE = 30;

export interface FirebaseCurves {
  putCurves(id: string, curves: ActivityCurves | undefined): void;
  getCurves(ids?: readonly string[]): Promise<Map<string, ActivityCurves>>;
  dropTracks(ids: readonly string[]): void;
}

export function createFirebaseCurves(db: Firestore, uid: string, background: Background): FirebaseCurves {
  const curves = collection(db, 'users', uid, 'curves');

  function rowsOf(docs: readonly { data(): unknown }[]) {
    return docs.flatMap((d) => {
      const parsed = curvesDocSchema.safeParse(d.data());
      if (!parsed.success) {
        console.warn('Skipped a malformed stored curves document');
        return [];
      }
      return [{ id: parsed.data.id, bytes: (parsed.data.bytes as Bytes).toUint8Array() }];
    });
  }

  return {
    putCurves(id, value) {
      const batch = writeBatch(db);
      if (value) {
        const bytes = Bytes.fromUint8Array(encodeCurves(value));
        batch.set(doc(curves, id), { id, version: value.version, bytes });
      } else batch.delete(doc(curves, id));
      background(batch.commit());
    },
    async getCurves(ids) {
      if (ids === undefined) return decodeCurveRows(rowsOf((await getDocs(curves)).docs));
      // By document id, a few at a time (no query: the Curves page reads them all at once above).
      const unique = [...new Set(ids)];
      const rows = [];
      for (let i = 0; i < unique.length; i += READ_SLICE) {
        const snaps = await Promise.all(
          unique.slice(i, i + READ_SLICE).map((id) => readOne(doc(curves, id))),
        );
        rows.push(...rowsOf(snaps.filter((d): d is DocumentSnapshot => d !== null && d.exists())));
      }
      return decodeCurveRows(rows);
    },
    dropTracks(ids) {
      for (let i = 0; i < ids.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const id of ids.slice(i, i + BATCH_LIMIT)) batch.delete(doc(curves, id));
        background(batch.commit());
      }
    },
  };
}

/**
 * One curve document, or null when the client is offline and does not hold it: offline, getDoc
 * answers from the local cache and fails ("the client is offline", code unavailable) only for a
 * document the cache lacks, which for this read means "no curves known here".
 */
async function readOne(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  try {
    return await getDoc(ref);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'unavailable') return null;
    throw error;
  }
}
