/** Where a read-only link points: /shared/<32 hex characters> on this app's own address. */
const SHARED_PATH = /^\/shared\/([0-9a-f]{32})\/?$/;

/** The link that opens share `id` for anyone. */
export function shareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/shared/${id}`;
}

/**
 * The share id of a /shared/… address; '' for a /shared/ address whose id is malformed (it opens
 * "no page here"), null for every other address.
 */
export function sharedIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith('/shared/')) return null;
  return SHARED_PATH.exec(pathname)?.[1] ?? '';
}
