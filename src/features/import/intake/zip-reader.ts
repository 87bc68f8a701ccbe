/**
 * A zip reader over a Blob (a File): it reads the central directory from the end of the archive
 * and then one entry at a time with Blob.slice, so a multi-gigabyte bulk export is never held in
 * memory whole (fflate's unzip needs the whole archive and inflates small entries in one synchronous
 * loop). Entries inflate with fflate. Supports zip64 sizes and offsets; not encryption or spanning.
 */
import { MAX_DEFLATE_RATIO } from '../../../domain/archive/limits';
import { inflateRaw } from './decompress';

export interface ZipEntry {
  /** Path inside the archive, '/'-separated. */
  name: string;
  isDirectory: boolean;
  encrypted: boolean;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  size: number;
  /** CRC-32 of the uncompressed bytes, from the directory. */
  crc32: number;
  localHeaderOffset: number;
}

/** The part of Blob the reader uses. */
export interface BlobLike {
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
const MAX_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

async function readRange(blob: BlobLike, start: number, end: number): Promise<DataView> {
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

const u64 = (view: DataView, at: number): number => Number(view.getBigUint64(at, true));

/** Where the central directory is and how many entries it has. */
async function findCentralDirectory(
  blob: BlobLike,
): Promise<{ offset: number; size: number; count: number }> {
  const tailStart = Math.max(0, blob.size - (EOCD_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE));
  const tail = await readRange(blob, tailStart, blob.size);
  let at = -1;
  for (let i = tail.byteLength - EOCD_SIZE; i >= 0; i--) {
    if (
      tail.getUint32(i, true) === SIG_EOCD &&
      i + EOCD_SIZE + tail.getUint16(i + 20, true) <= tail.byteLength
    ) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new Error('Not a zip archive (no zip directory found)');
  let count = tail.getUint16(at + 10, true);
  let size = tail.getUint32(at + 12, true);
  let offset = tail.getUint32(at + 16, true);
  const zip64 = count === U16_MAX || size === U32_MAX || offset === U32_MAX;
  if (
    zip64 &&
    at >= ZIP64_LOCATOR_SIZE &&
    tail.getUint32(at - ZIP64_LOCATOR_SIZE, true) === SIG_ZIP64_LOCATOR
  ) {
    const recordAt = u64(tail, at - ZIP64_LOCATOR_SIZE + 8);
    const record = await readRange(blob, recordAt, recordAt + 56);
    if (record.byteLength < 56 || record.getUint32(0, true) !== SIG_ZIP64_EOCD)
      throw new Error('Damaged zip64 directory');
    count = u64(record, 32);
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  if (offset + size > blob.size)
    throw new Error('Damaged zip archive (directory beyond the end of the file)');
  return { offset, size, count };
}

/** Applies the zip64 extra field (id 1) to sizes and offset that overflowed 32 bits. */
function applyZip64Extra(view: DataView, start: number, end: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= end;) {
    const id = view.getUint16(at, true);
    const len = view.getUint16(at + 2, true);
    if (id === 1) {
      let p = at + 4;
      const next = (): number | undefined =>
        p + 8 <= at + 4 + len ? ((p += 8), u64(view, p - 8)) : undefined;
      if (entry.size === U32_MAX) entry.size = next() ?? entry.size;
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next() ?? entry.localHeaderOffset;
      return;
    }
    at += 4 + len;
  }
}

const utf8 = new TextDecoder('utf-8');

/** Lists every entry of the archive, in directory order. */
export async function readZipDirectory(blob: BlobLike): Promise<ZipEntry[]> {
  const { offset, size, count } = await findCentralDirectory(blob);
  const view = await readRange(blob, offset, offset + size);
  const bytes = new Uint8Array(view.buffer);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_HEADER_SIZE > view.byteLength || view.getUint32(at, true) !== SIG_CENTRAL) {
      throw new Error('Damaged zip archive (bad directory entry)');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    const name = utf8.decode(bytes.subarray(nameStart, nameStart + nameLength)).replace(/\\/g, '/');
    const entry: ZipEntry = {
      name,
      isDirectory: name.endsWith('/'),
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
      method: view.getUint16(at + 10, true),
      crc32: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, nameStart + nameLength, nameStart + nameLength + extraLength, entry);
    entries.push(entry);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's (compressed) data starts, from its local header. */
export async function entryDataStart(blob: BlobLike, entry: ZipEntry): Promise<number> {
  const header = await readRange(blob, entry.localHeaderOffset, entry.localHeaderOffset + LOCAL_HEADER_SIZE);
  if (header.byteLength < LOCAL_HEADER_SIZE || header.getUint32(0, true) !== SIG_LOCAL) {
    throw new Error('Damaged zip archive (bad entry header)');
  }
  return (
    entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.getUint16(26, true) + header.getUint16(28, true)
  );
}

/** The uncompressed bytes of one entry. */
export async function readZipEntry(blob: BlobLike, entry: ZipEntry): Promise<Uint8Array> {
  if (entry.encrypted) throw new Error('Encrypted zip entries are not supported');
  if (entry.method !== 0 && entry.method !== 8)
    throw new Error(`Unsupported zip compression method ${entry.method}`);
  if (entry.method === 8 && entry.size > entry.compressedSize * MAX_DEFLATE_RATIO + 1024) {
    throw new Error('Damaged zip archive (impossible entry size)');
  }
  const dataStart = await entryDataStart(blob, entry);
  const data = new Uint8Array(await blob.slice(dataStart, dataStart + entry.compressedSize).arrayBuffer());
  if (data.length < entry.compressedSize) throw new Error('Damaged zip archive (entry cut short)');
  return entry.method === 0 ? data : inflateRaw(data, entry.size);
}

/**
 * Bytes of the archive are read this much at a time: Blob.slice() on a picked File costs about
 * 1.5 ms of main thread in Chromium whatever its length, so reading 3,000 small entries one slice
 * each (plus one for each local header) cost ~9 s; entries are read in directory order, so one
 * window serves many of them.
 */
export const READ_WINDOW_BYTES = 8 * 1024 * 1024;

/** Raw (still compressed) bytes of entries, read through a window of the archive. */
export interface RawEntryReader {
  /** The entry's bytes as stored in the archive (a copy the caller owns, transferable). */
  read(entry: ZipEntry): Promise<Uint8Array>;
}

export function createRawEntryReader(blob: BlobLike, windowBytes = READ_WINDOW_BYTES): RawEntryReader {
  let window: { start: number; end: number; bytes: Promise<Uint8Array> } | null = null;

  /** Bytes [start, end) of the archive; shorter when the archive ends first. */
  async function range(start: number, end: number): Promise<Uint8Array> {
    const w = window;
    if (!w || start < w.start || end > w.end) {
      const stop = Math.min(blob.size, Math.max(end, start + windowBytes));
      const read = blob
        .slice(start, stop)
        .arrayBuffer()
        .then((b) => new Uint8Array(b));
      window = { start, end: stop, bytes: read };
      return (await read).subarray(0, end - start);
    }
    return (await w.bytes).subarray(start - w.start, end - w.start);
  }

  return {
    async read(entry) {
      const at = entry.localHeaderOffset;
      const header = await range(at, at + LOCAL_HEADER_SIZE);
      const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
      if (header.length < LOCAL_HEADER_SIZE || view.getUint32(0, true) !== SIG_LOCAL)
        throw new Error('Damaged zip archive (bad entry header)');
      const start = at + LOCAL_HEADER_SIZE + view.getUint16(26, true) + view.getUint16(28, true);
      const data = await range(start, start + entry.compressedSize);
      if (data.length < entry.compressedSize) throw new Error('Damaged zip archive (entry cut short)');
      return data.slice();
    },
  };
}

/** Local-header flag: sizes and CRC follow the data (a data descriptor), so they are not in the header. */
const FLAG_DATA_DESCRIPTOR = 0x08;

/**
 * The entries of an archive without its directory (a download cut short), from the local headers
 * in front of each entry's data, in order: every entry whose data arrived whole. Stops at the
 * first header that is missing, cut, or says its sizes only after its data (a data descriptor:
 * where such an entry ends cannot be known without inflating it).
 */
export async function scanLocalHeaders(blob: BlobLike): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + LOCAL_HEADER_SIZE <= blob.size) {
    const header = await readRange(blob, at, at + LOCAL_HEADER_SIZE);
    if (header.getUint32(0, true) !== SIG_LOCAL) break;
    const flags = header.getUint16(6, true);
    const nameLength = header.getUint16(26, true);
    const dataStart = at + LOCAL_HEADER_SIZE + nameLength + header.getUint16(28, true);
    const compressedSize = header.getUint32(18, true);
    if (flags & FLAG_DATA_DESCRIPTOR || dataStart + compressedSize > blob.size) break;
    const nameBytes = new Uint8Array(
      (await readRange(blob, at + LOCAL_HEADER_SIZE, at + LOCAL_HEADER_SIZE + nameLength)).buffer,
    );
    const name = utf8.decode(nameBytes).replace(/\\/g, '/');
    entries.push({
      name,
      isDirectory: name.endsWith('/'),
      encrypted: (flags & 1) === 1,
      method: header.getUint16(8, true),
      crc32: header.getUint32(14, true),
      compressedSize,
      size: header.getUint32(22, true),
      localHeaderOffset: at,
    });
    at = dataStart + compressedSize;
  }
  return entries;
}
