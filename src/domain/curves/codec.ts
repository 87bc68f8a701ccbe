/**
 * The stored form of one activity's curves: a few kilobytes of little-endian binary, the same in
 * both stores (IndexedDB row, Firestore bytes field), checked on every read.
 *
 * Layout: "GPXC", u16 codec version, u16 CURVES_VERSION, u32 rejected power samples, u32 rejected
 * heart-rate samples, then u16 counts of power, hr, speed, gapSpeed, pace, gapPace (0 = none),
 * then for each present channel in that order: count f32 values, count u32 window starts, then
 * count u32 window ends. Codec version 1 (stored before the ends) is still read: each window then
 * ends its duration (a distance's time rounded up) after its start, as links placed it then.
 */
import { CURVE_DURATIONS_S, PACE_DISTANCES_M } from './grid';
import type { ActivityCurves } from './types';

const MAGIC = [0x47, 0x50, 0x58, 0x43]; // GPXC
export const CURVES_CODEC_VERSION = 2;
/** Bytes per grid point: value, start and end (codec version 1: value and start). */
const POINT_BYTES = 12;
const POINT_BYTES_V1 = 8;
const HEADER_BYTES = 16 + 12;
const CHANNELS = ['power', 'hr', 'speed', 'gapSpeed', 'pace', 'gapPace'] as const;
const MAX_COUNT = (k: number) => (k < 4 ? CURVE_DURATIONS_S.length : PACE_DISTANCES_M.length);
/** Largest stored curves (every channel full), bytes. */
export const MAX_CURVES_BYTES =
  HEADER_BYTES + POINT_BYTES * (4 * CURVE_DURATIONS_S.length + 2 * PACE_DISTANCES_M.length);

export class CurvesCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CurvesCodecError';
  }
}

interface Column {
  v: Float32Array;
  s: Uint32Array;
  e: Uint32Array;
}

function columns(c: ActivityCurves): (Column | null)[] {
  return CHANNELS.map((k) => {
    const ch = c[k];
    if (ch === null) return null;
    return { v: 'timeS' in ch ? ch.timeS : ch.values, s: ch.startS, e: ch.endS };
  });
}

export function encodeCurves(c: ActivityCurves): Uint8Array {
  const cols = columns(c);
  const size = HEADER_BYTES + cols.reduce((n, col) => n + (col ? POINT_BYTES * col.v.length : 0), 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, CURVES_CODEC_VERSION, true);
  view.setUint16(6, c.version, true);
  view.setUint32(8, c.rejected.power, true);
  view.setUint32(12, c.rejected.hr, true);
  let at = HEADER_BYTES;
  cols.forEach((col, k) => {
    view.setUint16(16 + 2 * k, col?.v.length ?? 0, true);
    if (!col) return;
    for (let i = 0; i < col.v.length; i++, at += 4) view.setFloat32(at, col.v[i]!, true);
    for (let i = 0; i < col.s.length; i++, at += 4) view.setUint32(at, col.s[i]!, true);
    for (let i = 0; i < col.e.length; i++, at += 4) view.setUint32(at, col.e[i]!, true);
  });
  return bytes;
}

/** Decodes stored curves; throws CurvesCodecError (one line) for anything malformed. */
export function decodeCurves(bytes: Uint8Array): ActivityCurves {
  if (bytes.byteLength < HEADER_BYTES || MAGIC.some((m, i) => bytes[i] !== m))
    throw new CurvesCodecError('not stored curves');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const codec = view.getUint16(4, true);
  if (codec !== CURVES_CODEC_VERSION && codec !== 1) throw new CurvesCodecError('unknown curves format');
  const pointBytes = codec === 1 ? POINT_BYTES_V1 : POINT_BYTES;
  const counts = CHANNELS.map((_, k) => view.getUint16(16 + 2 * k, true));
  counts.forEach((n, k) => {
    if (n > MAX_COUNT(k)) throw new CurvesCodecError(`curve ${CHANNELS[k]} is too long`);
  });
  if (bytes.byteLength !== HEADER_BYTES + pointBytes * counts.reduce((a, b) => a + b, 0))
    throw new CurvesCodecError('stored curves have the wrong length');
  let at = HEADER_BYTES;
  const read = (n: number, k: number): Column => {
    const v = new Float32Array(n);
    const s = new Uint32Array(n);
    const e = new Uint32Array(n);
    for (let i = 0; i < n; i++, at += 4) {
      v[i] = view.getFloat32(at, true);
      if (!(v[i]! >= 0 && v[i]! < Infinity))
        throw new CurvesCodecError('a stored curve value is not a number');
    }
    for (let i = 0; i < n; i++, at += 4) s[i] = view.getUint32(at, true);
    if (codec === 1)
      for (let i = 0; i < n; i++) e[i] = s[i]! + (k < 4 ? CURVE_DURATIONS_S[i]! : Math.ceil(v[i]!));
    else for (let i = 0; i < n; i++, at += 4) e[i] = view.getUint32(at, true);
    return { v, s, e };
  };
  const cols = counts.map((n, k) => (n === 0 ? null : read(n, k)));
  const mean = (k: number) => (cols[k] ? { values: cols[k].v, startS: cols[k].s, endS: cols[k].e } : null);
  const times = (k: number) => (cols[k] ? { timeS: cols[k].v, startS: cols[k].s, endS: cols[k].e } : null);
  return {
    version: view.getUint16(6, true),
    power: mean(0),
    hr: mean(1),
    speed: mean(2),
    gapSpeed: mean(3),
    pace: times(4),
    gapPace: times(5),
    rejected: { power: view.getUint32(8, true), hr: view.getUint32(12, true) },
  };
}
