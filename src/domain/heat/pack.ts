/**
 * Packing the per-activity heat points and paths (as stored) into one buffer each, so a worker
 * receives them in one transfer and a filter change only walks offsets. Coordinates that are not
 * finite or out of range are dropped here, so nothing downstream sees NaN.
 */
import type { HeatPoints, SimplifiedPath } from '../series/types';
import type { PackedHeat, PackedPaths } from './types';

const validLonLat = (lon: number, lat: number): boolean =>
  Number.isFinite(lon) && Number.isFinite(lat) && lat >= -90 && lat <= 90 && lon >= -540 && lon <= 540;

/** Number of valid points of one activity. */
function validPoints(lonLat: Float32Array): number {
  let n = 0;
  for (let k = 0; k + 1 < lonLat.length; k += 2) if (validLonLat(lonLat[k]!, lonLat[k + 1]!)) n++;
  return n;
}

/**
 * Packs heat points in the order of `ids`; an id without heat points gets an empty range (it stays,
 * so indices line up with the caller's list).
 */
export function packHeat(ids: readonly string[], heat: ReadonlyMap<string, HeatPoints>): PackedHeat {
  const offsets = new Uint32Array(ids.length + 1);
  const counts = ids.map((id) => {
    const h = heat.get(id);
    return h ? validPoints(h.lonLat) : 0;
  });
  counts.forEach((n, a) => (offsets[a + 1] = offsets[a]! + n));
  const lonLat = new Float32Array(offsets[ids.length]! * 2);
  ids.forEach((id, a) => {
    const src = heat.get(id)?.lonLat;
    if (!src) return;
    let at = offsets[a]! * 2;
    if (counts[a]! * 2 === src.length) {
      lonLat.set(src, at);
      return;
    }
    for (let k = 0; k + 1 < src.length; k += 2) {
      if (!validLonLat(src[k]!, src[k + 1]!)) continue;
      lonLat[at++] = src[k]!;
      lonLat[at++] = src[k + 1]!;
    }
  });
  return { ids: [...ids], offsets, lonLat };
}

/** Parts of one path as [from, to) vertex ranges, clipped to its vertices, in order. */
function pathParts(p: SimplifiedPath): [number, number][] {
  const vertices = Math.floor(p.lonLat.length / 2);
  const parts: [number, number][] = [];
  for (let k = 0; k < p.partStarts.length; k++) {
    const from = Math.min(p.partStarts[k]!, vertices);
    const to = Math.min(vertices, k + 1 < p.partStarts.length ? p.partStarts[k + 1]! : vertices);
    if (to > from) parts.push([from, to]);
  }
  return parts;
}

/** Packs simplified paths in the order of `ids` (an id without a path gets no parts). */
export function packPaths(ids: readonly string[], paths: ReadonlyMap<string, SimplifiedPath>): PackedPaths {
  const perActivity = ids.map((id) => {
    const p = paths.get(id);
    return p ? { p, parts: pathParts(p) } : null;
  });
  const vertexOffsets = new Uint32Array(ids.length + 1);
  const partOffsets = new Uint32Array(ids.length + 1);
  perActivity.forEach((entry, a) => {
    const vertices = entry ? entry.parts.reduce((n, [from, to]) => n + to - from, 0) : 0;
    vertexOffsets[a + 1] = vertexOffsets[a]! + vertices;
    partOffsets[a + 1] = partOffsets[a]! + (entry?.parts.length ?? 0);
  });
  const lonLat = new Float32Array(vertexOffsets[ids.length]! * 2);
  const partStarts = new Uint32Array(partOffsets[ids.length]!);
  let part = 0;
  let at = 0;
  for (const entry of perActivity) {
    if (!entry) continue;
    for (const [from, to] of entry.parts) {
      partStarts[part++] = at;
      lonLat.set(entry.p.lonLat.subarray(from * 2, to * 2), at * 2);
      at += to - from;
    }
  }
  return { ids: [...ids], vertexOffsets, partOffsets, partStarts, lonLat };
}
