import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { StoreQuotaError } from '../track-store';
import { isQuotaError, toStoreError, translateQuota } from './store-errors';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isQuotaError', () => {
  it.each([
    ['a DOMException named QuotaExceededError', quota()],
    ["Dexie's wrapped equivalent", new Dexie.QuotaExceededError('wrapped', quota())],
    [
      'an AbortError whose inner error is the quota error',
      new Dexie.AbortError('Transaction aborted', quota()),
    ],
    ['a twice-wrapped quota error', new Dexie.AbortError('outer', new Dexie.UnknownError('middle', quota()))],
    ['a BulkError with a quota failure', new Dexie.BulkError('bulk', [new Error('other'), quota()])],
    ['an Error whose cause is the quota error', new Error('write failed', { cause: quota() })],
    ["old Firefox's name", Object.assign(new Error('x'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })],
    [
      'a generic error saying the disk is full',
      new DOMException('Write failed: disk is full', 'UnknownError'),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isQuotaError(error)).toBe(true);
  });

  it.each([
    ['a ConstraintError', new DOMException('Key already exists', 'ConstraintError')],
    ['an AbortError without inner error', new Dexie.AbortError('Transaction aborted')],
    ['a plain Error', new Error('nope')],
    ['a string', 'QuotaExceededError'],
    ['null', null],
  ])('does not mistake %s for one', (_label, error) => {
    expect(isQuotaError(error)).toBe(false);
  });

  it('stops on self-referencing wrappers', () => {
    const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
    loop.inner = { name: 'UnknownError', inner: loop };
    expect(isQuotaError(loop)).toBe(false);
  });
});

describe('toStoreError / translateQuota', () => {
  it('turns a quota error into StoreQuotaError keeping the original as cause', async () => {
    const original = new Dexie.AbortError('aborted', quota());
    const error = await translateQuota(() => Promise.reject(original)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreQuotaError);
    expect((error as StoreQuotaError).cause).toBe(original);
  });

  it('passes other errors and results through', async () => {
    const other = new Error('other');
    expect(toStoreError(other)).toBe(other);
    await expect(translateQuota(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
