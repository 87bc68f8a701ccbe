/**
 * Turns what the user hands over (files, dropped folders, zip archives, .gz files, bulk exports)
 * into a lazy stream of import items. Listing is cheap (names and sizes only); bytes are read when
 * an item is loaded, one at a time, so memory stays bounded whatever the size of the export. A
 * Strava activities.csv is read before the files of its export (export-scope.ts); zips inside
 * zips are streamed (nested-zip-stream.ts).
 */
import type { ExportActivity } from '../../../domain/exports/types';
import { exportFileKey, isStravaCsv } from '../../../domain/exports/export-files';
import { MAX_FILE_BYTES, TooLargeError, type UnpackSpec } from '../../../domain/archive/limits';
import { manualItems, readExportScope, withExport, type ExportScope } from './export-scope';
import { activityFileName, classifyName, isActivityKind, skipReason } from './names';
import { findNestedCsv, streamNestedZip } from './nested-zip-stream';
import {
  createRawEntryReader,
  entryDataStart,
  readZipDirectory,
  readZipEntry,
  scanLocalHeaders,
  type BlobLike,
  type RawEntryReader,
  type ZipEntry,
} from './zip-reader';

/** Bytes still packed (a zip entry as stored, a .gz file): the import worker unpacks them. */
export interface Packed {
  packed: Uint8Array;
  spec: UnpackSpec;
}

/**
 * What loading gives: the bytes, plus the real name when it is known only then (demo files) and
 * their content id when a worker already hashed them (demo files), or the packed bytes, which are
 * unpacked (and hashed) in the worker pool, never on the page's thread.
 */
export type Loaded = Uint8Array | { bytes: Uint8Array; fileName: string; id?: string } | Packed;

const GZIP_ONLY: UnpackSpec = { zip: null, gzip: true };
/** Nothing to unpack: the worker only hashes (hashing a big file copies it on the calling thread). */
const AS_IS: UnpackSpec = { zip: null, gzip: false };
/** Plain files bigger than this are hashed in the import worker, not on the page's thread. */
const HASH_IN_WORKER_BYTES = 4 * 1024 * 1024;

export type ImportItem =
  | {
      kind: 'file';
      /** Where it came from, for people: "export.zip/activities/1.gpx.gz". */
      path: string;
      /** Name given to the parser and stored with the activity ("1.gpx"). */
      fileName: string;
      /** Bytes to read (for progress; the compressed size where the real one is unknown). */
      size: number;
      load: (signal: AbortSignal) => Promise<Loaded>;
      /** Its row in the export's activities.csv (name, sport, gear...). */
      exportActivity?: ExportActivity;
      /** Its bytes are already in memory (streamed out of a nested zip): listing pauses while many wait. */
      inMemory?: boolean;
    }
  /** A row of an export's CSV without a file: an activity without a track. */
  | { kind: 'manual'; path: string; activity: ExportActivity }
  | { kind: 'skipped'; path: string; reason: string }
  | { kind: 'failed'; path: string; reason: string };

/** A real Blob (a picked File) is read directly: Blob.slice() costs ~1.6 ms of main thread per file in Chromium. */
const readAll = async (blob: BlobLike): Promise<Uint8Array> =>
  new Uint8Array(await (blob instanceof Blob ? blob : blob.slice()).arrayBuffer());

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unreadable';

/** Items of one file (an activity file, gzipped or not, a .zip, or anything else, which is skipped). */
export async function* itemsFromFile(
  file: BlobLike,
  path: string,
  scope: ExportScope | null = null,
): AsyncGenerator<ImportItem> {
  const kind = classifyName(path);
  if (isActivityKind(kind)) {
    if (kind === 'activity' && file.size > MAX_FILE_BYTES) {
      yield { kind: 'failed', path, reason: new TooLargeError(file.size).message };
      return;
    }
    const spec = kind === 'activity-gz' ? GZIP_ONLY : file.size > HASH_IN_WORKER_BYTES ? AS_IS : null;
    const load = spec
      ? async (): Promise<Loaded> => ({ packed: await readAll(file), spec })
      : () => readAll(file);
    yield withExport({ kind: 'file', path, fileName: activityFileName(path), size: file.size, load }, scope);
  } else if (kind === 'zip') {
    yield* itemsFromZip(file, path);
  } else {
    yield { kind: 'skipped', path, reason: skipReason(path, kind) };
  }
}

function zipEntryItem(reader: RawEntryReader, entry: ZipEntry, path: string): ImportItem {
  if (entry.encrypted) return { kind: 'skipped', path, reason: 'Skipped: encrypted in the zip' };
  if (entry.size > MAX_FILE_BYTES)
    return { kind: 'failed', path, reason: new TooLargeError(entry.size).message };
  if (entry.method !== 0 && entry.method !== 8)
    return { kind: 'failed', path, reason: `Unsupported zip compression method ${entry.method}` };
  const gz = classifyName(entry.name) === 'activity-gz';
  const spec: UnpackSpec = { zip: { method: entry.method, size: entry.size, crc32: entry.crc32 }, gzip: gz };
  const load = async (): Promise<Loaded> => ({ packed: await reader.read(entry), spec });
  return {
    kind: 'file',
    path,
    fileName: activityFileName(entry.name),
    size: gz ? entry.compressedSize : entry.size,
    load,
  };
}

/** The export's activities.csv among the entries (the shallowest one), read before the files. */
async function zipScope(
  zip: BlobLike,
  entries: readonly ZipEntry[],
  path: string,
): Promise<{ scope: ExportScope | null; csv: ZipEntry | null; note: ImportItem | null }> {
  const csvs = entries.filter((e) => !e.isDirectory && isStravaCsv(e.name) && classifyName(e.name) === 'csv');
  const csv = csvs.sort((a, b) => a.name.split('/').length - b.name.split('/').length)[0];
  if (!csv) return { scope: null, csv: null, note: null };
  const keys = new Set(entries.map((e) => exportFileKey(e.name)));
  const read = await readExportScope(`${path}/${csv.name}`, csv.size, () => readZipEntry(zip, csv), keys);
  return { ...read, csv };
}

const cutShortReason = (files: number): string =>
  `The zip archive was cut short (its end is missing): read the ${files} complete file${files === 1 ? '' : 's'} at its start`;

/** The item with the outer export's row, unless its own export (an inner zip's CSV) gave it one. */
const underScope = (item: ImportItem, scope: ExportScope | null): ImportItem =>
  item.kind === 'file' && item.exportActivity ? item : withExport(item, scope);

/** Bytes [start, start + size) of `blob` as a blob of their own (an entry stored without compression). */
function subBlob(blob: BlobLike, start: number, size: number): BlobLike {
  const at = (n: number) => start + Math.min(size, Math.max(0, n));
  return { size, slice: (from = 0, to = size) => blob.slice(at(from), at(to)) };
}

/**
 * Items of a zip inside a zip, under the outer export's scope and its own activities.csv (an
 * export zipped again). Stored without compression, it is read like any zip, in place; deflated,
 * it is streamed, after a first pass that reads its CSV (findNestedCsv). Zips inside it are skipped.
 */
async function* itemsFromNestedZip(
  zip: BlobLike,
  entry: ZipEntry,
  path: string,
  scope: ExportScope | null,
): AsyncGenerator<ImportItem> {
  if (entry.method === 0 && !entry.encrypted) {
    let inner: BlobLike | null = null;
    try {
      inner = subBlob(zip, await entryDataStart(zip, entry), entry.compressedSize);
    } catch (error) {
      yield { kind: 'failed', path, reason: `Could not open the zip: ${reasonOf(error)}` };
    }
    if (inner) for await (const item of itemsFromZip(inner, path, true)) yield underScope(item, scope);
    return;
  }
  const csv = await findNestedCsv(zip, entry);
  const read = csv
    ? await readExportScope(
        `${path}/${csv.name}`,
        csv.bytes.length,
        () => Promise.resolve(csv.bytes),
        new Set(),
      )
    : null;
  if (read?.note) yield read.note;
  const own = read?.scope ?? null;
  for await (const item of streamNestedZip(zip, entry, path, csv?.name ?? null))
    yield underScope(withExport(item, own), scope);
  yield* manualItems(own);
}

/**
 * Items of a zip archive: its activity files in any folder, zips in it read too (`nested`: this
 * archive is itself inside a zip, and zips in it are skipped); everything else skipped.
 */
export async function* itemsFromZip(zip: BlobLike, path: string, nested = false): AsyncGenerator<ImportItem> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(zip);
  } catch (error) {
    // A cut download has no directory at its end: what arrived whole is still read.
    entries = await scanLocalHeaders(zip).catch(() => []);
    if (entries.length === 0) {
      yield { kind: 'failed', path, reason: `Could not open the zip: ${reasonOf(error)}` };
      return;
    }
    const files = entries.filter((e) => !e.isDirectory).length;
    yield { kind: 'failed', path, reason: cutShortReason(files) };
  }
  const { scope, csv, note } = await zipScope(zip, entries, path);
  if (note) yield note;
  const reader = createRawEntryReader(zip);
  for (const entry of entries) {
    if (entry.isDirectory || entry === csv) continue;
    const entryPath = `${path}/${entry.name}`;
    const kind = classifyName(entry.name);
    if (isActivityKind(kind)) {
      yield withExport(zipEntryItem(reader, entry, entryPath), scope);
    } else if (kind === 'zip' && !nested) {
      yield* itemsFromNestedZip(zip, entry, entryPath, scope);
    } else if (kind === 'zip') {
      yield { kind: 'skipped', path: entryPath, reason: 'Skipped: a zip nested three deep' };
    } else {
      yield { kind: 'skipped', path: entryPath, reason: skipReason(entry.name, kind) };
    }
  }
  yield* manualItems(scope);
}

/** The scope of a list of picked or dropped files: the activities.csv among them, if any. */
export async function scopeOfFiles(
  files: readonly { file: BlobLike; path: string }[],
): Promise<{ scope: ExportScope | null; note: ImportItem | null; csvPath: string | null }> {
  const csvs = files.filter((f) => isStravaCsv(f.path) && classifyName(f.path) === 'csv');
  const csv = csvs.sort((a, b) => a.path.split('/').length - b.path.split('/').length)[0];
  if (!csv) return { scope: null, note: null, csvPath: null };
  const keys = new Set(files.map((f) => exportFileKey(f.path)));
  const read = await readExportScope(csv.path, csv.file.size, () => readAll(csv.file), keys);
  return { ...read, csvPath: csv.path };
}

/** Items of picked files (a folder picker sets webkitRelativePath, which becomes the path). */
export async function* itemsFromFileList(files: Iterable<File>): AsyncGenerator<ImportItem> {
  const list = [...files].map((file) => ({ file, path: file.webkitRelativePath || file.name }));
  const { scope, note, csvPath } = await scopeOfFiles(list);
  if (note) yield note;
  for (const { file, path } of list) if (path !== csvPath) yield* itemsFromFile(file, path, scope);
  yield* manualItems(scope);
}
