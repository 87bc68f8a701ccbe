import { describe, expect, it } from 'vitest';
import { ATHLETE, cadenceAt, effortAt, steadyHeartRate } from './physiology';

describe('effortAt', () => {
  it('slows runners and hikers uphill while the effort goes up', () => {
    for (const sport of ['run', 'hike', 'walk'] as const) {
      const flat = effortAt(sport, 0, 400, sport === 'run' ? 3 : 1.3, 6);
      const up = effortAt(sport, 0.1, 400, sport === 'run' ? 3 : 1.3, 6);
      expect(up.speed).toBeLessThan(flat.speed);
      expect(up.intensity).toBeGreaterThan(flat.intensity);
    }
    expect(effortAt('run', 0, 0, 3, 6).speed).toBeCloseTo(3, 6);
    expect(effortAt('hike', 0, 0, 1.4, 3).speed).toBeCloseTo(1.4, 6);
  });

  it('gives a ride speed that balances the held power against gravity, rolling and air', () => {
    for (const grade of [0, 0.03, 0.08]) {
      const e = effortAt('ride', grade, 0, 180, 30);
      const resist =
        e.speed * ATHLETE.riderMassKg * 9.81 * (grade + 0.005) + 0.5 * 1.225 * 0.32 * e.speed ** 3;
      expect(resist).toBeCloseTo(e.powerW * 0.97, 3);
    }
    expect(effortAt('ride', 0, 0, 180, 30).speed * 3.6).toBeGreaterThan(25);
    expect(effortAt('ride', 0.08, 0, 180, 30).speed * 3.6).toBeLessThan(15);
  });

  it('coasts on descents at the terminal speed, capped by maxSpeed', () => {
    const e = effortAt('ride', -0.06, 0, 180, 30);
    expect(e.powerW).toBe(0);
    expect(e.speed).toBeCloseTo(Math.sqrt((ATHLETE.riderMassKg * 9.81 * 0.055) / (0.5 * 1.225 * 0.32)), 3);
    expect(effortAt('ride', -0.1, 0, 180, 14).speed).toBe(14);
  });
});

describe('heart rate and cadence', () => {
  it('raises heart rate with intensity, between rest and max', () => {
    expect(steadyHeartRate(0)).toBeGreaterThan(ATHLETE.restHr);
    expect(steadyHeartRate(0.5)).toBeLessThan(steadyHeartRate(0.9));
    expect(steadyHeartRate(3)).toBe(ATHLETE.maxHr);
  });

  it('writes zero cadence when stopped or coasting', () => {
    expect(cadenceAt('run', 0, 0, 0, 0)).toBe(0);
    expect(cadenceAt('ride', 10, -0.05, 0, 0)).toBe(0);
    expect(cadenceAt('ride', 8, 0, 180, 0)).toBeGreaterThan(70);
    expect(cadenceAt('run', 3, 0, 0, 0)).toBeGreaterThan(75);
  });
});
