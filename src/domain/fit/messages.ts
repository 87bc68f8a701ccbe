/**
 * Data messages this product reads, each from its compiled definition (definitions.ts). Values are
 * converted to the app's units here: degrees, metres, m/s, seconds, epoch ms.
 */
import { readString, readValue as importedReadValue } from './base-types';
import type { Definition } from './definitions';
import type { RecordColumns } from './record-columns';
import type { FitFileId, FitTotals } from './types';

/** Seconds between the Unix epoch and the FIT epoch (1989-12-31T00:00:00Z). */
export const FIT_EPOCH_S = 631065600;
/**
 * FIT date_time values below this are relative (seconds since device power-up: the device's clock
 * was not set). They are still read from the FIT epoch, so durations hold; decode-fit warns.
 */
export const MIN_ABSOLUTE_TIME = 0x10000000;
const SEMICIRCLE_DEG = 180 / 2 ** 31;
/**
 * Bound once: tsx (bench, CLI) compiles modules to CommonJS, where every use of an imported name is
 * a getter call; twelve of those per record cost about a sixth of the decode time.
 */
const readValue = importedReadValue;

export function fitTimeToMs(t: number): number {
  return (t + FIT_EPOCH_S) * 1000;
}

/** Reader state shared by the handlers of one decode. */
export interface MessageContext {
  bytes: Uint8Array;
  dv: DataView;
  records: RecordColumns;
  /** Running total of compressed_speed_distance (metres) and its last raw 12-bit value. */
  compressedDistM: number;
  compressedRaw: number;
}

/**
 * One record message at `at` into a new record row. `time` is the compressed header's time (FIT
 * seconds) or NaN; a timestamp field wins over it.
 */
export function readRecord(ctx: MessageContext, def: Definition, at: number, time: number): void {
  const { dv, records } = ctx;
  const i = records.push();
  const c = records.cols;
  let alt = NaN;
  let enhAlt = NaN;
  let speed = NaN;
  let enhSpeed = NaN;
  let t = time;
  for (let f = 0; f < def.count; f++) {
    const p = at + def.offset[f]!;
    const n = def.num[f]!;
    if (n === 8) {
      readCompressedSpeedDistance(ctx, def.fieldSize[f]!, p, i);
      continue;
    }
    const v = readValue(dv, p, def.reader[f]!);
    switch (n) {
      case 0:
        c.lat[i] = v * SEMICIRCLE_DEG;
        break;
      case 1:
        c.lon[i] = v * SEMICIRCLE_DEG;
        break;
      case 253:
        t = v;
        break;
      case 2:
        alt = v / 5 - 500;
        break;
      case 78:
        enhAlt = v / 5 - 500;
        break;
      case 3:
        c.hr[i] = v;
        break;
      case 4:
        c.cad[i] = v;
        break;
      case 5:
        c.dist[i] = v / 100;
        break;
      case 6:
        speed = v / 1000;
        break;
      case 73:
        enhSpeed = v / 1000;
        break;
      case 7:
        c.power[i] = v;
        break;
      case 13:
        c.temp[i] = v;
        break;
    }
  }
  if (def.devPowerAt >= 0)
    c.devPower[i] =
      readValue(dv, at + def.devPowerAt, def.devPowerReader) / def.devPowerScale - def.devPowerOffset;
  c.time[i] = fitTimeToMs(t);
  c.ele[i] = Number.isNaN(enhAlt) ? alt : enhAlt;
  c.speed[i] = Number.isNaN(enhSpeed) ? speed : enhSpeed;
}

/** compressed_speed_distance: 12 bits speed (1/100 m/s), 12 bits distance (1/16 m, rolling over). */
function readCompressedSpeedDistance(ctx: MessageContext, size: number, p: number, i: number): void {
  if (size < 3) return;
  const b0 = ctx.bytes[p]!;
  const b1 = ctx.bytes[p + 1]!;
  const b2 = ctx.bytes[p + 2]!;
  const c = ctx.records.cols;
  if (Number.isNaN(c.speed[i]!)) c.speed[i] = (b0 | ((b1 & 0x0f) << 8)) / 100;
  const raw = (b1 >> 4) | (b2 << 4);
  if (ctx.compressedRaw >= 0) ctx.compressedDistM += ((raw - ctx.compressedRaw) & 0xfff) / 16;
  ctx.compressedRaw = raw;
  if (Number.isNaN(c.dist[i]!)) c.dist[i] = ctx.compressedDistM;
}

/** Field number -> value (numbers only), for the small messages read once or a few times. */
export function readFields(ctx: MessageContext, def: Definition, at: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 0; f < def.count; f++) {
    out.set(def.num[f]!, readValue(ctx.dv, at + def.offset[f]!, def.reader[f]!));
  }
  return out;
}

/** A string field of a message, or null. */
export function readStringField(
  ctx: MessageContext,
  def: Definition,
  at: number,
  num: number,
): string | null {
  for (let f = 0; f < def.count; f++) {
    if (def.num[f] === num) return readString(ctx.bytes, at + def.offset[f]!, def.fieldSize[f]!);
  }
  return null;
}

const orNull = (v: number | undefined): number | null => (v === undefined || Number.isNaN(v) ? null : v);

/** A session (lap = false) or lap message's totals. */
export function readTotals(fields: Map<number, number>, lap: boolean): FitTotals {
  const time = (n: number) => orNull(fitTimeToMs(fields.get(n) ?? NaN));
  const scaled = (n: number, scale: number) => orNull((fields.get(n) ?? NaN) / scale);
  return {
    startTime: time(2),
    endTime: time(253),
    sport: orNull(fields.get(lap ? 25 : 5)),
    subSport: orNull(fields.get(lap ? 39 : 6)),
    distanceM: scaled(9, 100),
    timerS: scaled(8, 1000),
    elapsedS: scaled(7, 1000),
    ascentM: orNull(fields.get(lap ? 21 : 22)),
    descentM: orNull(fields.get(lap ? 22 : 23)),
  };
}

export function readFileId(ctx: MessageContext, def: Definition, at: number): FitFileId {
  const fields = readFields(ctx, def, at);
  return {
    type: orNull(fields.get(0)),
    manufacturer: orNull(fields.get(1)),
    product: orNull(fields.get(2)),
    productName: readStringField(ctx, def, at, 8),
  };
}
