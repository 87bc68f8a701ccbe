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
 * Used by the Cloud Function that re-reads originals (functions/src/handlers/rebuild-heat-index.ts),
 * so the server applies the same limit as the browser (MAX_FILE_BYTES in the import intake).
 */
import { Gunzip } from 'fflate';

/** Input fed to the decoder per step: bounds the overshoot past the limit (see above). */
export const INPUT_SLICE_BYTES = 16 * 1024;

const MB = 1024 * 1024;

export class InflateLimitError extends Error {
  constructor(readonly limitBytes: number) {
    super(`it unpacks to more than ${Math.round(limitBytes / MB)} MB (the limit)`);
    this.name = 'InflateLimitError';
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
  return out;
}
