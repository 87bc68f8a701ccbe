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
  fieldDescription: 206,
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
  // developer_data_index, field_definition_number, fit_base_type_id, field_name, scale, offset,
  // units, native_mesg_num, native_field_num.
  [MESG.fieldDescription]: [0, 1, 2, 3, 6, 7, 8, 14, 15],
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
  /** Developer fields (record messages only; none elsewhere): data index, number, offset, size. */
  devIndex: Uint8Array;
  devNum: Uint8Array;
  devOffset: Uint16Array;
  devSize: Uint8Array;
  /**
   * Where a record's developer power field sits (developer-power.ts), -1 when it has none, and its
   * reader code, scale and offset. Set by the decoder once the field descriptions are known.
   */
  devPowerAt: number;
  devPowerReader: number;
  devPowerScale: number;
  devPowerOffset: number;
}

const NO_DEV = {
  devIndex: new Uint8Array(0),
  devNum: new Uint8Array(0),
  devOffset: new Uint16Array(0),
  devSize: new Uint8Array(0),
};

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
  let dev = NO_DEV;
  if (developer) {
    if (p + 1 > end) throw new FitParseError('definition runs past the end');
    const nDev = bytes[p]!;
    p++;
    if (p + nDev * 3 > end) throw new FitParseError('definition runs past the end');
    if (global === MESG.record && nDev > 0)
      dev = {
        devIndex: new Uint8Array(nDev),
        devNum: new Uint8Array(nDev),
        devOffset: new Uint16Array(nDev),
        devSize: new Uint8Array(nDev),
      };
    for (let f = 0; f < nDev; f++, p += 3) {
      if (dev !== NO_DEV) {
        dev.devNum[f] = bytes[p]!;
        dev.devSize[f] = bytes[p + 1]!;
        dev.devIndex[f] = bytes[p + 2]!;
        dev.devOffset[f] = size;
      }
      size += bytes[p + 1]!;
    }
  }
  const noPower = { devPowerAt: -1, devPowerReader: 0, devPowerScale: 1, devPowerOffset: 0 };
  return {
    def: { global, little, size, count, num, offset, fieldSize, baseType, reader, ...dev, ...noPower },
    next: p,
  };
}
