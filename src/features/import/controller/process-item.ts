/**
 * One file through the import: read its bytes, hash them (the content id), skip it when the same
 * content was already seen in this import or is already stored, parse it in the worker pool, store
 * every piece of it in one transaction. Returns null when the import was cancelled before the file
 * was stored (nothing of it is kept then). A StoreQuotaError is rethrown: it stops the import.
 */
import { StoreQuotaError, type TrackStore } from '../../../data';
import {
  applyExportActivity,
  exportMetadataChanges,
  emptyProducts,
  emptyTrack,
  manualActivityText,
  manualSummary,
} from '../../../domain/exports/manual-activity';
import type { ExportActivity } from '../../../domain/exports/types';
import { NO_TRACK_PREFIX } from '../../../domain/sanity/messages';
import { effortId } from '../../../domain/segments/rank';
import type { Segment, SegmentEffort } from '../../../domain/segments/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { PoolResult } from '../../../workers/import/client';
import { isAbortError, oneLineError } from '../../../workers/shared/errors';
import type { ImportItem, Loaded } from '../intake/items';
import type { GearNamed } from './import-gear';
import type { Candidate, DuplicateIndex, Verdict } from './probable-duplicates';
import { UPDATED_FROM_EXPORT, type FileStatus, type ImportPool, type ImportTarget } from './types';

export interface Outcome {
  status: FileStatus;
  /** The file's real name when it was known only once loaded (replaces the listed path). */
  path?: string;
  detail: string;
  activityId: string | null;
  /** Bytes read (0 when the file was never read). */
  bytes: number;
  /** Not stored as a probable duplicate: what "Import anyway" imports. */
  retry?: ImportItem;
  /** Failed because the store or the network did not take it: may be retried as is. */
  retryable?: boolean;
  /** Imported, but reading the file met problems (the summary's warnings): shown on its line. */
  warnings?: readonly string[];
  /** Not stored as a probable duplicate: what "Merge" puts onto the activity kept. */
  merge?: MergeSource;
}

/** A probable duplicate not stored, and the activity kept in its place (mergeChanges). */
export interface MergeSource {
  /** The activity kept: stored before, or by this import (then `stored` says when, or that it was not). */
  into: Candidate;
  /** The duplicate as it was read (its export row already applied). */
  summary: TrackSummary;
  /** The export row it came with, if any. */
  row: ExportActivity | null;
}

export interface ItemContext {
  signal: AbortSignal;
  pool: ImportPool;
  contentId: (bytes: Uint8Array) => Promise<string>;
  now: () => number;
  /** Claims a content id for this import; returns the path of an earlier file with it, else null. */
  claim: (id: string, path: string) => string | null;
  /** Called after an activity was stored. */
  onStored: (target: ImportTarget) => void;
  /**
   * An activity stored or updated names this export gear (and has this sport): its gear is
   * created unless it exists (import-gear.ts). Never rejects.
   */
  gearNamed: (target: ImportTarget, row: GearNamed) => Promise<void>;
  /**
   * An activity this import stored, naming this export gear, was removed again (a richer duplicate
   * replaced it): a gear made for it alone is taken back (import-gear.ts). Never rejects.
   */
  gearDropped: (target: ImportTarget, row: GearNamed) => Promise<void>;
  duplicates: DuplicateIndex;
  /** An earlier result of this import was replaced by a richer file: say so on its line. */
  demote: (activityId: string, detail: string, retry: ImportItem, merge: MergeSource) => void;
}

const failed = (detail: string, bytes = 0): Outcome => ({
  status: 'failed',
  detail,
  activityId: null,
  bytes,
});
/** A failure that may pass on a second try: the store or the network did not take the activity. */
const transient = (detail: string, bytes = 0): Outcome => ({ ...failed(detail, bytes), retryable: true });
const duplicate = (detail: string, id: string, bytes: number): Outcome => ({
  status: 'duplicate',
  detail,
  activityId: id,
  bytes,
});

/** Store errors other than a full disk fail the one file, in plain words. */
async function storeCall<T>(call: () => Promise<T>): Promise<T | { storeError: string }> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreQuotaError) throw error;
    return { storeError: `Could not store this activity: ${oneLineError(error)}` };
  }
}
const isStoreError = (value: unknown): value is { storeError: string } =>
  typeof value === 'object' && value !== null && 'storeError' in value;

/** How the target stores an activity: its own writer (the demo set's batches) or the store's. */
const putOf = (target: ImportTarget): TrackStore['putActivity'] =>
  target.put ?? ((record, options) => target.store.putActivity(record, options));

const PROBABLE = 'same sport, start within 60 s, distance within 3%';

export async function processItem(
  item: ImportItem,
  target: ImportTarget,
  ctx: ItemContext,
  force = false,
): Promise<Outcome | null> {
  if (item.kind === 'manual') return processManual(item.activity, target, ctx);
  if (item.kind !== 'file') return { status: item.kind, detail: item.reason, activityId: null, bytes: 0 };
  let loaded: Loaded;
  let id: string | null = null;
  try {
    loaded = await item.load(ctx.signal);
    if ('packed' in loaded) {
      const { packed, spec } = loaded;
      ({ bytes: loaded, id } = await ctx.pool.unpack(packed, spec, { signal: ctx.signal }));
    }
  } catch (error) {
    return ctx.signal.aborted || isAbortError(error) ? null : failed(oneLineError(error));
  }
  const named = loaded instanceof Uint8Array ? null : loaded.fileName;
  const bytes = loaded instanceof Uint8Array ? loaded : loaded.bytes;
  if (!(loaded instanceof Uint8Array) && loaded.id !== undefined) id = loaded.id;
  const file = { path: named ?? item.path, fileName: named ?? item.fileName, item, force };
  const outcome = await processBytes(file, bytes, id, target, ctx);
  return outcome && named ? { ...outcome, path: named } : outcome;
}

/** A CSV row without a file: stored as an activity without a track, its row kept as the original. */
async function processManual(
  activity: ExportActivity,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<Outcome | null> {
  const bytes = new TextEncoder().encode(manualActivityText(activity));
  if (activity.startTime === null) return failed('Manual activity without a date: not imported');
  let id: string;
  try {
    id = await ctx.contentId(bytes);
  } catch (error) {
    return failed(`Could not compute the activity's id: ${oneLineError(error)}`);
  }
  if (ctx.signal.aborted) return null;
  const summary = manualSummary(activity, { id, fileSize: bytes.length, importedAt: ctx.now() });
  const put = await storeCall(() =>
    target.store.putActivity(
      { summary, track: emptyTrack(), products: emptyProducts(), original: bytes },
      { signal: ctx.signal },
    ),
  );
  if (isStoreError(put)) return ctx.signal.aborted ? null : transient(put.storeError, bytes.length);
  ctx.onStored(target);
  if (put === 'duplicate') return duplicate('Duplicate: already imported', id, bytes.length);
  await ctx.gearNamed(target, summary);
  return { status: 'imported', detail: `${summary.name} (manual entry, no track)`, activityId: id, bytes: 0 };
}

interface FileRef {
  path: string;
  fileName: string;
  item: ImportItem & { kind: 'file' };
  force: boolean;
}

/** `knownId`: the content id the worker computed while unpacking, else null (hashed here). */
async function processBytes(
  file: FileRef,
  bytes: Uint8Array,
  knownId: string | null,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<Outcome | null> {
  const { path, fileName } = file;
  const size = bytes.byteLength;
  let id: string;
  try {
    id = knownId ?? (await ctx.contentId(bytes));
  } catch (error) {
    return failed(`Could not compute the file's content id: ${oneLineError(error)}`, size);
  }
  if (ctx.signal.aborted) return null;
  const earlier = file.force ? null : ctx.claim(id, path);
  if (earlier !== null) return duplicate(`Duplicate: same content as ${earlier}`, id, size);
  const existing = await storeCall(() => target.store.existingIds([id]));
  if (isStoreError(existing)) return transient(existing.storeError, size);
  if (existing.has(id)) return alreadyStored(file, id, size, target, ctx);
  if (ctx.signal.aborted) return null;
  const segments = await savedSegments(target);
  let processed: PoolResult;
  try {
    processed = await ctx.pool.process(
      bytes,
      { fileName, importedAt: ctx.now(), id },
      { signal: ctx.signal, ...(segments ? { segments } : {}) },
    );
  } catch (error) {
    if (isAbortError(error) || ctx.signal.aborted) return null;
    const reason = oneLineError(error);
    // A file without a track (waypoints only, empty) is not broken: it holds no activity.
    if (reason.startsWith(NO_TRACK_PREFIX))
      return { status: 'skipped', detail: reason, activityId: null, bytes: size };
    return failed(reason, size);
  }
  if (ctx.signal.aborted) return null;
  let summary = processed.summary.id === id ? processed.summary : { ...processed.summary, id };
  if (file.item.exportActivity) summary = applyExportActivity(summary, file.item.exportActivity);
  return store(file, { ...processed, summary }, target, ctx, size);
}

async function store(
  file: FileRef,
  processed: PoolResult,
  target: ImportTarget,
  ctx: ItemContext,
  size: number,
): Promise<Outcome | null> {
  const { summary, track, products } = processed;
  const id = summary.id;
  let verdict: Verdict | null = null;
  if (file.force) ctx.duplicates.register(target, summary, file.path);
  else verdict = await ctx.duplicates.check(target, summary, file.path);
  if (verdict?.kind === 'flagged') return flagged(file, verdict, size, summary);
  const self = verdict?.self;
  const efforts = effortsOf(summary, processed.efforts);
  const record = { summary, track, products, original: processed.bytes, efforts };
  const put = await storeCall(() => putOf(target)(record, { signal: ctx.signal })).catch((error: unknown) => {
    self?.settle(false);
    throw error;
  });
  self?.settle(!isStoreError(put));
  // Cancelled while storing: the store stopped and kept nothing of it.
  if (isStoreError(put)) return ctx.signal.aborted ? null : transient(put.storeError, size);
  ctx.onStored(target);
  if (put === 'duplicate') return duplicate('Duplicate: already imported', id, size);
  target.onAdded?.(id);
  await ctx.gearNamed(target, summary);
  if (verdict?.kind === 'replaces') await replaceEarlier(verdict, summary, file, target, ctx);
  const parts = await storeOtherParts(processed, target, ctx);
  if (isStoreError(parts)) return failed(parts.storeError, size);
  const detail = summary.name || file.fileName;
  return {
    status: 'imported',
    detail: parts > 0 ? splitDetail(detail, parts) : detail,
    activityId: id,
    bytes: size,
    ...(summary.warnings.length > 0 ? { warnings: summary.warnings } : {}),
  };
}

/** The saved segments to match the file against; none when they cannot be listed (types.ts). */
async function savedSegments(target: ImportTarget): Promise<readonly Segment[] | null> {
  try {
    const list = (await target.segments?.()) ?? null;
    return list && list.length > 0 ? list : null;
  } catch {
    // Efforts are derived data: found again when the segment is saved; the file is imported.
    return null;
  }
}

/**
 * The worker's efforts, keyed to the activity as it is stored: its id, and its sport and start,
 * which an export's metadata may have changed since the worker found them.
 */
function effortsOf(summary: TrackSummary, efforts: readonly SegmentEffort[] | undefined): SegmentEffort[] {
  return (efforts ?? []).map((e) => ({
    ...e,
    id: effortId(e.segmentId, summary.id, e.startPos),
    trackId: summary.id,
    sport: summary.sport,
    activityStartTime: summary.startTime,
  }));
}

const splitDetail = (name: string, others: number) =>
  `${name}: a data logger's file, split into ${others + 1} activities (gaps of over 6 hours)`;

/** The other parts of a data logger's file, each stored with the shared original; how many. */
async function storeOtherParts(
  processed: PoolResult,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<number | { storeError: string }> {
  const base = processed.summary;
  for (const piece of processed.otherParts) {
    // Part ids derive from the file's content id, the first part's (as processParsed names them).
    const part = piece.summary.part ? { ...piece.summary.part, sourceId: base.id } : null;
    const id = part ? `${base.id}-part${part.index}` : piece.summary.id;
    const summary = { ...piece.summary, id, part };
    const record = {
      ...piece,
      summary,
      original: processed.bytes,
      efforts: effortsOf(summary, piece.efforts),
    };
    const put = await storeCall(() => putOf(target)(record, { signal: ctx.signal }));
    if (isStoreError(put)) return put;
    if (put === 'added') target.onAdded?.(id);
    ctx.onStored(target);
    if (put === 'added') await ctx.gearNamed(target, summary);
  }
  return processed.otherParts.length;
}

/**
 * A file already stored: a duplicate. When it comes with an export's row, the row's metadata goes
 * onto the stored activity (exportMetadataChanges: what differs, never what the person edited).
 */
async function alreadyStored(
  file: FileRef,
  id: string,
  size: number,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<Outcome> {
  const row = file.item.exportActivity;
  if (!row) return duplicate('Duplicate: already imported', id, size);
  const stored = await storeCall(() => target.store.getSummary(id));
  if (isStoreError(stored) || !stored) return duplicate('Duplicate: already imported', id, size);
  const changes = exportMetadataChanges(stored, row);
  if (!changes) return duplicate('Duplicate: already imported', id, size);
  const done = await storeCall(() => target.store.updateSummary(id, changes));
  if (isStoreError(done)) return duplicate(`Duplicate: already imported (${done.storeError})`, id, size);
  ctx.onStored(target);
  if (changes.gear !== undefined)
    await ctx.gearNamed(target, { gear: changes.gear, sport: changes.sport ?? stored.sport });
  return duplicate(`${UPDATED_FROM_EXPORT} ${Object.keys(changes).join(', ')}`, id, size);
}

function flagged(
  file: FileRef,
  verdict: Verdict & { kind: 'flagged' },
  size: number,
  summary: TrackSummary,
): Outcome {
  const other = verdict.other;
  const kept = other.current ? `${other.path}, kept as the richer file` : `${other.path}, already stored`;
  const richer = verdict.richer ? ' This file has more sensor data.' : '';
  return {
    status: 'duplicate',
    detail: `Probable duplicate of "${other.summary.name}" (${kept}): ${PROBABLE}.${richer}`,
    activityId: null,
    bytes: size,
    retry: { ...file.item, path: file.path, fileName: file.fileName },
    merge: { into: other, summary, row: file.item.exportActivity ?? null },
  };
}

/** What the person's export said about an activity, to put back on it when it is imported anyway. */
const metadataOf = (s: TrackSummary): ExportActivity => ({
  row: 0,
  activityId: null,
  startTime: s.startTime,
  name: s.name,
  typeLabel: null,
  sport: s.sport,
  description: s.description,
  gear: s.gear,
  commute: s.commute,
  privateNote: s.privateNote,
  elapsedS: s.elapsedS,
  movingS: s.movingS,
  distanceM: s.distanceM,
  file: null,
});

/** The earlier, poorer file of this import is removed; its bytes stay for "Import anyway". */
async function replaceEarlier(
  verdict: Verdict & { kind: 'replaces' },
  richer: TrackSummary,
  file: FileRef,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<void> {
  const earlier = verdict.other.summary;
  const original = await target.store.getOriginal(earlier.id).catch(() => undefined);
  if (!original) return;
  const removed = await storeCall(() => target.store.deleteActivities([earlier.id]));
  if (isStoreError(removed)) return;
  ctx.onStored(target);
  await ctx.gearDropped(target, earlier);
  const bytes = original.bytes;
  ctx.demote(
    earlier.id,
    `Probable duplicate of "${richer.name}" (${file.path}, kept as the richer file): ${PROBABLE}.`,
    {
      kind: 'file',
      path: original.fileName,
      fileName: original.fileName,
      size: bytes.length,
      load: () => Promise.resolve(bytes),
      exportActivity: metadataOf(earlier),
    },
    { into: verdict.self, summary: earlier, row: null },
  );
}
