import { describe, expect, it } from 'vitest';
import { maxAverageMps, maxEffortMps, RIDE_MAX_AVG_MPS, runRecordMps, SWIM_MAX_MPS } from './limits';

describe('plausibility limits', () => {
  it('uses the world-record speed of the longest record distance not above the distance', () => {
    expect(runRecordMps(42195)).toBeCloseTo(42195 / 7235, 6); // 2:00:35 marathon
    expect(runRecordMps(5000)).toBeCloseTo(5000 / 755.36, 6);
    // 7 km: the 5000 m record applies (faster than the 10 km one: lenient).
    expect(runRecordMps(7000)).toBe(runRecordMps(5000));
    expect(runRecordMps(50)).toBeCloseTo(100 / 9.58, 6);
    expect(runRecordMps(100_000)).toBe(runRecordMps(42195));
  });

  it('gives each sport its limit', () => {
    expect(maxAverageMps('run', 10_000)).toBeCloseTo(10_000 / 1571, 6);
    expect(maxAverageMps('walk', 10_000)).toBeCloseTo((20_000 / 4596) * 1.15, 9);
    expect(maxAverageMps('ride', 50_000) * 3.6).toBeCloseTo(80, 6);
    expect(maxAverageMps('ski', 50_000)).toBe(RIDE_MAX_AVG_MPS);
    expect(maxAverageMps('swim', 1500)).toBe(SWIM_MAX_MPS);
    expect(maxAverageMps('other', 1) * 3.6).toBeCloseTo(108, 6);
    expect(maxEffortMps('ride', 400) * 3.6).toBeCloseTo(110, 6);
    expect(maxEffortMps('run', 400)).toBeCloseTo(400 / 43.03, 6);
  });
});
