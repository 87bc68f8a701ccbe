import { describe, expect, it } from 'vitest';
import { nthSmallest } from './select';
import { seededRandom } from './test-tracks';

function sortedAt(values: Float64Array, k: number): number {
  return Float64Array.from(values).sort()[k]!;
}

describe('nthSmallest', () => {
  it('equals the sorted value at every k on random data with many duplicates', () => {
    const rand = seededRandom(7);
    for (let trial = 0; trial < 60; trial++) {
      const n = 1 + Math.floor(rand() * 300);
      const levels = 1 + Math.floor(rand() * 20);
      const values = Float64Array.from(
        { length: n },
        () => Math.floor(rand() * levels) + (rand() < 0.2 ? rand() : 0),
      );
      for (let k = 0; k < n; k += 1 + Math.floor(n / 17)) {
        expect(nthSmallest(Float64Array.from(values), k)).toBe(sortedAt(values, k));
      }
    }
  });

  it('handles sorted, reversed, constant and organ-pipe orders', () => {
    const n = 10_001;
    const orders = [
      Float64Array.from({ length: n }, (_, i) => i),
      Float64Array.from({ length: n }, (_, i) => n - i),
      new Float64Array(n).fill(1),
      Float64Array.from({ length: n }, (_, i) => Math.min(i, n - i)),
      Float64Array.from({ length: n }, (_, i) => (i % 2 === 0 ? i : -i)),
    ];
    for (const values of orders) {
      for (const k of [0, 1, n >> 1, n - 2, n - 1])
        expect(nthSmallest(Float64Array.from(values), k)).toBe(sortedAt(values, k));
    }
  });

  it('rejects a position outside the array', () => {
    expect(() => nthSmallest(new Float64Array(3), 3)).toThrow(RangeError);
    expect(() => nthSmallest(new Float64Array(0), 0)).toThrow(RangeError);
  });
});
