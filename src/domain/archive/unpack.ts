/**
 * Unpacking one imported file, in the import worker (never on the page's thread): a zip entry's
 * bytes as stored (method 0) or raw DEFLATE (method 8), then a .gz layer when the file is gzipped.
 *
 * Rules, each with its one-line reason:
 * - A zip entry is checked against its directory: its uncompressed size must be what the directory
 *   says (inflating stops as soon as it passes that size, so a lying entry costs at most one input
 *   slice of work) and its CRC-32 must match: "damaged in the zip (checksum mismatch)".
 * - A .gz layer stops at MAX_FILE_BYTES whatever its size trailer says (gunzipBounded), and each
 *   member's CRC-32 and length must match its trailer: "Damaged .gz file (checksum mismatch)".
 * - Nothing unpacks to more than MAX_FILE_BYTES.
 */
import { Inflate } from 'fflate';
import { gunzipBounded, GzipTrailerError, InflateLimitError } from '../compression/bounded-gunzip';
import { crc32 } from './crc32';
import {
  CHECKSUM_MISMATCH,
  MAX_DEFLATE_RATIO,
  MAX_FILE_BYTES,
  TooLargeError,
  type UnpackSpec,
} from './limits';

/** Compressed input fed to the inflater per step (bounds the work past a lying size: x1032). */
export const UNPACK_SLICE_BYTES = 16 * 1024;

/** Raw DEFLATE that must unpack to exactly `size` bytes; stops as soon as it passes that. */
function inflateExact(data: Uint8Array, size: number, sliceBytes: number): Uint8Array {
  const out = new Uint8Array(size);
  let total = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    if (over) return;
    if (total + chunk.length > size) over = true;
    else out.set(chunk, total);
    total += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && !over; at += sliceBytes) {
      const end = Math.min(data.length, at + sliceBytes);
      inflate.push(data.subarray(at, end), end === data.length);
    }
  } catch (error) {
    throw new Error(`Damaged in the zip (${error instanceof Error ? error.message : 'corrupt data'})`);
  }
  if (over) throw new Error('Damaged in the zip (it unpacks to more than its directory says)');
  if (total !== size) throw new Error('Damaged in the zip (it unpacks to less than its directory says)');
  return out;
}

/** The zip layer: stored or inflated bytes, checked against the directory's size and CRC-32. */
export function unpackZipEntry(
  data: Uint8Array,
  zip: NonNullable<UnpackSpec['zip']>,
  sliceBytes = UNPACK_SLICE_BYTES,
): Uint8Array {
  if (zip.size > MAX_FILE_BYTES) throw new TooLargeError(zip.size);
  let out: Uint8Array;
  if (zip.method === 0) {
    if (data.length !== zip.size) throw new Error('Damaged in the zip (its size does not match)');
    out = data;
  } else if (zip.method === 8) {
    if (zip.size > data.length * MAX_DEFLATE_RATIO + 1024)
      throw new Error('Damaged in the zip (impossible entry size)');
    out = inflateExact(data, zip.size, sliceBytes);
  } else {
    throw new Error(`Unsupported zip compression method ${zip.method}`);
  }
  if (crc32(out) !== zip.crc32) throw new Error(CHECKSUM_MISMATCH);
  return out;
}

/** A .gz file's contents, at most MAX_FILE_BYTES. */
export function gunzipFile(data: Uint8Array): Uint8Array {
  if (data.length < 18 || data[0] !== 0x1f || data[1] !== 0x8b)
    throw new Error('Not a gzip file: the .gz header is missing');
  try {
    return gunzipBounded(data, MAX_FILE_BYTES);
  } catch (error) {
    if (error instanceof InflateLimitError) throw new TooLargeError(null);
    if (error instanceof GzipTrailerError)
      throw new Error(
        `Damaged .gz file (${error.what} mismatch): its contents are not what it was packed from`,
      );
    throw new Error(`Could not unpack this .gz file: ${error instanceof Error ? error.message : 'damaged'}`);
  }
}

/** Unpacks every layer of `spec`. Throws one clear line when the file is damaged or too large. */
export function unpackFile(data: Uint8Array, spec: UnpackSpec): Uint8Array {
  const entry = spec.zip ? unpackZipEntry(data, spec.zip) : data;
  return spec.gzip ? gunzipFile(entry) : entry;
}
