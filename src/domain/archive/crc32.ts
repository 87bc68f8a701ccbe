/**
 * CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected), the checksum a zip directory
 * and a gzip trailer store for each file's uncompressed bytes. Table-driven, one table built once.
 */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Continues a running CRC-32 (start with 0) over `bytes`. */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let c = ~previous >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return ~c >>> 0;
}
