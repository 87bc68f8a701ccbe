import { describe, expect, it } from 'vitest';
import type { SimplifiedPath } from '../series/types';
import { thinPaths } from './thin-paths';

const M_PER_DEG_LAT = 110_574;

/** A wandering line of n positions from (lon, lat), steps of about 10 m, seeded. */
function walk(n: number, lon: number, lat: number, seed: number): Float32Array {
  const out = new Float32Array(2 * n);
  let heading = seed;
  let x = lon,
    y = lat;
  for (let i = 0; i < n; i++) {
    out[2 * i] = x;
    out[2 * i + 1] = y;
    heading += Math.sin(seed * 7.1 + i * 0.37) * 0.6;
    x += (Math.cos(heading) * 10) / (111_320 * Math.cos((lat * Math.PI) / 180));
    y += (Math.sin(heading) * 10) / M_PER_DEG_LAT;
  }
  return out;
}

/** A path of `parts` parts of `each` positions. */
function path(parts: number, each: number, seed: number): SimplifiedPath {
  const lonLat = new Float32Array(2 * parts * each);
  const partStarts = new Uint32Array(parts);
  for (let k = 0; k < parts; k++) {
    lonLat.set(walk(each, 6 + seed * 0.01 + k * 0.003, 45 + seed * 0.002, seed + k), 2 * k * each);
    partStarts[k] = k * each;
  }
  return { lonLat, partStarts };
}

function partsOf(p: SimplifiedPath): Float32Array[] {
  const n = p.lonLat.length >> 1;
  return [...p.partStarts].map((s, k) => {
    const end = k + 1 < p.partStarts.length ? p.partStarts[k + 1]! : n;
    return p.lonLat.subarray(2 * s, 2 * end);
  });
}

/** Metres from position i of `ll` to the segment a-b of `ll`'s positions (flat, local). */
function offSegment(ll: Float32Array, i: number, a: number, b: number): number {
  const kx = 111_320 * Math.cos((ll[1]! * Math.PI) / 180);
  const P = (j: number) => [ll[2 * j]! * kx, ll[2 * j + 1]! * M_PER_DEG_LAT] as const;
  const [ax, ay] = P(a),
    [bx, by] = P(b),
    [px, py] = P(i);
  const dx = bx - ax,
    dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

describe('thinPaths: many paths to one point budget', () => {
  const year = Array.from({ length: 300 }, (_, k) => path(1 + (k % 3), 400, k + 1));
  const total = year.reduce((n, p) => n + (p.lonLat.length >> 1), 0);

  it('meets the budget with every part of every path kept, its ends exactly', () => {
    expect(total).toBeGreaterThan(20_000 * 10);
    const { path: out, toleranceM } = thinPaths(year, 20_000);
    const n = out.lonLat.length >> 1;
    expect(n).toBeLessThanOrEqual(20_000);
    // Most of the budget is used: one tolerance, not a crude cut.
    expect(n).toBeGreaterThan(19_000);
    expect(toleranceM).toBeGreaterThan(0);
    const inParts = year.flatMap(partsOf);
    const outParts = partsOf(out);
    expect(outParts).toHaveLength(inParts.length);
    outParts.forEach((o, k) => {
      const i = inParts[k]!;
      expect(o.length).toBeGreaterThanOrEqual(4);
      expect([o[0], o[1]]).toEqual([i[0], i[1]]);
      expect([o.at(-2), o.at(-1)]).toEqual([i.at(-2), i.at(-1)]);
    });
  });

  it('keeps every left-out position within the tolerance of the line drawn (Douglas-Peucker)', () => {
    const { path: out, toleranceM } = thinPaths(year, 20_000);
    const inParts = year.flatMap(partsOf);
    partsOf(out).forEach((o, k) => {
      const ll = inParts[k]!;
      // The kept positions are a subsequence of the part's: find their indices.
      const kept: number[] = [];
      let j = 0;
      for (let i = 0; i < ll.length >> 1 && j < o.length >> 1; i++) {
        if (ll[2 * i] === o[2 * j] && ll[2 * i + 1] === o[2 * j + 1]) {
          kept.push(i);
          j++;
        }
      }
      expect(kept).toHaveLength(o.length >> 1);
      for (let s = 0; s + 1 < kept.length; s++)
        for (let i = kept[s]! + 1; i < kept[s + 1]!; i++)
          expect(offSegment(ll, i, kept[s]!, kept[s + 1]!)).toBeLessThanOrEqual(toleranceM + 1e-6);
    });
  });

  it('leaves paths that fit as they are (tolerance 0)', () => {
    const few = year.slice(0, 3);
    const { path: out, toleranceM } = thinPaths(few, 20_000);
    expect(toleranceM).toBe(0);
    expect([...out.lonLat]).toEqual(few.flatMap((p) => [...p.lonLat]));
  });

  it('keeps every path visible when only the parts’ ends fit: each path’s longest part first', () => {
    // 10 paths of 3 parts (the third the longest): 60 ends, a budget of 26.
    const paths = Array.from({ length: 10 }, (_, k) => {
      const short = walk(20, 7 + k * 0.01, 46, k);
      const long = walk(200, 7.005 + k * 0.01, 46, k + 50);
      const lonLat = new Float32Array(2 * 240);
      lonLat.set(short, 0);
      lonLat.set(short, 40);
      lonLat.set(long, 80);
      return { lonLat, partStarts: Uint32Array.of(0, 20, 40) };
    });
    const { path: out } = thinPaths(paths, 26);
    expect(out.lonLat.length >> 1).toBeLessThanOrEqual(26);
    const parts = partsOf(out);
    // Every path's long part, and 3 short ones with the room left.
    expect(parts).toHaveLength(13);
    paths.forEach((p, k) => {
      const long = partsOf(p)[2]!;
      expect(parts.some((o) => o[0] === long[0] && o[1] === long[1] && o.at(-1) === long.at(-1))).toBe(true);
      void k;
    });
  });

  it('refuses more paths than the budget can draw', () => {
    expect(() => thinPaths(year.slice(0, 20), 30)).toThrow(/cannot all be drawn/);
  });

  it('leaves out parts of a single position (they draw nothing)', () => {
    const p: SimplifiedPath = { lonLat: Float32Array.of(1, 2, 3, 4, 5, 6), partStarts: Uint32Array.of(0, 1) };
    const { path: out } = thinPaths([p], 100);
    expect([...out.lonLat]).toEqual([3, 4, 5, 6]);
    expect([...out.partStarts]).toEqual([0]);
  });
});
