/**
 * Gunzip that stops at a limit, whatever the file says about itself.
 *
 * A gzip member ends with ISIZE, the size it claims to unpack to, and a crafted file can understate
 * it: trusting ISIZE (or inflating in one call) lets a 2 MB file expand to gigabytes before anything
 * checks. Here the input is fed to fflate's streaming Gunzip in small slices and the output is
 * counted as it comes out; past `maxBytes` the work stops with an InflateLimitError. The most that
 * is ever inflated beyond the limit is one slice's worth (DEFLATE expands at most ~1032:1, so
 * INPUT_SLICE_BYTES x 1032, about 16 MB).
 *
 * Each member's trailer is then checked against what came out (RFC 1952: CRC-32 of the member's
 * uncompressed bytes, and ISIZE, their length modulo 2^32): a flipped bit or a cut trailer fails
 * with GzipTrailerError ("checksum mismatch" / "length mismatch") instead of importing wrong data.
 *
 * Used by the Cloud Function that re-reads originals (functions/src/handlers/rebuild-heat-index.ts),
 * so the server applies the same limit as the browser (MAX_FILE_BYTES in the import intake).
 */
import { Gunzip } from 'fflate';
import { crc32 } from '../archive/crc32';

/** Input fed to the decoder per step: bounds the overshoot past the limit (see above). */
export const INPUT_SLICE_BYTES = 16 * 1024;

const MB = 1024 * 1024;

export class InflateLimitError extends Error {
  constructor(readonly limitBytes: number) {
    super(`it unpacks to more than ${Math.round(limitBytes / MB)} MB (the limit)`);
    this.name = 'InflateLimitError';
  }
}

/** A member's CRC-32 or ISIZE trailer does not match its contents. */
export class GzipTrailerError extends Error {
  constructor(readonly what: 'checksum' | 'length') {
    super(`damaged .gz file (${what} mismatch)`);
    this.name = 'GzipTrailerError';
  }
}

/** Bytes of a gzip member's trailer: CRC-32 then ISIZE, both little-endian. */
const TRAILER_BYTES = 8;
const TWO_32 = 2 ** 32;

function readU32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

/** Checks each member's trailer: members start at inStarts[i] in the input, outStarts[i] in out. */
function checkTrailers(bytes: Uint8Array, out: Uint8Array, inStarts: number[], outStarts: number[]): void {
  for (let i = 0; i < inStarts.length; i++) {
    const inEnd = inStarts[i + 1] ?? bytes.length;
    const member = out.subarray(outStarts[i], outStarts[i + 1] ?? out.length);
    if (inEnd - TRAILER_BYTES < inStarts[i]!) throw new GzipTrailerError('length');
    if (readU32(bytes, inEnd - 4) !== member.length % TWO_32) throw new GzipTrailerError('length');
    if (readU32(bytes, inEnd - TRAILER_BYTES) !== crc32(member)) throw new GzipTrailerError('checksum');
  }
}

/** Unpacks every member of a .gz file; throws InflateLimitError past maxBytes, Error when damaged. */
export function gunzipBounded(
  bytes: Uint8Array,
  maxBytes: number,
  sliceBytes = INPUT_SLICE_BYTES,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const gunzip = new Gunzip((chunk) => {
    total += chunk.length;
    if (total > maxBytes) over = true;
    else chunks.push(chunk);
  });
  const inStarts = [0];
  const outStarts = [0];
  // fflate emits all of a member's output before it reads the next member's header.
  gunzip.onmember = (offset) => {
    inStarts.push(offset);
    outStarts.push(total);
  };
  try {
    for (let at = 0; at < bytes.length && !over; at += sliceBytes) {
      const end = Math.min(bytes.length, at + sliceBytes);
      gunzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (error) {
    throw new Error(`damaged gzip data (${error instanceof Error ? error.message : String(error)})`);
  }
  if (over) throw new InflateLimitError(maxBytes);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  checkTrailers(bytes, out, inStarts, outStarts);
  return out;
}
