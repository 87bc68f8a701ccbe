/**
 * Structural checks of the typed-array objects (TrackData, view products) at the storage boundary.
 * They return a one-line problem, or null when the shape is sound. They check types and lengths and
 * the index arrays (which later code uses to slice), not the plausibility of the values.
 */
import type { TrackData } from '../domain/track/types';
import type { ChartProfile } from '../domain/series/types';

type TypedArrayCtor = Float64ArrayConstructor | Float32ArrayConstructor | Uint32ArrayConstructor;

export const TRACK_F64_KEYS = ['lat', 'lon', 'time'] as const satisfies readonly (keyof TrackData)[];
export const TRACK_F32_KEYS = [
  'ele',
  'hr',
  'cad',
  'power',
  'temp',
  'speed',
] as const satisfies readonly (keyof TrackData)[];
export const PROFILE_F64_KEYS = [
  'distanceM',
  'timeS',
  'lat',
  'lon',
] as const satisfies readonly (keyof ChartProfile)[];
export const PROFILE_F32_KEYS = [
  'ele',
  'speedMps',
  'hr',
  'cad',
  'power',
] as const satisfies readonly (keyof ChartProfile)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function checkColumn(
  owner: Record<string, unknown>,
  key: string,
  ctor: TypedArrayCtor,
  length: number | null,
): string | null {
  const value = owner[key];
  if (!(value instanceof ctor)) return `${key} is not a ${ctor.name}`;
  if (length !== null && value.length !== length)
    return `${key} has ${value.length} values, expected ${length}`;
  return null;
}

/**
 * Start indices must be strictly ascending, below `count`, and begin at 0 when count > 0; with
 * count = 0 there are none.
 */
export function checkStarts(starts: Uint32Array, count: number, what: string): string | null {
  if (count === 0) return starts.length === 0 ? null : `${what} are present but there are no points`;
  if (starts.length === 0 || starts[0] !== 0) return `${what} must start at 0`;
  for (let k = 1; k < starts.length; k++) {
    const s = starts[k] as number;
    if (s <= (starts[k - 1] as number) || s >= count) return `${what} are not ascending within the points`;
  }
  return null;
}

export function checkTrackData(value: unknown): string | null {
  if (!isObject(value)) return 'track is not an object';
  const n = value.length;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    return 'track length is not a non-negative integer';
  for (const key of TRACK_F64_KEYS) {
    const problem = checkColumn(value, key, Float64Array, n);
    if (problem) return `track ${problem}`;
  }
  for (const key of TRACK_F32_KEYS) {
    const problem = checkColumn(value, key, Float32Array, n);
    if (problem) return `track ${problem}`;
  }
  const problem = checkColumn(value, 'segmentStarts', Uint32Array, null);
  if (problem) return `track ${problem}`;
  return checkStarts(value.segmentStarts as Uint32Array, n, 'track segment starts');
}

export function checkProfile(value: unknown): string | null {
  if (!isObject(value)) return 'profile is not an object';
  const first = value.distanceM;
  const n = first instanceof Float64Array ? first.length : null;
  for (const key of PROFILE_F64_KEYS) {
    const problem = checkColumn(value, key, Float64Array, n);
    if (problem) return `profile ${problem}`;
  }
  for (const key of PROFILE_F32_KEYS) {
    const problem = checkColumn(value, key, Float32Array, n);
    if (problem) return `profile ${problem}`;
  }
  return null;
}

export function checkHeat(value: unknown): string | null {
  if (!isObject(value)) return 'heat points are not an object';
  const problem = checkColumn(value, 'lonLat', Float32Array, null);
  if (problem) return `heat ${problem}`;
  return (value.lonLat as Float32Array).length % 2 === 0 ? null : 'heat lonLat has an odd number of values';
}

export function checkPath(value: unknown): string | null {
  if (!isObject(value)) return 'path is not an object';
  const problem =
    checkColumn(value, 'lonLat', Float32Array, null) ?? checkColumn(value, 'partStarts', Uint32Array, null);
  if (problem) return `path ${problem}`;
  const lonLat = value.lonLat as Float32Array;
  if (lonLat.length % 2 !== 0) return 'path lonLat has an odd number of values';
  return checkStarts(value.partStarts as Uint32Array, lonLat.length / 2, 'path part starts');
}

export function checkProducts(value: unknown): string | null {
  if (!isObject(value)) return 'view products are not an object';
  return checkProfile(value.profile) ?? checkHeat(value.heat) ?? checkPath(value.path);
}
