/**
 * Cloud Storage failures in plain words, and the time budgets that bound every Storage call.
 *
 * Budgets (the SDK's own retry limits are 10 minutes for uploads and 2 for other calls, and a
 * request that the server accepts but never answers is not bounded by them at all):
 * - a read (getBytes) gets STORAGE_READ_BUDGET_MS: a page waits seconds, not minutes;
 * - an upload gets UPLOAD_BASE_BUDGET_MS plus its size at MIN_UPLOAD_BYTES_PER_S (a 1 MB file
 *   20 s + 20 s; the 50 MB limit about 17 minutes, a slow line's real time for it);
 * - a delete gets STORAGE_DELETE_BUDGET_MS.
 * Within its budget the SDK retries with backoff; at the end the call is cancelled and fails with
 * StorageUnavailableError. After such a failure Cloud Storage counts as down for STORAGE_DOWN_HOLD_MS:
 * further calls fail at once with the same message (an import of many files then fails each file in
 * seconds instead of waiting out a budget per file), and the first call after the hold tries again.
 */
import { errorCode } from './error-code';

export const STORAGE_READ_BUDGET_MS = 15_000;
export const UPLOAD_BASE_BUDGET_MS = 20_000;
export const MIN_UPLOAD_BYTES_PER_S = 50 * 1024;
export const STORAGE_DELETE_BUDGET_MS = 15_000;
export const STORAGE_DOWN_HOLD_MS = 30_000;

/** The time an upload of `bytes` may take before it is given up. */
export const uploadBudgetMs = (bytes: number): number =>
  UPLOAD_BASE_BUDGET_MS + Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_S) * 1000);

export const STORAGE_DOWN_MESSAGE =
  'Cloud Storage did not answer: check the network, the storage bucket and its CORS settings (README, "When Cloud Storage fails"), then retry.';

/** Cloud Storage could not be reached or did not answer in time; nothing was stored. */
export class StorageUnavailableError extends Error {
  constructor(message = STORAGE_DOWN_MESSAGE) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

const MESSAGES: Record<string, string> = {
  'storage/unauthorized':
    'Cloud Storage refused this file (storage.rules): check that storage.rules are deployed (README, "Deploy").',
  'storage/unauthenticated': 'Cloud Storage needs you to sign in again: sign out, sign in, then retry.',
  'storage/bucket-not-found':
    'The storage bucket in the configuration (VITE_FIREBASE_STORAGE_BUCKET) does not exist.',
  'storage/project-not-found': 'The Firebase project in the configuration does not exist.',
  'storage/quota-exceeded': 'The Cloud Storage quota of the Firebase project is used up. Try again later.',
  'storage/server-file-wrong-size': 'Cloud Storage received the file incompletely. Retry.',
  'storage/invalid-checksum': 'Cloud Storage received the file damaged. Retry.',
};

/** Codes that mean the server was not reached or did not answer. */
const UNREACHABLE = new Set(['storage/retry-limit-exceeded', 'storage/unknown']);

export const isStorageDown = (error: unknown): boolean =>
  error instanceof StorageUnavailableError || UNREACHABLE.has(errorCode(error) ?? '');

/** One plain line for a Storage failure: what failed and what to do. */
export function describeStorageError(error: unknown): Error {
  if (error instanceof StorageUnavailableError) return error;
  const code = errorCode(error) ?? '';
  if (UNREACHABLE.has(code)) return new StorageUnavailableError();
  const known = MESSAGES[code];
  if (known) return new Error(known);
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new Error(`Cloud Storage: ${detail}`);
}

/** Rejects with StorageUnavailableError when `work` has not settled within `ms` (then calls onTimeout). */
export function withBudget<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new StorageUnavailableError());
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
