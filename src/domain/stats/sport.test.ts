import { describe, expect, it } from 'vitest';
import {
  guessSport,
  HIKE_MIN_CLIMB_M_PER_KM,
  OTHER_MIN_MPS,
  RIDE_MIN_MPS,
  RUN_MIN_MPS,
  sportFromType,
} from './sport';

const at = (avgSpeedMps: number | null, elevationGainM: number | null = 0, distanceM = 10_000) => ({
  avgSpeedMps,
  elevationGainM,
  distanceM,
});

describe('sportFromType', () => {
  it('reads the common spellings of the GPX type field', () => {
    for (const t of ['running', 'Run', 'RUNNING', 'trail_running', 'Trail Running', ' run '])
      expect(sportFromType(t), t).toBe('run');
    for (const t of [
      'cycling',
      'Cycling',
      'biking',
      'Ride',
      'MTB',
      'mountain_biking',
      'road-biking',
      'E-Bike Ride',
    ])
      expect(sportFromType(t), t).toBe('ride');
    for (const t of ['hiking', 'Hike', 'trekking']) expect(sportFromType(t), t).toBe('hike');
    for (const t of ['walking', 'Walk']) expect(sportFromType(t), t).toBe('walk');
    expect(sportFromType('open_water_swimming')).toBe('swim');
    expect(sportFromType('alpine_skiing')).toBe('ski');
  });

  it("reads Strava's numeric codes", () => {
    expect(sportFromType('1')).toBe('ride');
    expect(sportFromType('9')).toBe('run');
    expect(sportFromType('4')).toBe('hike');
    expect(sportFromType('10')).toBe('walk');
  });

  it('gives null for unknown or empty types', () => {
    expect(sportFromType(null)).toBeNull();
    expect(sportFromType('')).toBeNull();
    expect(sportFromType('Intersection')).toBeNull();
    expect(sportFromType('42')).toBeNull();
  });
});

describe('guessSport', () => {
  it('prefers the type field over the speed', () => {
    expect(guessSport('running', at(8))).toBe('run');
  });

  it('falls back to the moving speed with named thresholds', () => {
    expect(guessSport(null, at(RIDE_MIN_MPS))).toBe('ride');
    expect(guessSport(null, at(RIDE_MIN_MPS - 0.01))).toBe('run');
    expect(guessSport('Intersection', at(RUN_MIN_MPS))).toBe('run');
    expect(guessSport(null, at(RUN_MIN_MPS - 0.01))).toBe('walk');
    expect(guessSport(null, at(1.2, HIKE_MIN_CLIMB_M_PER_KM * 10))).toBe('hike');
    expect(guessSport(null, at(1.2, HIKE_MIN_CLIMB_M_PER_KM * 10 - 1))).toBe('walk');
    expect(guessSport(null, at(OTHER_MIN_MPS))).toBe('other');
    expect(guessSport(null, at(null))).toBe('other');
  });
});
