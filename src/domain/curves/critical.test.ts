import { describe, expect, it } from 'vitest';
import { bestMeanPower, bestMeanSpeed } from './best-mean';
import { CP_FIT_FROM_S, CP_FIT_TO_S, curveAt, fitCriticalPower, fitCriticalSpeed, modelAt } from './critical';
import { durationIndex } from './grid';

const CP = 265;
const W_PRIME = 21_000;

/**
 * A ride whose best mean at every t from 3 to 20 min is exactly CP + W'/t: easy riding, a block of
 * CP + W'/180 for 3 minutes, then CP for 20 minutes (the work from the block's start is W' + CP·t),
 * then easy riding again.
 */
function modelRide(): Float32Array {
  const out: number[] = [];
  for (let s = 0; s < 900; s++) out.push(120);
  for (let s = 0; s < CP_FIT_FROM_S; s++) out.push(CP + W_PRIME / CP_FIT_FROM_S);
  for (let s = 0; s < CP_FIT_TO_S; s++) out.push(CP);
  for (let s = 0; s < 900; s++) out.push(120);
  return Float32Array.from(out);
}

describe('critical power', () => {
  it('gives back CP and W′ within 1 % from a ride at CP + W′/t', () => {
    const { values } = bestMeanPower(modelRide());
    expect(values[durationIndex(600)]).toBeCloseTo(CP + W_PRIME / 600, 2);
    const fit = fitCriticalPower(values)!;
    expect(Math.abs(fit.cpW - CP) / CP).toBeLessThan(0.01);
    expect(Math.abs(fit.wPrimeJ - W_PRIME) / W_PRIME).toBeLessThan(0.01);
    expect(fit.ftpEstimateW).toBeCloseTo(fit.cpW, 6);
    expect(fit.r2).toBeGreaterThan(0.999);
  });

  it('draws the model it fitted over the curve it rests on, within the fit range only', () => {
    const { values } = bestMeanPower(modelRide());
    const fit = fitCriticalPower(values)!;
    const line = { slope: fit.cpW, intercept: fit.wPrimeJ };
    for (const t of [CP_FIT_FROM_S, 300, 600, CP_FIT_TO_S]) {
      // The model the ride was made of, and the ride's own curve, within 1 %.
      expect(Math.abs(modelAt(line, t) - (CP + W_PRIME / t)) / (CP + W_PRIME / t)).toBeLessThan(0.01);
      expect(Math.abs(modelAt(line, t) - curveAt(values, t)) / curveAt(values, t)).toBeLessThan(0.01);
    }
    expect(modelAt(line, CP_FIT_FROM_S - 1)).toBeNaN();
    expect(modelAt(line, CP_FIT_TO_S + 1)).toBeNaN();
  });

  it('needs the curve to reach 20 minutes', () => {
    const short = bestMeanPower(new Float32Array(CP_FIT_TO_S - 1).fill(200)).values;
    expect(fitCriticalPower(short)).toBeNull();
  });

  it('interpolates between grid durations', () => {
    const v = bestMeanPower(modelRide()).values;
    const a = v[durationIndex(300)]!;
    expect(curveAt(v, 300)).toBe(a);
    const t = 305; // between 300 and 310 on the grid
    expect(curveAt(v, t)).toBeGreaterThanOrEqual(v[durationIndex(310)]!);
    expect(curveAt(v, t)).toBeLessThanOrEqual(a);
  });
});

describe('critical speed', () => {
  it('gives back CS and D′ within 1 % from a run at CS + D′/t', () => {
    const CS = 4.1;
    const D_PRIME = 210;
    const speed = [
      ...new Array<number>(600).fill(2.5),
      ...new Array<number>(CP_FIT_FROM_S).fill(CS + D_PRIME / CP_FIT_FROM_S),
      ...new Array<number>(CP_FIT_TO_S).fill(CS),
      ...new Array<number>(600).fill(2.5),
    ];
    const dist = new Float64Array(speed.length + 1);
    speed.forEach((v, s) => (dist[s + 1] = dist[s]! + v));
    const fit = fitCriticalSpeed(bestMeanSpeed(dist).values)!;
    expect(Math.abs(fit.csMps - CS) / CS).toBeLessThan(0.01);
    expect(Math.abs(fit.dPrimeM - D_PRIME) / D_PRIME).toBeLessThan(0.01);
  });
});
