/**
 * One file through the import: read its bytes, hash them (the content id), skip it when the same
 * content was already seen in this import or is already stored, parse it in the worker pool, store
 * every piece of it in one transaction. Returns null when the import was cancelled before the file
 * was stored (nothing of it is kept then). A StoreQuotaError is rethrown: it stops the import.
 */
import { StoreQuotaError } from '../../../data/track-store';
import type { PoolResult } from '../../../workers/gpx/client';
import { isAbortError, oneLineError } from '../../../workers/shared/errors';
import type { ImportItem, Loaded } from '../intake/items';
import type { FileStatus, ImportPool, ImportTarget } from './types';

export interface Outcome {
  status: FileStatus;
  /** The file's real name when it was known only once loaded (replaces the listed path). */
  path?: string;
  detail: string;
  activityId: string | null;
  /** GPX bytes read (0 when the file was never read). */
  bytes: number;
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
}

const failed = (detail: string, bytes = 0): Outcome => ({
  status: 'failed',
  detail,
  activityId: null,
  bytes,
});
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

export async function processItem(
  item: ImportItem,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<Outcome | null> {
  if (item.kind !== 'file') return { status: item.kind, detail: item.reason, activityId: null, bytes: 0 };
  let loaded: Loaded;
  try {
    loaded = await item.load(ctx.signal);
  } catch (error) {
    return ctx.signal.aborted ? null : failed(oneLineError(error));
  }
  const named = loaded instanceof Uint8Array ? null : loaded.fileName;
  const bytes = loaded instanceof Uint8Array ? loaded : loaded.bytes;
  const outcome = await processBytes(named ?? item.path, named ?? item.fileName, bytes, target, ctx);
  return outcome && named ? { ...outcome, path: named } : outcome;
}

async function processBytes(
  path: string,
  fileName: string,
  bytes: Uint8Array,
  target: ImportTarget,
  ctx: ItemContext,
): Promise<Outcome | null> {
  const size = bytes.byteLength;
  let id: string;
  try {
    id = await ctx.contentId(bytes);
  } catch (error) {
    return failed(`Could not compute the file's content id: ${oneLineError(error)}`, size);
  }
  if (ctx.signal.aborted) return null;
  const earlier = ctx.claim(id, path);
  if (earlier !== null) return duplicate(`Duplicate: same content as ${earlier}`, id, size);
  const existing = await storeCall(() => target.store.existingIds([id]));
  if (isStoreError(existing)) return failed(existing.storeError, size);
  if (existing.has(id)) return duplicate('Duplicate: already imported', id, size);
  if (ctx.signal.aborted) return null;
  let processed: PoolResult;
  try {
    processed = await ctx.pool.process(
      bytes,
      { fileName, importedAt: ctx.now(), id },
      { signal: ctx.signal },
    );
  } catch (error) {
    return isAbortError(error) || ctx.signal.aborted ? null : failed(oneLineError(error), size);
  }
  if (ctx.signal.aborted) return null;
  const summary = processed.summary.id === id ? processed.summary : { ...processed.summary, id };
  const { track, products } = processed;
  const put = await storeCall(() =>
    target.store.putActivity({ summary, track, products, original: processed.bytes }),
  );
  if (isStoreError(put)) return failed(put.storeError, size);
  ctx.onStored(target);
  if (put === 'duplicate') return duplicate('Duplicate: already imported', id, size);
  return { status: 'imported', detail: summary.name || fileName, activityId: id, bytes: size };
}
