import type { TrackStore } from '../../data/track-store';

/** How long the object URL of a download stays valid, ms (time for the browser to start reading). */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves the original imported file of an activity, byte for byte, under its original name.
 * Throws a one-line Error when the store no longer has it.
 */
export async function downloadOriginal(store: TrackStore, id: string): Promise<void> {
  const original = await store.getOriginal(id);
  if (!original) throw new Error('The original file is not stored any more.');
  const blob = new Blob([original.bytes.slice()], { type: mimeOf(original.fileName) });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = original.fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** A MIME type from the file name: gzip for .gz, GPX otherwise. */
export function mimeOf(fileName: string): string {
  return /\.gz$/i.test(fileName) ? 'application/gzip' : 'application/gpx+xml';
}
