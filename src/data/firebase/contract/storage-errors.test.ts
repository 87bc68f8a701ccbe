import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  describeStorageError,
  isStorageDown,
  STORAGE_DOWN_MESSAGE,
  StorageUnavailableError,
  UPLOAD_BASE_BUDGET_MS,
  uploadBudgetMs,
  withBudget,
} from './storage-errors';

const sdkError = (code: string) => Object.assign(new Error(`Firebase Storage: x (${code})`), { code });

afterEach(() => {
  vi.useRealTimers();
});

describe('Storage budgets and messages', () => {
  it('gives an upload its base budget plus its size at the slowest accepted rate', () => {
    expect(uploadBudgetMs(0)).toBe(UPLOAD_BASE_BUDGET_MS);
    expect(uploadBudgetMs(1024 * 1024)).toBe(UPLOAD_BASE_BUDGET_MS + 20_480);
  });

  it('withBudget fails a call that never answers with the Storage-down message, and cancels it', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const call = withBudget(new Promise<never>(() => undefined), 15_000, onTimeout);
    const seen = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    const error = await seen;
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toBe(STORAGE_DOWN_MESSAGE);
  });

  it('withBudget passes an answer in time through', async () => {
    await expect(withBudget(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it('maps the SDK codes to sentences that say what failed and what to do', () => {
    expect(describeStorageError(sdkError('storage/retry-limit-exceeded')).message).toBe(STORAGE_DOWN_MESSAGE);
    expect(describeStorageError(sdkError('storage/unauthorized')).message).toMatch(
      /refused this file \(storage\.rules\)/,
    );
    expect(describeStorageError(sdkError('storage/bucket-not-found')).message).toMatch(
      /VITE_FIREBASE_STORAGE_BUCKET/,
    );
    expect(describeStorageError(sdkError('storage/quota-exceeded')).message).toMatch(/quota/);
    expect(describeStorageError(new Error('boom\nstack')).message).toBe('Cloud Storage: boom');
  });

  it('counts unanswered calls, not refusals, as Storage being down', () => {
    expect(isStorageDown(sdkError('storage/retry-limit-exceeded'))).toBe(true);
    expect(isStorageDown(new StorageUnavailableError())).toBe(true);
    expect(isStorageDown(sdkError('storage/unauthorized'))).toBe(false);
  });
});
