import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

describe('crc32', () => {
  it('gives the standard check value and continues across pieces', () => {
    const text = new TextEncoder().encode('123456789');
    expect(crc32(text)).toBe(0xcbf43926);
    expect(crc32(text.subarray(4), crc32(text.subarray(0, 4)))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('matches the checksum fflate writes into a zip directory', () => {
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251);
    const zip = zipSync({ 'a.bin': bytes });
    const view = new DataView(zip.buffer);
    // The central directory entry's CRC-32 is 16 bytes into it; the directory ends 22 bytes from the end.
    const directory = view.getUint32(zip.length - 22 + 16, true);
    expect(view.getUint32(directory, true)).toBe(0x02014b50);
    expect(view.getUint32(directory + 16, true)).toBe(crc32(bytes));
    expect(unzipSync(zip)['a.bin']).toEqual(bytes);
  });
});
