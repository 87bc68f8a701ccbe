/**
 * Padding: a file whose bytes are almost all filler around very little data (a crafted file, or a
 * recorder that wrote megabytes of blanks) is refused rather than stored as a tiny activity with a
 * huge original. Definition: a file of at least PADDING_MIN_BYTES whose bytes per track point
 * exceed PADDING_MAX_BYTES_PER_POINT. Real files stay far below: GPX with every extension ~1 KB a
 * point, TCX ~600 bytes, FIT ~30 bytes; a 300 MB file would need fewer than 4,800 points to be
 * refused.
 */

/** Files smaller than this are never refused as padding (16 MiB). */
export const PADDING_MIN_BYTES = 16 * 1024 * 1024;
/** More bytes than this per track point is padding, not data (64 KiB, ~60x a verbose GPX point). */
export const PADDING_MAX_BYTES_PER_POINT = 64 * 1024;

const MB = 1024 * 1024;

/** The one-line reason to refuse the file, or null when it is not padding. */
export function paddingReason(fileBytes: number, points: number): string | null {
  if (fileBytes < PADDING_MIN_BYTES || fileBytes <= points * PADDING_MAX_BYTES_PER_POINT) return null;
  const what = points === 1 ? '1 track point' : `${points} track points`;
  return `Refused: ${Math.round(fileBytes / MB)} MB of which almost all is padding around ${what}`;
}
