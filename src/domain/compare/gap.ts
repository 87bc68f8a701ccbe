/**
 * The gap of a track to a baseline activity, at each grid point of a comparison.
 *
 * Definition (positive = ahead of the baseline, negative = behind, on both axes):
 * - distance axis: seconds ahead = baseline's elapsed time at that distance − the track's elapsed
 *   time at that distance (each the time it first reached the distance, see resample.ts);
 * - time axis: metres ahead = the track's distance at that elapsed time − the baseline's.
 * NaN where either has no value (beyond the shorter one's end, or no times).
 * The baseline's own gap is 0 wherever it has a value.
 */
import type { CompareAxis, ResampledTrack } from './types';

export function gapToBaseline(
  axis: CompareAxis,
  track: ResampledTrack,
  baseline: ResampledTrack,
): Float64Array {
  const n = Math.min(track.other.length, baseline.other.length);
  const out = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const mine = track.other[k]!;
    const theirs = baseline.other[k]!;
    const ahead = axis === 'distance' ? theirs - mine : mine - theirs;
    out[k] = Number.isFinite(mine) && Number.isFinite(theirs) ? ahead : NaN;
  }
  return out;
}

/** Gaps of every track to the one at baselineIndex; null for absent tracks (or all when it is absent). */
export function gapsToBaseline(
  axis: CompareAxis,
  tracks: readonly (ResampledTrack | null)[],
  baselineIndex: number,
): (Float64Array | null)[] {
  const baseline = tracks[baselineIndex] ?? null;
  return tracks.map((t) => (t && baseline ? gapToBaseline(axis, t, baseline) : null));
}

/** The last finite value of a gap series (the gap where the shorter of the two ends), or null. */
export function finalGap(gap: Float64Array): number | null {
  for (let k = gap.length - 1; k >= 0; k--) if (Number.isFinite(gap[k])) return gap[k]!;
  return null;
}
