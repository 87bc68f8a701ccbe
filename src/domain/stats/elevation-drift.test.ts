/**
 * Known-truth tracks for elevation-drift.ts: an out-and-back over five 8 m bumps (true gain and loss
 * 80 m, 40 m each way) recorded by an altimeter that drifts 10 m/h with the weather.
 */
import { describe, expect, it } from 'vitest';
import { trackFromPoints, type PointInput } from '../track/track-data';
import { computeStats } from './compute-stats';
import { BARO_ELEVATION_METHOD } from './elevation';
import { LOOP_CLOSURE_M } from './elevation-drift';
import { gaussian, last, leg, seededRandom, T0 } from './test-tracks';

const START: PointInput = { lat: 46, lon: 7, time: T0 };
/** Apparent climb from the weather, metres per second (10 m/h). */
const DRIFT_MPS = 10 / 3600;
const STEP_M = 2;
const OUT_M = 10_000;

/** Five 8 m bumps, 200 m long each, between 2 and 3 km from the start (1 - cos shape). */
const ground = (u: number): number =>
  u >= 2000 && u < 3000 ? 300 + 4 * (1 - Math.cos((2 * Math.PI * (u - 2000)) / 200)) : 300;

/** At 2 m/s, 1 Hz: out OUT_M east, then back west by `backM`; elevation as an altimeter records it. */
function ride(backM: number, drift = DRIFT_MPS): PointInput[] {
  const out = leg(START, { bearingDeg: 90, distanceM: OUT_M, stepM: STEP_M, dtS: 1 });
  const back = leg(last(out), { bearingDeg: 270, distanceM: backM, stepM: STEP_M, dtS: 1 });
  const rand = seededRandom(5);
  return [START, ...out, ...back].map((p, k) => {
    const u = k * STEP_M <= OUT_M ? k * STEP_M : 2 * OUT_M - k * STEP_M;
    const e = ground(u) + (drift * (p.time! - T0)) / 1000 + 0.1 * gaussian(rand);
    return { ...p, ele: Math.round(e / 0.2) * 0.2 };
  });
}

describe('an altimeter drifting 10 m/h on a 2.8-hour out-and-back over five 8 m bumps', () => {
  const opts = { elevationSource: 'barometric' } as const;
  const loop = computeStats(trackFromPoints(ride(OUT_M)), opts);
  const driftM = DRIFT_MPS * ((2 * OUT_M) / STEP_M); // seconds of the ride

  it('gives the true 80 m without drift (the reference)', () => {
    const still = computeStats(trackFromPoints(ride(OUT_M, 0)), opts);
    expect(Math.abs(still.elevationGainM! - 80)).toBeLessThan(4);
    expect(Math.abs(still.elevationLossM! - 80)).toBeLessThan(4);
    expect(still.elevationMethod).toBe(BARO_ELEVATION_METHOD);
  });

  it('removes the drift on the loop: gain and loss about 80 m, the method says so', () => {
    expect(Math.abs(loop.elevationGainM! - 80)).toBeLessThan(4);
    expect(Math.abs(loop.elevationLossM! - 80)).toBeLessThan(4);
    expect(loop.elevationMethod).toBe(
      `${BARO_ELEVATION_METHOD}; altimeter drift removed (a loop ending ${driftM.toFixed(0)} m above its start)`,
    );
  });

  it('keeps min and max elevation as recorded', () => {
    expect(loop.maxElevationM!).toBeGreaterThan(300 + driftM - 1);
  });

  it('leaves a ride that ends elsewhere alone: its drift cannot be told from a climb', () => {
    const open = computeStats(trackFromPoints(ride(OUT_M - 2 * LOOP_CLOSURE_M)), opts);
    expect(open.elevationMethod).toBe(BARO_ELEVATION_METHOD);
    expect(open.elevationGainM!).toBeGreaterThan(80 + 0.5 * driftM);
  });

  it('leaves GPS altitude alone (its error does not accumulate)', () => {
    const gps = computeStats(trackFromPoints(ride(OUT_M)), { elevationSource: 'gps' });
    expect(gps.elevationMethod.startsWith('GPS: ')).toBe(true);
  });
});
