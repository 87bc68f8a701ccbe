/**
 * Test helpers (used only by *.test.ts): a seeded PRNG and builders of tracks whose truth is known
 * exactly. Not imported by production code.
 */
import { destinationPoint } from '../geo';
import type { PointInput } from '../gpx/track-data';
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
