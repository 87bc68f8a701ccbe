/** Segments and their efforts in local mode (the segment part of the TrackStore port). */
import type { SegmentEffort } from '../../domain/segments/types';
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
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

/**
 * A segment's efforts are written this many per request (each request's rows are cloned on the
 * main thread in one go: 500 efforts in one bulkPut took ~50 ms on a loaded machine).
 */
export const EFFORT_WRITE_ROWS = 100;

/**
 * Efforts whose activity is stored (inside the caller's transaction). One count request per
 * activity, all in flight at once: the requests are pipelined, where anyOf walks a cursor from key
 * to key, a round trip each (250 activities: ~19 ms against ~69 ms, bench segment-match).
 */
async function ofStoredTracks(db: LocalDb, efforts: readonly SegmentEffort[]): Promise<SegmentEffort[]> {
  const ids = [...new Set(efforts.map((e) => e.trackId))];
  if (ids.length === 0) return [];
  const counts = await Promise.all(ids.map((id) => db.summaries.where(':id').equals(id).count()));
  const stored = new Set(ids.filter((_, k) => counts[k]! > 0));
  return efforts.filter((e) => stored.has(e.trackId));
}

export function createLocalSegments(db: LocalDb): SegmentOps {
  return {
    async listSegments() {
      return parseStoredRows(segmentSchema, await db.segments.toArray(), 'segment').sort(bySegmentCreation);
    },
    async getSegment(id) {
      return parseStoredRow(segmentSchema, await db.segments.get(id), 'segment');
    },
    async putSegment(segment, efforts) {
      const parsed = parseSegmentForWrite(segment);
      // Checked before the transaction, in time slices: a transaction ends when a task passes without
      // a request pending, so it cannot wait for the main thread's yields.
      const list = await parseEffortsForWriteInSlices(efforts);
      if (list.some((e) => e.segmentId !== parsed.id))
        throw new Error('An effort belongs to another segment');
      await translateQuota(() =>
        db.transaction('rw', [db.segments, db.efforts, db.summaries], async () => {
          await db.efforts.where('segmentId').equals(parsed.id).delete();
          await db.segments.put(parsed);
          const kept = await ofStoredTracks(db, list);
          // Each request's rows are copied on the main thread when it is made: a few at a time.
          for (let i = 0; i < kept.length; i += EFFORT_WRITE_ROWS)
            await db.efforts.bulkPut(kept.slice(i, i + EFFORT_WRITE_ROWS));
        }),
      );
    },
    async renameSegment(id, name) {
      const parsed = parseSegmentName(name);
      await translateQuota(() =>
        db.transaction('rw', db.segments, async () => {
          const current = parseStoredRow(segmentSchema, await db.segments.get(id), 'segment');
          if (!current) throw new Error(`No segment with id ${id.slice(0, 80)}`);
          await db.segments.put({ ...current, name: parsed });
        }),
      );
    },
    async deleteSegment(id) {
      await db.transaction('rw', [db.segments, db.efforts], async () => {
        await db.efforts.where('segmentId').equals(id).delete();
        await db.segments.delete(id);
      });
    },
    async putEfforts(efforts) {
      const list = parseEffortsForWrite(efforts);
      if (list.length === 0) return;
      await translateQuota(() =>
        db.transaction('rw', [db.segments, db.efforts, db.summaries], async () => {
          const segmentIds = [...new Set(list.map((e) => e.segmentId))];
          const known = new Set(await db.segments.where(':id').anyOf(segmentIds).primaryKeys());
          await db.efforts.bulkPut(
            await ofStoredTracks(
              db,
              list.filter((e) => known.has(e.segmentId)),
            ),
          );
        }),
      );
    },
    async replaceEfforts(trackId, efforts) {
      const list = parseTrackEffortsForWrite(trackId, efforts);
      await translateQuota(() =>
        db.transaction('rw', [db.segments, db.efforts, db.summaries], async () => {
          await dropEffortsOfTracks(db, [trackId]);
          if ((await db.summaries.where(':id').equals(trackId).count()) > 0)
            await putActivityEfforts(db, trackId, list);
        }),
      );
    },
    async listEfforts(query) {
      const rows =
        'segmentId' in query
          ? await db.efforts.where('segmentId').equals(query.segmentId).toArray()
          : await db.efforts.where('trackId').equals(query.trackId).toArray();
      return parseStoredRowsInSlices(effortSchema, rows, 'segment effort');
    },
  };
}

/**
 * Stores an activity's efforts found during its import, inside the transaction that stores the
 * activity (so it holds the segments and efforts tables): those of segments deleted meanwhile, or
 * of another activity, are left out.
 */
export async function putActivityEfforts(
  db: LocalDb,
  trackId: string,
  efforts: readonly SegmentEffort[],
): Promise<void> {
  const mine = efforts.filter((e) => e.trackId === trackId);
  if (mine.length === 0) return;
  const ids = [...new Set(mine.map((e) => e.segmentId))];
  const known = new Set(await db.segments.where(':id').anyOf(ids).primaryKeys());
  await db.efforts.bulkPut(mine.filter((e) => known.has(e.segmentId)));
}

/** Removes the efforts of these activities (inside the caller's transaction). */
export async function dropEffortsOfTracks(db: LocalDb, ids: readonly string[]): Promise<void> {
  await db.efforts
    .where('trackId')
    .anyOf([...ids])
    .delete();
}
