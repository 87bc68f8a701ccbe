/**
 * Crafted compressed files of issue 20, shared by `bench import-hostile` and the browser tests
 * (tests/e2e/hostile-files.ts): a DEFLATE stream of blanks far bigger than what it takes on disk,
 * a gzip member whose size trailer lies, a zip entry whose directory understates what it holds,
 * and the page-side count of stored summaries.
 */
import { constants, createDeflateRaw } from 'node:zlib';

const MIB = 1024 * 1024;

/** `bytes` of blanks as one raw DEFLATE stream (level 9: about 1,000 to 1), streamed through zlib. */
export async function deflatedBlanks(bytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(64 * MIB, 0x20);
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let n = 0; n < bytes; n += chunk.length)
    if (!deflate.write(n + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - n)))
      await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A gzip member around `raw` DEFLATE whose size trailer says `stated` bytes. */
export function gzipAround(raw: Buffer, stated: number): Buffer {
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(stated, 4);
  return Buffer.concat([header, raw, trailer]);
}

/** A zip whose one entry (method 8) says 1,000 bytes uncompressed and holds `raw`. */
export function bombZip(raw: Buffer): Buffer {
  const name = Buffer.from('activities/bomb.gpx');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0x12345678, 14);
  local.writeUInt32LE(raw.length, 18);
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0x12345678, 16);
  central.writeUInt32LE(raw.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const cdStart = local.length + name.length + raw.length;
  const cdSize = central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(cdStart, 16);
  return Buffer.concat([local, name, raw, central, name, end]);
}

/** Evaluated in the app's page: how many summaries its IndexedDB holds. */
export const STORED_COUNT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('gpx-dashboard');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('summaries')) return resolve(0);
    const request = db.transaction('summaries').objectStore('summaries').count();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result);
  };
})`;
