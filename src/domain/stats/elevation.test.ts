/**
 * Known-truth profiles for elevation.ts and elevation-source.ts: barometric rolling hills, GPS
 * noise, and profiles that say nothing about their source.
 */
import { describe, expect, it } from 'vitest';
import { trackFromPoints, type PointInput } from '../track/track-data';
import { computeStats } from './compute-stats';
import { BARO_ELEVATION_METHOD, ELEVATION_METHOD } from './elevation';
import { gaussian, leg, seededRandom, T0 } from './test-tracks';

const START: PointInput = { lat: 46, lon: 7, time: T0 };

/** Ten bumps of 8 m, each 200 m long (1 - cos shape): true gain 80 m, true loss 80 m. */
const bumps = (x: number): number => (x >= 2000 ? 300 : 300 + 4 * (1 - Math.cos((2 * Math.PI * x) / 200)));

/** A 1 Hz run at 3 m/s over the bumps, elevation from `noise` on the true profile. */
function run(noise: (x: number) => number): PointInput[] {
  const pts = [START, ...leg(START, { bearingDeg: 0, distanceM: 2100, stepM: 3, dtS: 1 })];
  const along = (k: number) => 3 * k;
  return pts.map((p, k) => ({ ...p, ele: noise(along(k)) }));
}

describe('barometric rolling hills: ten 8 m bumps', () => {
  // An altimeter: 0.1 m of noise, written to 0.2 m as FIT and Garmin GPX files do.
  const rand = seededRandom(3);
  const pts = run((x) => Math.round((bumps(x) + 0.1 * gaussian(rand)) / 0.2) * 0.2);
  const s = computeStats(trackFromPoints(pts));

  it('is recognised as barometric (too smooth to be GPS)', () => {
    expect(s.elevationSource).toBe('barometric');
    expect(s.elevationMethod).toBe(BARO_ELEVATION_METHOD);
  });

  it('gives about 80 m of gain and loss', () => {
    expect(Math.abs(s.elevationGainM! - 80)).toBeLessThan(6);
    expect(Math.abs(s.elevationLossM! - 80)).toBeLessThan(6);
  });

  it('shows the raw sum beside it, which the rounding flicker pushes above the truth', () => {
    expect(s.elevationGainRawM!).toBeGreaterThan(s.elevationGainM!);
  });

  it('would lose most of the bumps under the GPS method (why the lighter smoothing)', () => {
    const gps = computeStats(trackFromPoints(pts), { elevationSource: 'gps' });
    expect(gps.elevationMethod).toBe(`GPS: ${ELEVATION_METHOD}`);
    expect(gps.elevationGainM!).toBeLessThan(60);
  });
});

describe('GPS elevation noise', () => {
  // The same run with GPS altitude: 3 m of independent noise per fix.
  const rand = seededRandom(4);
  const pts = run((x) => bumps(x) + 3 * gaussian(rand));
  const s = computeStats(trackFromPoints(pts));

  it('is recognised as GPS, and smoothed far below its raw sum', () => {
    expect(s.elevationSource).toBe('gps');
    expect(s.elevationGainRawM! / 80).toBeGreaterThan(10);
    expect(s.elevationGainM!).toBeLessThan(120);
  });

  it('stays GPS when a file claims nothing, barometric when it says so', () => {
    expect(computeStats(trackFromPoints(pts), { elevationSource: 'barometric' }).elevationSource).toBe(
      'barometric',
    );
  });
});

describe('profiles that say nothing about their source', () => {
  it('is unknown for a constant elevation (a placeholder), with no gain', () => {
    const s = computeStats(trackFromPoints(run(() => 0)));
    expect(s.elevationSource).toBe('unknown');
    expect(s.elevationGainM).toBe(0);
    expect(s.elevationGainRawM).toBe(0);
  });

  it('is unknown, with null gains, without any elevation', () => {
    const s = computeStats(trackFromPoints(run(() => NaN)));
    expect(s.elevationSource).toBe('unknown');
    expect(s.elevationGainM).toBeNull();
    expect(s.elevationGainRawM).toBeNull();
  });

  it('is unknown on a short track', () => {
    const s = computeStats(trackFromPoints(run(bumps).slice(0, 20)));
    expect(s.elevationSource).toBe('unknown');
  });
});

describe('gentle grades are real climbing', () => {
  // Any rule that drops slow or shallow climbs to stop counting an altimeter's drift (a minimum
  // grade over a distance, a minimum vertical speed) must still count these: a road can climb
  // steadily at well under 1% for kilometres, while weather moves a barometer by about 1-3 hPa in
  // 3 hours (1 hPa is about 8 m near sea level): at most ~10 m/h of apparent climbing.
  type Record = (trueEle: number, rand: () => number) => number;
  const rise = (grade: number, lengthM: number, stepM: number, record: Record) => {
    const rand = seededRandom(11);
    const pts = [START, ...leg(START, { bearingDeg: 90, distanceM: lengthM, stepM, dtS: 1 })];
    return pts.map((p, k) => ({ ...p, ele: record(200 + grade * stepM * k, rand) }));
  };
  // An altimeter: 0.1 m of noise, written to 0.2 m; GPS: 3 m of independent noise per fix.
  const altimeter: Record = (e, rand) => Math.round((e + 0.1 * gaussian(rand)) / 0.2) * 0.2;
  const gps: Record = (e, rand) => e + 3 * gaussian(rand);

  it('counts the 100 m of a 1% false flat over 10 km (barometric, ridden at 5 m/s)', () => {
    const s = computeStats(trackFromPoints(rise(0.01, 10_000, 5, altimeter)), {
      elevationSource: 'barometric',
    });
    expect(Math.abs(s.elevationGainM! - 100)).toBeLessThan(3);
    expect(s.elevationLossM!).toBeLessThan(3);
  });

  it('counts the 100 m of the same false flat with GPS altitude (3 m of noise per fix)', () => {
    const s = computeStats(trackFromPoints(rise(0.01, 10_000, 5, gps)));
    expect(s.elevationSource).toBe('gps');
    expect(Math.abs(s.elevationGainM! - 100)).toBeLessThan(10);
  });

  it('counts the 100 m of a valley road rising 0.25% over 40 km (barometric, 8 m/s)', () => {
    // 0.25% at 8 m/s is 72 m/h: an order above weather drift, so no drift rule may drop it.
    const s = computeStats(trackFromPoints(rise(0.0025, 40_000, 8, altimeter)), {
      elevationSource: 'barometric',
    });
    expect(Math.abs(s.elevationGainM! - 100)).toBeLessThan(3);
  });
});
