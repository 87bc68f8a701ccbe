import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from './prng';

describe('createRng', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
  });

  it('stays in range and is roughly uniform and normal', () => {
    const rng = createRng(7);
    const n = 20000;
    let sum = 0;
    let sumNormal = 0;
    let sumSquares = 0;
    let min = 1;
    let max = 0;
    const ints = new Set<number>();
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      min = Math.min(min, u);
      max = Math.max(max, u);
      sum += u;
      const z = rng.normal();
      sumNormal += z;
      sumSquares += z * z;
      ints.add(rng.int(3, 5));
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect([...ints].sort()).toEqual([3, 4, 5]);
    expect(sum / n).toBeCloseTo(0.5, 1);
    expect(sumNormal / n).toBeCloseTo(0, 1);
    expect(sumSquares / n).toBeCloseTo(1, 1);
  });

  it('pick refuses an empty array', () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});

describe('hashSeed', () => {
  it('is deterministic and sensitive to every part and their order', () => {
    expect(hashSeed(1, 2, 3)).toBe(hashSeed(1, 2, 3));
    const variants = [
      hashSeed(1, 2, 3),
      hashSeed(1, 2, 4),
      hashSeed(2, 1, 3),
      hashSeed(1, 2),
      hashSeed(0x100000001, 2, 3),
    ];
    expect(new Set(variants).size).toBe(variants.length);
    for (const v of variants) expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
  });
});
