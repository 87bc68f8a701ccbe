/**
 * The stored form of one activity's curves: a few kilobytes of little-endian binary, the same in
 * both stores (IndexedDB row, Firestore bytes field), checked on every read.
 *
 * Layout: "GPXC", u16 codec version, u16 CURVES_VERSION, u32 rejected power samples, u32 rejected
 * heart-rate samples, then u16 counts of power, hr, speed, gapSpeed, pace, gapPace (0 = none),
 * then for each present channel in that order: count f32 values, then count u32 window starts.
 */
import { CURVE_DURATIONS_S, PACE_DISTANCES_M } from './grid';
import type { ActivityCurves } from './types';

const MAGIC = [0x47, 0x50, 0x58, 0x43]; // GPXC
export const CURVES_CODEC_VERSION = 1;
const HEADER_BYTES = 16 + 12;
const CHANNELS = ['power', 'hr', 'speed', 'gapSpeed', 'pace', 'gapPace'] as const;
const MAX_COUNT = (k: number) => (k < 4 ? CURVE_DURATIONS_S.length : PACE_DISTANCES_M.length);
/** Largest stored curves (every channel full), bytes. */
export const MAX_CURVES_BYTES =
  HEADER_BYTES + 8 * (4 * CURVE_DURATIONS_S.length + 2 * PACE_DISTANCES_M.length);

export class CurvesCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CurvesCodecError';
  }
}

function columns(c: ActivityCurves): ({ v: Float32Array; s: Uint32Array } | null)[] {
  return CHANNELS.map((k) => {
    const ch = c[k];
    if (ch === null) return null;
    return { v: 'timeS' in ch ? ch.timeS : ch.values, s: ch.startS };
  });
}

export function encodeCurves(c: ActivityCurves): Uint8Array {
  const cols = columns(c);
  const size = HEADER_BYTES + cols.reduce((n, col) => n + (col ? 8 * col.v.length : 0), 0);
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
  });
  return bytes;
}

/** Decodes stored curves; throws CurvesCodecError (one line) for anything malformed. */
export function decodeCurves(bytes: Uint8Array): ActivityCurves {
  if (bytes.byteLength < HEADER_BYTES || MAGIC.some((m, i) => bytes[i] !== m))
    throw new CurvesCodecError('not stored curves');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(4, true) !== CURVES_CODEC_VERSION) throw new CurvesCodecError('unknown curves format');
  const counts = CHANNELS.map((_, k) => view.getUint16(16 + 2 * k, true));
  counts.forEach((n, k) => {
    if (n > MAX_COUNT(k)) throw new CurvesCodecError(`curve ${CHANNELS[k]} is too long`);
  });
  if (bytes.byteLength !== HEADER_BYTES + 8 * counts.reduce((a, b) => a + b, 0))
    throw new CurvesCodecError('stored curves have the wrong length');
  let at = HEADER_BYTES;
  const read = (n: number) => {
    const v = new Float32Array(n);
    const s = new Uint32Array(n);
    for (let i = 0; i < n; i++, at += 4) {
      v[i] = view.getFloat32(at, true);
      if (!(v[i]! >= 0 && v[i]! < Infinity))
        throw new CurvesCodecError('a stored curve value is not a number');
    }
    for (let i = 0; i < n; i++, at += 4) s[i] = view.getUint32(at, true);
    return { v, s };
  };
  const cols = counts.map((n) => (n === 0 ? null : read(n)));
  const mean = (k: number) => (cols[k] ? { values: cols[k].v, startS: cols[k].s } : null);
  const times = (k: number) => (cols[k] ? { timeS: cols[k].v, startS: cols[k].s } : null);
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
