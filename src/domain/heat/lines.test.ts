import { describe, expect, it } from 'vitest';
import type { SimplifiedPath } from '../series/types';
import { buildLines } from './lines';
import { packPaths } from './pack';

const path = (values: number[], partStarts: number[]): SimplifiedPath => ({
  lonLat: Float32Array.from(values),
  partStarts: Uint32Array.from(partStarts),
});

describe('buildLines', () => {
  const packed = packPaths(
    ['a', 'b', 'c'],
    new Map([
      ['a', path([0, 0, 1, 1, 2, 2, 7, 7, 5, 5, 6, 6], [0, 3, 4])], // parts of 3, 1 and 2 vertices
      ['b', path([10, 10, 11, 11], [0])],
      ['c', path([20, 20], [0])], // a lone vertex
    ]),
  );

  it('concatenates the kept activities\u2019 parts with their start vertices', () => {
    const l = buildLines(packed, Uint8Array.from([1, 1, 1]));
    expect(l.buffers.length).toBe(3);
    expect([...l.buffers.startIndices]).toEqual([0, 3, 5]);
    expect([...l.buffers.lonLat]).toEqual([0, 0, 1, 1, 2, 2, 5, 5, 6, 6, 10, 10, 11, 11]);
    expect([...l.buffers.activityOfPath!]).toEqual([0, 0, 1]);
    expect(l.activities).toBe(2);
  });

  it('leaves out what the filter drops', () => {
    const l = buildLines(packed, Uint8Array.from([0, 1, 0]));
    expect(l.buffers.length).toBe(1);
    expect([...l.buffers.startIndices]).toEqual([0]);
    expect([...l.buffers.lonLat]).toEqual([10, 10, 11, 11]);
    expect([...l.buffers.activityOfPath!]).toEqual([1]);
  });

  it('rejects a mask of the wrong length', () => {
    expect(() => buildLines(packed, Uint8Array.from([1]))).toThrow(/selection covers 1/);
  });
});
