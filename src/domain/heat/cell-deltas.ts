/**
 * The stored form of the heat points' cell numbers (heat-state.ts): each point's cell as the
 * difference from the previous point's, zigzag-mapped to an unsigned number (0, -1, 1, -2, 2 ->
 * 0, 1, 2, 3, 4) and written in LEB128 (seven bits a byte, the high bit saying another byte
 * follows), as Protocol Buffers write their sint32 fields.
 *
 * Cells are numbered in the order the grid first meets them, and consecutive heat points lie about
 * one cell apart, so along a track the next point's cell is the same one, the next new one, or a
 * near number of a route already taken: one byte for most points instead of four.
 */

/** Cell numbers stay below 2^31 (a grid that large could not be held), so differences fit in int32. */
const MAX_CELL = 2 ** 31;

/** Zigzag of an int32 difference, as an unsigned 32-bit number. */
const zigzag = (d: number): number => ((d << 1) ^ (d >> 31)) >>> 0;

/** Bytes of one zigzag value in LEB128. */
const sizeOf = (z: number): number =>
  z < 1 << 7 ? 1 : z < 1 << 14 ? 2 : z < 1 << 21 ? 3 : z < 1 << 28 ? 4 : 5;

export function encodeCellDeltas(cells: Uint32Array): Uint8Array {
  let size = 0;
  let prev = 0;
  for (let p = 0; p < cells.length; p++) {
    const cell = cells[p]!;
    if (cell >= MAX_CELL) throw new Error(`Cell number ${cell} is past the grid's limit`);
    size += sizeOf(zigzag(cell - prev));
    prev = cell;
  }
  const out = new Uint8Array(size);
  let at = 0;
  prev = 0;
  for (let p = 0; p < cells.length; p++) {
    let z = zigzag(cells[p]! - prev);
    prev = cells[p]!;
    while (z >= 128) {
      out[at++] = (z & 127) | 128;
      z >>>= 7;
    }
    out[at++] = z;
  }
  return out;
}

/** A value takes at most this many bytes (32 bits, seven a byte). */
const MAX_BYTES = 5;

/**
 * The cells back: exactly `count` numbers, each below `cellCount`, filling `bytes` exactly; a
 * string saying what is wrong otherwise (a truncated or corrupt row).
 */
export function decodeCellDeltas(bytes: Uint8Array, count: number, cellCount: number): Uint32Array | string {
  const cells = new Uint32Array(count);
  const end = bytes.length;
  let at = 0;
  let prev = 0;
  for (let p = 0; p < count; p++) {
    if (at >= end) return 'bad point cells';
    let b = bytes[at++]!;
    let z = b & 127;
    for (let shift = 7; b >= 128; shift += 7) {
      if (at >= end || shift === 7 * MAX_BYTES) return 'bad point cells';
      b = bytes[at++]!;
      z = (z | ((b & 127) << shift)) >>> 0;
    }
    const cell = prev + ((z >>> 1) ^ -(z & 1));
    if (cell < 0 || cell >= cellCount) return 'bad point cells';
    cells[p] = prev = cell;
  }
  return at === end ? cells : 'bad point cells';
}
