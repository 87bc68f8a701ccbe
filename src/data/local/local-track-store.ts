/**
 * The local TrackStore adapter: IndexedDB through Dexie. Every activity is written in one
 * read-write transaction over all of its tables, so a crash or a full disk mid-import never leaves
 * half an activity; storage-full errors become StoreQuotaError. Reads validate what they find and
 * skip corrupt rows with a console.warn instead of failing the whole list.
 */
import { createLocalGear } from './local-gear';
import type { DexieOptions } from 'dexie';
import type { TrackData } from '../../domain/track/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { ViewProducts } from '../../domain/series/types';
import {
  parseStoredRow,
  parseStoredRowsInSlices,
  parseSummaryForWrite,
  summaryPatchSchema,
  describeZodError,
  trackSummarySchema,
} from '../schemas';
import { checkHeat, checkPath, checkProducts, checkProfile, checkTrackData } from '../shape-checks';
import type { ActivityRecord, ComputedRecord, PutResult, SummaryPatch, TrackStore } from '../track-store';
import { parseTrackIds } from '../collection-rules';
import { parseEffortsForWrite } from '../segment-schemas';
import { createLocalCollections, dropFromCollections } from './local-collections';
import { createLocalSegments, dropEffortsOfTracks, putActivityEfforts } from './local-segments';
import {
  DEFAULT_DB_NAME,
  LocalDb,
  compact,
  compactProfile,
  compactTrack,
  expandStoredTrack,
} from './local-db';
import { createBoundsCompactor, logBounds, logDeleted } from './bounds-log';
import { createLocalHeatCache, noteHeatChanged } from './local-heat-cache';
import { createLocalThresholds } from './local-thresholds';
import { decodeCurveRows } from '../curves-rows';
import { encodeCurves } from '../../domain/curves/codec';
import type { ActivityCurves } from '../../domain/curves/types';
import { createLocalShares } from './local-shares';
import { createLocalGroups } from './local-groups';
import { isQuotaError, translateQuota } from './store-errors';
import { checked, rowsById } from './checked-rows';
import {
  candidateKeys,
  copyHolders,
  originalKey,
  originalsToRemove,
  planOriginalLinks,
} from '../shared-originals';

/** Validates everything about a record before a transaction starts; throws one clear line. */
/**
 * Summaries are read this many at a time: one IndexedDB request per page, whose rows the browser
 * deserialises in one task (10,000 in one request took ~100 ms of main thread on a loaded machine).
 * The next page is read while this one is checked (in time slices, schemas.ts).
 */
export const SUMMARY_PAGE_ROWS = 500;

async function readSummaries(db: LocalDb): Promise<TrackSummary[]> {
  // Rows as stored (unchecked until parsed): only their ids are read before that.
  const pageAfter = (id: string | null): Promise<{ id: string }[]> =>
    (id === null ? db.summaries.orderBy(':id') : db.summaries.where(':id').above(id))
      .limit(SUMMARY_PAGE_ROWS)
      .toArray();
  const out: TrackSummary[] = [];
  let next: Promise<{ id: string }[]> | null = pageAfter(null);
  while (next) {
    const page: { id: string }[] = await next;
    const last: { id: string } | undefined =
      page.length === SUMMARY_PAGE_ROWS ? page[page.length - 1] : undefined;
    next = last ? pageAfter(last.id) : null;
    for (const s of await parseStoredRowsInSlices(trackSummarySchema, page, 'activity summary')) out.push(s);
  }
  return out;
}

function validateRecord(record: ActivityRecord | ComputedRecord): void {
  const problem =
    checkTrackData(record.track) ??
    checkProducts(record.products) ??
    (!('original' in record) || record.original instanceof Uint8Array
      ? null
      : 'the original file is not bytes (Uint8Array)');
  if (problem)
    throw new Error(`Activity ${String(record.summary.id).slice(0, 80)} cannot be stored: ${problem}`);
}

function cleanPatch(patch: SummaryPatch): SummaryPatch {
  const result = summaryPatchSchema.safeParse(patch);
  if (!result.success) throw new Error(`Invalid change to an activity: ${describeZodError(result.error)}`);
  return Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined));
}

export interface LocalTrackStoreOptions {
  /** Passed to Dexie: `indexedDB` and `IDBKeyRange` (e.g. fake-indexeddb in tests). */
  dexie?: DexieOptions;
}

/** The local adapter: the port, plus closing its IndexedDB connection (switching modes, tests). */
export interface LocalTrackStore extends TrackStore {
  readonly kind: 'local';
  /** Closes the connection; later calls reopen it. */
  close(): void;
}

export function createLocalTrackStore(
  dbName = DEFAULT_DB_NAME,
  options: LocalTrackStoreOptions = {},
): LocalTrackStore {
  const db = new LocalDb(dbName, options.dexie);
  const bounds = createBoundsCompactor(db);

  const collections = createLocalCollections(db);

  /** A record checked before any transaction starts (one clear line for a bad one). */
  function prepare(record: ActivityRecord) {
    const summary = parseSummaryForWrite(record.summary);
    validateRecord(record);
    return { record, summary, efforts: parseEffortsForWrite(record.efforts ?? []) };
  }

  /** Inside a transaction: every piece of one activity not stored yet. */
  function writeActivity({ record, summary, efforts }: ReturnType<typeof prepare>): Promise<unknown> {
    const { id } = summary;
    const { profile, heat, path } = record.products;
    // put (not add) for the pieces: a leftover piece without a summary is overwritten.
    return Promise.all([
      db.summaries.add(summary),
      logBounds(db, [summary]),
      db.tracks.put({ id, track: compactTrack(record.track) }),
      db.profiles.put({ id, profile: compactProfile(profile) }),
      db.heat.put({ id, lonLat: compact(heat.lonLat) }),
      db.paths.put({ id, lonLat: compact(path.lonLat), partStarts: compact(path.partStarts) }),
      putOriginal(summary, record.original),
      putActivityEfforts(db, id, efforts),
      record.products.curves ? putCurves(id, record.products.curves) : undefined,
    ]);
  }

  async function putActivities(
    records: readonly ActivityRecord[],
    options?: { signal?: AbortSignal; collectionId?: string },
  ): Promise<PutResult[]> {
    if (options?.signal?.aborted) throw new DOMException('The import was cancelled', 'AbortError');
    const prepared = records.map(prepare);
    if (prepared.length === 0) return [];
    const collectionId = options?.collectionId;
    const ids = prepared.map((p) => p.summary.id);
    // The efforts' tables join the transaction only when there are efforts to write.
    const tables = [
      ...db.activityTables(),
      db.boundsLog,
      ...(prepared.some((p) => p.efforts.length > 0) ? [db.segments, db.efforts] : []),
      ...(collectionId !== undefined ? [db.collections] : []),
    ];
    let transaction: IDBTransaction | undefined;
    const write = () =>
      db.transaction('rw', tables, async (tx): Promise<PutResult[]> => {
        transaction = tx.idbtrans;
        const stored = new Set(await db.summaries.where(':id').anyOf(ids).primaryKeys());
        // An id stored before, or repeated in the batch, is a duplicate (the first one is added).
        const out = ids.map((id): PutResult => (stored.has(id) ? 'duplicate' : (stored.add(id), 'added')));
        const added = prepared.filter((_, i) => out[i] === 'added');
        // All at once: the first failure (a full disk) is the transaction's error.
        await Promise.all(added.map(writeActivity));
        // In the same transaction: stored and marked together, or neither (a missing collection rejects).
        if (collectionId !== undefined && added.length > 0)
          await collections.addToCollection(
            collectionId,
            added.map((p) => p.summary.id),
          );
        return out;
      });
    // Several activities' requests are pending when a full disk aborts the transaction: the one
    // that fails first may say only "aborted"; the transaction's own error says why.
    const results = await translateQuota(() =>
      write().catch((error: unknown) => {
        throw isQuotaError(transaction?.error) ? transaction?.error : error;
      }),
    );
    bounds.noteWrites(results.filter((r) => r === 'added').length);
    return results;
  }

  async function putActivity(record: ActivityRecord, options?: { signal?: AbortSignal }): Promise<PutResult> {
    const [result] = await putActivities([record], options);
    return result ?? 'duplicate';
  }

  /** Inside a transaction: the activity's curves, encoded (domain/curves/codec.ts); none: removed. */
  function putCurves(id: string, curves: ActivityCurves | undefined): Promise<unknown> {
    return curves ? db.curves.put({ id, bytes: encodeCurves(curves) }) : db.curves.delete(id);
  }

  /** Stores the original under its key (shared-originals.ts): once for all parts of a logger's file. */
  async function putOriginal(summary: TrackSummary, bytes: Uint8Array): Promise<void> {
    const key = originalKey(summary);
    if (key !== summary.id && (await db.originals.where(':id').equals(key).count()) > 0) return;
    await db.originals.put({ id: key, fileName: summary.fileName, bytes: compact(bytes) });
  }

  /** Inside a transaction: removes the originals no remaining activity uses (shared-originals.ts). */
  async function dropOriginals(list: readonly string[]): Promise<void> {
    const deleted = (await db.summaries.bulkGet([...list])).filter((s) => s !== undefined);
    const keys = candidateKeys(list, deleted);
    const gone = new Set(list);
    // Parts of a logger's file have ids `${sourceId}-part${k}`: a prefix query finds every user.
    const users = await db.summaries.where(':id').startsWithAnyOf(keys).toArray();
    const stillUsed = new Set(users.filter((s) => !gone.has(s.id)).map(originalKey));
    await db.originals.bulkDelete(originalsToRemove(list, deleted, stillUsed));
  }

  async function replaceComputed(record: ComputedRecord): Promise<'replaced' | 'missing'> {
    const summary = parseSummaryForWrite(record.summary);
    validateRecord(record);
    const { id } = summary;
    const { profile, heat, path } = record.products;
    // Efforts given (an edit found them again): they replace the activity's; absent: kept.
    const efforts = record.efforts === undefined ? null : parseEffortsForWrite(record.efforts);
    const result = await translateQuota(() =>
      db.transaction(
        'rw',
        [...db.activityTables(), db.heatCache, db.boundsLog, ...(efforts ? [db.segments, db.efforts] : [])],
        async (): Promise<'replaced' | 'missing'> => {
          if ((await db.summaries.where(':id').equals(id).count()) === 0) return 'missing';
          if (efforts) {
            await dropEffortsOfTracks(db, [id]);
            await putActivityEfforts(db, id, efforts);
          }
          await Promise.all([
            noteHeatChanged(db, [id]),
            db.summaries.put(summary),
            logBounds(db, [summary]),
            db.tracks.put({ id, track: compactTrack(record.track) }),
            db.profiles.put({ id, profile: compactProfile(profile) }),
            db.heat.put({ id, lonLat: compact(heat.lonLat) }),
            db.paths.put({ id, lonLat: compact(path.lonLat), partStarts: compact(path.partStarts) }),
            putCurves(id, record.products.curves),
          ]);
          return 'replaced';
        },
      ),
    );
    if (result === 'replaced') bounds.noteWrites(1);
    return result;
  }

  async function getProducts(id: string): Promise<ViewProducts | undefined> {
    const [p, h, pa] = await db.transaction('r', [db.profiles, db.heat, db.paths], () =>
      Promise.all([db.profiles.get(id), db.heat.get(id), db.paths.get(id)]),
    );
    if (!p || !h || !pa) return undefined;
    const products = {
      profile: p.profile,
      heat: { lonLat: h.lonLat },
      path: { lonLat: pa.lonLat, partStarts: pa.partStarts },
    };
    return checked<ViewProducts>(products, checkProducts, 'view products', id);
  }

  return {
    kind: 'local',
    localDbName: dbName,
    heatCache: createLocalHeatCache(db),
    shares: createLocalShares(),
    groups: createLocalGroups(),
    gear: createLocalGear(db),
    close: () => db.close({ disableAutoOpen: false }),

    async listSummaries() {
      return readSummaries(db);
    },
    countActivities: () => db.summaries.count(),
    async getSummary(id) {
      return parseStoredRow(trackSummarySchema, await db.summaries.get(id), 'activity summary');
    },
    async getSummaries(ids) {
      const rows = ids.length === 0 ? [] : await db.summaries.bulkGet([...ids]);
      const found = rows.filter((row) => row !== undefined);
      const parsed = await parseStoredRowsInSlices(trackSummarySchema, found, 'activity summary');
      return new Map(parsed.map((s) => [s.id, s]));
    },
    async existingIds(ids) {
      if (ids.length === 0) return new Set();
      const keys = await db.summaries
        .where(':id')
        .anyOf([...ids])
        .primaryKeys();
      return new Set(keys);
    },

    putActivity,
    putActivities,
    replaceComputed,

    async getTrack(id) {
      const row = await db.tracks.get(id);
      return row ? checked<TrackData>(expandStoredTrack(row.track), checkTrackData, 'track', id) : undefined;
    },
    getProducts,
    async getProfiles(ids) {
      if (ids.length === 0) return new Map();
      return rowsById(await db.profiles.bulkGet([...ids]), (r) => r.profile, checkProfile, 'profile');
    },
    async getHeat(ids) {
      const rows =
        ids === undefined ? await db.heat.toArray() : ids.length === 0 ? [] : await db.heat.bulkGet([...ids]);
      return rowsById(rows, (r) => ({ lonLat: r.lonLat }), checkHeat, 'heat points');
    },
    async getPaths(ids) {
      const rows =
        ids === undefined
          ? await db.paths.toArray()
          : ids.length === 0
            ? []
            : await db.paths.bulkGet([...ids]);
      return rowsById(rows, (r) => ({ lonLat: r.lonLat, partStarts: r.partStarts }), checkPath, 'path');
    },
    async getCurves(ids) {
      const rows =
        ids === undefined
          ? await db.curves.toArray()
          : ids.length === 0
            ? []
            : await db.curves.bulkGet([...ids]);
      return decodeCurveRows(rows);
    },
    async getOriginal(id) {
      const summary = await db.summaries.get(id);
      const key = summary ? originalKey(summary) : id;
      // An older import kept a copy per part, under the part's own id.
      const row = (await db.originals.get(key)) ?? (key === id ? undefined : await db.originals.get(id));
      if (!row) return undefined;
      if (!(row.bytes instanceof Uint8Array) || typeof row.fileName !== 'string') {
        console.warn(`Skipped a corrupt stored original file (id ${id.slice(0, 80)})`);
        return undefined;
      }
      return { fileName: row.fileName, bytes: row.bytes };
    },

    async linkSharedOriginals() {
      return translateQuota(() =>
        db.transaction('rw', db.summaries, db.originals, async () => {
          const holders = copyHolders(await db.summaries.toArray());
          if (holders.length === 0) return 0;
          const stored = new Set(
            await db.originals
              .where(':id')
              .anyOf(holders.map((h) => h.id))
              .primaryKeys(),
          );
          const withCopy = holders.filter((h) => stored.has(h.id));
          if (withCopy.length === 0) return 0;
          const rows = await db.originals.bulkGet(withCopy.map((h) => h.id));
          const copies = withCopy.flatMap((h, i) => {
            const bytes = rows[i]?.bytes;
            return bytes instanceof Uint8Array ? [[h, bytes] as const] : [];
          });
          const keys = [...new Set(copies.map(([h]) => originalKey(h)))];
          const shared = new Map(
            (await db.originals.bulkGet(keys)).flatMap((r) => (r ? [[r.id, r.bytes]] : [])),
          );
          const { moves, removes } = planOriginalLinks(copies, (key) => shared.get(key));
          for (const [from, to] of moves) {
            const row = rows[withCopy.findIndex((h) => h.id === from)];
            if (row) await db.originals.put({ ...row, id: to });
          }
          await db.originals.bulkDelete([...moves.map(([from]) => from), ...removes]);
          return moves.length + removes.length;
        }),
      );
    },

    async updateSummary(id, patch) {
      const changes = cleanPatch(patch);
      await translateQuota(() =>
        db.transaction('rw', db.summaries, db.boundsLog, async () => {
          const current = parseStoredRow(trackSummarySchema, await db.summaries.get(id), 'activity summary');
          if (!current) throw new Error(`No stored activity with id ${id.slice(0, 80)}`);
          const summary = parseSummaryForWrite({ ...current, ...changes });
          await Promise.all([db.summaries.put(summary), logBounds(db, [summary])]);
        }),
      );
      bounds.noteWrites(1);
    },

    async deleteActivities(ids) {
      if (ids.length === 0) return;
      const list = parseTrackIds(ids);
      await translateQuota(() =>
        db.transaction('rw', [...db.activityTables(), db.collections, db.efforts, db.boundsLog], async () => {
          await dropOriginals(list);
          const pieces = db.activityTables().filter((table) => table !== db.originals);
          await Promise.all(pieces.map((table) => table.bulkDelete(list)));
          await logDeleted(db, list);
          await dropFromCollections(db, list);
          await dropEffortsOfTracks(db, list);
        }),
      );
      bounds.noteWrites(list.length);
    },

    ...collections,
    ...createLocalSegments(db),
    ...createLocalThresholds(db),
  };
}

/** Deletes a local database entirely (tests, "remove local data after moving it to the cloud"). */
export async function deleteLocalDatabase(
  dbName = DEFAULT_DB_NAME,
  options: LocalTrackStoreOptions = {},
): Promise<void> {
  await new LocalDb(dbName, options.dexie).delete();
}
