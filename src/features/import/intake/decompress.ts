/**
 * Decompression with fflate, kept off the main thread where it matters: outputs up to
 * SYNC_MAX_OUTPUT_BYTES inflate synchronously (a few milliseconds), bigger ones in fflate's own
 * background worker. Known output sizes cap the output buffer, so a lying header cannot balloon it.
 */

/** fflate loads on first use, so it stays out of the first page's JavaScript. */
const loadFflate = () => import('fflate');

/** Inflating this much takes a few ms on a slow machine: fine between two yields. */
export const SYNC_MAX_OUTPUT_BYTES = 2 * 1024 * 1024;

/** A decompressed file larger than this is refused (the parser's own budget is ~100 MB files). */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** DEFLATE never expands more than ~1032:1; a stated size beyond that means a damaged or cut-off file. */
export const MAX_DEFLATE_RATIO = 1032;

const MB = 1024 * 1024;

export class TooLargeError extends Error {
  constructor(bytes: number) {
    super(`Too large: ${Math.round(bytes / MB)} MB uncompressed (the limit is ${MAX_FILE_BYTES / MB} MB)`);
    this.name = 'TooLargeError';
  }
}

function plainError(what: string, error: unknown): Error {
  const reason = error instanceof Error && error.message ? error.message : 'corrupt data';
  return new Error(`Could not ${what}: ${reason}`);
}

/** Raw DEFLATE (zip method 8) with the uncompressed size from the zip directory. */
export async function inflateRaw(data: Uint8Array, size: number): Promise<Uint8Array> {
  if (size > MAX_FILE_BYTES) throw new TooLargeError(size);
  const { inflate, inflateSync } = await loadFflate();
  if (size <= SYNC_MAX_OUTPUT_BYTES && data.length <= SYNC_MAX_OUTPUT_BYTES) {
    try {
      return inflateSync(data, { out: new Uint8Array(size) });
    } catch (error) {
      throw plainError('unpack this zip entry', error);
    }
  }
  return new Promise((resolve, reject) => {
    inflate(data, { size }, (error, out) =>
      error ? reject(plainError('unpack this zip entry', error)) : resolve(out),
    );
  });
}

/** The size a gzip member says it unpacks to (ISIZE, the last 4 bytes, modulo 2^32). */
function gzipStatedSize(data: Uint8Array): number {
  const n = data.length;
  if (n < 18) return 0;
  return (
    ((data[n - 4] ?? 0) |
      ((data[n - 3] ?? 0) << 8) |
      ((data[n - 2] ?? 0) << 16) |
      ((data[n - 1] ?? 0) << 24)) >>>
    0
  );
}

/** A .gz file. */
export async function gunzipBytes(data: Uint8Array): Promise<Uint8Array> {
  if (data.length < 18 || data[0] !== 0x1f || data[1] !== 0x8b)
    throw new Error('Not a gzip file: the .gz header is missing');
  const stated = gzipStatedSize(data);
  if (stated > data.length * MAX_DEFLATE_RATIO)
    throw new Error('Could not unpack this .gz file: it is damaged or cut short');
  if (stated > MAX_FILE_BYTES) throw new TooLargeError(stated);
  const { gunzip, gunzipSync } = await loadFflate();
  if (stated <= SYNC_MAX_OUTPUT_BYTES && data.length <= SYNC_MAX_OUTPUT_BYTES) {
    try {
      return gunzipSync(data);
    } catch (error) {
      throw plainError('unpack this .gz file', error);
    }
  }
  return new Promise((resolve, reject) => {
    gunzip(data, (error, out) => (error ? reject(plainError('unpack this .gz file', error)) : resolve(out)));
  });
}
