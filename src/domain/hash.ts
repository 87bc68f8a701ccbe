/**
 * Content identity of an imported file: the SHA-256 of its bytes, lower-case hex (64 characters).
 * Uses globalThis.crypto.subtle, present in browsers, Web Workers and Node 20+.
 */
export async function contentId(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined)
    throw new Error('SHA-256 is unavailable: this environment has no Web Crypto (crypto.subtle)');
  // Digest a plain ArrayBuffer-backed view: subtle.digest rejects SharedArrayBuffer views.
  const view =
    bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
  const digest = new Uint8Array(await subtle.digest('SHA-256', view));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}
