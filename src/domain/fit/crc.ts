/**
 * The FIT CRC: CRC-16/ARC (polynomial 0x8005 reflected, initial value 0). Two bytes per step with a
 * 65,536-entry table (built on first use): a 16-bit register XOR two data bytes is all the state.
 */

const POLY = 0xa001;

let table16: Uint16Array | null = null;

function buildTable(): Uint16Array {
  const t = new Uint16Array(65536);
  for (let n = 0; n < 65536; n++) {
    let c = n;
    for (let k = 0; k < 16; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
    t[n] = c;
  }
  return t;
}

/** One byte into the CRC (bit by bit; used for an odd last byte). */
function crcByte(crc: number, byte: number): number {
  let c = crc ^ byte;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  return c;
}

/** CRC of bytes[from, to). */
export function fitCrc(bytes: Uint8Array, from: number, to: number): number {
  const t = (table16 ??= buildTable());
  let crc = 0;
  let i = from;
  for (; i + 1 < to; i += 2) crc = t[crc ^ bytes[i]! ^ (bytes[i + 1]! << 8)]!;
  if (i < to) crc = crcByte(crc, bytes[i]!);
  return crc;
}
