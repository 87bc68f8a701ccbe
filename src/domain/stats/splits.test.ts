import { describe, expect, it } from 'vitest';
import { trackFromPoints } from '../track/track-data';
import { METRES_PER_KM, METRES_PER_MILE } from '../units';
import { computeStats } from './compute-stats';
import { computeSplits } from './splits';
import { gaussian, last, leg, seededRandom, T0 } from './test-tracks';

const START = { lat: 46, lon: 7, time: T0 };

describe('computeSplits', () => {
  // 6 km at 5:00/km with 150 bpm, then 0.5 km at 4:00/km with 170 bpm.
  const a = [START, ...leg(START, { bearingDeg: 0, distanceM: 6000, stepM: 10, dtS: 3 })].map((p) => ({
    ...p,
    hr: 150,
  }));
  const b = leg(last(a), { bearingDeg: 0, distanceM: 500, stepM: 10, dtS: 2.4 }).map((p) => ({
    ...p,
    hr: 170,
  }));
  const track = trackFromPoints([...a, ...b]);

  it('cuts per km with a shorter last split', () => {
    const splits = computeSplits(track, METRES_PER_KM);
    expect(splits).toHaveLength(7);
    expect(splits.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(splits[6]!.distanceM).toBeCloseTo(500, 6);
    expect(splits[6]!.startDistanceM).toBe(6000);
    for (const s of splits.slice(0, 6)) {
      expect(s.distanceM).toBe(1000);
      expect(s.elapsedS!).toBeCloseTo(300, 6);
      expect(s.avgHr).toBe(150);
    }
    expect(splits[6]!.elapsedS!).toBeCloseTo(120, 6);
    // The boundary point at 6000 m (150 bpm) belongs to the later split, with its half-interval weight.
    expect(splits[6]!.avgHr!).toBeGreaterThan(169);
    expect(splits[6]!.avgHr!).toBeLessThan(170);
    expect(splits[6]!.paceSPerKm!).toBeCloseTo(240, 0);
    expect(splits[2]!.paceSPerKm!).toBeCloseTo(300, 6);
    expect(splits[2]!.avgSpeedMps!).toBeCloseTo(1000 / 300, 6);
  });

  it('adds up to the activity totals', () => {
    const stats = computeStats(track);
    const splits = computeSplits(track, METRES_PER_KM);
    const sum = (f: (s: (typeof splits)[number]) => number | null) =>
      splits.reduce((acc, s) => acc + (f(s) ?? 0), 0);
    expect(sum((s) => s.distanceM)).toBeCloseTo(stats.distanceM, 6);
    expect(sum((s) => s.elapsedS)).toBeCloseTo(stats.elapsedS!, 6);
    expect(sum((s) => s.movingS)).toBeCloseTo(stats.movingS!, 6);
  });

  it('cuts per mile', () => {
    const splits = computeSplits(track, METRES_PER_MILE);
    expect(splits).toHaveLength(5);
    expect(splits[0]!.elapsedS!).toBeCloseTo(METRES_PER_MILE * 0.3, 6);
    expect(last(splits).distanceM).toBeCloseTo(6500 - 4 * METRES_PER_MILE, 6);
  });

  it('shares elevation gain out so that the splits add up to the total', () => {
    const rand = seededRandom(3);
    const hill = (x: number) => 100 + 40 * Math.sin((2 * Math.PI * x) / 3000);
    const pts = [
      { ...START, ele: hill(0) },
      ...leg(START, {
        bearingDeg: 0,
        distanceM: 6000,
        stepM: 5,
        dtS: 2,
        extra: (x) => ({ ele: hill(x) + 2 * gaussian(rand) }),
      }),
    ];
    const t = trackFromPoints(pts);
    const stats = computeStats(t);
    const splits = computeSplits(t, METRES_PER_KM);
    const gain = splits.reduce((acc, s) => acc + s.elevationGainM!, 0);
    const loss = splits.reduce((acc, s) => acc + s.elevationLossM!, 0);
    expect(gain).toBeCloseTo(stats.elevationGainM!, 6);
    expect(loss).toBeCloseTo(stats.elevationLossM!, 6);
    // The first 750 m climb about 40 m; km 2 (1000..2000) is mostly downhill.
    expect(splits[0]!.elevationGainM!).toBeGreaterThan(30);
    expect(splits[1]!.elevationLossM!).toBeGreaterThan(splits[1]!.elevationGainM!);
  });

  it('gives null times without timestamps, nothing for an empty track, and rejects a bad length', () => {
    const untimed = trackFromPoints(
      [START, ...leg(START, { bearingDeg: 0, distanceM: 2500, stepM: 10 })].map((p) => ({
        ...p,
        time: undefined,
      })),
    );
    const splits = computeSplits(untimed, METRES_PER_KM);
    expect(splits).toHaveLength(3);
    expect(splits[0]!.elapsedS).toBeNull();
    expect(splits[0]!.movingS).toBeNull();
    expect(splits[0]!.paceSPerKm).toBeNull();
    expect(splits[0]!.elevationGainM).toBeNull();
    expect(computeSplits(trackFromPoints([]), METRES_PER_KM)).toEqual([]);
    expect(() => computeSplits(untimed, 0)).toThrow(/positive/);
    expect(() => computeSplits(untimed, NaN)).toThrow(/positive/);
  });
});
