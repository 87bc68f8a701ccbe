import { describe, expect, it } from 'vitest';
import { CallableError } from './callable';
import {
  DELETE_CONFIRMATION,
  deleteAccountDataResultSchema,
} from '../../../src/data/firebase/contract/callable-contract';
import { deleteAccountData } from './delete-account-data';
import { FakeBackend } from './testing-fakes';

function backend(): FakeBackend {
  const b = new FakeBackend();
  for (const uid of ['alice', 'bob']) {
    b.documents.set(`users/${uid}/tracks/t1`, { id: 't1', deleted: false });
    b.documents.set(`users/${uid}/tracks/t2`, { id: 't2', deleted: true });
    b.documents.set(`users/${uid}/collections/c1`, { id: 'c1' });
    b.files.set(`users/${uid}/tracks/t1/original.gpx`, {
      bytes: Uint8Array.of(1),
      contentType: 'application/gpx+xml',
    });
    b.files.set(`users/${uid}/heat/heat-index.bin`, {
      bytes: Uint8Array.of(2),
      contentType: 'application/octet-stream',
    });
  }
  b.documents.set(`shares/${'a'.repeat(32)}`, { v: 1, revoked: false, title: 'Alice’s ride' });
  b.documents.set(`users/alice/shares/${'a'.repeat(32)}`, { id: 'a'.repeat(32) });
  b.documents.set(`shares/${'b'.repeat(32)}`, { v: 1, revoked: false, title: 'Bob’s ride' });
  b.documents.set(`users/bob/shares/${'b'.repeat(32)}`, { id: 'b'.repeat(32) });
  b.files.set('users/alice2/tracks/t1/original.gpx', {
    bytes: Uint8Array.of(3),
    contentType: 'application/gpx+xml',
  });
  return b;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    return (error as CallableError).code;
  }
  throw new Error('expected a CallableError');
}

describe('deleteAccountData', () => {
  it("removes every document and file of the caller and nobody else's", async () => {
    const b = backend();
    const result = await deleteAccountData(
      { auth: { uid: 'alice' }, data: { confirm: DELETE_CONFIRMATION } },
      b,
    );
    expect(result).toEqual({ documentsDeleted: 4, filesDeleted: 2 });
    expect(deleteAccountDataResultSchema.safeParse(result).success).toBe(true);
    expect([...b.documents.keys()].every((p) => p.startsWith('users/bob/') || p.startsWith('shares/'))).toBe(
      true,
    );
    // Alice's shared page holds nothing of hers any more; Bob's is untouched (issue 37).
    expect(b.documents.get(`shares/${'a'.repeat(32)}`)).toEqual({ v: 1, revoked: true });
    expect(b.documents.get(`shares/${'b'.repeat(32)}`)).toMatchObject({
      revoked: false,
      title: 'Bob’s ride',
    });
    expect([...b.files.keys()].sort()).toEqual([
      'users/alice2/tracks/t1/original.gpx',
      'users/bob/heat/heat-index.bin',
      'users/bob/tracks/t1/original.gpx',
    ]);
  });

  it('refuses a signed-out caller with unauthenticated and touches nothing', async () => {
    const b = backend();
    expect(await codeOf(deleteAccountData({ auth: null, data: { confirm: DELETE_CONFIRMATION } }, b))).toBe(
      'unauthenticated',
    );
    expect(b.documents.size).toBe(10);
  });

  it('needs the confirmation phrase and no other fields (invalid-argument); the uid never comes from the input', async () => {
    const b = backend();
    expect(await codeOf(deleteAccountData({ auth: { uid: 'alice' }, data: null }, b))).toBe(
      'invalid-argument',
    );
    expect(await codeOf(deleteAccountData({ auth: { uid: 'alice' }, data: { confirm: 'yes' } }, b))).toBe(
      'invalid-argument',
    );
    expect(
      await codeOf(
        deleteAccountData({ auth: { uid: 'alice' }, data: { confirm: DELETE_CONFIRMATION, uid: 'bob' } }, b),
      ),
    ).toBe('invalid-argument');
    expect(b.documents.size).toBe(10);
  });

  it('reports a partial failure as internal, and a second run finishes the job', async () => {
    const b = backend();
    b.failFiles = true;
    const request = { auth: { uid: 'alice' }, data: { confirm: DELETE_CONFIRMATION } };
    await expect(deleteAccountData(request, b)).rejects.toThrow(
      /documents were deleted but some files were not/,
    );
    b.failFiles = false;
    // A retry after the minimum interval of the rate limit.
    expect(await deleteAccountData(request, b, Date.now() + 60_000)).toEqual({
      documentsDeleted: 0,
      filesDeleted: 2,
    });
  });
});
