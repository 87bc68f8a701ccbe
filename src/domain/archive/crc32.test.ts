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

describe('crc32 by eight bytes at a time', () => {
  /** The one-table, byte-at-a-time definition. */
  function reference(bytes: Uint8Array): number {
    let c = 0xffffffff;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return ~c >>> 0;
  }

  it('equals the bitwise definition for every length and alignment', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 2654435761) >>> 24);
    for (let start = 0; start < 9; start++)
      for (let length = 0; length + start <= bytes.length; length += 7) {
        const piece = bytes.subarray(start, start + length);
        expect(crc32(piece)).toBe(reference(piece));
      }
    const ones = new Uint8Array(1000).fill(0xff);
    expect(crc32(ones)).toBe(reference(ones));
  });
});
