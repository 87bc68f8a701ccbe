/**
 * A zip inside a zip (a Garmin Connect export: FIT files in zips in a zip), read as a stream with
 * fflate's Unzip: the inner archive is inflated from the outer one slice by slice and its files come
 * out one after the other, so the inner archive (often over a gigabyte) is never held whole. Each
 * finished file becomes an in-memory item; the generator is pulled by the import's listing loop,
 * which stops pulling while MAX_HELD_ITEMS such items wait (import-engine.ts), so memory stays
 * bounded. Archives deeper than this are skipped with a reason.
 */
import type * as fflateModule from 'fflate';
import { MAX_FILE_BYTES, TooLargeError } from './decompress';
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

/** Wires an Unzip whose finished files land in `ready`. */
function createUnzip(fflate: Fflate, path: string, ready: ImportItem[]) {
  const unzip = new fflate.Unzip((file) => {
    const entryPath = `${path}/${file.name}`;
    if (file.name.endsWith('/')) return;
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

/** Items of the zip stored as `entry` of `outer`. */
export async function* streamNestedZip(
  outer: BlobLike,
  entry: ZipEntry,
  path: string,
): AsyncGenerator<ImportItem> {
  const ready: ImportItem[] = [];
  try {
    const fflate = await import('fflate');
    const unzip = createUnzip(fflate, path, ready);
    const sink =
      entry.method === 8
        ? new fflate.Inflate((chunk, final) => unzip.push(chunk, final))
        : { push: (chunk: Uint8Array, final: boolean) => unzip.push(chunk, final) };
    if (entry.method !== 0 && entry.method !== 8)
      throw new Error(`unsupported zip compression method ${entry.method}`);
    const start = await entryDataStart(outer, entry);
    const end = start + entry.compressedSize;
    for (let at = start; at < end; at += STREAM_SLICE_BYTES) {
      const stop = Math.min(end, at + STREAM_SLICE_BYTES);
      const slice = new Uint8Array(await outer.slice(at, stop).arrayBuffer());
      if (slice.length < stop - at) throw new Error('the archive is cut short');
      sink.push(slice, stop === end);
      yield* ready.splice(0);
    }
  } catch (error) {
    yield* ready.splice(0);
    yield { kind: 'failed', path, reason: `Could not read this zip to the end: ${reasonOf(error)}` };
  }
}
