import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GARMIN_PRODUCT_NAMES, MANUFACTURER_NAMES, SPORT_NAMES } from '../src/domain/fit/fit-names';
import { FIT_NAMES_PATH, fitNamesSource } from './fit-names';

describe('fit-names.ts, generated from the FIT profile of @garmin/fitsdk', () => {
  it('is exactly what scripts/fit-names.ts writes from the installed profile', () => {
    expect(readFileSync(FIT_NAMES_PATH, 'utf8')).toBe(fitNamesSource());
  });

  it('names values as the FIT profile documents them', () => {
    expect(SPORT_NAMES[1]).toBe('running');
    expect(SPORT_NAMES[2]).toBe('cycling');
    expect(SPORT_NAMES[5]).toBe('swimming');
    expect(MANUFACTURER_NAMES[1]).toBe('garmin');
    expect(MANUFACTURER_NAMES[255]).toBe('development');
    expect(GARMIN_PRODUCT_NAMES[65534]).toBe('connect');
  });
});
