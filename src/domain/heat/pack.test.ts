import { describe, expect, it } from 'vitest';
import type { HeatPoints, SimplifiedPath } from '../series/types';
import { packHeat, packPaths } from './pack';

const heat = (values: number[]): HeatPoints => ({ lonLat: Float32Array.from(values) });
const path = (values: number[], partStarts: number[]): SimplifiedPath => ({
  lonLat: Float32Array.from(values),
  partStarts: Uint32Array.from(partStarts),
});

describe('packHeat', () => {
  it('concatenates heat points in the order of the ids, with point offsets', () => {
    const map = new Map([
      ['b', heat([3, 4, 5, 6])],
      ['a', heat([1, 2])],
    ]);
    const p = packHeat(['a', 'missing', 'b'], map);
    expect(p.ids).toEqual(['a', 'missing', 'b']);
    expect([...p.offsets]).toEqual([0, 1, 1, 3]);
    expect([...p.lonLat]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('drops points that are not finite or out of range, keeping the rest', () => {
    const p = packHeat(['a'], new Map([['a', heat([1, 2, NaN, 3, 4, 95, 5, 6])]]));
    expect([...p.offsets]).toEqual([0, 2]);
    expect([...p.lonLat]).toEqual([1, 2, 5, 6]);
  });
});

describe('packPaths', () => {
  it('keeps every part of every activity with global part starts', () => {
    const map = new Map([
      ['a', path([0, 0, 1, 1, 2, 2, 5, 5], [0, 3])],
      ['b', path([9, 9, 8, 8], [0])],
    ]);
    const p = packPaths(['b', 'none', 'a'], map);
    expect([...p.vertexOffsets]).toEqual([0, 2, 2, 6]);
    expect([...p.partOffsets]).toEqual([0, 1, 1, 3]);
    expect([...p.partStarts]).toEqual([0, 2, 5]);
    expect([...p.lonLat]).toEqual([9, 9, 8, 8, 0, 0, 1, 1, 2, 2, 5, 5]);
  });

  it('clips part starts that point past the vertices', () => {
    const p = packPaths(['a'], new Map([['a', path([0, 0, 1, 1], [0, 7])]]));
    expect([...p.partStarts]).toEqual([0]);
    expect([...p.vertexOffsets]).toEqual([0, 2]);
  });
});
