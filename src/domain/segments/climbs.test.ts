import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { climbCategory, findClimbs, suggestClimbs } from './climbs';

const METRES_PER_DEG = 111_195;

/**
 * A profile due north from (46, 7), one sample every 10 m, elevation from piecewise-linear legs:
 * each leg is [length m, grade %].
 */
function profileOf(legs: [number, number][], lon = 7): ChartProfile {
  const d: number[] = [0];
  const e: number[] = [100];
  for (const [length, grade] of legs) {
    for (let s = 10; s <= length; s += 10) {
      d.push(d[d.length - 1]! + 10);
      e.push(e[e.length - 1]! + (grade / 100) * 10);
    }
  }
  const n = d.length;
  return {
    distanceM: Float64Array.from(d),
    timeS: new Float64Array(n).fill(NaN),
    ele: Float32Array.from(e),
    speedMps: new Float32Array(n).fill(NaN),
    hr: new Float32Array(n).fill(NaN),
    cad: new Float32Array(n).fill(NaN),
    power: new Float32Array(n).fill(NaN),
    lat: Float64Array.from(d, (m) => 46 + m / METRES_PER_DEG),
    lon: new Float64Array(n).fill(lon),
  };
}

describe('climbCategory', () => {
  it('follows the score thresholds, length x grade', () => {
    expect(climbCategory(1000, 7.9)).toBeNull(); // 7,900
    expect(climbCategory(2000, 5)).toBe('4'); // 10,000
    expect(climbCategory(2000, 8)).toBe('3'); // 16,000
    expect(climbCategory(5000, 8)).toBe('2'); // 40,000
    expect(climbCategory(10_000, 7)).toBe('1'); // 70,000
    expect(climbCategory(12_000, 8)).toBe('HC'); // 96,000
  });
});

describe('findClimbs', () => {
  it('finds each climb between flats and descents with its length, gain, grades and category', () => {
    const p = profileOf([
      [1000, 0],
      [2000, 5],
      [500, -6],
      [5000, 8],
      [1000, -3],
    ]);
    const climbs = findClimbs('t', p);
    expect(climbs).toHaveLength(2);
    const [a, b] = climbs;
    expect(a!.startM).toBe(1000);
    expect(a!.endM).toBe(3000);
    expect(a!.gainM).toBeCloseTo(100, 3);
    expect(a!.avgGradePct).toBeCloseTo(5, 3);
    expect(a!.maxGradePct).toBeCloseTo(5, 3);
    expect(a!.category).toBe('4');
    expect(b!.lengthM).toBe(5000);
    expect(b!.avgGradePct).toBeCloseTo(8, 3);
    expect(b!.category).toBe('2');
  });

  it('keeps a climb through a short dip, ends it at a real descent, and gives the steepest 100 m', () => {
    // 1 km at 4%, 100 m down 5 m (a dip under 10 m), 1 km at 10%, then 300 m down 15 m.
    const climbs = findClimbs(
      't',
      profileOf([
        [1000, 4],
        [100, -5],
        [1000, 10],
        [300, -5],
      ]),
    );
    expect(climbs).toHaveLength(1);
    expect(climbs[0]!.lengthM).toBe(2100);
    expect(climbs[0]!.gainM).toBeCloseTo(135, 3);
    expect(climbs[0]!.maxGradePct).toBeCloseTo(10, 3);
  });

  it('does not read one elevation jump as a ramp: the max grade is taken on smoothed elevation', () => {
    // 2 km at 6 %, with one sample 30 m too high in the middle (a GPS altitude jump).
    const p = profileOf([[2000, 6]]);
    const mid = Math.floor(p.ele.length / 2);
    p.ele[mid] = p.ele[mid]! + 30;
    const [climb] = findClimbs('t', p);
    // Raw, the jump alone gives (30 + 6) m over 100 m = 36 %. A 30 m spike averaged over
    // GRADE_SMOOTH_M (21 samples) adds under 1.5 m: at most 6 % + 1.5 % over 100 m.
    expect(climb!.maxGradePct).toBeGreaterThanOrEqual(6 - 1e-6);
    expect(climb!.maxGradePct).toBeLessThan(6 + 1.5 + 1e-6);
  });

  it('ignores rises too short, too gentle or too small to be a categorised climb', () => {
    expect(findClimbs('t', profileOf([[400, 10]]))).toEqual([]); // under 500 m
    expect(findClimbs('t', profileOf([[3000, 2]]))).toEqual([]); // under 3 %
    expect(findClimbs('t', profileOf([[1500, 5]]))).toEqual([]); // score 7,500: below Cat 4
  });
});

describe('suggestClimbs', () => {
  it('counts the same climb in several activities once, most climbed first', () => {
    const often = profileOf([
      [500, 0],
      [2000, 5],
    ]);
    const rare = profileOf([[3000, 6]], 7.5);
    const suggestions = suggestClimbs([
      ['a', rare],
      ['b', often],
      [
        'c',
        profileOf(
          [
            [500, 0],
            [2000, 5],
          ],
          7.0005,
        ),
      ], // 38 m east: the same climb
    ]);
    expect(suggestions.map((s) => [s.trackId, s.count])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });
});
