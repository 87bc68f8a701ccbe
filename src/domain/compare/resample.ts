/**
 * Resampling of a series y(x), given at irregular ascending x (a chart profile), onto a grid.
 *
 * Definition: the usable samples are those with a finite x that is not below any earlier usable
 * x (a clock that jumps back is skipped). For a grid value g inside [first x, last x]: when a
 * sample lies exactly at g, the value is the FIRST such sample's (on a distance axis, a stop keeps
 * the distance constant: the value is the one when the track first reached g); otherwise it is
 * the linear interpolation between the last sample before g and the first after it, NaN when
 * either of the two is NaN (a missing channel is not invented). Outside that range: NaN.
 */
import { normalizeLon, unwrapLon } from '../geo';

/**
 * Where each grid value falls among the samples: `index[k]` is the sample at or before grid[k]
 * (-1 outside the samples' range) and `t[k]` in [0, 1) the fraction of the way to the next usable
 * sample (0 on an exact hit, then the next sample is not needed).
 */
export interface GridLocation {
  index: Int32Array;
  /** Index of the next usable sample after index[k] (same as index[k] on an exact hit). */
  next: Int32Array;
  t: Float64Array;
}

/** Positions (into x) of the usable samples: finite x, never below an earlier usable x. */
export function usableSamples(x: ArrayLike<number>): Int32Array {
  const keep: number[] = [];
  let max = -Infinity;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v) || v < max) continue;
    keep.push(i);
    max = v;
  }
  return Int32Array.from(keep);
}

/** Locates every grid value among the samples (definition above); one pass, O(samples + grid). */
export function locateOnGrid(x: ArrayLike<number>, grid: Float64Array): GridLocation {
  const m = grid.length;
  const index = new Int32Array(m).fill(-1);
  const next = new Int32Array(m).fill(-1);
  const t = new Float64Array(m);
  const use = usableSamples(x);
  if (use.length === 0) return { index, next, t };
  let j = 0; // first usable sample with x >= g (grid ascending, so j only moves forward)
  for (let k = 0; k < m; k++) {
    const g = grid[k]!;
    while (j < use.length && x[use[j]!]! < g) j++;
    if (j === use.length) break; // beyond the last sample: this and every later g stay -1
    const hit = use[j]!;
    if (x[hit] === g) {
      index[k] = hit;
      next[k] = hit;
    } else if (j > 0) {
      const before = use[j - 1]!;
      index[k] = before;
      next[k] = hit;
      t[k] = (g - x[before]!) / (x[hit]! - x[before]!);
    }
  }
  return { index, next, t };
}

/** Values of y at the located grid points (definition above), into a new array of type `Out`. */
export function sampleAt<Out extends Float32Array | Float64Array>(
  y: ArrayLike<number>,
  at: GridLocation,
  out: Out,
): Out {
  for (let k = 0; k < out.length; k++) {
    const i = at.index[k]!;
    if (i < 0) {
      out[k] = NaN;
      continue;
    }
    const a = y[i]!;
    const tk = at.t[k]!;
    out[k] = tk === 0 ? a : a + tk * (y[at.next[k]!]! - a);
  }
  return out;
}

/** Longitudes at the located grid points, interpolated the short way across the 180th meridian. */
export function sampleLongitudeAt(lon: ArrayLike<number>, at: GridLocation, out: Float64Array): Float64Array {
  for (let k = 0; k < out.length; k++) {
    const i = at.index[k]!;
    if (i < 0) {
      out[k] = NaN;
      continue;
    }
    const a = lon[i]!;
    const tk = at.t[k]!;
    const b = tk === 0 ? a : unwrapLon(a, lon[at.next[k]!]!);
    out[k] = normalizeLon(a + tk * (b - a));
  }
  return out;
}

/** Shorthand: y resampled onto the grid (Float64Array). */
export function resampleLinear(x: ArrayLike<number>, y: ArrayLike<number>, grid: Float64Array): Float64Array {
  return sampleAt(y, locateOnGrid(x, grid), new Float64Array(grid.length));
}
