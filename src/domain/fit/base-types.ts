/**
 * FIT base types: how a field value is read from the bytes and which raw value means "invalid".
 * Only the numeric types are read; strings are read by readString. A field whose size is smaller than
 * its base type (seen in real files: "misaligned fields") reads as invalid, never out of its bytes.
 */

/** Base type numbers (low five bits of the base type byte). */
export const BASE = {
  enum: 0,
  sint8: 1,
  uint8: 2,
  sint16: 3,
  uint16: 4,
  sint32: 5,
  uint32: 6,
  string: 7,
  float32: 8,
  float64: 9,
  uint8z: 10,
  uint16z: 11,
  uint32z: 12,
  byte: 13,
  sint64: 14,
  uint64: 15,
  uint64z: 16,
} as const;

/** Size in bytes of one value of each base type (index = base type number). */
const SIZES = [1, 1, 1, 2, 2, 4, 4, 1, 4, 8, 1, 2, 4, 1, 8, 8, 8];

export function baseTypeSize(baseType: number): number {
  return SIZES[baseType & 0x1f] ?? 1;
}

/**
 * The first value of a field of `size` bytes at `at`, or NaN when it is the base type's invalid
 * value, the field is too short for its type, or the type is not numeric.
 */
export function readNumber(
  dv: DataView,
  at: number,
  size: number,
  baseType: number,
  little: boolean,
): number {
  const t = baseType & 0x1f;
  if (size < (SIZES[t] ?? 1)) return NaN;
  switch (t) {
    case BASE.enum:
    case BASE.uint8:
    case BASE.byte: {
      const v = dv.getUint8(at);
      return v === 0xff ? NaN : v;
    }
    case BASE.uint8z: {
      const v = dv.getUint8(at);
      return v === 0 ? NaN : v;
    }
    case BASE.sint8: {
      const v = dv.getInt8(at);
      return v === 0x7f ? NaN : v;
    }
    case BASE.uint16: {
      const v = dv.getUint16(at, little);
      return v === 0xffff ? NaN : v;
    }
    case BASE.uint16z: {
      const v = dv.getUint16(at, little);
      return v === 0 ? NaN : v;
    }
    case BASE.sint16: {
      const v = dv.getInt16(at, little);
      return v === 0x7fff ? NaN : v;
    }
    case BASE.uint32: {
      const v = dv.getUint32(at, little);
      return v === 0xffffffff ? NaN : v;
    }
    case BASE.uint32z: {
      const v = dv.getUint32(at, little);
      return v === 0 ? NaN : v;
    }
    case BASE.sint32: {
      const v = dv.getInt32(at, little);
      return v === 0x7fffffff ? NaN : v;
    }
    case BASE.float32: {
      if (dv.getUint32(at, little) === 0xffffffff) return NaN;
      return dv.getFloat32(at, little);
    }
    case BASE.float64: {
      const v = dv.getFloat64(at, little);
      return Number.isFinite(v) ? v : NaN;
    }
    default:
      return NaN;
  }
}

/** A string field: UTF-8 up to the first NUL, trimmed; null when empty. */
export function readString(bytes: Uint8Array, at: number, size: number): string | null {
  let end = at;
  const stop = at + size;
  while (end < stop && bytes[end] !== 0) end++;
  if (end === at) return null;
  const text = new TextDecoder().decode(bytes.subarray(at, end)).trim();
  return text === '' ? null : text;
}
