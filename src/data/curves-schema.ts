/**
 * The Firestore document of an activity's curves (firebase/firebase-curves.ts), as firestore.rules
 * checks it: exactly id, version and bytes.
 */
import { MAX_CURVES_BYTES } from '../domain/curves/codec';
import { z } from '../domain/zod';

/** Shortest stored curves: the codec's header with no channel, bytes. */
export const MIN_CURVES_BYTES = 28;

const isBytesLike = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { toUint8Array?: unknown }).toUint8Array === 'function' &&
  (() => {
    const n = (v as { toUint8Array(): Uint8Array }).toUint8Array().byteLength;
    return n >= MIN_CURVES_BYTES && n <= MAX_CURVES_BYTES;
  })();

export const curvesDocSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    version: z.number().int().min(1).max(65_535),
    bytes: z.custom<{ toUint8Array(): Uint8Array }>(isBytesLike, 'curves bytes of the wrong size'),
  })
  .strict();
