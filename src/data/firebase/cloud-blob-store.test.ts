// The Cloud Storage adapter's memory of Storage being down: calls fail at once for
// STORAGE_DOWN_HOLD_MS after Storage did not answer, unless a person asked to retry.
import type { FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudBlobStore } from './cloud-blob-store';
import {
  STORAGE_DOWN_HOLD_MS,
  STORAGE_DOWN_MESSAGE,
  StorageUnavailableError,
} from './contract/storage-errors';

const sdk = vi.hoisted(() => ({
  getBytes: vi.fn<() => Promise<ArrayBuffer>>(),
}));

vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ path }),
  getBytes: sdk.getBytes,
  deleteObject: vi.fn(),
  uploadBytesResumable: vi.fn(),
}));

const unreachable = () =>
  Object.assign(new Error('Max retry time for operation exceeded'), { code: 'storage/retry-limit-exceeded' });

function setup() {
  let clock = 1_000;
  const storage = {} as FirebaseStorage;
  const blobs = createCloudBlobStore(storage, { isOnline: () => true, now: () => clock });
  return { blobs, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => sdk.getBytes.mockReset());

describe('cloud blob store: Storage down', () => {
  it('fails with the plain message, then at once during the hold, then tries again after it', async () => {
    const { blobs, advance } = setup();
    sdk.getBytes.mockRejectedValue(unreachable());
    await expect(blobs.get('users/u/tracks/t/track.bin')).rejects.toThrow(STORAGE_DOWN_MESSAGE);
    expect(sdk.getBytes).toHaveBeenCalledTimes(1);
    await expect(blobs.get('users/u/tracks/t/track.bin')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(sdk.getBytes).toHaveBeenCalledTimes(1); // not asked: the hold answered
    advance(STORAGE_DOWN_HOLD_MS);
    sdk.getBytes.mockResolvedValue(Uint8Array.of(7).buffer);
    expect(await blobs.get('users/u/tracks/t/track.bin')).toEqual(Uint8Array.of(7));
    expect(sdk.getBytes).toHaveBeenCalledTimes(2);
  });

  it('forgetFailures (a person pressed retry) lets the next call really try during the hold', async () => {
    const { blobs, advance } = setup();
    sdk.getBytes.mockRejectedValue(unreachable());
    await expect(blobs.get('users/u/tracks/t/products.bin')).rejects.toThrow(STORAGE_DOWN_MESSAGE);
    advance(1_000);
    sdk.getBytes.mockResolvedValue(Uint8Array.of(1, 2).buffer);
    blobs.forgetFailures?.();
    expect(await blobs.get('users/u/tracks/t/products.bin')).toEqual(Uint8Array.of(1, 2));
    expect(sdk.getBytes).toHaveBeenCalledTimes(2);
  });
});
