import { describe, expect, test } from 'vitest';
import { workerDatabase } from './worker-database';

describe('workerDatabase', () => {
  test('names the local database when the worker reads the store itself', () => {
    expect(workerDatabase({ localDbName: 'db' }, { readsStore: true })).toBe('db');
  });

  test('is null when the worker cannot read it, or the store has no local database', () => {
    expect(workerDatabase({ localDbName: 'db' }, { readsStore: false })).toBeNull();
    expect(workerDatabase({}, { readsStore: true })).toBeNull();
  });
});
