import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../series/types';
import { MIN_STRETCH_PASSES, suggestStretches } from './stretches';

const METRES_PER_DEG = 111_195;

/** A profile due north along lon from lat 46 + fromM, one sample every 20 m, for lengthM. */
function road(fromM: number, lengthM: number, lon = 7): ChartProfile {
  const d: number[] = [];
  for (let m = 0; m <= lengthM; m += 20) d.push(m);
  const n = d.length;
  const nan = () => new Float32Array(n).fill(NaN);
  return {
    distanceM: Float64Array.from(d),
    timeS: new Float64Array(n).fill(NaN),
    ele: nan(),
    speedMps: nan(),
    hr: nan(),
    cad: nan(),
    power: nan(),
    lat: Float64Array.from(d, (m) => 46 + (fromM + m) / METRES_PER_DEG),
    lon: new Float64Array(n).fill(lon),
  };
}

describe('suggestStretches', () => {
  it('finds the part of the road that enough activities share, once, with its pass count', () => {
    // Three runs share metres 1,000-3,000 of the road; one of them goes on to 5,000; a fourth is elsewhere.
    const stretches = suggestStretches([
      ['a', road(0, 3000)],
      ['b', road(1000, 2000)],
      ['c', road(1000, 4000)],
      ['d', road(0, 5000, 8)],
    ]);
    expect(stretches).toHaveLength(1);
    const [s] = stretches;
    expect(s!.trackId).toBe('a');
    expect(s!.count).toBe(MIN_STRETCH_PASSES);
    // From the cell holding metre 1,000 to the end of run a: within one cell of the truth.
    expect(s!.startM).toBeGreaterThan(1000 - 200);
    expect(s!.startM).toBeLessThanOrEqual(1000);
    expect(s!.endM).toBe(3000);
  });

  it('offers a road once, not again with a few more cells at one end', () => {
    // Six runs of the same 3 km, three of them going on for 600 m more: that longer stretch (three
    // passes) is the same road as the shorter one (six).
    const stretches = suggestStretches([
      ['a', road(0, 3000)],
      ['b', road(0, 3000)],
      ['c', road(0, 3000)],
      ['d', road(0, 3600)],
      ['e', road(0, 3600)],
      ['f', road(0, 3600)],
    ]);
    expect(stretches.map((s) => [s.trackId, s.count])).toEqual([['a', 6]]);
    // Two roads apart: two stretches.
    const two = suggestStretches([
      ['a', road(0, 3000)],
      ['b', road(0, 3000)],
      ['c', road(0, 3000)],
      ['d', road(0, 3000, 8)],
      ['e', road(0, 3000, 8)],
      ['f', road(0, 3000, 8)],
    ]);
    expect(two).toHaveLength(2);
  });

  it('suggests nothing when fewer activities pass', () => {
    expect(
      suggestStretches([
        ['a', road(0, 3000)],
        ['b', road(0, 3000)],
      ]),
    ).toEqual([]);
  });
});
