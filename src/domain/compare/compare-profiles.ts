/**
 * The comparison job (run in the worker): the chart profiles of many activities resampled onto one
 * common grid of distance or elapsed time (grid.ts, resample.ts), so every chart, the gap to a
 * baseline and the shared cursor read sample k of every track at the same x.
 */
import type { ChartProfile } from '../series/types';
import { buildGrid, GRID_TARGET_POINTS } from './grid';
import { locateOnGrid, sampleAt, sampleLongitudeAt, usableSamples } from './resample';
import type { CompareAxis, CompareResult, ResampledTrack } from './types';

/** The profile's x values on this axis: cumulative distance, or elapsed seconds. */
export function axisValues(profile: ChartProfile, axis: CompareAxis): Float64Array {
  return axis === 'distance' ? profile.distanceM : profile.timeS;
}

/** Last usable x of the profile on this axis (its length or duration), NaN when it has none. */
export function profileEnd(profile: ChartProfile, axis: CompareAxis): number {
  const x = axisValues(profile, axis);
  const use = usableSamples(x);
  return use.length === 0 ? NaN : x[use[use.length - 1]!]!;
}

/** One profile on the grid. */
export function resampleProfile(
  profile: ChartProfile,
  axis: CompareAxis,
  grid: Float64Array,
): ResampledTrack {
  const x = axisValues(profile, axis);
  const at = locateOnGrid(x, grid);
  const n = grid.length;
  return {
    ele: sampleAt(profile.ele, at, new Float32Array(n)),
    speedMps: sampleAt(profile.speedMps, at, new Float32Array(n)),
    hr: sampleAt(profile.hr, at, new Float32Array(n)),
    cad: sampleAt(profile.cad, at, new Float32Array(n)),
    other: sampleAt(axis === 'distance' ? profile.timeS : profile.distanceM, at, new Float64Array(n)),
    lat: sampleAt(profile.lat, at, new Float64Array(n)),
    lon: sampleLongitudeAt(profile.lon, at, new Float64Array(n)),
    endX: profileEnd(profile, axis),
  };
}

export interface CompareOptions {
  axis: CompareAxis;
  /** Most grid points (default GRID_TARGET_POINTS). */
  targetPoints?: number;
}

/**
 * Resamples every profile onto the grid spanning the longest of them. A null profile (not stored)
 * gives a null track; a profile without values on the axis (no times, on a time axis) gives a
 * track of NaN with endX NaN.
 */
export function compareProfiles(
  profiles: readonly (ChartProfile | null)[],
  options: CompareOptions,
): CompareResult {
  const { axis } = options;
  let end = 0;
  for (const p of profiles) {
    const e = p ? profileEnd(p, axis) : NaN;
    if (e > end) end = e;
  }
  const grid = buildGrid(axis, end, options.targetPoints ?? GRID_TARGET_POINTS);
  return { grid, tracks: profiles.map((p) => (p ? resampleProfile(p, axis, grid.x) : null)) };
}

/** Every buffer of a result, for a postMessage transfer list (each buffer once). */
export function compareResultBuffers(result: CompareResult): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (a: ArrayBufferView) => {
    if (a.buffer instanceof ArrayBuffer) buffers.add(a.buffer);
  };
  add(result.grid.x);
  for (const t of result.tracks) {
    if (!t) continue;
    for (const a of [t.ele, t.speedMps, t.hr, t.cad, t.other, t.lat, t.lon]) add(a);
  }
  return [...buffers];
}
