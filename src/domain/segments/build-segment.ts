/**
 * Making a Segment from points: from a range of an activity, or from a GPX file's track.
 *
 * Definitions
 * - Points: the kept points of the range with finite coordinates, in order, skipping any point
 *   closer than MIN_POINT_SPACING_M to the previous kept one (a stop inside the range adds no
 *   vertices). The last point of the range is always kept.
 * - distanceM: the sum of great-circle distances between consecutive points.
 * - Elevation gain: the rises of the elevation, smoothed over ±GRADE_WINDOW_M / 2 of distance,
 *   counted with GAIN_HYSTERESIS_M hysteresis (as the activity's own gain, stats/elevation.ts).
 * - avgGradePct: (last smoothed elevation - first) / distanceM × 100.
 * - maxGradePct: the steepest rise over any GRADE_WINDOW_M of distance (smoothed elevations,
 *   interpolated at both ends), in percent; over the whole length when the segment is shorter.
 * Elevation figures are null when fewer than two points have an elevation.
 */
import { haversineM } from '../geo';
import type { TrackData } from '../track/types';
import type { Segment, SegmentPoints, SegmentSource } from './types';

/** Closer points add nothing to a segment's shape, metres. */
export const MIN_POINT_SPACING_M = 2;
/** Distance window of elevation smoothing and of the max grade, metres. */
export const GRADE_WINDOW_M = 100;
/** A rise counts toward the gain once it reaches this height from the last low, metres. */
export const GAIN_HYSTERESIS_M = 5;
/** A segment shorter than this cannot be matched reliably, metres. */
export const MIN_SEGMENT_LENGTH_M = 100;

export interface SegmentInput {
  id: string;
  name: string;
  points: SegmentPoints;
  createdAt: number;
  source: SegmentSource;
  sourceTrackId?: string | null;
}

/** Cumulative distance along the points, metres. */
export function cumulativeAlong(points: SegmentPoints): Float64Array {
  const n = points.lat.length;
  const cum = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    cum[i] = cum[i - 1]! + haversineM(points.lat[i - 1]!, points.lon[i - 1]!, points.lat[i]!, points.lon[i]!);
  }
  return cum;
}

/** Points [from, to] (inclusive) of one track as segment points, thinned (definition above). */
export function pointsFromTrack(track: TrackData, from: number, to: number): SegmentPoints {
  const out: SegmentPoints = { lat: [], lon: [], ele: [] };
  const last = Math.min(to, track.length - 1);
  for (let i = Math.max(0, from); i <= last; i++) {
    const lat = track.lat[i]!;
    const lon = track.lon[i]!;
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const k = out.lat.length - 1;
    if (k >= 0 && i !== last && haversineM(out.lat[k]!, out.lon[k]!, lat, lon) < MIN_POINT_SPACING_M)
      continue;
    out.lat.push(lat);
    out.lon.push(lon);
    out.ele.push(track.ele[i]!);
  }
  return out;
}

/** Elevation smoothed over ±GRADE_WINDOW_M / 2 (NaN-free points only), or null with < 2 elevations. */
function smoothElevation(points: SegmentPoints, cum: Float64Array): { x: number[]; y: number[] } | null {
  const xs: number[] = [];
  const ys: number[] = [];
  points.ele.forEach((e, i) => {
    if (Number.isFinite(e)) {
      xs.push(cum[i]!);
      ys.push(e);
    }
  });
  if (xs.length < 2) return null;
  const half = GRADE_WINDOW_M / 2;
  const y = xs.map((x) => {
    let sum = 0;
    let count = 0;
    for (let j = 0; j < xs.length; j++) {
      if (Math.abs(xs[j]! - x) <= half + 1e-6) {
        sum += ys[j]!;
        count++;
      }
    }
    return sum / count;
  });
  return { x: xs, y };
}

function hysteresisGain(y: readonly number[]): number {
  let gain = 0;
  let low = y[0]!;
  let high = y[0]!;
  let rising = false;
  for (const v of y) {
    if (rising) {
      if (v > high) high = v;
      else if (high - v >= GAIN_HYSTERESIS_M) {
        gain += high - low;
        rising = false;
        low = v;
      }
    } else if (v < low) low = v;
    else if (v - low >= GAIN_HYSTERESIS_M) {
      rising = true;
      high = v;
    }
  }
  return rising ? gain + (high - low) : gain;
}

function interpolate(x: readonly number[], y: readonly number[], at: number): number {
  let j = 1;
  while (j < x.length - 1 && x[j]! < at) j++;
  const x0 = x[j - 1]!;
  const x1 = x[j]!;
  return x1 > x0 ? y[j - 1]! + ((y[j]! - y[j - 1]!) * (at - x0)) / (x1 - x0) : y[j]!;
}

function maxGrade(x: readonly number[], y: readonly number[]): number {
  const span = x[x.length - 1]! - x[0]!;
  if (span <= 0) return 0;
  const window = Math.min(GRADE_WINDOW_M, span);
  let best = -Infinity;
  for (let i = 0; i < x.length && x[i]! + window <= x[x.length - 1]! + 1e-9; i++) {
    best = Math.max(best, (interpolate(x, y, x[i]! + window) - y[i]!) / window);
  }
  return best * 100;
}

/** A Segment with its length, gain and grades computed from its points (definitions above). */
export function buildSegment(input: SegmentInput): Segment {
  const { points } = input;
  if (points.lat.length < 2) throw new Error('A segment needs at least two points');
  const cum = cumulativeAlong(points);
  const distanceM = cum[cum.length - 1]!;
  if (distanceM < MIN_SEGMENT_LENGTH_M) {
    throw new Error(
      `A segment must be at least ${MIN_SEGMENT_LENGTH_M} m long (this one is ${Math.round(distanceM)} m)`,
    );
  }
  const smooth = smoothElevation(points, cum);
  return {
    id: input.id,
    name: input.name.trim() || 'Unnamed segment',
    points,
    distanceM,
    elevationGainM: smooth ? hysteresisGain(smooth.y) : null,
    avgGradePct: smooth ? ((smooth.y[smooth.y.length - 1]! - smooth.y[0]!) / distanceM) * 100 : null,
    maxGradePct: smooth ? maxGrade(smooth.x, smooth.y) : null,
    createdAt: input.createdAt,
    source: input.source,
    sourceTrackId: input.sourceTrackId ?? null,
  };
}

/** A segment cut from points [from, to] of an activity's track. */
export function segmentFromTrack(
  track: TrackData,
  from: number,
  to: number,
  meta: Omit<SegmentInput, 'points'>,
): Segment {
  return buildSegment({ ...meta, points: pointsFromTrack(track, from, to) });
}
