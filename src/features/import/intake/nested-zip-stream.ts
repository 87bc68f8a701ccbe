/**
 * A zip inside a zip (a Garmin Connect export: FIT files in zips in a zip), read as a stream with
 * fflate's Unzip: the inner archive is inflated from the outer one slice by slice and its files come
 * out one after the other, so the inner archive (often over a gigabyte) is never held whole. Each
 * finished file becomes an in-memory item; the generator is pulled by the import's listing loop,
 * which stops pulling while MAX_HELD_ITEMS such items wait (import-engine.ts), so memory stays
 * bounded. Archives deeper than this are skipped with a reason. An export zipped again has its
 * activities.csv inside the inner archive, maybe after its files: findNestedCsv reads the stream
 * once up to the CSV (keeping only its bytes) before the files are streamed.
 */
import type * as fflateModule from 'fflate';
import { isStravaCsv } from '../../../domain/exports/export-files';
import { MAX_FILE_BYTES, TooLargeError } from './decompress';
import { MAX_CSV_BYTES } from './export-scope';
import type { ImportItem } from './items';
import { activityFileName, classifyName, isActivityKind, skipReason } from './names';
import { entryDataStart, type BlobLike, type ZipEntry } from './zip-reader';

/** Compressed bytes read from the outer archive per step (one step inflates a few MB at most). */
export const STREAM_SLICE_BYTES = 256 * 1024;

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'corrupt data';

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function memoryItem(path: string, bytes: Uint8Array, gz: boolean): ImportItem {
  return {
    kind: 'file',
    path,
    fileName: activityFileName(path),
    size: bytes.length,
    // A .gz layer is unpacked in the import worker, as every other packed file.
    load: () => Promise.resolve(gz ? { packed: bytes, spec: { zip: null, gzip: true } } : bytes),
    inMemory: true,
  };
}

type Fflate = typeof fflateModule;

/** Wires an Unzip whose finished files land in `ready` (`skip`: an entry already read, the CSV). */
function createUnzip(fflate: Fflate, path: string, ready: ImportItem[], skip: string | null) {
  const unzip = new fflate.Unzip((file) => {
    const entryPath = `${path}/${file.name}`;
    if (file.name.endsWith('/') || file.name === skip) return;
    const kind = classifyName(file.name);
    if (!isActivityKind(kind)) {
      const reason = kind === 'zip' ? 'Skipped: a zip nested three deep' : skipReason(file.name, kind);
      ready.push({ kind: 'skipped', path: entryPath, reason });
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    let failed = false;
    file.ondata = (error, chunk, final) => {
      if (failed) return;
      if (error) {
        failed = true;
        ready.push({ kind: 'failed', path: entryPath, reason: `Could not unpack: ${reasonOf(error)}` });
        return;
      }
      size += chunk.length;
      if (size > MAX_FILE_BYTES) {
        failed = true;
        file.terminate();
        ready.push({ kind: 'failed', path: entryPath, reason: new TooLargeError(size).message });
        return;
      }
      chunks.push(chunk);
      if (final) ready.push(memoryItem(entryPath, concat(chunks, size), kind === 'activity-gz'));
    };
    file.start();
  });
  unzip.register(fflate.UnzipInflate);
  return unzip;
}

/** Feeds the entry's bytes to `unzip` slice by slice (inflating them first when deflated). */
async function* feed(
  fflate: Fflate,
  outer: BlobLike,
  entry: ZipEntry,
  unzip: fflateModule.Unzip,
): AsyncGenerator<void> {
  if (entry.method !== 0 && entry.method !== 8)
    throw new Error(`unsupported zip compression method ${entry.method}`);
  const sink =
    entry.method === 8
      ? new fflate.Inflate((chunk, final) => unzip.push(chunk, final))
      : { push: (chunk: Uint8Array, final: boolean) => unzip.push(chunk, final) };
  const start = await entryDataStart(outer, entry);
  const end = start + entry.compressedSize;
  for (let at = start; at < end; at += STREAM_SLICE_BYTES) {
    const stop = Math.min(end, at + STREAM_SLICE_BYTES);
    const slice = new Uint8Array(await outer.slice(at, stop).arrayBuffer());
    if (slice.length < stop - at) throw new Error('the archive is cut short');
    sink.push(slice, stop === end);
    yield;
  }
}

/**
 * The Strava activities.csv inside the zip stored as `entry` of `outer`: its name and bytes, or
 * null when there is none (or the stream breaks first: the streaming pass then says why). Reading
 * stops as soon as the CSV is whole; nothing else is kept.
 */
export async function findNestedCsv(
  outer: BlobLike,
  entry: ZipEntry,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const csv: { found: { name: string; bytes: Uint8Array } | null } = { found: null };
  try {
    const fflate = await import('fflate');
    const unzip = new fflate.Unzip((file) => {
      if (csv.found || classifyName(file.name) !== 'csv' || !isStravaCsv(file.name)) return;
      const chunks: Uint8Array[] = [];
      let size = 0;
      file.ondata = (error, chunk, final) => {
        if (error || size > MAX_CSV_BYTES) return;
        size += chunk.length;
        chunks.push(chunk);
        if (final) csv.found = { name: file.name, bytes: concat(chunks, size) };
      };
      file.start();
    });
    unzip.register(fflate.UnzipInflate);
    for await (const _ of feed(fflate, outer, entry, unzip)) if (csv.found) break;
  } catch {
    // The streaming pass reads the same bytes again and reports the error on its line.
  }
  return csv.found;
}

/** Items of the zip stored as `entry` of `outer`; `skip`: the name of an entry not to list (its CSV). */
export async function* streamNestedZip(
  outer: BlobLike,
  entry: ZipEntry,
  path: string,
  skip: string | null = null,
): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  try {
    const fflate = await import('fflate');
    const unzip = createUnzip(fflate, path, ready, skip);
    for await (const _ of feed(fflate, outer, entry, unzip)) yield* ready.splice(0);
    yield* ready.splice(0);
  } catch (error) {
    yield* ready.splice(0);
    yield { kind: 'failed', path, reason: `Could not read this zip to the end: ${reasonOf(error)}` };
  }
}
