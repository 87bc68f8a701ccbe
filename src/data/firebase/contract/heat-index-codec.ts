/**
 * The heat index: every activity's heat points and simplified path in one object, so the heatmap
 * loads one file instead of one per activity. Written by the rebuildHeatIndex function, read by the
 * Firebase adapter. Pure (no SDK), shared by both.
 *
 * Layout (little-endian, columns start at multiples of 8 bytes, see ../codec.ts):
 *   bytes 0..3   magic "GPXH";  4..5 format version (u16);  6..7 reserved
 *   bytes 8..11  entry count N (u32);  12..15 byte length of the id list (u32)
 *   then the ids as UTF-8 joined by "\n" (ids never contain one), zero-padded
 *   then u32[N] heat value counts, u32[N] path value counts, u32[N] path part counts
 *   then f32 heat lon/lat of every entry, f32 path lon/lat of every entry, u32 part starts of every entry
 */
import type { HeatPoints, SimplifiedPath } from '../../../domain/series/types';
import { CodecError, readColumn, writeColumn } from '../../codec';
import { checkHeat, checkPath } from '../../shape-checks';

export const HEAT_INDEX_VERSION = 1;
const MAGIC = 'GPXH';
const HEADER_BYTES = 16;
const ALIGN = 8;

export interface HeatIndexEntry {
  heat: HeatPoints;
  path: SimplifiedPath;
}

const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN;
const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

function concat<T extends Float32Array | Uint32Array>(parts: readonly T[], make: (n: number) => T): T {
  const out = make(sum(parts.map((p) => p.length)));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function packHeatIndex(entries: ReadonlyMap<string, HeatIndexEntry>): Uint8Array {
  const ids = [...entries.keys()];
  const values = [...entries.values()];
  for (const [i, entry] of values.entries()) {
    const problem = checkHeat(entry.heat) ?? checkPath(entry.path);
    if (problem) throw new CodecError(`Cannot pack heat index entry ${ids[i]}: ${problem}`);
    if (ids[i]?.includes('\n')) throw new CodecError('Cannot pack heat index: an id contains a line break');
  }
  const idBytes = new TextEncoder().encode(ids.join('\n'));
  const heat = concat(
    values.map((e) => e.heat.lonLat),
    (n) => new Float32Array(n),
  );
  const path = concat(
    values.map((e) => e.path.lonLat),
    (n) => new Float32Array(n),
  );
  const parts = concat(
    values.map((e) => e.path.partStarts),
    (n) => new Uint32Array(n),
  );
  const counts = [
    values.map((e) => e.heat.lonLat.length),
    values.map((e) => e.path.lonLat.length),
    values.map((e) => e.path.partStarts.length),
  ];
  const n = ids.length;
  const total =
    HEADER_BYTES +
    align(idBytes.length) +
    3 * align(4 * n) +
    align(4 * heat.length) +
    align(4 * path.length) +
    align(4 * parts.length);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) view.setUint8(i, MAGIC.charCodeAt(i));
  view.setUint16(4, HEAT_INDEX_VERSION, true);
  view.setUint32(8, n, true);
  view.setUint32(12, idBytes.length, true);
  out.set(idBytes, HEADER_BYTES);
  let offset = HEADER_BYTES + align(idBytes.length);
  for (const column of counts) offset = writeColumn(out, offset, 'u32', Uint32Array.from(column));
  offset = writeColumn(out, offset, 'f32', heat);
  offset = writeColumn(out, offset, 'f32', path);
  writeColumn(out, offset, 'u32', parts);
  return out;
}

function fail(reason: string): never {
  throw new CodecError(`Cannot read the heat index: ${reason}`);
}

interface Header {
  ids: string[];
  heatCounts: Uint32Array;
  pathCounts: Uint32Array;
  partCounts: Uint32Array;
  offset: number;
}

function readHeader(bytes: Uint8Array): Header {
  if (bytes.byteLength < HEADER_BYTES) fail(`only ${bytes.byteLength} bytes, shorter than the header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== MAGIC) fail('wrong magic bytes (not a GPXH file)');
  const version = view.getUint16(4, true);
  if (version !== HEAT_INDEX_VERSION)
    fail(`format version ${version} is not supported (expected ${HEAT_INDEX_VERSION})`);
  const n = view.getUint32(8, true);
  const idLength = view.getUint32(12, true);
  let offset = HEADER_BYTES + align(idLength);
  if (offset + 3 * align(4 * n) > bytes.byteLength) fail('truncated before the counts');
  const text = new TextDecoder().decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + idLength));
  const ids = n === 0 ? [] : text.split('\n');
  if (ids.length !== n) fail(`${ids.length} ids where the header says ${n}`);
  const counts: Uint32Array[] = [];
  for (let k = 0; k < 3; k++) {
    counts.push(readColumn(bytes, offset, 'u32', n) as Uint32Array);
    offset += align(4 * n);
  }
  const [heatCounts, pathCounts, partCounts] = counts as [Uint32Array, Uint32Array, Uint32Array];
  return { ids, heatCounts, pathCounts, partCounts, offset };
}

/** Unpacks a heat index; every entry owns its arrays (safe to transfer to a worker). */
export function unpackHeatIndex(bytes: Uint8Array): Map<string, HeatIndexEntry> {
  const { ids, heatCounts, pathCounts, partCounts, offset: start } = readHeader(bytes);
  const [heatN, pathN, partN] = [sum(heatCounts), sum(pathCounts), sum(partCounts)];
  const expected = start + align(4 * heatN) + align(4 * pathN) + align(4 * partN);
  if (bytes.byteLength !== expected)
    fail(`${bytes.byteLength} bytes where the header implies ${expected} (truncated or corrupt)`);
  let offset = start;
  const heat = readColumn(bytes, offset, 'f32', heatN) as Float32Array;
  offset += align(4 * heatN);
  const path = readColumn(bytes, offset, 'f32', pathN) as Float32Array;
  offset += align(4 * pathN);
  const parts = readColumn(bytes, offset, 'u32', partN) as Uint32Array;
  const out = new Map<string, HeatIndexEntry>();
  let [h, p, q] = [0, 0, 0];
  ids.forEach((id, i) => {
    const [hc, pc, qc] = [heatCounts[i] as number, pathCounts[i] as number, partCounts[i] as number];
    const entry = {
      heat: { lonLat: heat.slice(h, h + hc) },
      path: { lonLat: path.slice(p, p + pc), partStarts: parts.slice(q, q + qc) },
    };
    const problem = checkHeat(entry.heat) ?? checkPath(entry.path);
    if (problem) fail(`entry ${id}: ${problem}`);
    out.set(id, entry);
    [h, p, q] = [h + hc, p + pc, q + qc];
  });
  return out;
}
