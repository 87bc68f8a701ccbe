/**
 * The limits of unpacking an imported file and how a packed file is described, without fflate
 * (the page imports these; the unpacking itself, unpack.ts, runs in the import worker).
 */
/** A decompressed file larger than this is refused (the parser's own budget is ~100 MB files). */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** DEFLATE never expands more than ~1032:1; a stated size beyond that means a damaged or cut-off file. */
export const MAX_DEFLATE_RATIO = 1032;

const MB = 1024 * 1024;

export const CHECKSUM_MISMATCH = 'Damaged in the zip (checksum mismatch)';

export class TooLargeError extends Error {
  /** `bytes` null: more than the limit (unpacking stopped there). */
  constructor(bytes: number | null) {
    const size = bytes === null ? `over ${MAX_FILE_BYTES / MB}` : String(Math.round(bytes / MB));
    super(`Too large: ${size} MB uncompressed (the limit is ${MAX_FILE_BYTES / MB} MB)`);
    this.name = 'TooLargeError';
  }
}

/** How a file was packed: its zip layer (if it came out of a zip) and whether it is a .gz file. */
export interface UnpackSpec {
  zip: { method: number; size: number; crc32: number } | null;
  gzip: boolean;
}
