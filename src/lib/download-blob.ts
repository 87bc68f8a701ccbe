/** Saving a Blob as a file in the browser: the one download helper every page uses. */

/** How long the object URL of a download stays valid, ms (time for the browser to start reading). */
const REVOKE_AFTER_MS = 60_000;

/** Saves `blob` as `fileName` through a temporary object URL and a hidden download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
