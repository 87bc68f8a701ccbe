import { describe, expect, it } from 'vitest';
import { lawnmower, tileLine } from './test-lines';
import { largestCluster, maxSquare } from './tile-metrics';
import { lineTiles, tileKey } from './tiles';

const keysOf = (tiles: [number, number][]): Float64Array =>
  Float64Array.from(tiles.map(([x, y]) => tileKey(x, y))).sort();

function block(x0: number, y0: number, w: number, h: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out.push([x, y]);
  return out;
}

describe('max square and cluster', () => {
  it('a lawnmower ride over a 7 x 7 block: square 7, cluster the 5 x 5 interior', () => {
    const keys = lineTiles(lawnmower(14, 8000, 5000, 7), 14);
    expect(maxSquare(keys)).toEqual({ size: 7, x: 8000, y: 5000 });
    const cluster = largestCluster(keys);
    expect(cluster.size).toBe(25);
    expect([...cluster.keys]).toEqual([...keysOf(block(8001, 5001, 5, 5))]);
  });

  it('a 5 x 3 rectangle: square 3, cluster the 3 x 1 middle row', () => {
    const keys = keysOf(block(10, 10, 5, 3));
    expect(maxSquare(keys)).toEqual({ size: 3, x: 10, y: 10 });
    expect(largestCluster(keys).size).toBe(3);
  });

  it('picks the larger of two clusters, not their sum', () => {
    const keys = keysOf([...block(0 + 100, 100, 4, 4), ...block(110, 100, 5, 5)]);
    expect(largestCluster(keys).size).toBe(9);
    expect(maxSquare(keys)).toEqual({ size: 5, x: 110, y: 100 });
  });

  it('counts clusters joined only through edges, not corners', () => {
    // Two 3 x 3 blocks touching at a corner: one cluster tile each, never joined.
    const keys = keysOf([...block(20, 20, 3, 3), ...block(23, 23, 3, 3)]);
    expect(largestCluster(keys).size).toBe(1);
    expect(maxSquare(keys).size).toBe(3);
  });

  it('a line of tiles has a square of 1 and no cluster', () => {
    const keys = lineTiles(
      tileLine(14, [
        [3.5, 3.5],
        [30.5, 3.5],
      ]),
      14,
    );
    expect(maxSquare(keys).size).toBe(1);
    expect(largestCluster(keys)).toEqual({ size: 0, keys: new Float64Array(0) });
  });

  it('does not join a row end to the next row start', () => {
    const last = 2 ** 17 - 1;
    const keys = keysOf([
      [last, 5],
      [0, 6],
      [last, 6],
      [0, 7],
    ]);
    expect(maxSquare(keys).size).toBe(1);
  });

  it('answers zero for no tiles', () => {
    expect(maxSquare(new Float64Array(0))).toEqual({ size: 0, x: -1, y: -1 });
    expect(largestCluster(new Float64Array(0)).size).toBe(0);
  });
});
