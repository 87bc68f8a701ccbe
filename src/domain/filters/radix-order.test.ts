import { describe, expect, it } from 'vitest';
import { radixOrder } from './radix-order';

const order = (values: number[], desc = false) => [
  ...radixOrder(values.length, [{ keys: Float64Array.from(values), desc }]),
];

describe('radixOrder', () => {
  it('orders negatives, zeros, fractions and large values', () => {
    const v = [3.5, -2, 0, -0, 1e12, -1e-9, 7, 2 ** 53, -Infinity, Infinity];
    const expected = v
      .map((x, i) => [x, i] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i);
    expect(order(v)).toEqual(expected);
  });

  it('puts NaN last ascending and descending, keeps ties in index order', () => {
    expect(order([2, NaN, 1, 2, NaN, 1])).toEqual([2, 5, 0, 3, 1, 4]);
    expect(order([2, NaN, 1, 2, NaN, 1], true)).toEqual([0, 3, 2, 5, 1, 4]);
  });

  it('sorts by several keys, first key first', () => {
    const a = Float64Array.from([1, 0, 1, 0, 1]);
    const b = Float64Array.from([5, 9, 7, 3, 5]);
    expect([
      ...radixOrder(5, [
        { keys: a, desc: false },
        { keys: b, desc: true },
      ]),
    ]).toEqual([1, 3, 2, 0, 4]);
  });

  it('matches a comparator sort on random data', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const v = Array.from({ length: 5000 }, () =>
      rand() < 0.05 ? NaN : Math.round((rand() - 0.5) * 1e6) / 100,
    );
    const expected = v
      .map((x, i) => [x, i] as const)
      .sort(
        (a, b) => (Number.isNaN(a[0]) ? 1 : 0) - (Number.isNaN(b[0]) ? 1 : 0) || b[0] - a[0] || a[1] - b[1],
      )
      .map(([, i]) => i);
    expect(order(v, true)).toEqual(expected);
  });

  it('handles empty input', () => {
    expect(order([])).toEqual([]);
  });
});
