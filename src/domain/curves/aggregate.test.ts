import { describe, expect, it } from 'vitest';
import { aggregateCurves, aggregateCurvesReusing, packCurves } from './aggregate';
import { CURVES_VERSION } from './activity-curves';
import type { Sport } from '../stats/types';
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

describe('plausibility of speed and pace points', () => {
  const withSpeed = (speed: number[]): ActivityCurves => ({
    ...curves([], null),
    power: null,
    speed: {
      values: Float32Array.from(speed),
      startS: Uint32Array.from(speed.map(() => 0)),
      endS: Uint32Array.from(speed.map((_, i) => i + 1)),
    },
  });
  // 100 m in 25 s, 200 m in 50 s, 400 m in 100 s: an honest run.
  const honest = curves([], [25, 50, 100]);
  // A GPS jump: 100 m in 5 s (20 m/s, twice the 100 m world record), the rest plausible.
  const jump = curves([], [5, 30, 90]);

  it('leaves a run’s point faster than the world record out, and keeps its other points', () => {
    const agg = aggregateCurves(packCurves([honest, jump], 'pace', ['run', 'run']));
    expect(Array.from(agg.values.slice(0, 3))).toEqual([25, 30, 90]);
    expect(Array.from(agg.row.slice(0, 3))).toEqual([0, 1, 1]);
    // Without sports nothing is judged.
    expect(aggregateCurves(packCurves([honest, jump], 'pace')).values[0]).toBe(5);
  });

  it('judges by each row’s sport: 72 km/h over 100 m is a ride, not a run', () => {
    const agg = aggregateCurves(packCurves([honest, jump], 'pace', ['run', 'ride']));
    expect(agg.values[0]).toBe(5);
    expect(agg.row[0]).toBe(1);
  });

  it('takes a time equal to the world record and not one under it', () => {
    const atRecord = aggregateCurves(packCurves([curves([], [9.58])], 'pace', ['run']));
    expect(atRecord.values[0]).toBeCloseTo(9.58, 5);
    const under = aggregateCurves(packCurves([curves([], [9.5])], 'pace', ['run']));
    expect(under.values[0]).toBeNaN();
    expect(under.row[0]).toBe(-1);
  });

  it('judges a best mean speed over its window’s distance', () => {
    // 15 and 12 m/s for 1 and 2 s: over the 100 m record's 10.44 m/s; 5 m/s for 3 s is a run.
    const agg = aggregateCurves(packCurves([withSpeed([15, 12, 5])], 'speed', ['run']));
    expect(Array.from(agg.values.slice(0, 3))).toEqual([NaN, NaN, 5]);
    const ride = aggregateCurves(packCurves([withSpeed([15, 12, 5])], 'speed', ['ride']));
    expect(Array.from(ride.values.slice(0, 3))).toEqual([15, 12, 5]);
  });

  it('never judges power or heart rate by speed limits', () => {
    const agg = aggregateCurves(packCurves([curves([2000], null)], 'power', ['run']));
    expect(agg.values[0]).toBe(2000);
  });
});

describe('aggregateCurvesReusing', () => {
  const run = (speed: number[]): ActivityCurves => ({
    ...curves([300, 250], [20, 45]),
    speed: {
      values: Float32Array.from(speed),
      startS: Uint32Array.from(speed.map((_, i) => i)),
      endS: Uint32Array.from(speed.map((_, i) => 2 * i + 1)),
    },
  });
  const masks = [undefined, Uint8Array.from([1, 0, 1, 1]), Uint8Array.from([0, 1, 0, 1])];

  it('aggregates exactly as packCurves then aggregateCurves, also after one activity changed', () => {
    const list = [run([5, 4]), null, run([30, 6, 5]), run([3])];
    const sports = ['run', 'ride', 'run', 'ride'] as const;
    for (const key of ['power', 'speed', 'pace'] as const) {
      for (const mask of masks) {
        expect(aggregateCurvesReusing(list, key, sports, mask)).toEqual(
          aggregateCurves(packCurves(list, key, sports), mask),
        );
        expect(aggregateCurvesReusing(list, key, undefined, mask)).toEqual(
          aggregateCurves(packCurves(list, key), mask),
        );
      }
    }
    // The same objects again, one replaced (a mend), and sports swapped: each row as packCurves does.
    const changed = [list[0]!, run([7]), list[2]!, list[3]!];
    const swapped = ['ride', 'run', 'ride', 'run'] as const;
    for (const mask of masks) {
      expect(aggregateCurvesReusing(changed, 'speed', swapped, mask)).toEqual(
        aggregateCurves(packCurves(changed, 'speed', swapped), mask),
      );
      expect(aggregateCurvesReusing(changed, 'speed', sports, mask)).toEqual(
        aggregateCurves(packCurves(changed, 'speed', sports), mask),
      );
    }
    // The sport matters (30 m/s is a ride, not a run), so a row packed for one sport is not reused.
    expect(aggregateCurvesReusing(changed, 'speed', swapped).values).not.toEqual(
      aggregateCurvesReusing(changed, 'speed', sports).values,
    );
  });

  it('equals the matrix aggregate on many random activities, ties and gaps included', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const list = Array.from({ length: 60 }, (_, i) =>
      i % 9 === 0
        ? null
        : run(Array.from({ length: 1 + Math.floor(rand() * 8) }, () => Math.round(rand() * 40))),
    );
    const sports = list.map((_, i): Sport => (i % 3 === 0 ? 'run' : 'ride'));
    const mask = Uint8Array.from(list, () => (rand() < 0.5 ? 1 : 0));
    for (const key of ['power', 'speed', 'pace'] as const) {
      expect(aggregateCurvesReusing(list, key, sports)).toEqual(
        aggregateCurves(packCurves(list, key, sports)),
      );
      expect(aggregateCurvesReusing(list, key, sports, mask)).toEqual(
        aggregateCurves(packCurves(list, key, sports), mask),
      );
    }
  });
});
