import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { stretchChecker } from './stretch-check';
import { MIN_STRETCH_PASSES, suggestStretches } from './stretches';

const METRES_PER_DEG = 111_195;

/** A profile along lon 7 from lat 46 + fromM to 46 + fromM + lengthM (or back), one sample every 20 m. */
function road(fromM: number, lengthM: number, southward = false): ChartProfile {
  const d: number[] = [];
  for (let m = 0; m <= lengthM; m += 20) d.push(m);
  const n = d.length;
  const nan = () => new Float32Array(n).fill(NaN);
  const along = (m: number) => fromM + (southward ? lengthM - m : m);
  return {
    distanceM: Float64Array.from(d),
    timeS: new Float64Array(n).fill(NaN),
    ele: nan(),
    speedMps: nan(),
    hr: nan(),
    cad: nan(),
    power: nan(),
    lat: Float64Array.from(d, (m) => 46 + along(m) / METRES_PER_DEG),
    lon: new Float64Array(n).fill(7),
  };
}

describe('stretch suggestions confirmed by the matcher', () => {
  it('offers a stretch with the count of activities the matcher finds on it', () => {
    const profiles: [string, ChartProfile][] = [
      ['a', road(0, 3000)],
      ['b', road(0, 3000)],
      ['c', road(0, 4000)],
      ['d', road(0, 3000)],
    ];
    const [s] = suggestStretches(profiles, stretchChecker(profiles));
    expect(s).toBeDefined();
    expect(s!.count).toBe(4);
  });

  it('does not promise passes the matcher will not find (the other way along the road)', () => {
    // Four activities cover the cells, but only two go north: a segment made from a's stretch
    // would get two efforts, fewer than MIN_STRETCH_PASSES.
    const profiles: [string, ChartProfile][] = [
      ['a', road(0, 3000)],
      ['b', road(0, 3000)],
      ['c', road(0, 3000, true)],
      ['d', road(0, 3000, true)],
    ];
    const byCells = suggestStretches(profiles);
    expect(byCells[0]!.count).toBe(4);
    const confirmed = suggestStretches(profiles, stretchChecker(profiles));
    for (const s of confirmed) expect(s.count).toBeGreaterThanOrEqual(MIN_STRETCH_PASSES);
    const checker = stretchChecker(profiles);
    expect(checker.matchedCount(byCells[0]!)).toBe(2);
    expect(confirmed.some((s) => s.trackId === byCells[0]!.trackId && s.startM === byCells[0]!.startM)).toBe(
      false,
    );
  });
});
