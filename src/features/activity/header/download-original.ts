import type { TrackStore } from '../../../data';
import { downloadBlob } from '../../../lib/download-blob';

/**
 * Saves the original imported file of an activity, byte for byte, under its original name.
 * Throws a one-line Error when the store no longer has it.
 */
export async function downloadOriginal(store: TrackStore, id: string): Promise<void> {
  const original = await store.getOriginal(id);
  if (!original) throw new Error('The original file is not stored any more.');
  const blob = new Blob([original.bytes.slice()], { type: mimeOf(original.fileName) });
  downloadBlob(blob, original.fileName);
}

/** A MIME type from the file name: gzip for .gz, GPX otherwise. */
export function mimeOf(fileName: string): string {
  return /\.gz$/i.test(fileName) ? 'application/gzip' : 'application/gpx+xml';
}
