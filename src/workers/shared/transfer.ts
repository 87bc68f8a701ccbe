/**
 * Transfer lists for postMessage: every typed-array buffer of a result, each buffer once (a
 * duplicate in a transfer list is a DataCloneError), SharedArrayBuffers left out (they are shared,
 * not transferred).
 */

/** Objects nest at most this deep in ViewProducts (products.profile.distanceM is depth 2). */
const MAX_WALK_DEPTH = 4;

/** The buffers of every typed array found in a plain object tree (ViewProducts and the like). */
export function typedArrayBuffers(value: unknown, depth = 0): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) return value.buffer instanceof ArrayBuffer ? [value.buffer] : [];
  if (typeof value !== 'object' || value === null || depth >= MAX_WALK_DEPTH) return [];
  const out: ArrayBuffer[] = [];
  for (const child of Object.values(value)) out.push(...typedArrayBuffers(child, depth + 1));
  return out;
}

/**
 * Bytes that own their whole buffer, so transferring the buffer hands over exactly these bytes
 * (a view into a bigger buffer is copied first; the copy is what gets transferred).
 */
export function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
