/**
 * FIT definition messages, compiled once per local message type: the message's size (to skip it
 * whole) and, for the messages this product reads, where each wanted field sits.
 */
import { readerCode } from './base-types';
import { FitParseError } from './types';

export const MESG = {
  fileId: 0,
  sport: 12,
  session: 18,
  lap: 19,
  record: 20,
  event: 21,
  deviceInfo: 23,
  activity: 34,
} as const;
/** The timestamp field, the same number in every message. */
export const TIMESTAMP_FIELD = 253;

/** Fields read per global message number; every other field (and message) is skipped by size. */
const WANTED: Readonly<Record<number, readonly number[]>> = {
  [MESG.fileId]: [0, 1, 2, 8],
  [MESG.sport]: [0, 1, 3],
  [MESG.session]: [2, 5, 6, 7, 8, 9, 22, 23],
  [MESG.lap]: [2, 7, 8, 9, 21, 22, 25, 39],
  [MESG.record]: [0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 73, 78],
  [MESG.event]: [0, 1],
  [MESG.deviceInfo]: [1, 25],
  [MESG.activity]: [5],
};

export interface Definition {
  global: number;
  little: boolean;
  /** Bytes of one data message after its header (fields plus developer fields). */
  size: number;
  /** Wanted fields: numbers, offsets from the message start, sizes and base types. */
  count: number;
  num: Uint8Array;
  offset: Uint16Array;
  fieldSize: Uint8Array;
  baseType: Uint8Array;
  /** Reader code of each wanted field (base-types.ts readerCode): type, byte order and size. */
  reader: Uint8Array;
}

/**
 * Reads the definition message whose content starts at `at` (after the record header). Returns the
 * definition and the position after it; throws FitParseError when it runs past `end`.
 */
export function readDefinition(
  bytes: Uint8Array,
  dv: DataView,
  at: number,
  end: number,
  developer: boolean,
): { def: Definition; next: number } {
  if (at + 5 > end) throw new FitParseError('definition runs past the end');
  const little = bytes[at + 1] === 0;
  const global = dv.getUint16(at + 2, little);
  const nFields = bytes[at + 4]!;
  let p = at + 5;
  if (p + nFields * 3 > end) throw new FitParseError('definition runs past the end');
  const wanted = WANTED[global];
  const num = new Uint8Array(nFields);
  const offset = new Uint16Array(nFields);
  const fieldSize = new Uint8Array(nFields);
  const baseType = new Uint8Array(nFields);
  const reader = new Uint8Array(nFields);
  let count = 0;
  let size = 0;
  for (let f = 0; f < nFields; f++, p += 3) {
    const n = bytes[p]!;
    const s = bytes[p + 1]!;
    if (n === TIMESTAMP_FIELD || (wanted !== undefined && wanted.includes(n))) {
      num[count] = n;
      offset[count] = size;
      fieldSize[count] = s;
      baseType[count] = bytes[p + 2]!;
      reader[count] = readerCode(s, bytes[p + 2]!, little);
      count++;
    }
    size += s;
  }
  if (developer) {
    if (p + 1 > end) throw new FitParseError('definition runs past the end');
    const nDev = bytes[p]!;
    p++;
    if (p + nDev * 3 > end) throw new FitParseError('definition runs past the end');
    for (let f = 0; f < nDev; f++, p += 3) size += bytes[p + 1]!;
  }
  return { def: { global, little, size, count, num, offset, fieldSize, baseType, reader }, next: p };
}
