/**
 * Compact binary packing of TrackData and ViewProducts (Cloud Storage objects, exports).
 *
 * Layout (all integers and floats little-endian):
 *   bytes 0..3   magic: "GPXT" (track) or "GPXP" (view products)
 *   bytes 4..5   format version (u16), currently 1
 *   bytes 6..7   reserved, 0
 *   then u32 counts (see TRACK_HEADER / PRODUCTS_HEADER), padded to a multiple of 8 bytes
 *   then each column in a fixed order, each starting at a multiple of 8 bytes (zero padding),
 *   so a reader on a little-endian machine can view the columns in place.
 * The total length must equal exactly what the header implies; anything else is rejected with a
 * CodecError whose message is one line.
 */
import type { TrackData } from '../domain/track/types';
import type { ChartProfile, ViewProducts } from '../domain/series/types';
import {
  PROFILE_F32_KEYS,
  PROFILE_F64_KEYS,
  TRACK_F32_KEYS,
  TRACK_F64_KEYS,
  checkProducts,
  checkStarts,
  checkTrackData,
} from './shape-checks';

export const CODEC_VERSION = 1;
const TRACK_MAGIC = 'GPXT';
const PRODUCTS_MAGIC = 'GPXP';
/** magic + version + reserved + length + segment count. */
const TRACK_HEADER_BYTES = 16;
/** magic + version + reserved + profile length + heat values + path values + path parts, padded. */
const PRODUCTS_HEADER_BYTES = 24;
const ALIGN = 8;

export class CodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodecError';
  }
}

type Kind = 'f64' | 'f32' | 'u32';
type Column = Float64Array | Float32Array | Uint32Array;
const BYTES: Record<Kind, number> = { f64: 8, f32: 4, u32: 4 };
const HOST_IS_LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN;
const columnBytes = (kind: Kind, count: number) => align(count * BYTES[kind]);

function writeHeader(view: DataView, magic: string, counts: readonly number[]): void {
  for (let i = 0; i < 4; i++) view.setUint8(i, magic.charCodeAt(i));
  view.setUint16(4, CODEC_VERSION, true);
  view.setUint16(6, 0, true);
  counts.forEach((c, i) => view.setUint32(8 + 4 * i, c, true));
}

/** Writes a column at `offset`; returns the offset of the next column. `forceDataView` is for tests. */
export function writeColumn(
  out: Uint8Array,
  offset: number,
  kind: Kind,
  column: Column,
  forceDataView = false,
): number {
  if (HOST_IS_LITTLE_ENDIAN && !forceDataView) {
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offset);
  } else {
    const view = new DataView(out.buffer, out.byteOffset + offset, column.length * BYTES[kind]);
    for (let i = 0; i < column.length; i++) {
      const v = column[i] as number;
      if (kind === 'f64') view.setFloat64(i * 8, v, true);
      else if (kind === 'f32') view.setFloat32(i * 4, v, true);
      else view.setUint32(i * 4, v, true);
    }
  }
  return offset + columnBytes(kind, column.length);
}

function newColumn(kind: Kind, source: ArrayBuffer | number): Column {
  if (kind === 'f64') return typeof source === 'number' ? new Float64Array(source) : new Float64Array(source);
  if (kind === 'f32') return typeof source === 'number' ? new Float32Array(source) : new Float32Array(source);
  return typeof source === 'number' ? new Uint32Array(source) : new Uint32Array(source);
}

/** Reads a column into a fresh, compact array (never a view of `bytes`). */
export function readColumn(
  bytes: Uint8Array,
  offset: number,
  kind: Kind,
  count: number,
  forceDataView = false,
): Column {
  const size = count * BYTES[kind];
  if (HOST_IS_LITTLE_ENDIAN && !forceDataView) {
    const start = bytes.byteOffset + offset;
    return newColumn(kind, bytes.buffer.slice(start, start + size) as ArrayBuffer);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, size);
  const out = newColumn(kind, count);
  for (let i = 0; i < count; i++) {
    if (kind === 'f64') out[i] = view.getFloat64(i * 8, true);
    else if (kind === 'f32') out[i] = view.getFloat32(i * 4, true);
    else out[i] = view.getUint32(i * 4, true);
  }
  return out;
}

/** Checks magic, version and header size; returns a DataView on the bytes. */
function openHeader(bytes: unknown, magic: string, headerBytes: number, what: string): DataView {
  if (!(bytes instanceof Uint8Array))
    throw new CodecError(`Cannot read packed ${what}: expected bytes (Uint8Array)`);
  if (bytes.byteLength < headerBytes)
    throw new CodecError(
      `Cannot read packed ${what}: only ${bytes.byteLength} bytes, shorter than the header`,
    );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = String.fromCharCode(...bytes.subarray(0, 4));
  if (found !== magic)
    throw new CodecError(`Cannot read packed ${what}: wrong magic bytes (not a ${magic} file)`);
  const version = view.getUint16(4, true);
  if (version !== CODEC_VERSION)
    throw new CodecError(
      `Cannot read packed ${what}: format version ${version} is not supported (expected ${CODEC_VERSION})`,
    );
  return view;
}

function expectSize(bytes: Uint8Array, expected: number, what: string): void {
  if (bytes.byteLength !== expected) {
    throw new CodecError(
      `Cannot read packed ${what}: ${bytes.byteLength} bytes where the header implies ${expected} (truncated or corrupt)`,
    );
  }
}

const TRACK_COLUMNS: readonly [keyof TrackData, Kind][] = [
  ...TRACK_F64_KEYS.map((k) => [k, 'f64'] as [keyof TrackData, Kind]),
  ...TRACK_F32_KEYS.map((k) => [k, 'f32'] as [keyof TrackData, Kind]),
];

export function packTrack(track: TrackData): Uint8Array {
  const problem = checkTrackData(track);
  if (problem) throw new CodecError(`Cannot pack track: ${problem}`);
  const n = track.length;
  const segs = track.segmentStarts.length;
  const total =
    TRACK_HEADER_BYTES +
    TRACK_COLUMNS.reduce((s, [, kind]) => s + columnBytes(kind, n), 0) +
    columnBytes('u32', segs);
  const out = new Uint8Array(total);
  writeHeader(new DataView(out.buffer), TRACK_MAGIC, [n, segs]);
  let offset = TRACK_HEADER_BYTES;
  for (const [key, kind] of TRACK_COLUMNS) offset = writeColumn(out, offset, kind, track[key] as Column);
  writeColumn(out, offset, 'u32', track.segmentStarts);
  return out;
}

export function unpackTrack(bytes: Uint8Array): TrackData {
  const view = openHeader(bytes, TRACK_MAGIC, TRACK_HEADER_BYTES, 'track');
  const n = view.getUint32(8, true);
  const segs = view.getUint32(12, true);
  const expected =
    TRACK_HEADER_BYTES +
    TRACK_COLUMNS.reduce((s, [, kind]) => s + columnBytes(kind, n), 0) +
    columnBytes('u32', segs);
  expectSize(bytes, expected, 'track');
  const columns: Partial<Record<keyof TrackData, Column>> = {};
  let offset = TRACK_HEADER_BYTES;
  for (const [key, kind] of TRACK_COLUMNS) {
    columns[key] = readColumn(bytes, offset, kind, n);
    offset += columnBytes(kind, n);
  }
  const segmentStarts = readColumn(bytes, offset, 'u32', segs) as Uint32Array;
  const problem = checkStarts(segmentStarts, n, 'segment starts');
  if (problem) throw new CodecError(`Cannot read packed track: ${problem}`);
  return { ...(columns as Omit<TrackData, 'length' | 'segmentStarts'>), length: n, segmentStarts };
}

const PROFILE_COLUMNS: readonly [keyof ChartProfile, Kind][] = [
  ...PROFILE_F64_KEYS.map((k) => [k, 'f64'] as [keyof ChartProfile, Kind]),
  ...PROFILE_F32_KEYS.map((k) => [k, 'f32'] as [keyof ChartProfile, Kind]),
];

function productsSize(profileN: number, heatValues: number, pathValues: number, parts: number): number {
  const profile = PROFILE_COLUMNS.reduce((s, [, kind]) => s + columnBytes(kind, profileN), 0);
  return (
    PRODUCTS_HEADER_BYTES +
    profile +
    columnBytes('f32', heatValues) +
    columnBytes('f32', pathValues) +
    columnBytes('u32', parts)
  );
}

export function packProducts(products: ViewProducts): Uint8Array {
  const problem = checkProducts(products);
  if (problem) throw new CodecError(`Cannot pack view products: ${problem}`);
  const { profile, heat, path } = products;
  const counts = [
    profile.distanceM.length,
    heat.lonLat.length,
    path.lonLat.length,
    path.partStarts.length,
  ] as const;
  const out = new Uint8Array(productsSize(...counts));
  writeHeader(new DataView(out.buffer), PRODUCTS_MAGIC, counts);
  let offset = PRODUCTS_HEADER_BYTES;
  for (const [key, kind] of PROFILE_COLUMNS) offset = writeColumn(out, offset, kind, profile[key]);
  offset = writeColumn(out, offset, 'f32', heat.lonLat);
  offset = writeColumn(out, offset, 'f32', path.lonLat);
  writeColumn(out, offset, 'u32', path.partStarts);
  return out;
}

export function unpackProducts(bytes: Uint8Array): ViewProducts {
  const view = openHeader(bytes, PRODUCTS_MAGIC, PRODUCTS_HEADER_BYTES, 'view products');
  const [profileN, heatValues, pathValues, parts] = [8, 12, 16, 20].map((o) => view.getUint32(o, true)) as [
    number,
    number,
    number,
    number,
  ];
  expectSize(bytes, productsSize(profileN, heatValues, pathValues, parts), 'view products');
  const profile: Partial<Record<keyof ChartProfile, Column>> = {};
  let offset = PRODUCTS_HEADER_BYTES;
  for (const [key, kind] of PROFILE_COLUMNS) {
    profile[key] = readColumn(bytes, offset, kind, profileN);
    offset += columnBytes(kind, profileN);
  }
  const heatLonLat = readColumn(bytes, offset, 'f32', heatValues) as Float32Array;
  offset += columnBytes('f32', heatValues);
  const pathLonLat = readColumn(bytes, offset, 'f32', pathValues) as Float32Array;
  offset += columnBytes('f32', pathValues);
  const partStarts = readColumn(bytes, offset, 'u32', parts) as Uint32Array;
  const products: ViewProducts = {
    profile: profile as ChartProfile,
    heat: { lonLat: heatLonLat },
    path: { lonLat: pathLonLat, partStarts },
  };
  const problem = checkProducts(products);
  if (problem) throw new CodecError(`Cannot read packed view products: ${problem}`);
  return products;
}
