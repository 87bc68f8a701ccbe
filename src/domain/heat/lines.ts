/**
 * Line buffers for one filter: the simplified paths of the kept activities, concatenated into one
 * vertex buffer with the start vertex of each part (deck.gl PathLayer binary data). Parts with a
 * single vertex are left out (a lone vertex is not a line).
 */
import type { LineBuffers, PackedPaths, SelectionMask } from './types';

export interface LinesResult {
  buffers: LineBuffers;
  /** Kept activities with at least one drawn part. */
  activities: number;
}

/** The [from, to) vertices of part k of the packed paths. */
function partRange(paths: PackedPaths, a: number, k: number): [number, number] {
  const from = paths.partStarts[k]!;
  const to = k + 1 < paths.partOffsets[a + 1]! ? paths.partStarts[k + 1]! : paths.vertexOffsets[a + 1]!;
  return [from, to];
}

export function buildLines(paths: PackedPaths, mask: SelectionMask): LinesResult {
  const activities = paths.vertexOffsets.length - 1;
  if (mask.length !== activities) {
    throw new Error(`The selection covers ${mask.length} activities but ${activities} paths are loaded`);
  }
  let parts = 0;
  let vertices = 0;
  for (let a = 0; a < activities; a++) {
    if (mask[a] === 0) continue;
    for (let k = paths.partOffsets[a]!; k < paths.partOffsets[a + 1]!; k++) {
      const [from, to] = partRange(paths, a, k);
      if (to - from < 2) continue;
      parts++;
      vertices += to - from;
    }
  }
  const value = new Float32Array(2 * vertices);
  const startIndices = new Uint32Array(parts);
  const activityOfPath = new Uint32Array(parts);
  let part = 0;
  let at = 0;
  let kept = 0;
  for (let a = 0; a < activities; a++) {
    if (mask[a] === 0) continue;
    const before = part;
    for (let k = paths.partOffsets[a]!; k < paths.partOffsets[a + 1]!; k++) {
      const [from, to] = partRange(paths, a, k);
      if (to - from < 2) continue;
      activityOfPath[part] = a;
      startIndices[part++] = at;
      value.set(paths.lonLat.subarray(2 * from, 2 * to), 2 * at);
      at += to - from;
    }
    if (part > before) kept++;
  }
  return {
    buffers: { length: parts, startIndices, lonLat: value, activityOfPath },
    activities: kept,
  };
}
