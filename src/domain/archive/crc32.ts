/**
 * CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected), the checksum a zip directory
 * and a gzip trailer store for each file's uncompressed bytes. "Slicing by 8": eight tables built
 * once, eight bytes per step (a bulk export's import checks every file twice, zip and gzip, and the
 * one-table loop was the import worker's hottest function: 7.7 s of 66 s in import-export-3000).
 */
const SLICES = 8;

const TABLES = (() => {
  const t = new Uint32Array(256 * SLICES);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  // Table s gives the CRC of a byte followed by s zero bytes.
  for (let n = 0; n < 256; n++)
    for (let s = 1; s < SLICES; s++) {
      const previous = t[(s - 1) * 256 + n]!;
      t[s * 256 + n] = (t[previous & 0xff]! ^ (previous >>> 8)) >>> 0;
    }
  return t;
})();

/** Continues a running CRC-32 (start with 0) over `bytes`. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  const t = TABLES;
  let c = ~previous >>> 0;
  let i = 0;
  const end8 = bytes.length - (bytes.length % SLICES);
  for (; i < end8; i += SLICES) {
    const lo = (c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24))) >>> 0;
    const hi = bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24);
    c =
      t[7 * 256 + (lo & 0xff)]! ^
      t[6 * 256 + ((lo >>> 8) & 0xff)]! ^
      t[5 * 256 + ((lo >>> 16) & 0xff)]! ^
      t[4 * 256 + (lo >>> 24)]! ^
      t[3 * 256 + (hi & 0xff)]! ^
      t[2 * 256 + ((hi >>> 8) & 0xff)]! ^
      t[256 + ((hi >>> 16) & 0xff)]! ^
      t[hi >>> 24]!;
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}
