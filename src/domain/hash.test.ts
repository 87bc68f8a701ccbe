import { describe, expect, it } from 'vitest';
import { contentId } from './hash';

describe('contentId', () => {
  it('is the SHA-256 of the bytes in lower-case hex (FIPS 180-2 test vectors)', async () => {
    expect(await contentId(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await contentId(new Uint8Array(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('hashes only the view, not the whole underlying buffer', async () => {
    const whole = new TextEncoder().encode('xxabcxx');
    expect(await contentId(whole.subarray(2, 5))).toBe(await contentId(new TextEncoder().encode('abc')));
  });
});
