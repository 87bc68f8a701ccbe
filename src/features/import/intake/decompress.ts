/**
 * Decompression on the page, for what is not an activity file: the export's activities.csv and the
 * archives streamed out of a zip inside a zip. Activity files unpack in the import worker
 * (domain/archive/unpack.ts, through the pool's unpack). Outputs up to
 * SYNC_MAX_OUTPUT_BYTES inflate synchronously (a few milliseconds), bigger ones in fflate's own
 * background worker. Known output sizes cap the output buffer, so a lying header cannot balloon it.
 */

import { MAX_FILE_BYTES, TooLargeError } from '../../../domain/archive/limits';

/** fflate loads on first use, so it stays out of the first page's JavaScript. */
const loadFflate = () => import('fflate');

/** Inflating this much takes a few ms on a slow machine: fine between two yields. */
export const SYNC_MAX_OUTPUT_BYTES = 2 * 1024 * 1024;

export { MAX_FILE_BYTES, TooLargeError };

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
