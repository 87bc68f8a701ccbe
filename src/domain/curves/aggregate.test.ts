import { describe, expect, it } from 'vitest';
import { aggregateCurves, packCurves } from './aggregate';
import { CURVES_VERSION } from './activity-curves';
import type { ActivityCurves } from './types';

function curves(power: number[], pace: number[] | null): ActivityCurves {
  return {
    version: CURVES_VERSION,
    power: {
      values: Float32Array.from(power),
      startS: Uint32Array.from(power.map((_, i) => i * 10)),
      endS: Uint32Array.from(power.map((_, i) => i * 10 + 100 + i)),
    },
    hr: null,
    speed: null,
    gapSpeed: null,
    pace: pace && {
      timeS: Float32Array.from(pace),
      startS: Uint32Array.from(pace.map(() => 7)),
      endS: Uint32Array.from(pace.map((t) => 7 + Math.ceil(t))),
    },
    gapPace: null,
    rejected: { power: 0, hr: 0 },
  };
}

describe('aggregate curves', () => {
  const list = [curves([500, 400, 300], [20, 45]), null, curves([450, 420], [19]), curves([900], null)];

  it('takes the element-wise best and remembers which activity set it', () => {
    const agg = aggregateCurves(packCurves(list, 'power'));
    expect(Array.from(agg.values.slice(0, 4))).toEqual([900, 420, 300, NaN]);
    expect(Array.from(agg.row.slice(0, 4))).toEqual([3, 2, 0, -1]);
    expect(Array.from(agg.startS.slice(0, 3))).toEqual([0, 10, 20]);
    expect(Array.from(agg.endS.slice(0, 3))).toEqual([100, 111, 122]);
  });

  it('keeps only the selected activities', () => {
    const agg = aggregateCurves(packCurves(list, 'power'), Uint8Array.from([1, 1, 0, 0]));
    expect(Array.from(agg.values.slice(0, 3))).toEqual([500, 400, 300]);
  });

  it('takes the lowest time for distances', () => {
    const agg = aggregateCurves(packCurves(list, 'pace'));
    expect(Array.from(agg.values.slice(0, 3))).toEqual([19, 45, NaN]);
    expect(agg.row[0]).toBe(2);
  });
});
