import { describe, expect, it } from 'vitest';
import {
  gradeAdjustedDistance,
  gradeAdjustFactor,
  gradeAdjustedSpeed,
  MAX_GAP_GRADE,
  runningCostJPerKgM,
} from './grade-adjust';

describe('grade-adjusted speed (Minetti et al. 2002)', () => {
  it('reproduces the published cost polynomial', () => {
    expect(runningCostJPerKgM(0)).toBeCloseTo(3.6, 10);
    // 155.4·0.1^5 − 30.4·0.1^4 − 43.3·0.1^3 + 46.3·0.1^2 + 19.5·0.1 + 3.6, by hand
    expect(runningCostJPerKgM(0.1)).toBeCloseTo(5.968214, 6);
    expect(runningCostJPerKgM(-0.1)).toBeCloseTo(2.151706, 6);
  });

  it('is 1 on the flat and without a grade, more uphill, less gently downhill', () => {
    expect(gradeAdjustFactor(0)).toBe(1);
    expect(gradeAdjustFactor(NaN)).toBe(1);
    expect(gradeAdjustedSpeed(3, 0.1)).toBeCloseTo((3 * 5.968214) / 3.6, 5);
    expect(gradeAdjustFactor(-0.05)).toBeLessThan(1);
  });

  it('clamps grades beyond the measured range', () => {
    expect(gradeAdjustFactor(0.9)).toBe(gradeAdjustFactor(MAX_GAP_GRADE));
    expect(gradeAdjustFactor(-0.9)).toBe(gradeAdjustFactor(-MAX_GAP_GRADE));
  });

  it('accumulates adjusted distance per second', () => {
    const speed = Float32Array.from([2, 2, 2, NaN]);
    const grade = Float32Array.from([0, 0.1, NaN, NaN]);
    const d = gradeAdjustedDistance({ speed, grade });
    expect(d[0]).toBe(0);
    expect(d[1]).toBeCloseTo(2, 6);
    expect(d[2]).toBeCloseTo(2 + (2 * 5.968214) / 3.6, 5);
    expect(d[3]).toBeCloseTo(4 + (2 * 5.968214) / 3.6, 5);
  });
});
