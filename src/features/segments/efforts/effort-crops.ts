/**
 * Where an effort lies along its activity, in metres: the activity's cumulative distance (the one
 * its charts and Compare use, stats/distance.ts cumulativeDistance) interpolated at the effort's
 * fractional start and end positions. "Compare the best N" crops each activity to this range.
 */
import type { CropRange } from '../../../domain/compare/crop';
import type { SegmentEffort } from '../../../domain/segments/types';

/** Cumulative distance at a fractional point position (12.25: a quarter of the way from 12 to 13). */
export function distanceAtPosition(cum: Float64Array, pos: number): number {
  const n = cum.length;
  if (n === 0) return NaN;
  const clamped = Math.min(Math.max(pos, 0), n - 1);
  const i = Math.floor(clamped);
  const t = clamped - i;
  const a = cum[i]!;
  return t === 0 || i + 1 >= n ? a : a + (cum[i + 1]! - a) * t;
}

export function effortCrop(cum: Float64Array, effort: Pick<SegmentEffort, 'startPos' | 'endPos'>): CropRange {
  return { startM: distanceAtPosition(cum, effort.startPos), endM: distanceAtPosition(cum, effort.endPos) };
}
