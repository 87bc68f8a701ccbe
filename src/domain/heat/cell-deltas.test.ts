import { describe, expect, it } from 'vitest';
import { decodeCellDeltas, encodeCellDeltas } from './cell-deltas';

describe('cell deltas', () => {
  it('writes 0, -1, 1, -2, 2 as one byte each and round-trips large jumps both ways', () => {
    const cells = Uint32Array.of(0, 0, 1, 0, 2, 2 ** 31 - 1, 5, 300, 299, 1_000_000);
    const bytes = encodeCellDeltas(cells);
    // Differences 0, 0, 1, -1, 2 (one byte each), 2^31 - 3 (5 bytes), -(2^31 - 6) (5), 295 (2),
    // -1 (1), 999,701 (3 bytes).
    expect(bytes.length).toBe(5 + 5 + 5 + 2 + 1 + 3);
    expect([...bytes.slice(0, 5)]).toEqual([0, 0, 2, 1, 4]);
    expect([...(decodeCellDeltas(bytes, cells.length, 2 ** 31) as Uint32Array)]).toEqual([...cells]);
  });

  it('takes about a byte a point along tracks that meet new cells and retrace old ones', () => {
    const cells: number[] = [];
    for (let i = 0; i < 5000; i++) cells.push(Math.floor(i / 2)); // a new track: 2 points a cell
    for (let i = 0; i < 5000; i++) cells.push(Math.floor(i / 2)); // the same route again
    const bytes = encodeCellDeltas(Uint32Array.from(cells));
    expect(bytes.length).toBeLessThan(cells.length * 1.01);
    expect([...(decodeCellDeltas(bytes, cells.length, 2500) as Uint32Array)]).toEqual(cells);
  });

  it('refuses a truncated, overlong or foreign buffer and a cell past the grid', () => {
    const bytes = encodeCellDeltas(Uint32Array.of(3, 200, 7));
    expect(decodeCellDeltas(bytes.slice(0, -1), 3, 300)).toBe('bad point cells');
    expect(decodeCellDeltas(Uint8Array.of(...bytes, 0), 3, 300)).toBe('bad point cells');
    expect(decodeCellDeltas(bytes, 3, 200)).toBe('bad point cells');
    expect(decodeCellDeltas(Uint8Array.of(255, 255, 255, 255, 255, 1), 1, 10)).toBe('bad point cells');
    expect(decodeCellDeltas(Uint8Array.of(1), 1, 10)).toBe('bad point cells'); // -1
  });
});
