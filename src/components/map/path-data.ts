/**
 * Binary data for deck.gl's PathLayer from stored SimplifiedPaths (interleaved lon/lat plus the
 * start vertex of each part), so many tracks render without an array of point objects.
 *
 * Usage: const d = pathLayerData(paths);
 *   new PathLayer({ id: 'tracks', data: d, _pathType: 'open', positionFormat: 'XY',
 *     getColor: ..., widthUnits: 'pixels', getWidth: 3 })
 * (no getPath accessor: deck.gl reads the positions from data.attributes.getPath).
 * PathLayer reads path i as the vertices [startIndices[i], startIndices[i + 1]) of the buffer.
 */
import type { SimplifiedPath } from '../../domain/series/types';

export interface PathLayerData {
  /** Number of drawn paths (one per part of each track with at least two vertices). */
  length: number;
  /** Start vertex of each path in `attributes.getPath.value` (vertex index, not float index). */
  startIndices: Uint32Array;
  attributes: { getPath: { value: Float32Array; size: 2 } };
  /** For each drawn path, the index of its track in the input list (for colours and picking). */
  trackOfPath: Uint32Array;
}

interface Part {
  track: number;
  from: number;
  to: number;
}

function keptParts(paths: readonly SimplifiedPath[]): Part[] {
  const parts: Part[] = [];
  paths.forEach((p, track) => {
    const vertices = Math.floor(p.lonLat.length / 2);
    for (let k = 0; k < p.partStarts.length; k++) {
      const from = p.partStarts[k]!;
      const to = Math.min(vertices, k + 1 < p.partStarts.length ? p.partStarts[k + 1]! : vertices);
      if (to - from >= 2) parts.push({ track, from, to }); // a lone vertex is not a line
    }
  });
  return parts;
}

/** Concatenates the drawable parts of every path into one buffer. */
export function pathLayerData(paths: readonly SimplifiedPath[]): PathLayerData {
  const parts = keptParts(paths);
  const total = parts.reduce((n, part) => n + part.to - part.from, 0);
  const value = new Float32Array(total * 2);
  const startIndices = new Uint32Array(parts.length);
  const trackOfPath = new Uint32Array(parts.length);
  let at = 0;
  parts.forEach((part, i) => {
    const source = paths[part.track]!.lonLat;
    value.set(source.subarray(part.from * 2, part.to * 2), at * 2);
    startIndices[i] = at;
    trackOfPath[i] = part.track;
    at += part.to - part.from;
  });
  return { length: parts.length, startIndices, attributes: { getPath: { value, size: 2 } }, trackOfPath };
}
