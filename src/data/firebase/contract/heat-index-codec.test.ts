import { describe, expect, it } from 'vitest';
import { CodecError } from '../../codec';
import { packHeatIndex, unpackHeatIndex, type HeatIndexEntry } from './heat-index-codec';

function entry(heat: number[], path: number[], parts: number[]): HeatIndexEntry {
  return {
    heat: { lonLat: Float32Array.from(heat) },
    path: { lonLat: Float32Array.from(path), partStarts: Uint32Array.from(parts) },
  };
}

describe('heat index codec', () => {
  it('round-trips entries of different sizes, each with its own buffer', () => {
    const entries = new Map([
      ['a1', entry([1.5, 2.5, 3.5, 4.5], [10, 20, 11, 21, 12, 22], [0, 2])],
      ['b_2', entry([], [], [])],
      ['c-3', entry([-120.25, 45.5], [7, 8], [0])],
    ]);
    const bytes = packHeatIndex(entries);
    expect(bytes.byteLength % 8).toBe(0);
    const back = unpackHeatIndex(bytes);
    expect([...back.keys()]).toEqual(['a1', 'b_2', 'c-3']);
    expect([...back.get('a1')!.heat.lonLat]).toEqual([1.5, 2.5, 3.5, 4.5]);
    expect([...back.get('a1')!.path.partStarts]).toEqual([0, 2]);
    expect([...back.get('c-3')!.path.lonLat]).toEqual([7, 8]);
    expect(back.get('b_2')!.heat.lonLat.length).toBe(0);
    expect(back.get('a1')!.heat.lonLat.buffer).not.toBe(back.get('c-3')!.heat.lonLat.buffer);
  });

  it('round-trips an empty index', () => {
    expect(unpackHeatIndex(packHeatIndex(new Map())).size).toBe(0);
  });

  it('rejects bad shapes on pack and truncated or foreign bytes on read, in one line', () => {
    expect(() => packHeatIndex(new Map([['x', entry([1, 2, 3], [], [])]]))).toThrow(
      /entry x: heat lonLat has an odd number/,
    );
    const bytes = packHeatIndex(new Map([['a', entry([1, 2], [1, 2], [0])]]));
    expect(() => unpackHeatIndex(bytes.subarray(0, bytes.length - 8))).toThrow(CodecError);
    expect(() => unpackHeatIndex(bytes.subarray(0, 10))).toThrow(/shorter than the header/);
    const foreign = bytes.slice();
    foreign[0] = 0x58;
    expect(() => unpackHeatIndex(foreign)).toThrow(/wrong magic bytes/);
  });
});
