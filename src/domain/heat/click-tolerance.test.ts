import { describe, expect, it } from 'vitest';
import {
  CLICK_TOLERANCE_PX,
  MAX_CLICK_TOLERANCE_M,
  MIN_CLICK_TOLERANCE_M,
  clickToleranceM,
  metresPerPixel,
} from './click-tolerance';

describe('clickToleranceM', () => {
  it('is CLICK_TOLERANCE_PX pixels on the ground at mid zooms', () => {
    // Zoom 12 at the equator: 40,030 km / (512 × 4096) ≈ 19.09 m per pixel.
    expect(metresPerPixel(12, 0)).toBeCloseTo(19.09, 1);
    expect(clickToleranceM(12, 0)).toBeCloseTo(CLICK_TOLERANCE_PX * 19.09, 0);
    expect(clickToleranceM(12, 60)).toBeCloseTo(CLICK_TOLERANCE_PX * 19.09 * 0.5, 0);
  });

  it('stays between its floor and ceiling', () => {
    expect(clickToleranceM(20, 45)).toBe(MIN_CLICK_TOLERANCE_M);
    expect(clickToleranceM(2, 45)).toBe(MAX_CLICK_TOLERANCE_M);
    expect(clickToleranceM(NaN, 45)).toBe(MIN_CLICK_TOLERANCE_M);
  });
});
