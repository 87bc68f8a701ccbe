import { describe, expect, it } from 'vitest';
import type { ChartProfile } from '../../../domain/series/types';
import {
  PACE_MIN_SPEED_MPS,
  distanceTick,
  formatMinutesTick,
  hasTimeAxis,
  profileRows,
  paceAxis,
  robustDomain,
} from './chart-series';

function profile(n: number, withTime = true): ChartProfile {
  const f64 = (fn: (k: number) => number) => Float64Array.from({ length: n }, (_, k) => fn(k));
  const f32 = (fn: (k: number) => number) => Float32Array.from({ length: n }, (_, k) => fn(k));
  return {
    distanceM: f64((k) => k * 500),
    timeS: f64((k) => (withTime ? k * 150 : NaN)),
    ele: f32((k) => (k === 1 ? NaN : 100 + k)),
    speedMps: f32((k) => (k === 2 ? 0.1 : 3.333)),
    hr: f32((k) => (k === 3 ? 0 : 140)),
    cad: f32((k) => (k === 1 ? 0 : 80 + k)),
    power: f32(() => NaN),
    lat: f64((k) => 45 + k * 0.001),
    lon: f64(() => 6),
  };
}

describe('profileRows', () => {
  it('converts distance, elevation, speed and pace to metric display units', () => {
    const rows = profileRows(profile(4), 'distance', 'metric', 'run');
    expect(rows.map((r) => r.x)).toEqual([0, 0.5, 1, 1.5]);
    expect(rows[0]!.ele).toBeCloseTo(100);
    expect(rows[1]!.ele).toBeNull();
    expect(rows[0]!.speed).toBeCloseTo(12, 2);
    expect(rows[0]!.pace).toBeCloseTo(300, 0); // 3.333 m/s = 5:00 /km
  });

  it('drops pace below the standing-still speed and zero heart rates', () => {
    const rows = profileRows(profile(4), 'distance', 'metric', 'run');
    expect(0.1).toBeLessThan(PACE_MIN_SPEED_MPS);
    expect(rows[2]!.pace).toBeNull();
    expect(rows[2]!.speed).toBeCloseTo(0.36, 2);
    expect(rows[3]!.hr).toBeNull();
    expect(rows[0]!.hr).toBe(140);
  });

  it('charts cadence, leaving out zero cadence (coasting)', () => {
    const rows = profileRows(profile(3), 'distance', 'metric', 'ride');
    expect(rows.map((r) => r.cad)).toEqual([80, null, 82]);
  });

  it('uses miles, feet and per-mile pace in imperial units', () => {
    const rows = profileRows(profile(2), 'distance', 'imperial', 'run');
    expect(rows[1]!.x).toBeCloseTo(500 / 1609.344, 6);
    expect(rows[0]!.ele).toBeCloseTo(328.08, 1);
    expect(rows[0]!.pace).toBeCloseTo(1609.344 / 3.333, 0);
  });

  it('gives swims a pace per 100 m', () => {
    const rows = profileRows(profile(1), 'distance', 'metric', 'swim');
    expect(rows[0]!.pace).toBeCloseTo(100 / 3.333, 1);
  });

  it('plots elapsed minutes in time mode, leaving out samples without a time', () => {
    const p = profile(3);
    p.timeS[1] = NaN;
    const rows = profileRows(p, 'time', 'metric', 'ride');
    expect(rows.map((r) => [r.i, r.x])).toEqual([
      [0, 0],
      [2, 5],
    ]);
  });
});

describe('hasTimeAxis', () => {
  it('is false for a profile without times', () => {
    expect(hasTimeAxis(profile(3, false))).toBe(false);
    expect(hasTimeAxis(profile(3, true))).toBe(true);
  });
});

describe('formatMinutesTick', () => {
  it('prints hours and minutes', () => {
    expect(formatMinutesTick(5)).toBe('0:05');
    expect(formatMinutesTick(125.4)).toBe('2:05');
  });
});

describe('distanceTick', () => {
  it('gives distinct labels on a short track, one decimal on a usual one, none from 10', () => {
    // A 90 m track's axis (Recharts ticks at quarters): 0.0, 0.0, 0.0, 0.1, 0.1 before.
    const short = [0, 0.0225, 0.045, 0.0675, 0.09].map((v) => distanceTick(v, 0.09, 'km'));
    expect(new Set(short).size).toBe(5);
    expect(short[4]).toBe('0.09 km');
    expect(distanceTick(2.5, 8, 'mi')).toBe('2.5 mi');
    expect(distanceTick(12.3, 20, 'km')).toBe('12 km');
  });
});

describe('paceAxis', () => {
  it('puts the ticks on whole minutes around the robust range', () => {
    // The walk of the screenshots: robust range 18:07 to 30:53 /mi gave ticks 18:07, 23:07, 30:53.
    const { domain, ticks } = paceAxis([18 * 60 + 7, 30 * 60 + 53]);
    expect(domain).toEqual([15 * 60, 35 * 60]);
    expect(ticks).toEqual([900, 1200, 1500, 1800, 2100]);
    for (const t of ticks) expect(t % 60).toBe(0);
  });

  it('never steps by less than a minute, and keeps a flat range open', () => {
    expect(paceAxis([300, 330])).toEqual({ domain: [300, 360], ticks: [300, 360] });
    expect(paceAxis([300, 300])).toEqual({ domain: [300, 360], ticks: [300, 360] });
  });
});

describe('robustDomain', () => {
  it('ignores a few extreme values beyond the quantiles', () => {
    const values = [...Array.from({ length: 98 }, (_, k) => 300 + (k % 10)), 2000, 1900, null];
    const d = robustDomain(values, 0.01, 0.97);
    expect(d).not.toBeNull();
    const [lo, hi] = d!;
    expect(lo).toBeLessThanOrEqual(300);
    expect(hi).toBeGreaterThanOrEqual(309);
    expect(hi).toBeLessThan(400);
  });

  it('gives a non-empty range for constant values and null for none', () => {
    const [lo, hi] = robustDomain([5, 5, 5], 0, 1)!;
    expect(hi).toBeGreaterThan(lo);
    expect(robustDomain([null, null], 0, 1)).toBeNull();
  });
});
