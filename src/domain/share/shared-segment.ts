/**
 * A read-only shared segment (issue 37): the segment's line, name, distance, grades and gain, and
 * the owner's efforts on it (each one's start, elapsed time and speed; no activity's name, id or
 * place beyond the segment), as its page draws them: the efforts over the years chart and a table
 * of the fastest.
 *
 * Privacy zones are applied on the owner's device: the line is cut with pathOutsideZones (no
 * position inside a zone, no step drawn across one) and thinned to MAX_SHARED_PATH_POINTS
 * (thin-paths.ts) if it is longer. A segment wholly inside the zones cannot be shared.
 *
 * Efforts are stored as bytes (encodeSharedEfforts: little-endian, the shared codec's 12-byte header
 * with the count, then per effort its start (f64 epoch ms), elapsed time (f32 s) and average speed
 * (f32 m/s, NaN unknown)), fastest first; only timed efforts (a start and an elapsed time).
 */
import { pathOutsideZones } from '../privacy/cut';
import type { PrivacyZone } from '../privacy/zones';
import type { Segment, SegmentEffort } from '../segments/types';
import type { SimplifiedPath } from '../series/types';
import { MAX_SHARE_TITLE_CHARS, MAX_SHARED_PATH_POINTS, SharedPageFormatError } from './shared-page';
import { thinPaths } from './thin-paths';

export interface SharedEffort {
  /** When the effort started (its activity's start where the track has no times there), epoch ms. */
  startTime: number;
  elapsedS: number;
  /** Average speed over the effort, m/s; null unknown. */
  speedMps: number | null;
}

export interface SharedSegmentPage {
  kind: 'segment';
  title: string;
  distanceM: number;
  elevationGainM: number | null;
  avgGradePct: number | null;
  maxGradePct: number | null;
  /** The segment's line, privacy zones cut out. */
  path: SimplifiedPath;
  /** Timed efforts, fastest first. */
  efforts: SharedEffort[];
}

/** Most efforts a shared segment holds (the fastest). */
export const MAX_SHARED_EFFORTS = 10_000;
const HEADER_BYTES = 12;
const CODEC_VERSION = 1;
const EFFORTS_KIND = 4;
const EFFORT_BYTES = 16;
/** Bytes of n encoded efforts. */
export const effortsBytes = (n: number) => HEADER_BYTES + EFFORT_BYTES * n;
export const MAX_SHARED_EFFORTS_BYTES = effortsBytes(MAX_SHARED_EFFORTS);

/** The shared page of a segment and its efforts, with everything inside the zones left out. */
export function buildSharedSegment(
  segment: Segment,
  efforts: readonly SegmentEffort[],
  zones: readonly PrivacyZone[],
  title: string = segment.name,
): SharedSegmentPage {
  const { lat, lon } = segment.points;
  const lonLat = new Float32Array(2 * lat.length);
  for (let i = 0; i < lat.length; i++) {
    lonLat[2 * i] = lon[i]!;
    lonLat[2 * i + 1] = lat[i]!;
  }
  const cut = pathOutsideZones({ lonLat, partStarts: Uint32Array.of(0) }, zones);
  if (cut.lonLat.length < 4)
    throw new Error('The segment lies inside your privacy zones: there is nothing to show.');
  const timed = efforts.flatMap((e): SharedEffort[] => {
    const startTime = e.startTime ?? e.activityStartTime;
    return startTime !== null && e.elapsedS !== null && e.elapsedS > 0
      ? [{ startTime, elapsedS: e.elapsedS, speedMps: e.avgSpeedMps }]
      : [];
  });
  timed.sort((a, b) => a.elapsedS - b.elapsedS || a.startTime - b.startTime);
  const trimmed = title.trim().slice(0, MAX_SHARE_TITLE_CHARS);
  return {
    kind: 'segment',
    title: trimmed.length > 0 ? trimmed : segment.name.slice(0, MAX_SHARE_TITLE_CHARS),
    distanceM: segment.distanceM,
    elevationGainM: segment.elevationGainM,
    avgGradePct: segment.avgGradePct,
    maxGradePct: segment.maxGradePct,
    path: thinPaths([cut], MAX_SHARED_PATH_POINTS).path,
    efforts: timed.slice(0, MAX_SHARED_EFFORTS),
  };
}

export function encodeSharedEfforts(efforts: readonly SharedEffort[]): Uint8Array {
  const out = new Uint8Array(effortsBytes(efforts.length));
  const view = new DataView(out.buffer);
  view.setUint16(0, CODEC_VERSION, true);
  view.setUint16(2, EFFORTS_KIND, true);
  view.setUint32(4, efforts.length, true);
  view.setUint32(8, 0, true);
  efforts.forEach((e, k) => {
    const at = HEADER_BYTES + EFFORT_BYTES * k;
    view.setFloat64(at, e.startTime, true);
    view.setFloat32(at + 8, e.elapsedS, true);
    view.setFloat32(at + 12, e.speedMps ?? NaN, true);
  });
  return out;
}

/** The efforts of stored bytes; throws SharedPageFormatError where they are not what encode wrote. */
export function decodeSharedEfforts(bytes: Uint8Array): SharedEffort[] {
  if (bytes.byteLength < HEADER_BYTES) throw new SharedPageFormatError('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== CODEC_VERSION) throw new SharedPageFormatError('unknown version');
  if (view.getUint16(2, true) !== EFFORTS_KIND) throw new SharedPageFormatError('wrong kind of data');
  const n = view.getUint32(4, true);
  if (n > MAX_SHARED_EFFORTS || view.getUint32(8, true) !== 0 || bytes.byteLength !== effortsBytes(n))
    throw new SharedPageFormatError('efforts size');
  return Array.from({ length: n }, (_, k) => {
    const at = HEADER_BYTES + EFFORT_BYTES * k;
    const startTime = view.getFloat64(at, true);
    const elapsedS = view.getFloat32(at + 8, true);
    const speed = view.getFloat32(at + 12, true);
    if (!Number.isFinite(startTime) || !(elapsedS > 0) || !Number.isFinite(elapsedS))
      throw new SharedPageFormatError('an effort out of range');
    if (!(Number.isNaN(speed) || (Number.isFinite(speed) && speed >= 0)))
      throw new SharedPageFormatError('an effort’s speed out of range');
    return { startTime, elapsedS, speedMps: Number.isNaN(speed) ? null : speed };
  });
}
