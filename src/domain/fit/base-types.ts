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
 * Reader codes: a field's base type, byte order and size folded into one small number when its
 * definition is read (readerCode), so reading a value (readValue) is one switch on a dense integer
 * with the byte order fixed in each branch. R_NONE: not numeric, or shorter than its type.
 */
export const R_NONE = 0;
const R_U8 = 1;
const R_U8Z = 2;
const R_S8 = 3;
const R_U16 = 4; // + 0 little-endian, + 1 big-endian, for every multi-byte code below
const R_U16Z = 6;
const R_S16 = 8;
const R_U32 = 10;
const R_U32Z = 12;
const R_S32 = 14;
const R_F32 = 16;
const R_F64 = 18;

const MULTI_BYTE: Partial<Record<number, number>> = {
  [BASE.uint16]: R_U16,
  [BASE.uint16z]: R_U16Z,
  [BASE.sint16]: R_S16,
  [BASE.uint32]: R_U32,
  [BASE.uint32z]: R_U32Z,
  [BASE.sint32]: R_S32,
  [BASE.float32]: R_F32,
  [BASE.float64]: R_F64,
};

export function readerCode(size: number, baseType: number, little: boolean): number {
  const t = baseType & 0x1f;
  if (size < (SIZES[t] ?? 1)) return R_NONE;
  if (t === BASE.enum || t === BASE.uint8 || t === BASE.byte) return R_U8;
  if (t === BASE.uint8z) return R_U8Z;
  if (t === BASE.sint8) return R_S8;
  const code = MULTI_BYTE[t];
  return code === undefined ? R_NONE : code + (little ? 0 : 1);
}

/** The value at `at` read as `code` says, or NaN for the base type's invalid value. */
export function readValue(dv: DataView, at: number, code: number): number {
  let v: number;
  switch (code) {
    case R_U8:
      v = dv.getUint8(at);
      return v === 0xff ? NaN : v;
    case R_U8Z:
      v = dv.getUint8(at);
      return v === 0 ? NaN : v;
    case R_S8:
      v = dv.getInt8(at);
      return v === 0x7f ? NaN : v;
    case R_U16:
    case R_U16 + 1:
      v = dv.getUint16(at, code === R_U16);
      return v === 0xffff ? NaN : v;
    case R_U16Z:
    case R_U16Z + 1:
      v = dv.getUint16(at, code === R_U16Z);
      return v === 0 ? NaN : v;
    case R_S16:
    case R_S16 + 1:
      v = dv.getInt16(at, code === R_S16);
      return v === 0x7fff ? NaN : v;
    case R_U32:
    case R_U32 + 1:
      v = dv.getUint32(at, code === R_U32);
      return v === 0xffffffff ? NaN : v;
    case R_U32Z:
    case R_U32Z + 1:
      v = dv.getUint32(at, code === R_U32Z);
      return v === 0 ? NaN : v;
    case R_S32:
    case R_S32 + 1:
      v = dv.getInt32(at, code === R_S32);
      return v === 0x7fffffff ? NaN : v;
    case R_F32:
    case R_F32 + 1:
      if (dv.getUint32(at, code === R_F32) === 0xffffffff) return NaN;
      return dv.getFloat32(at, code === R_F32);
    case R_F64:
    case R_F64 + 1:
      v = dv.getFloat64(at, code === R_F64);
      return Number.isFinite(v) ? v : NaN;
    default:
      return NaN;
  }
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
  return readValue(dv, at, readerCode(size, baseType, little));
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
