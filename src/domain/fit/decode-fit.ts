/**
 * Our own FIT decoder: DOM-free, a DataView over the bytes, definitions compiled per local message
 * type, only the messages and fields this product uses read (definitions.ts), everything else
 * skipped by size. Of the developer fields only power is read (developer-power.ts): the file's
 * power when no record has a native one.
 *
 * Faults are worked around and reported, never fatal once a FIT header was found:
 * - a file shorter than its header says, or a message cut off at the end: what was read is kept,
 *   with a warning;
 * - a data message of an undefined local type (lost sync): decoding stops there, with a warning;
 * - a CRC that does not match: a warning;
 * - several FIT files chained in one: all are read, in order.
 */
import { fitCrc } from './crc';
import { MESG, readDefinition, type Definition } from './definitions';
import {
  FIT_EPOCH_S,
  MIN_ABSOLUTE_TIME,
  fitTimeToMs,
  readFields,
  readFileId,
  readRecord as importedReadRecord,
  readStringField,
  readTotals,
  type MessageContext,
} from './messages';
import { noteSensor } from './device-sensors';
import { asDeveloperPower, placeDeveloperPower, prefers, type DeveloperPower } from './developer-power';
import { RecordColumns } from './record-columns';
import { FitParseError, type DecodedFit } from './types';

/** ".FIT" at bytes 8..11 of every FIT file header. */
export function hasFitHeader(bytes: Uint8Array, at = 0): boolean {
  const size = bytes[at];
  return (
    (size === 12 || size === 14) &&
    bytes.length >= at + 12 &&
    bytes[at + 8] === 0x2e &&
    bytes[at + 9] === 0x46 &&
    bytes[at + 10] === 0x49 &&
    bytes[at + 11] === 0x54
  );
}

/** Bound once, not read through an import per message (see readValue in messages.ts). */
const readRecord = importedReadRecord;
const MESG_RECORD = MESG.record;
const RECORD_EPOCH_S = FIT_EPOCH_S;

/** Bytes per record message guessed for the first allocation (grows by doubling). */
const BYTES_PER_RECORD_GUESS = 24;

interface DecodeState extends MessageContext {
  out: DecodedFit;
  defs: (Definition | undefined)[];
  /** Last timestamp seen (FIT seconds), for compressed-timestamp headers; NaN before any. */
  lastTime: number;
  /** The developer field of this FIT file that is power, once described. */
  devPower: DeveloperPower | null;
}

/**
 * The UTC offsets clocks use, minutes: from −12:00 (Baker Island) to +14:00 (Kiribati's Line
 * Islands), the extremes of the IANA time zone database. An activity.local_timestamp further from
 * its timestamp is not a local clock (a real Garmin file in ../shared reads 35 years off, which put
 * its ride in 1990): it is left out, and the time zone comes from the track's position.
 */
export const MIN_UTC_OFFSET_MIN = -12 * 60;
export const MAX_UTC_OFFSET_MIN = 14 * 60;

const formatOffsetDays = (min: number) => {
  const days = Math.abs(min) / 1440;
  return days >= 2
    ? `${Math.round(days).toLocaleString('en')} days`
    : `${Math.round(Math.abs(min) / 60)} hours`;
};

export function decodeFit(bytes: Uint8Array): DecodedFit {
  if (!hasFitHeader(bytes)) throw new FitParseError('Not a FIT file: no ".FIT" header');
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const state: DecodeState = {
    bytes,
    dv,
    records: new RecordColumns(Math.ceil(bytes.length / BYTES_PER_RECORD_GUESS)),
    compressedDistM: 0,
    compressedRaw: -1,
    defs: [],
    lastTime: NaN,
    devPower: null,
    out: {
      records: undefined as never,
      sessions: [],
      laps: [],
      fileIds: [],
      sports: [],
      timerStops: [],
      complete: true,
      sensors: { barometer: false, speedDistance: false },
      utcOffsetMin: null,
      fileCount: 0,
      warnings: [],
    },
  };
  let at = 0;
  while (at < bytes.length && hasFitHeader(bytes, at)) {
    const next = decodeOneFile(state, at);
    if (next < 0) break;
    at = next;
  }
  const records = state.records.finish();
  if (!records.power.some(Number.isFinite) && records.devPower.some(Number.isFinite))
    records.power = records.devPower;
  state.out.records = records;
  const firstTime = state.out.records.time.find(Number.isFinite);
  const clockUnset = firstTime !== undefined && firstTime < (MIN_ABSOLUTE_TIME + FIT_EPOCH_S) * 1000;
  const offset = state.out.utcOffsetMin;
  if (offset !== null && (offset < MIN_UTC_OFFSET_MIN || offset > MAX_UTC_OFFSET_MIN)) {
    state.out.utcOffsetMin = null;
    // Times counted from power-on make any offset meaningless: that warning says it all.
    if (!clockUnset)
      state.out.warnings.push(
        `The file's local time (activity.local_timestamp) is ${formatOffsetDays(offset)} away from UTC: ignored, the time zone comes from the position`,
      );
  }
  if (clockUnset) {
    state.out.warnings.push("The device's clock was not set: times are relative, so the date is wrong");
  }
  return state.out;
}

/** Decodes the FIT file starting at `start`; returns where the next chained file would start, or -1. */
function decodeOneFile(state: DecodeState, start: number): number {
  const { bytes, dv, out } = state;
  const headerSize = bytes[start]!;
  const dataSize = dv.getUint32(start + 4, true);
  const dataStart = start + headerSize;
  const declaredEnd = dataStart + dataSize;
  const fileLabel = out.fileCount === 0 ? 'The FIT file' : `Chained FIT file ${out.fileCount + 1}`;
  out.fileCount++;
  state.defs = [];
  state.devPower = null;
  const end = Math.min(declaredEnd, bytes.length);
  const stoppedAt = decodeMessages(state, dataStart, end);
  if (stoppedAt >= 0) {
    out.complete = false;
    out.warnings.push(`${fileLabel} stops making sense at byte ${stoppedAt}: kept what was read before it`);
    return -1;
  }
  if (declaredEnd + 2 > bytes.length) {
    if (declaredEnd > bytes.length) out.complete = false; // only the CRC missing loses no data
    out.warnings.push(
      `${fileLabel} is truncated (${declaredEnd + 2 - bytes.length} bytes missing): kept what was read`,
    );
    return -1;
  }
  const crc = dv.getUint16(declaredEnd, true);
  if (crc !== 0 && crc !== fitCrc(bytes, start, declaredEnd)) {
    out.warnings.push(`${fileLabel} has a bad CRC: it may be damaged; read anyway`);
  }
  return declaredEnd + 2;
}

/** Reads messages in [at, end); returns -1 when all were read, else the byte where it had to stop. */
function decodeMessages(state: DecodeState, at: number, end: number): number {
  const { bytes, defs } = state;
  let p = at;
  while (p < end) {
    const header = bytes[p]!;
    let time = NaN;
    let local: number;
    if (header & 0x80) {
      local = (header >> 5) & 0x03;
      time = compressedTime(state, header & 0x1f);
    } else if (header & 0x40) {
      try {
        const { def, next } = readDefinition(bytes, state.dv, p + 1, end, (header & 0x20) !== 0);
        if (def.devNum.length > 0) placeDeveloperPower(def, state.devPower);
        defs[header & 0x0f] = def;
        p = next;
        continue;
      } catch (error) {
        if (error instanceof FitParseError) return p;
        throw error;
      }
    } else {
      local = header & 0x0f;
    }
    const def = defs[local];
    if (def === undefined || p + 1 + def.size > end) return p;
    readData(state, def, p + 1, time);
    p += 1 + def.size;
  }
  return -1;
}

/** Time of a compressed-timestamp header: the last time's upper bits plus the 5-bit offset, rolling over. */
function compressedTime(state: DecodeState, offset: number): number {
  const last = state.lastTime;
  if (Number.isNaN(last)) return NaN;
  let t = last - (last % 32) + offset;
  if (offset < last % 32) t += 32;
  state.lastTime = t;
  return t;
}

function readData(state: DecodeState, def: Definition, at: number, time: number): void {
  if (def.global === MESG_RECORD) {
    readRecord(state, def, at, time);
    const t = state.records.cols.time[state.records.length - 1]!;
    if (!Number.isNaN(t)) state.lastTime = t / 1000 - RECORD_EPOCH_S;
    return;
  }
  if (def.count === 0) return;
  const fields = readFields(state, def, at);
  const stamp = fields.get(253);
  if (stamp !== undefined && !Number.isNaN(stamp)) state.lastTime = stamp;
  readOther(state, def, at, fields);
}

function readOther(state: DecodeState, def: Definition, at: number, fields: Map<number, number>): void {
  const { out } = state;
  switch (def.global) {
    case MESG.session:
      out.sessions.push(readTotals(fields, false));
      break;
    case MESG.lap:
      out.laps.push(readTotals(fields, true));
      break;
    case MESG.fileId:
      out.fileIds.push(readFileId(state, def, at));
      break;
    case MESG.sport: {
      const sport = fields.get(0);
      const subSport = fields.get(1);
      out.sports.push({
        sport: sport === undefined || Number.isNaN(sport) ? null : sport,
        subSport: subSport === undefined || Number.isNaN(subSport) ? null : subSport,
        name: readStringField(state, def, at, 3),
      });
      break;
    }
    case MESG.event:
      // event 0 = timer; event_type 1 = stop, 4 = stop_all.
      if (fields.get(0) === 0 && (fields.get(1) === 1 || fields.get(1) === 4)) {
        const t = fitTimeToMs(fields.get(253) ?? NaN);
        if (!Number.isNaN(t)) out.timerStops.push(t);
      }
      break;
    case MESG.deviceInfo:
      noteSensor(out.sensors, fields.get(25), fields.get(1));
      break;
    case MESG.fieldDescription: {
      const power = asDeveloperPower({
        devIndex: fields.get(0),
        num: fields.get(1),
        baseType: fields.get(2),
        name: readStringField(state, def, at, 3),
        scale: fields.get(6),
        offset: fields.get(7),
        units: readStringField(state, def, at, 8),
        nativeMesg: fields.get(14),
        nativeField: fields.get(15),
      });
      if (power !== null && prefers(state.devPower, power)) {
        state.devPower = power;
        // A record definition read before this description (the FIT SDK allows either order).
        for (const d of state.defs) if (d !== undefined && d.devNum.length > 0) placeDeveloperPower(d, power);
      }
      break;
    }
    case MESG.activity: {
      const local = fields.get(5);
      const stamp = fields.get(253);
      if (local !== undefined && stamp !== undefined && !Number.isNaN(local) && !Number.isNaN(stamp)) {
        // Checked against the clocks' range once the whole file is read (decodeFit).
        out.utcOffsetMin = Math.round((local - stamp) / 60 / 15) * 15;
      }
      break;
    }
  }
}
