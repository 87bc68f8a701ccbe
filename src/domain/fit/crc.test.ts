import { describe, expect, it } from 'vitest';
import { fitCrc } from './crc';

/** The textbook bit-by-bit CRC-16/ARC, the reference the sliced tables must match. */
function bitwiseCrc(bytes: Uint8Array, from: number, to: number): number {
  let crc = 0;
  for (let i = from; i < to; i++) {
    crc ^= bytes[i]!;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

describe('fitCrc', () => {
  it('gives the CRC-16/ARC check value of "123456789" (0xBB3D)', () => {
    const bytes = new TextEncoder().encode('123456789');
    expect(fitCrc(bytes, 0, bytes.length)).toBe(0xbb3d);
  });

  it('matches the bit-by-bit CRC for every length and start around the 16-byte step', () => {
    const bytes = new Uint8Array(300);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 13;
    for (let from = 0; from < 17; from++) {
      for (let to = from; to < 90; to++) {
        expect(fitCrc(bytes, from, to)).toBe(bitwiseCrc(bytes, from, to));
      }
    }
    expect(fitCrc(bytes, 3, 300)).toBe(bitwiseCrc(bytes, 3, 300));
  });
});
