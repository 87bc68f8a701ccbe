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
import { belowLimitQ, cosLatitude, haversineCosM, haversineM, surelyCloser } from '../geo';
import { segmentEnd } from '../gpx/track-data';
import type { TrackData } from '../gpx/types';

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
}

/** The stop timeline of points s..e-1 (definition above), written into out; returns its length. */
function stopTimeline(track: TrackData, spikes: Uint8Array, s: number, e: number, out: Uint32Array): number {
  let m = 0;
  let last = -Infinity;
  for (let p = s; p < e; p++) {
    const t = track.time[p]!;
    if (spikes[p] !== 0 || !(t > last) || t === Infinity) continue;
    out[m++] = p;
    last = t;
  }
  return m;
}

const REACH_Q = belowLimitQ(STOP_MAX_REACH_M);

/**
 * The reach of the window idx[i..j] (definition above); any value above STOP_MAX_REACH_M is
 * returned as Infinity as soon as one point is surely beyond it.
 */
function reachWithin(track: TrackData, idx: Uint32Array, i: number, j: number): number {
  const { lat, lon } = track;
  const a = idx[i]!;
  const la = lat[a]!;
  const lo = lon[a]!;
  const c = cosLatitude(la);
  let reach = 0;
  for (let k = i + 1; k <= j; k++) {
    const b = idx[k]!;
    if (surelyCloser(la, lo, lat[b]!, lon[b]!, 1, REACH_Q)) {
      reach = Math.max(reach, haversineCosM(la, lo, c, lat[b]!, lon[b]!, cosLatitude(lat[b]!)));
      continue;
    }
    const d = haversineCosM(la, lo, c, lat[b]!, lon[b]!, cosLatitude(lat[b]!));
    if (d > STOP_MAX_REACH_M) return Infinity;
    reach = Math.max(reach, d);
  }
  return reach;
}

/** Marks the stopped intervals of one segment's stop timeline idx[0..m); returns whether any window was judged. */
function markSegment(
  track: TrackData,
  idx: Uint32Array,
  m: number,
  path: Float64Array,
  stopped: Uint8Array,
): boolean {
  const { lat, lon, time } = track;
  path[0] = 0;
  for (let k = 1; k < m; k++) {
    const a = idx[k - 1]!;
    const b = idx[k]!;
    path[k] = path[k - 1]! + haversineM(lat[a]!, lon[a]!, lat[b]!, lon[b]!);
  }
  const windowMs = STOP_WINDOW_S * 1000;
  let judged = false;
  let j = 0;
  let coverEnd = -1;
  for (let i = 0; i < m; i++) {
    // coverEnd holds the windows starting before i: one reaching i holds the interval i-1 → i.
    if (i <= coverEnd) stopped[idx[i]!] = 1;
    if (j < i) j = i;
    const ti = time[idx[i]!]!;
    while (j + 1 < m && time[idx[j + 1]!]! - ti <= windowMs) j++;
    if (time[idx[j]!]! - ti >= STOP_MIN_SPAN_S * 1000 && j - i + 1 >= STOP_MIN_POINTS) {
      judged = true;
      const reach = reachWithin(track, idx, i, j);
      const len = path[j]! - path[i]!;
      if (reach <= STOP_MAX_REACH_M && (reach <= STOP_QUIET_REACH_M || reach <= STOP_PROGRESS_RATIO * len)) {
        coverEnd = Math.max(coverEnd, j);
      }
    }
  }
  return judged;
}

/** Stopped intervals of a track (definitions above), given its spike mask. */
export function detectStops(track: TrackData, spikes: Uint8Array): StopResult {
  const stopped = new Uint8Array(track.length);
  const judgedSegments = new Uint8Array(track.segmentStarts.length);
  const idx = new Uint32Array(track.length);
  const path = new Float64Array(track.length);
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const m = stopTimeline(track, spikes, track.segmentStarts[k]!, segmentEnd(track, k), idx);
    if (markSegment(track, idx, m, path, stopped)) judgedSegments[k] = 1;
  }
  return { stopped, judgedSegments };
}
