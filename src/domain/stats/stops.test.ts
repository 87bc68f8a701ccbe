/**
 * Known-truth tracks for stops and slow movement (stops.ts, distance.ts, timeline.ts): a run with
 * wandering stops, and a slow switchback hike with realistic GPS error.
 */
import { describe, expect, it } from 'vitest';
import { haversineM } from '../geo';
import { trackFromPoints, type PointInput } from '../track/track-data';
import { computeStats } from './compute-stats';
import { rawSegmentDistance } from './distance';
import {
  correlatedGpsError,
  last,
  leg,
  offsetPoint,
  seededRandom,
  T0,
  wanderStop,
  type GpsErrorModel,
} from './test-tracks';

const START: PointInput = { lat: 46, lon: 7, time: T0 };

/**
 * A 1 Hz receiver's error (see correlatedGpsError): a smooth drift of 2.5 m (correlation 2 min,
 * filtered over 20 s) and 0.1 m of second-to-second jitter. On the hike below its point-to-point sum
 * is 7 % long, as raw sums of slow 1 Hz tracks are.
 */
const RECEIVER: GpsErrorModel = { driftSigmaM: 2.5, driftTauS: 120, smoothS: 20, jitterSigmaM: 0.1 };

describe('a 1 Hz run with three 2-minute stops wandering 1-3 m', () => {
  // 4 legs of 1,500 m at 3 m/s, a stop of 120 fixes between legs, each 1-3 m from the spot.
  const rand = seededRandom(11);
  const STOP_S = 120;
  const LEG_M = 1500;
  const pts: PointInput[] = [START];
  for (let k = 0; k < 4; k++) {
    pts.push(...leg(last(pts), { bearingDeg: 30 + 40 * k, distanceM: LEG_M, stepM: 3, dtS: 1 }));
    if (k < 3) {
      const spot = last(pts);
      pts.push(...wanderStop(spot, STOP_S, 1, 3, rand));
      pts.push({ ...spot, time: last(pts).time! + 1000 }); // back on the spot, off again
    }
  }
  const track = trackFromPoints(pts);
  const s = computeStats(track);
  const trueMovingS = (4 * LEG_M) / 3;
  const trueStoppedS = 3 * (STOP_S + 1);

  it('counts the stops as stopped time, within 10 s each', () => {
    expect(s.elapsedS).toBe(trueMovingS + trueStoppedS);
    expect(Math.abs(s.stopsS! - trueStoppedS)).toBeLessThanOrEqual(30);
    expect(Math.abs(s.movingS! - trueMovingS)).toBeLessThanOrEqual(30);
  });

  it('adds no distance while stopped', () => {
    expect(Math.abs(s.distanceM - 4 * LEG_M)).toBeLessThan(15);
    // Point to point, the wander is hundreds of metres: the test fails if the rule does nothing.
    expect(rawSegmentDistance(track) - 4 * LEG_M).toBeGreaterThan(600);
  });

  it('keeps the average speed of the running', () => {
    expect(s.avgSpeedMps!).toBeGreaterThan(2.95);
    expect(s.avgSpeedMps!).toBeLessThan(3.05);
  });
});

/**
 * A switchback path in local metres: `legs` straight legs of legM, alternately north and south,
 * joined by half-circle hairpins of radius r. Returns the position at `along` metres.
 */
function switchback(
  legs: number,
  legM: number,
  r: number,
): { at: (along: number) => [number, number]; length: number } {
  const turn = Math.PI * r;
  const period = legM + turn;
  const length = legs * legM + (legs - 1) * turn;
  const at = (along: number): [number, number] => {
    const k = Math.min(legs - 1, Math.floor(along / period));
    const u = along - k * period;
    const x0 = 2 * r * k;
    const dir = k % 2 === 0 ? 1 : -1;
    const y0 = k % 2 === 0 ? 0 : legM;
    if (u <= legM || k === legs - 1) return [x0, y0 + dir * Math.min(u, legM)];
    const phi = ((u - legM) / turn) * Math.PI; // round the hairpin, centre (x0 + r, y0 + dir·legM)
    const yEnd = y0 + dir * legM;
    return [x0 + r - r * Math.cos(phi), yEnd + dir * r * Math.sin(phi)];
  };
  return { at, length };
}

/** A 1 Hz hike at 0.4 m/s along `path`, positions off by `err` (east, north metres) when given. */
function hike(
  path: { at: (along: number) => [number, number]; length: number },
  err?: { e: number[]; n: number[] },
) {
  const SPEED = 0.4;
  const n = Math.floor(path.length / SPEED);
  const pts: PointInput[] = [];
  for (let k = 0; k <= n; k++) {
    const [x, y] = path.at(k * SPEED);
    const p = offsetPoint(START.lat, START.lon, x + (err?.e[k] ?? 0), y + (err?.n[k] ?? 0));
    pts.push({ ...p, time: T0 + k * 1000 });
  }
  return { pts, seconds: n, trueM: n * SPEED };
}

describe('a switchback hike at 0.4 m/s, 1 Hz', () => {
  // 24 legs of 40 m joined by hairpins of 3 m radius: 1,176 m of trail, about 49 minutes.
  const path = switchback(24, 40, 3);

  it('is a path of known length (the generator itself)', () => {
    const { pts, trueM } = hike(path);
    let sum = 0;
    for (let k = 1; k < pts.length; k++)
      sum += haversineM(pts[k - 1]!.lat, pts[k - 1]!.lon, pts[k]!.lat, pts[k]!.lon);
    expect(Math.abs(sum / trueM - 1)).toBeLessThan(0.001);
  });

  it('keeps its distance within 0.6 % on clean positions (a 5 m jitter radius loses 2.5 % here)', () => {
    const { pts, trueM, seconds } = hike(path);
    const s = computeStats(trackFromPoints(pts));
    expect(Math.abs(s.distanceM / trueM - 1)).toBeLessThan(0.006);
    expect(s.movingS).toBe(seconds);
  });

  // The drift moves the recorded path as a whole, making it up to 5 % longer or shorter than the
  // trail (no rule can know that from the positions alone). What the rules must do: remove the
  // jitter (the point-to-point sum is 6-12 % long) and cut nothing real, so the distance is within
  // 1 % of the drifted path without jitter, and never stops the hiker.
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('keeps its distance with correlated GPS error, seed %i', (seed) => {
    const err = correlatedGpsError(path.length / 0.4 + 1, RECEIVER, seededRandom(seed));
    const { pts, trueM, seconds } = hike(path, err);
    const drifted = hike(path, { e: err.driftE, n: err.driftN });
    const driftedM = rawSegmentDistance(trackFromPoints(drifted.pts));
    const track = trackFromPoints(pts);
    const s = computeStats(track);
    expect(Math.abs(s.distanceM / driftedM - 1)).toBeLessThan(0.01);
    expect(Math.abs(driftedM / trueM - 1)).toBeLessThan(0.06);
    expect(rawSegmentDistance(track) / trueM).toBeGreaterThan(1.05);
    expect(s.movingS! / seconds).toBeGreaterThan(0.98);
  });
});
