import { describe, expect, it } from 'vitest';
import { noteSensor } from '../fit/device-sensors';
import type { FitSensors } from '../fit/types';
import { deviceAscentComparison, deviceDistanceComparison } from './device-comparison';

const outdoor = {
  indoor: false,
  virtual: false,
  deviceTotals: { distanceM: 10_000, timerS: 3600, ascentM: 120 },
  deviceFacts: { barometer: true, speedSensor: false, complete: true },
};

describe('deviceDistanceComparison', () => {
  it('compares an outdoor, complete file without a speed sensor', () => {
    expect(deviceDistanceComparison(outdoor)).toBeNull();
    expect(deviceDistanceComparison({ ...outdoor, deviceFacts: undefined })).toBeNull();
  });

  it('gives the rule that rules a file out, whatever its figures', () => {
    const facts = outdoor.deviceFacts;
    expect(deviceDistanceComparison({ ...outdoor, deviceTotals: null })).toBe('NO_TOTAL');
    expect(deviceDistanceComparison({ ...outdoor, indoor: true })).toBe('NO_POSITIONS');
    expect(deviceDistanceComparison({ ...outdoor, virtual: true })).toBe('VIRTUAL');
    expect(deviceDistanceComparison({ ...outdoor, deviceFacts: { ...facts, complete: false } })).toBe(
      'INCOMPLETE',
    );
    expect(deviceDistanceComparison({ ...outdoor, deviceFacts: { ...facts, speedSensor: true } })).toBe(
      'SPEED_SENSOR',
    );
  });
});

describe('deviceAscentComparison', () => {
  it('compares barometric altitude only', () => {
    expect(deviceAscentComparison(outdoor, 'barometric')).toBeNull();
    expect(deviceAscentComparison(outdoor, 'gps')).toBe('NOT_BAROMETRIC');
    expect(deviceAscentComparison({ ...outdoor, virtual: true }, 'barometric')).toBe('VIRTUAL');
    const noAscent = { ...outdoor, deviceTotals: { ...outdoor.deviceTotals, ascentM: null } };
    expect(deviceAscentComparison(noAscent, 'barometric')).toBe('NO_TOTAL');
  });
});

describe('noteSensor (FIT device_info)', () => {
  const fresh = (): FitSensors => ({ barometer: false, speedDistance: false });
  it('finds the local barometer and ANT+/BLE speed or foot-pod sensors', () => {
    const s = fresh();
    noteSensor(s, 5, 4); // local barometer
    expect(s).toEqual({ barometer: true, speedDistance: false });
    for (const [source, type] of [
      [1, 123], // ANT+ bike speed
      [1, 121], // ANT+ speed and cadence
      [1, 124], // ANT+ foot pod
      [3, 6], // BLE foot pod
    ] as const) {
      const t = fresh();
      noteSensor(t, source, type);
      expect(t.speedDistance).toBe(true);
    }
  });

  it('ignores heart-rate straps, power meters, the GPS and absent fields', () => {
    const s = fresh();
    noteSensor(s, 1, 120); // ANT+ heart rate
    noteSensor(s, 1, 11); // ANT+ power
    noteSensor(s, 5, 0); // local GPS
    noteSensor(s, 5, 124); // a local type 124 is not a foot pod
    noteSensor(s, undefined, 4);
    expect(s).toEqual(fresh());
  });
});
