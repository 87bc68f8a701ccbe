/**
 * Test helpers (used only by *.test.ts): a seeded PRNG and builders of tracks whose truth is known
 * exactly. Not imported by production code.
 */
import { destinationPoint, METRES_PER_DEGREE } from '../geo';
import type { PointInput } from '../track/track-data';
import { createRng } from '../prng';

/** A seeded pseudo-random source in [0, 1) (mulberry32, see prng.ts). */
export const seededRandom = (seed: number): (() => number) => createRng(seed).next;

/** Standard normal deviate from a uniform PRNG (Box–Muller). */
export function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

export const T0 = Date.UTC(2024, 4, 1, 8, 0, 0);

export interface LegOptions {
  /** Bearing of travel, degrees. */
  bearingDeg: number;
  /** Length of the leg, metres. */
  distanceM: number;
  /** Distance between points, metres. */
  stepM: number;
  /** Seconds between points (omit for an untimed leg). */
  dtS?: number;
  /** Extra per-point fields (elevation from distance along the leg, sensors...). */
  extra?: (alongM: number, k: number) => Partial<PointInput>;
}

/**
 * Points of a straight great-circle leg starting after `from` (which is not repeated): one point
 * every stepM until distanceM, then times continuing from from.time.
 */
export function leg(from: PointInput, o: LegOptions): PointInput[] {
  const out: PointInput[] = [];
  const steps = Math.round(o.distanceM / o.stepM);
  for (let k = 1; k <= steps; k++) {
    const along = (o.distanceM * k) / steps;
    const p = destinationPoint(from.lat, from.lon, o.bearingDeg, along);
    const time = o.dtS !== undefined && from.time !== undefined ? from.time + k * o.dtS * 1000 : undefined;
    out.push({
      lat: p.lat,
      lon: p.lon,
      ...(time !== undefined ? { time } : {}),
      ...(o.extra?.(along, k) ?? {}),
    });
  }
  return out;
}

/** A stop at `at`: `seconds` points 1 s apart, each within jitterM of `at` (uniform in the disc). */
export function jitterStop(
  at: PointInput,
  seconds: number,
  jitterM: number,
  rand: () => number,
): PointInput[] {
  const out: PointInput[] = [];
  for (let k = 1; k <= seconds; k++) {
    const r = jitterM * Math.sqrt(rand());
    const p = destinationPoint(at.lat, at.lon, rand() * 360, r);
    out.push({ lat: p.lat, lon: p.lon, time: (at.time ?? T0) + k * 1000 });
  }
  return out;
}

/** The last element of a non-empty list. */
export function last<T>(list: readonly T[]): T {
  const v = list[list.length - 1];
  if (v === undefined) throw new Error('empty list');
  return v;
}

/** Every number reachable in a JSON-like value (typed arrays included). */
export function allNumbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (ArrayBuffer.isView(value) && !(value instanceof DataView))
    out.push(...Array.from(value as unknown as ArrayLike<number>));
  else if (Array.isArray(value)) for (const v of value) allNumbers(v, out);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) allNumbers(v, out);
  return out;
}

/** A point `eastM` east and `northM` north of (lat0, lon0), on a local flat approximation. */
export function offsetPoint(
  lat0: number,
  lon0: number,
  eastM: number,
  northM: number,
): { lat: number; lon: number } {
  return {
    lat: lat0 + northM / METRES_PER_DEGREE,
    lon: lon0 + eastM / (METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180)),
  };
}

/**
 * A stop at `at` as a 1 Hz receiver writes it: `seconds` fixes 1 s apart, each between minM and
 * maxM from the spot in a random direction, independent from one second to the next.
 */
export function wanderStop(
  at: PointInput,
  seconds: number,
  minM: number,
  maxM: number,
  rand: () => number,
): PointInput[] {
  const out: PointInput[] = [];
  for (let k = 1; k <= seconds; k++) {
    const p = destinationPoint(at.lat, at.lon, rand() * 360, minM + (maxM - minM) * rand());
    out.push({ lat: p.lat, lon: p.lon, time: (at.time ?? T0) + k * 1000 });
  }
  return out;
}

/** Parameters of correlatedGpsError. */
export interface GpsErrorModel {
  /** Standard deviation of the slowly drifting error, per axis, metres. */
  driftSigmaM: number;
  /** Correlation time of the drift, seconds. */
  driftTauS: number;
  /** Width of the moving average that smooths the drift, seconds (the receiver's filter). */
  smoothS: number;
  /** Standard deviation of the independent second-to-second noise, per axis, metres. */
  jitterSigmaM: number;
}

/**
 * The position error of a consumer receiver at 1 Hz, per axis (east, north), metres: a first-order
 * Gauss-Markov drift (correlation time driftTauS) averaged over smoothS seconds, as a receiver's
 * filtered position drifts (smoothly, never jumping metres in a second), scaled to driftSigmaM,
 * plus independent jitter of jitterSigmaM. driftE/driftN are the drift alone.
 */
export function correlatedGpsError(
  n: number,
  model: GpsErrorModel,
  rand: () => number,
): { e: number[]; n: number[]; driftE: number[]; driftN: number[] } {
  const a = Math.exp(-1 / model.driftTauS);
  const q = Math.sqrt(1 - a * a);
  const w = Math.max(1, Math.round(model.smoothS));
  const drift = (): number[] => {
    const raw: number[] = [];
    let x = gaussian(rand);
    for (let k = 0; k < n + w; k++) {
      x = a * x + q * gaussian(rand);
      raw.push(x);
    }
    const smooth: number[] = [];
    let sum = raw.slice(0, w).reduce((acc, v) => acc + v, 0);
    for (let k = 0; k < n; k++) {
      smooth.push(sum / w);
      sum += raw[k + w]! - raw[k]!;
    }
    const sd = Math.sqrt(smooth.reduce((acc, v) => acc + v * v, 0) / n) || 1;
    return smooth.map((v) => (model.driftSigmaM * v) / sd);
  };
  const driftE = drift();
  const driftN = drift();
  const e = driftE.map((v) => v + model.jitterSigmaM * gaussian(rand));
  return { e, n: driftN.map((v) => v + model.jitterSigmaM * gaussian(rand)), driftE, driftN };
}
