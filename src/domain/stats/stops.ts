/**
 * Stops: where a timed track makes no net progress, however much its positions wander.
 *
 * At a traffic light a 1 Hz receiver keeps writing fixes that wander 1 to 3 m around the spot each
 * second: point to point that looks like jogging, but over half a minute it goes nowhere. So a stop
 * is judged over a window of time, by net progress against path length, not by point-to-point speed.
 *
 * Definitions
 * - Stop timeline of a segment: its kept (non-spike) points with a finite time later than the
 *   previous such point of the segment.
 * - Window: from a stop-timeline point i to the last point j with t[j] - t[i] <= STOP_WINDOW_S. It
 *   is judged only when it spans at least STOP_MIN_SPAN_S and holds at least STOP_MIN_POINTS points
 *   (a sparse log or a gap is never judged a stop by this rule).
 * - Reach D: the largest distance from point i to any point of the window (the net progress the
 *   window ever makes; the farthest point, not the last, so that turning round on an out-and-back
 *   is not read as standing still). Path length L: the sum of the point-to-point distances from i
 *   to j.
 * - Stationary window: D <= STOP_MAX_REACH_M, and either D <= STOP_QUIET_REACH_M (a receiver that
 *   barely moves) or D <= STOP_PROGRESS_RATIO × L (positions wander a lot and get nowhere).
 *   Walking slowly, even round a hairpin, keeps D well above these bounds over the window: at
 *   0.4 m/s the window covers 12 m of trail, and GPS noise lengthens L only a little when the
 *   receiver's error drifts smoothly, as it does.
 * - Stopped interval: an interval between two consecutive stop-timeline points that lies inside at
 *   least one stationary window (so a stop is found to within a few seconds of its edges, and a
 *   stop shorter than the window is only found when it fills a window on its own; a jump between
 *   two stationary windows, as a logger that writes a fix only every 10 m makes, is not stopped).
 *   It adds no distance (distance.ts) and no moving time (timeline.ts).
 */
import { distanceVersusLimit, haversineCosM, latitudeCosines, limitBounds } from '../geo';
import { segmentEnd } from '../track/track-data';
import type { TrackData } from '../track/types';

/** Width of the window judged for net progress, seconds. */
export const STOP_WINDOW_S = 30;
/** A window shorter than this (in time) is not judged, seconds. */
export const STOP_MIN_SPAN_S = 20;
/** A window with fewer points than this is not judged. */
export const STOP_MIN_POINTS = 5;
/** A stationary window reaches at most this far from its first point, metres. */
export const STOP_MAX_REACH_M = 6;
/** A reach at most this is stationary whatever the path length, metres. */
export const STOP_QUIET_REACH_M = 2;
/** Otherwise the reach is at most this fraction of the path length. */
export const STOP_PROGRESS_RATIO = 0.15;

export interface StopResult {
  /** 1 where the interval that ends at this point (from the previous stop-timeline point) is stopped. */
  stopped: Uint8Array;
  /** Whether any point of the segment was on a stop timeline long enough to be judged. */
  judgedSegments: Uint8Array;
  /**
   * The previous stop-timeline point of each point on a stop timeline, -1 for the others and for
   * the first of each segment: the step stepM measures (so distance.ts reuses it).
   */
  stepFrom: Int32Array;
  /** haversineM from stepFrom[p] to p (bit for bit), metres; 0 where stepFrom[p] is -1. */
  stepM: Float64Array;
}

/**
 * The stop timeline of points s..e-1 (definition above), its points written into idx and their
 * times into times; returns its length.
 */
function stopTimeline(
  track: TrackData,
  spikes: Uint8Array,
  s: number,
  e: number,
  idx: Uint32Array,
  times: Float64Array,
): number {
  let m = 0;
  let last = -Infinity;
  for (let p = s; p < e; p++) {
    const t = track.time[p]!;
    if (spikes[p] !== 0 || !(t > last) || t === Infinity) continue;
    times[m] = t;
    idx[m++] = p;
    last = t;
  }
  return m;
}

const QUIET_BOUNDS = limitBounds(STOP_QUIET_REACH_M);
const MAX_BOUNDS = limitBounds(STOP_MAX_REACH_M);

/**
 * Whether the window idx[i..j] of path length len is stationary (definition above): 0 when it is;
 * otherwise the distance from point i of the window's last point when that one is beyond the limit
 * (metres, exact), NaN when another point is.
 * The rule "D <= STOP_MAX_REACH_M and (D <= STOP_QUIET_REACH_M or D <= STOP_PROGRESS_RATIO × L)" is
 * the single bound D <= limit, limit = min(STOP_MAX_REACH_M, STOP_PROGRESS_RATIO × L) when that
 * ratio exceeds STOP_QUIET_REACH_M, STOP_QUIET_REACH_M otherwise; D <= limit holds when every point
 * of the window is within limit of point i, so the scan stops at the first point beyond it (the last
 * point first: on the move it is the far one), and the exact distance is computed only where the
 * trig-free bounds (geo.ts) cannot tell.
 */
function windowEscape(
  track: TrackData,
  cos: Float64Array,
  idx: Uint32Array,
  i: number,
  j: number,
  len: number,
): number {
  const { lat, lon } = track;
  const ratio = STOP_PROGRESS_RATIO * len;
  const limit = ratio > STOP_QUIET_REACH_M ? Math.min(STOP_MAX_REACH_M, ratio) : STOP_QUIET_REACH_M;
  // Within the quiet reach is within any limit; beyond the maximum reach is beyond any limit.
  const near = limit === STOP_MAX_REACH_M ? MAX_BOUNDS.near : QUIET_BOUNDS.near;
  const far = limit === STOP_QUIET_REACH_M ? QUIET_BOUNDS.far : MAX_BOUNDS.far;
  const a = idx[i]!;
  const la = lat[a]!;
  const lo = lon[a]!;
  const c = cos[a]!;
  const z = idx[j]!;
  if (distanceVersusLimit(la, lo, c, lat[z]!, lon[z]!, near, far) >= 0) {
    const d = haversineCosM(la, lo, c, lat[z]!, lon[z]!, cos[z]!);
    if (!(d <= limit)) return d;
  }
  for (let k = i + 1; k < j; k++) {
    const b = idx[k]!;
    const side = distanceVersusLimit(la, lo, c, lat[b]!, lon[b]!, near, far);
    if (side < 0) continue;
    if (side > 0 || !(haversineCosM(la, lo, c, lat[b]!, lon[b]!, cos[b]!) <= limit)) return NaN;
  }
  return 0;
}

/** Rounding allowance of the triangle-inequality skip in markSegment, metres. */
const ESCAPE_TOLERANCE_M = 1e-3;

/**
 * Marks the stopped intervals of one segment's stop timeline idx[0..m); returns whether any window
 * was judged. Writes each step's distance into stepFrom/stepM.
 * A window whose last point z lies D beyond STOP_MAX_REACH_M from its start i settles the windows
 * after it too: a later start i' < z has z in its window (window ends never move back), and z is at
 * least D - (path[i'] - path[i]) from it (the triangle inequality, a chord being no longer than the
 * path), so while that is above STOP_MAX_REACH_M the window i' is not stationary either.
 */
function markSegment(
  track: TrackData,
  cos: Float64Array,
  idx: Uint32Array,
  times: Float64Array,
  m: number,
  path: Float64Array,
  out: StopResult,
): boolean {
  const { lat, lon } = track;
  const { stopped, stepFrom, stepM } = out;
  path[0] = 0;
  for (let k = 1; k < m; k++) {
    const a = idx[k - 1]!;
    const b = idx[k]!;
    const d = haversineCosM(lat[a]!, lon[a]!, cos[a]!, lat[b]!, lon[b]!, cos[b]!);
    stepFrom[b] = a;
    stepM[b] = d;
    path[k] = path[k - 1]! + d;
  }
  const windowMs = STOP_WINDOW_S * 1000;
  let judged = false;
  let j = 0;
  let coverEnd = -1;
  let escapeEnd = -1; // starts before this point, with a path position below escapePath, are settled
  let escapePath = -Infinity;
  for (let i = 0; i < m; i++) {
    // coverEnd holds the windows starting before i: one reaching i holds the interval i-1 → i.
    if (i <= coverEnd) stopped[idx[i]!] = 1;
    if (j < i) j = i;
    const ti = times[i]!;
    while (j + 1 < m && times[j + 1]! - ti <= windowMs) j++;
    if (times[j]! - ti >= STOP_MIN_SPAN_S * 1000 && j - i + 1 >= STOP_MIN_POINTS) {
      judged = true;
      // A window ending within the cover marks nothing new, a settled one is not stationary.
      if (j <= coverEnd || (i < escapeEnd && path[i]! < escapePath)) continue;
      const escape = windowEscape(track, cos, idx, i, j, path[j]! - path[i]!);
      if (escape === 0) coverEnd = j;
      else if (escape > STOP_MAX_REACH_M + ESCAPE_TOLERANCE_M) {
        escapeEnd = j;
        escapePath = path[i]! + (escape - STOP_MAX_REACH_M - ESCAPE_TOLERANCE_M);
      }
    }
  }
  return judged;
}

/**
 * Stopped intervals of a track (definitions above), given its spike mask; cos: latitudeCosines of
 * the track's latitudes when the caller has them.
 */
export function detectStops(
  track: TrackData,
  spikes: Uint8Array,
  cos: Float64Array = latitudeCosines(track.lat),
): StopResult {
  const n = track.length;
  const out: StopResult = {
    stopped: new Uint8Array(n),
    judgedSegments: new Uint8Array(track.segmentStarts.length),
    stepFrom: new Int32Array(n).fill(-1),
    stepM: new Float64Array(n),
  };
  const idx = new Uint32Array(n);
  const times = new Float64Array(n);
  const path = new Float64Array(n);
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const m = stopTimeline(track, spikes, track.segmentStarts[k]!, segmentEnd(track, k), idx, times);
    if (markSegment(track, cos, idx, times, m, path, out)) out.judgedSegments[k] = 1;
  }
  return out;
}
