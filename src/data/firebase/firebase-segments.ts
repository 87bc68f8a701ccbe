/**
 * The segment part of the TrackStore port on Firestore (issue 16):
 *   users/{uid}/segments/{segmentId}: the Segment, with unknown elevations (NaN) written as null;
 *   users/{uid}/efforts/{effortId}:   a SegmentEffort, queried by segmentId or trackId.
 * Both are checked by zod here (src/data/segment-schemas.ts) and by firestore.rules on the server.
 * Writes are queued by Firestore (they work offline); `background` reports a later rejection.
 * Replacing a segment's efforts takes several batches when there are more than BATCH_LIMIT writes,
 * so another device may briefly read part of them.
 */
import {
  collection,
  doc,
  getDocs,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { Segment, SegmentEffort } from '../../domain/segments/types';
import {
  bySegmentCreation,
  effortSchema,
  parseEffortsForWrite,
  parseEffortsForWriteInSlices,
  parseSegmentForWrite,
  parseSegmentName,
  parseTrackEffortsForWrite,
  segmentSchema,
  type SegmentOps,
} from '../segment-schemas';
import { parseStoredRow, parseStoredRows, parseStoredRowsInSlices } from '../schemas';
import { BATCH_LIMIT, type Background } from './firebase-collections';

/** Firestore `in` queries take at most this many values. */
const IN_LIMIT = 30;

function encodeSegment(segment: Segment): DocumentData {
  const { points } = segment;
  return {
    ...segment,
    points: { lat: points.lat, lon: points.lon, ele: points.ele.map((e) => (Number.isFinite(e) ? e : null)) },
  };
}

function decodeSegment(data: DocumentData | undefined): Segment | undefined {
  if (!data) return undefined;
  const ele = (data as { points?: { ele?: unknown } }).points?.ele;
  const fixed = Array.isArray(ele)
    ? {
        ...data,
        points: { ...(data.points as object), ele: ele.map((e) => (e === null ? NaN : e) as unknown) },
      }
    : data;
  return parseStoredRow(segmentSchema, fixed, 'segment');
}

export function createFirebaseSegments(
  db: Firestore,
  uid: string,
  background: Background,
  storedTracks: (ids: readonly string[]) => Promise<Set<string>>,
): SegmentOps & {
  dropTracks(ids: readonly string[]): Promise<void>;
  replaceTrackEfforts(trackId: string, list: readonly SegmentEffort[]): Promise<void>;
} {
  const segments = collection(db, 'users', uid, 'segments');
  const efforts = collection(db, 'users', uid, 'efforts');

  async function effortsWhere(field: 'segmentId' | 'trackId', value: string): Promise<SegmentEffort[]> {
    const snapshot = await getDocs(query(efforts, where(field, '==', value)));
    return parseStoredRowsInSlices(
      effortSchema,
      snapshot.docs.map((d) => d.data()),
      'segment effort',
    );
  }

  /** Runs the writes in batches of at most BATCH_LIMIT, each committed in the background. */
  function inBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T) => void): void {
    for (let i = 0; i < items.length; i += BATCH_LIMIT) {
      const batch = writeBatch(db);
      for (const item of items.slice(i, i + BATCH_LIMIT)) write(batch, item);
      background(batch.commit());
    }
  }

  async function listSegments(): Promise<Segment[]> {
    const snapshot = await getDocs(segments);
    return snapshot.docs
      .map((d) => decodeSegment(d.data()))
      .filter((s): s is Segment => s !== undefined)
      .sort(bySegmentCreation);
  }

  async function ofStoredTracks(list: readonly SegmentEffort[]): Promise<SegmentEffort[]> {
    const stored = await storedTracks([...new Set(list.map((e) => e.trackId))]);
    return list.filter((e) => stored.has(e.trackId));
  }

  /** The activity's efforts become `parsed` (checked, all its own): old ones not among them go. */
  async function setTrackEfforts(trackId: string, parsed: readonly SegmentEffort[]): Promise<void> {
    const known = new Set((await listSegments()).map((s) => s.id));
    const fresh = parsed.filter((e) => known.has(e.segmentId));
    const ids = new Set(fresh.map((e) => e.id));
    const stale = (await effortsWhere('trackId', trackId)).filter((e) => !ids.has(e.id));
    inBatches(stale, (b, e) => b.delete(doc(efforts, e.id)));
    inBatches(fresh, (b, e) => b.set(doc(efforts, e.id), e));
  }

  return {
    listSegments,
    async getSegment(id) {
      // A query, not getDoc: offline, a query answers from the cache where getDoc of a missing
      // document fails.
      const snapshot = await getDocs(query(segments, where('id', '==', id)));
      return snapshot.docs.length > 0 ? decodeSegment(snapshot.docs[0]!.data()) : undefined;
    },
    async putSegment(segment, list) {
      const parsed = parseSegmentForWrite(segment);
      const next = await parseEffortsForWriteInSlices(list);
      if (next.some((e) => e.segmentId !== parsed.id))
        throw new Error('An effort belongs to another segment');
      const kept = await ofStoredTracks(next);
      const keep = new Set(kept.map((e) => e.id));
      const stale = (await effortsWhere('segmentId', parsed.id)).filter((e) => !keep.has(e.id));
      const batch = writeBatch(db);
      batch.set(doc(segments, parsed.id), encodeSegment(parsed));
      background(batch.commit());
      inBatches(stale, (b, e) => b.delete(doc(efforts, e.id)));
      inBatches(kept, (b, e) => b.set(doc(efforts, e.id), e));
    },
    async renameSegment(id, name) {
      const parsed = parseSegmentName(name);
      if (!(await listSegments()).some((s) => s.id === id))
        throw new Error(`No segment with id ${id.slice(0, 80)}`);
      background(updateDoc(doc(segments, id), { name: parsed }));
    },
    async deleteSegment(id) {
      const stale = await effortsWhere('segmentId', id);
      inBatches(stale, (b, e) => b.delete(doc(efforts, e.id)));
      const batch = writeBatch(db);
      batch.delete(doc(segments, id));
      background(batch.commit());
    },
    async putEfforts(list) {
      const parsed = parseEffortsForWrite(list);
      if (parsed.length === 0) return;
      const known = new Set((await listSegments()).map((s) => s.id));
      inBatches(await ofStoredTracks(parsed.filter((e) => known.has(e.segmentId))), (b, e) =>
        b.set(doc(efforts, e.id), e),
      );
    },
    listEfforts(q) {
      return 'segmentId' in q ? effortsWhere('segmentId', q.segmentId) : effortsWhere('trackId', q.trackId);
    },
    /** The activity's efforts replaced by these (a mend found them again); those of others left out. */
    replaceTrackEfforts(trackId, list) {
      return setTrackEfforts(
        trackId,
        parseEffortsForWrite(list).filter((e) => e.trackId === trackId),
      );
    },
    async replaceEfforts(trackId, list) {
      const parsed = parseTrackEffortsForWrite(trackId, list);
      await setTrackEfforts(trackId, (await storedTracks([trackId])).has(trackId) ? parsed : []);
    },
    async dropTracks(ids) {
      const stale: SegmentEffort[] = [];
      for (let i = 0; i < ids.length; i += IN_LIMIT) {
        const snapshot = await getDocs(query(efforts, where('trackId', 'in', ids.slice(i, i + IN_LIMIT))));
        stale.push(
          ...parseStoredRows(
            effortSchema,
            snapshot.docs.map((d) => d.data()),
            'segment effort',
          ),
        );
      }
      inBatches(stale, (b, e) => b.delete(doc(efforts, e.id)));
    },
  };
}
