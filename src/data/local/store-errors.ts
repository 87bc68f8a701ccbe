import { StoreQuotaError } from '../track-store';

/** Error names browsers use when storage is full: the standard one and old Firefox's. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
/** DOMException.QUOTA_EXCEEDED_ERR, the legacy numeric code. */
const QUOTA_EXCEEDED_CODE = 22;
/** Messages of storage-full errors that arrive under a generic name (e.g. UnknownError). */
const QUOTA_MESSAGE = /\bquota\b|disk is full|no space left/i;
/** Wrapping depth to search (Dexie wraps DOM errors in `inner`, aborts wrap the cause again). */
const MAX_DEPTH = 6;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  inner?: unknown;
  cause?: unknown;
  failures?: unknown;
}

/**
 * True when the error, or any error it wraps (Dexie's `inner`, standard `cause`, a BulkError's
 * `failures`), says the storage quota was exceeded or the disk is full.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  if (typeof e.name === 'string' && QUOTA_NAMES.has(e.name)) return true;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException && e.code === QUOTA_EXCEEDED_CODE)
    return true;
  if (typeof e.message === 'string' && QUOTA_MESSAGE.test(e.message)) return true;
  const wrapped: unknown[] = [
    e.inner,
    e.cause,
    ...(Array.isArray(e.failures) ? (e.failures as unknown[]) : []),
  ];
  return wrapped.some((w) => w !== error && isQuotaError(w, depth + 1));
}

/** A storage-full error becomes StoreQuotaError (keeping the original as `cause`); others pass. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreQuotaError || !isQuotaError(error)) return error;
  const quota = new StoreQuotaError();
  quota.cause = error;
  return quota;
}

/** Runs a write and translates storage-full errors into StoreQuotaError. */
export async function translateQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw toStoreError(error);
  }
}
