/**
 * rebuildHeatIndex's last resort: an activity's heat points and path derived again from its
 * original file, exactly as the import derives them (src/domain processActivity: the same parsers, the
 * same elevation masking, the same cut of a data logger's file into parts, the same view products).
 *
 * Where the original is (src/data/shared-originals.ts): the parts of one logger file share ONE
 * original, stored under `part.sourceId` (the first part's id); an activity imported before that
 * holds its own copy of the whole file under its own id, read when the shared one is absent. Either
 * way the file is cut as import cuts it and only the entry of the asked-for part is used: the part
 * with id `<sourceId>-part<k>` (the first part: `<sourceId>`), never the whole logger file.
 *
 * One original is read and processed once per rebuild, however many of its parts need it
 * (OriginalCache keeps the small entries of every part, not the file).
 */
import { gunzipBounded } from '../../../src/domain/compression/bounded-gunzip';
import type { HeatIndexEntry } from '../../../src/data/firebase/contract/heat-index-codec';
import { loggerPartSchema } from '../../../src/data/schemas';
import { isGzip, trackFilePath } from '../../../src/data/firebase/contract/storage-paths';
import { processActivity } from '../../../src/domain/process-activity';
import type { LoggerPart } from '../../../src/domain/sanity/types';

/**
 * An original larger than this (uncompressed) is not re-read on the server: it is skipped with the
 * reason. The browser keeps products.bin current, so originals are only the last resort here.
 */
export const MAX_ORIGINAL_BYTES = 16 * 1024 * 1024;
/**
 * Largest stored original read at all (its stored size, checked before downloading): an original
 * over MAX_ORIGINAL_BYTES cannot be re-read here, and a gzip original of more than this would
 * unpack to more, so it is not downloaded (50 MiB of download per activity before, issue 40).
 * The same number as MAX_ORIGINAL_BYTES today, for a different question (what to download).
 */
export const MAX_STORED_ORIGINAL_BYTES: number = 16 * 1024 * 1024;

/** Reads a stored file; undefined when there is none. */
export type ReadFile = (path: string) => Promise<Uint8Array | undefined>;

/** What one stored original gives: the heat entry of every activity cut from it, by id. */
type OriginalEntries = Map<string, HeatIndexEntry>;

/** Per rebuild: storage key -> the entries of the original stored there (undefined: no file). */
export type OriginalCache = Map<string, Promise<OriginalEntries | undefined>>;

/** The activity as the handler knows it from its document. */
export interface OriginalOwner {
  id: string;
  /** The stored `part` field, unchecked (a client wrote it): checked here. */
  part: unknown;
  fileName: string;
}

export type OriginalOutcome = { entry: HeatIndexEntry } | { reason: string };

async function readOriginal(read: ReadFile, uid: string, key: string): Promise<Uint8Array | undefined> {
  return (
    (await read(trackFilePath(uid, key, 'original.gpx'))) ??
    (await read(trackFilePath(uid, key, 'original.gpx.gz')))
  );
}

/** Entries of every activity the file gives when imported with content id `sourceId`. */
async function entriesOf(raw: Uint8Array, fileName: string, sourceId: string): Promise<OriginalEntries> {
  const bytes = isGzip(raw) ? gunzipBounded(raw, MAX_ORIGINAL_BYTES) : raw;
  if (bytes.byteLength > MAX_ORIGINAL_BYTES) throw new Error('the original is too large to re-read here');
  const processed = await processActivity(bytes, { fileName, id: sourceId, importedAt: 0 });
  const pieces = [processed, ...processed.otherParts];
  return new Map(pieces.map((p) => [p.summary.id, { heat: p.products.heat, path: p.products.path }]));
}

/** The logger part named by a stored `part` field; null for none; an Error when it is malformed. */
function partOf(stored: unknown): LoggerPart | null | Error {
  if (stored === null || stored === undefined) return null;
  const parsed = loggerPartSchema.safeParse(stored);
  return parsed.success ? parsed.data : new Error('its logger part field is malformed');
}

/** The heat entry of `owner` from its original (shared, else its own copy): see the top of the file. */
export async function entryFromOriginal(
  read: ReadFile,
  uid: string,
  owner: OriginalOwner,
  cache: OriginalCache,
): Promise<OriginalOutcome> {
  const part = partOf(owner.part);
  if (part instanceof Error) return { reason: part.message };
  const sourceId = part?.sourceId ?? owner.id;
  const keys = part === null ? [owner.id] : [...new Set([part.sourceId, owner.id])];
  for (const key of keys) {
    let pending = cache.get(key);
    if (pending === undefined) {
      pending = readOriginal(read, uid, key).then((raw) =>
        raw === undefined ? undefined : entriesOf(raw, owner.fileName, sourceId),
      );
      cache.set(key, pending);
    }
    const entries = await pending;
    if (entries === undefined) continue;
    const entry = entries.get(owner.id);
    return entry ? { entry } : { reason: 'its original file no longer gives this part' };
  }
  return { reason: 'no stored files' };
}
