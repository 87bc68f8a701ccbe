import { describe, expect, it } from 'vitest';
import { createRng } from '../prng';
import { bestMeanHeartRate, bestMeanPower, bestMeanSpeed, bestTimesOverDistances } from './best-mean';
import { CURVE_DURATIONS_S, durationIndex } from './grid';

/** The plain definition: every window summed from scratch (NaN as 0). */
function bruteBest(values: ArrayLike<number>, d: number): number {
  let best = -Infinity;
  for (let s = 0; s + d <= values.length; s++) {
    let sum = 0;
    for (let k = s; k < s + d; k++) sum += Number.isNaN(values[k]!) ? 0 : values[k]!;
    best = Math.max(best, sum / d);
  }
  return best;
}

const fill = (n: number, v: number) => new Array<number>(n).fill(v);

describe('best mean curves', () => {
  it('a constant block gives its power at every duration up to its length', () => {
    const power = Float32Array.from([...fill(100, 0), ...fill(300, 275), ...fill(100, 0)]);
    const { values, starts } = bestMeanPower(power);
    for (let i = 0; i < values.length; i++) {
      const d = CURVE_DURATIONS_S[i]!;
      if (d <= 300) {
        expect(values[i]).toBeCloseTo(275, 4);
        expect(starts[i]).toBe(100);
      } else expect(values[i]).toBeCloseTo((275 * 300) / d, 3);
    }
    expect(values.length).toBe(CURVE_DURATIONS_S.filter((d) => d <= 500).length);
  });

  it('equals brute force on a noisy series with gaps, at every grid duration', () => {
    const rng = createRng(34);
    const power = Float32Array.from({ length: 700 }, (_, k) => (k % 97 < 5 ? NaN : 150 + 200 * rng.next()));
    const { values } = bestMeanPower(power);
    for (let i = 0; i < values.length; i++)
      expect(values[i]).toBeCloseTo(bruteBest(power, CURVE_DURATIONS_S[i]!), 3);
  });

  it('finds the earliest best window like brute force, ties included, at every series length', () => {
    // Small whole watts repeat, so many windows tie: the earliest must win, whichever four durations
    // share a sweep (best-mean.ts) and however many starts only the shorter of them fit.
    const rng = createRng(35);
    for (const n of [1, 2, 3, 4, 5, 7, 118, 121, 122, 123, 124, 131, 260]) {
      const power = Float32Array.from({ length: n }, () => Math.floor(3 * rng.next()));
      const { values, starts } = bestMeanPower(power);
      expect(values.length).toBe(CURVE_DURATIONS_S.filter((d) => d <= n).length);
      for (let i = 0; i < values.length; i++) {
        const d = CURVE_DURATIONS_S[i]!;
        let best = -Infinity;
        let at = -1;
        for (let s = 0; s + d <= n; s++) {
          let sum = 0;
          for (let k = s; k < s + d; k++) sum += power[k]!;
          if (sum > best) [best, at] = [sum, s];
        }
        expect(values[i]).toBeCloseTo(best / d, 5);
        expect(starts[i]).toBe(at);
      }
    }
  });

  it('counts a power gap as 0 W', () => {
    const power = Float32Array.from([...fill(10, 300), ...fill(10, NaN), ...fill(10, 300)]);
    expect(bestMeanPower(power).values[durationIndex(30)]).toBeCloseTo(200, 5);
  });

  it('leaves heart-rate gaps out and reports the series second where the window starts', () => {
    const hr = Float32Array.from([...fill(5, 100), ...fill(10, 150), ...fill(100, NaN), ...fill(10, 150)]);
    const { values, starts } = bestMeanHeartRate(hr);
    expect(values[durationIndex(20)]).toBeCloseTo(150, 5);
    expect(starts[durationIndex(20)]).toBe(5);
    expect(values.length).toBe(25);
  });

  it('gives speed as distance over elapsed seconds', () => {
    // 3 m/s for 100 s, standing 50 s, 5 m/s for 60 s
    const dist = new Float64Array(211);
    for (let s = 1; s <= 210; s++) dist[s] = dist[s - 1]! + (s <= 100 ? 3 : s <= 150 ? 0 : 5);
    const { values, starts } = bestMeanSpeed(dist);
    expect(values[durationIndex(60)]).toBeCloseTo(5, 6);
    expect(starts[durationIndex(60)]).toBe(150);
    expect(values[durationIndex(120)]).toBeCloseTo((300 + 30) / 120, 6); // 10 s at 3 m/s, the stop, the 60 s at 5 m/s;
    expect(values.length).toBe(CURVE_DURATIONS_S.filter((d) => d <= 210).length);
  });

  it('times distances exactly, interpolating within the second', () => {
    const dist = Float64Array.from({ length: 1001 }, (_, s) => (s < 500 ? 3 * s : 1500 + 4 * (s - 500)));
    const { timeS, starts } = bestTimesOverDistances(dist, [100, 1000, 2000, 3500, 5000]);
    expect(timeS[0]).toBeCloseTo(25, 6);
    expect(starts[0]).toBe(500);
    expect(timeS[1]).toBeCloseTo(250, 6);
    // 2000 m: the last 500 s (4 m/s) give 2000 m in exactly 500 s
    expect(timeS[2]).toBeCloseTo(500, 6);
    expect(timeS[3]).toBeCloseTo(500 + 1500 / 3, 6);
    expect(timeS.length).toBe(4); // 5000 m is more than the 3500 m covered
  });

  it('times distances like brute force on a random walk', () => {
    const rng = createRng(7);
    const dist = new Float64Array(400);
    for (let s = 1; s < 400; s++) dist[s] = dist[s - 1]! + (rng.next() < 0.1 ? 0 : 2 + 4 * rng.next());
    const D = [100, 250, 800];
    const { timeS } = bestTimesOverDistances(dist, D);
    D.forEach((d, i) => {
      let best = Infinity;
      for (let s = 0; s < 400; s++)
        for (let e = s + 1; e < 400; e++)
          if (dist[e]! - dist[s]! >= d) {
            const f = (dist[s]! + d - dist[e - 1]!) / (dist[e]! - dist[e - 1]!);
            best = Math.min(best, e - 1 - s + f);
            break;
          }
      expect(timeS[i]).toBeCloseTo(best, 4);
    });
  });
});
