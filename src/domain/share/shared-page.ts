/**
 * A read-only shared page of one activity (issue 37): a snapshot of what the activity page shows a
 * visitor (its title, sport, date, headline figures, map line and elevation, speed and heart-rate
 * chart), built on the owner's device and stored apart from the owner's data, so a link to it
 * gives nothing else (no other activity, no collection, no file name, no home).
 *
 * Privacy zones (domain/privacy/zones.ts) are applied when the snapshot is built, not when it is
 * shown: the map line is cut with pathOutsideZones (no position inside a zone, no step drawn across
 * one), and every chart sample whose position lies inside a zone is left out. A visitor's copy of
 * the data therefore holds nothing inside a zone, whatever viewer reads it.
 *
 * The line and the chart are stored as bytes (encodeSharedPath, encodeSharedProfile: little-endian,
 * a version and the counts in a fixed 12-byte header, then the columns), a few hundred KB at most,
 * so the whole page is one document read.
 */
import { pathOutsideZones } from '../privacy/cut';
import { insideAnyZone, type PrivacyZone } from '../privacy/zones';
import type { ChartProfile, SimplifiedPath } from '../series/types';
import type { Sport, TrackSummary } from '../stats/types';

/** The headline figures a shared activity shows (null: not known for this activity). */
export interface SharedFigures {
  distanceM: number;
  movingS: number | null;
  elapsedS: number | null;
  elevationGainM: number | null;
  avgSpeedMps: number | null;
  maxSpeedMps: number | null;
  avgHr: number | null;
  maxHr: number | null;
}

export const SHARED_FIGURE_KEYS = [
  'distanceM',
  'movingS',
  'elapsedS',
  'elevationGainM',
  'avgSpeedMps',
  'maxSpeedMps',
  'avgHr',
  'maxHr',
] as const satisfies readonly (keyof SharedFigures)[];

/** The chart of a shared activity: samples outside every privacy zone, against distance. */
export interface SharedProfile {
  /** Distance from the activity's start, metres (ascending). */
  distanceM: Float64Array;
  /** NaN where unknown. */
  ele: Float32Array;
  speedMps: Float32Array;
  hr: Float32Array;
}

export interface SharedActivityPage {
  kind: 'activity';
  title: string;
  sport: Sport;
  startTime: number | null;
  utcOffsetMin: number | null;
  timeZone: string | null;
  figures: SharedFigures;
  path: SimplifiedPath;
  profile: SharedProfile;
}

/** Longest title of a shared page (characters, as schemas.ts counts them). */
export const MAX_SHARE_TITLE_CHARS = 200;
/** Most positions of a shared map line (a simplified path holds far fewer). */
export const MAX_SHARED_PATH_POINTS = 20_000;
/** Most chart samples (a chart profile holds about 1,000). */
export const MAX_SHARED_PROFILE_SAMPLES = 4_000;

const HEADER_BYTES = 12;
const CODEC_VERSION = 1;

/** Bytes of an encoded path of n positions in p parts. */
export const pathBytes = (n: number, p: number) => HEADER_BYTES + 8 * n + 4 * p;
/** Bytes of an encoded profile of n samples. */
export const profileBytes = (n: number) => HEADER_BYTES + 8 * n + 12 * n;
export const MAX_SHARED_PATH_BYTES = pathBytes(MAX_SHARED_PATH_POINTS, MAX_SHARED_PATH_POINTS);
export const MAX_SHARED_PROFILE_BYTES = profileBytes(MAX_SHARED_PROFILE_SAMPLES);
export const MIN_SHARED_BYTES = HEADER_BYTES;

/**
 * The shared page of an activity, with everything inside the privacy zones left out. `title` is
 * what the person chose to call it (the activity's name by default), trimmed.
 */
export function buildSharedActivity(
  summary: TrackSummary,
  products: { path: SimplifiedPath; profile: ChartProfile },
  zones: readonly PrivacyZone[],
  title: string = summary.name,
): SharedActivityPage {
  const trimmed = title.trim().slice(0, MAX_SHARE_TITLE_CHARS);
  return {
    kind: 'activity',
    title: trimmed.length > 0 ? trimmed : 'Shared activity',
    sport: summary.sport,
    startTime: summary.startTime,
    utcOffsetMin: summary.utcOffsetMin,
    timeZone: summary.timeZone ?? null,
    figures: Object.fromEntries(SHARED_FIGURE_KEYS.map((k) => [k, summary[k]])) as unknown as SharedFigures,
    path: limitPath(pathOutsideZones(products.path, zones)),
    profile: profileOutsideZones(products.profile, zones),
  };
}

/** Keeps at most MAX_SHARED_PATH_POINTS positions (a simplified path never has that many). */
function limitPath(path: SimplifiedPath): SimplifiedPath {
  const n = path.lonLat.length >> 1;
  if (n <= MAX_SHARED_PATH_POINTS) return path;
  const starts = path.partStarts.filter((s) => s < MAX_SHARED_PATH_POINTS);
  return { lonLat: path.lonLat.slice(0, 2 * MAX_SHARED_PATH_POINTS), partStarts: starts };
}

/** The chart samples whose position is outside every zone (samples without a position are kept). */
function profileOutsideZones(p: ChartProfile, zones: readonly PrivacyZone[]): SharedProfile {
  const keep: number[] = [];
  for (let i = 0; i < p.distanceM.length && keep.length < MAX_SHARED_PROFILE_SAMPLES; i++) {
    const lat = p.lat[i]!,
      lon = p.lon[i]!;
    const positioned = Number.isFinite(lat) && Number.isFinite(lon);
    if (positioned && insideAnyZone(zones, lat, lon)) continue;
    keep.push(i);
  }
  const pick = <T extends Float64Array | Float32Array>(a: T, out: T): T => {
    keep.forEach((i, k) => (out[k] = a[i]!));
    return out;
  };
  return {
    distanceM: pick(p.distanceM, new Float64Array(keep.length)),
    ele: pick(p.ele, new Float32Array(keep.length)),
    speedMps: pick(p.speedMps, new Float32Array(keep.length)),
    hr: pick(p.hr, new Float32Array(keep.length)),
  };
}

/** A stored shared page that does not decode: its bytes are not what encode* writes. */
export class SharedPageFormatError extends Error {
  constructor(what: string) {
    super(`The shared page is damaged (${what}).`);
    this.name = 'SharedPageFormatError';
  }
}

function header(view: DataView, kind: number, count: number, parts: number): void {
  view.setUint16(0, CODEC_VERSION, true);
  view.setUint16(2, kind, true);
  view.setUint32(4, count, true);
  view.setUint32(8, parts, true);
}

function readHeader(bytes: Uint8Array, kind: number): { view: DataView; count: number; parts: number } {
  if (bytes.byteLength < HEADER_BYTES) throw new SharedPageFormatError('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== CODEC_VERSION) throw new SharedPageFormatError('unknown version');
  if (view.getUint16(2, true) !== kind) throw new SharedPageFormatError('wrong kind of data');
  return { view, count: view.getUint32(4, true), parts: view.getUint32(8, true) };
}

const PATH_KIND = 1;
const PROFILE_KIND = 2;

export function encodeSharedPath(path: SimplifiedPath): Uint8Array {
  const n = path.lonLat.length >> 1;
  const out = new Uint8Array(pathBytes(n, path.partStarts.length));
  const view = new DataView(out.buffer);
  header(view, PATH_KIND, n, path.partStarts.length);
  let at = HEADER_BYTES;
  for (let i = 0; i < 2 * n; i++, at += 4) view.setFloat32(at, path.lonLat[i]!, true);
  for (let k = 0; k < path.partStarts.length; k++, at += 4) view.setUint32(at, path.partStarts[k]!, true);
  return out;
}

export function decodeSharedPath(bytes: Uint8Array): SimplifiedPath {
  const { view, count: n, parts } = readHeader(bytes, PATH_KIND);
  if (n > MAX_SHARED_PATH_POINTS || parts > n || bytes.byteLength !== pathBytes(n, parts))
    throw new SharedPageFormatError('path size');
  const lonLat = new Float32Array(2 * n);
  let at = HEADER_BYTES;
  for (let i = 0; i < 2 * n; i++, at += 4) {
    const v = view.getFloat32(at, true);
    const limit = i % 2 === 0 ? 180 : 90;
    if (!(v >= -limit && v <= limit)) throw new SharedPageFormatError('a position out of range');
    lonLat[i] = v;
  }
  const partStarts = new Uint32Array(parts);
  for (let k = 0; k < parts; k++, at += 4) {
    const s = view.getUint32(at, true);
    if (k === 0 ? s !== 0 : s <= partStarts[k - 1]! || s >= n)
      throw new SharedPageFormatError('parts out of order');
    partStarts[k] = s;
  }
  if (n > 0 && parts === 0) throw new SharedPageFormatError('positions without a part');
  return { lonLat, partStarts };
}

export function encodeSharedProfile(p: SharedProfile): Uint8Array {
  const n = p.distanceM.length;
  const out = new Uint8Array(profileBytes(n));
  const view = new DataView(out.buffer);
  header(view, PROFILE_KIND, n, 0);
  let at = HEADER_BYTES;
  for (let i = 0; i < n; i++, at += 8) view.setFloat64(at, p.distanceM[i]!, true);
  for (const column of [p.ele, p.speedMps, p.hr])
    for (let i = 0; i < n; i++, at += 4) view.setFloat32(at, column[i]!, true);
  return out;
}

export function decodeSharedProfile(bytes: Uint8Array): SharedProfile {
  const { view, count: n, parts } = readHeader(bytes, PROFILE_KIND);
  if (n > MAX_SHARED_PROFILE_SAMPLES || parts !== 0 || bytes.byteLength !== profileBytes(n))
    throw new SharedPageFormatError('chart size');
  const distanceM = new Float64Array(n);
  let at = HEADER_BYTES;
  for (let i = 0; i < n; i++, at += 8) {
    const d = view.getFloat64(at, true);
    if (!Number.isFinite(d) || d < 0 || (i > 0 && d < distanceM[i - 1]!))
      throw new SharedPageFormatError('chart distances');
    distanceM[i] = d;
  }
  const column = () => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++, at += 4) out[i] = view.getFloat32(at, true);
    return out;
  };
  const ele = column(),
    speedMps = column(),
    hr = column();
  return { distanceM, ele, speedMps, hr };
}
