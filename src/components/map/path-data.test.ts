import { describe, expect, it } from 'vitest';
import type { SimplifiedPath } from '../../domain/series/types';
import { pathLayerData } from './path-data';

const path = (coords: number[], partStarts: number[]): SimplifiedPath => ({
  lonLat: Float32Array.from(coords),
  partStarts: Uint32Array.from(partStarts),
});

describe('pathLayerData', () => {
  it('concatenates every part of every track with vertex start indices', () => {
    const a = path([0, 0, 1, 1, 2, 2, 5, 5, 6, 6], [0, 3]); // two parts: 3 and 2 vertices
    const b = path([10, 10, 11, 11], [0]);
    const d = pathLayerData([a, b]);
    expect(d.length).toBe(3);
    expect([...d.startIndices]).toEqual([0, 3, 5]);
    expect([...d.trackOfPath]).toEqual([0, 0, 1]);
    expect([...d.attributes.getPath.value]).toEqual([0, 0, 1, 1, 2, 2, 5, 5, 6, 6, 10, 10, 11, 11]);
  });

  it('drops parts with a single vertex without gluing them to a neighbour', () => {
    const a = path([0, 0, 1, 1, 7, 7, 3, 3, 4, 4], [0, 2, 3]); // middle part is one vertex
    const d = pathLayerData([a, path([], [])]);
    expect(d.length).toBe(2);
    expect([...d.startIndices]).toEqual([0, 2]);
    expect([...d.attributes.getPath.value]).toEqual([0, 0, 1, 1, 3, 3, 4, 4]);
  });

  it('is empty for no paths', () => {
    expect(pathLayerData([]).length).toBe(0);
  });
});
