/**
 * The timed view of a track: smoothed speed, moving time and max speed.
 *
 * Definitions
 * - Timeline: the kept (non-spike) points with a valid time, in document order, keeping a point
 *   only when its time is later than the previous kept timed point (a clock that steps back is
 *   ignored rather than producing negative durations). A run is the part of the timeline inside one
 *   segment; an interval joins two consecutive timeline points of the same run.
 * - Smoothed speed of an interval: cumulative distance (see distance.ts) gained over a window
 *   SPEED_WINDOW_S wide centred on the interval's mid-time, clipped to the run and never narrower
 *   than the interval itself: (cum[hi] - cum[lo]) / (t[hi] - t[lo]).
 * - Pause: an interval longer than the pause threshold, the larger of MAX_MOVING_INTERVAL_S and
 *   PAUSE_MEDIAN_FACTOR times the median interval of the track (so a logger that writes a fix every
 *   few minutes is not all pauses). A pause is never moving time, whatever happened during it.
 * - Moving time: the sum of the durations of the intervals that are not pauses, not stopped by the
 *   net-progress rule (stops.ts) and whose smoothed speed is at least MOVING_SPEED_MPS. Segment
 *   gaps are never intervals, so they never count. Where the net-progress rule does not decide, the
 *   centred window smears each edge of a stop by at most SPEED_WINDOW_S / 2.
 * - Stopped time: the sum of the durations of the other intervals (stops and pauses within a
 *   segment); moving plus stopped time is the time spent inside segments.
 * - Max speed: the highest smoothed speed of an interval that is not a pause, ignoring smoothed
 *   speeds above IMPOSSIBLE_SPEED_MPS (distance.ts): these are GPS errors, typically the first fixes
 *   after a receiver wakes up, converging onto the true position over several points.
 */
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';
import { IMPOSSIBLE_SPEED_MPS } from './distance';
import { nthSmallest } from './select';

/** Width of the centred window for smoothed speed, seconds. */
export const SPEED_WINDOW_S = 10;
/** An interval counts as moving at or above this smoothed speed, m/s (about 1.1 km/h). */
export const MOVING_SPEED_MPS = 0.2;
/** An interval longer than this is a pause (unless the track is logged more sparsely), seconds. */
export const MAX_MOVING_INTERVAL_S = 300;
/** On a sparse log, an interval longer than this many median intervals is a pause. */
export const PAUSE_MEDIAN_FACTOR = 10;

export interface Timeline {
  /** Point indices of the timeline, ascending, with strictly increasing times. */
  idx: Uint32Array;
  /** Time of each timeline point, epoch ms (track.time[idx[k]]). */
  times: Float64Array;
  /** Cumulative distance of each timeline point, metres (cum[idx[k]]). */
  dists: Float64Array;
  /** Position in idx where each run starts (ascending); a run ends where the next starts. */
  runStarts: Uint32Array;
  /** Per interval k (idx[k] → idx[k+1]): smoothed speed m/s, NaN when k ends a run. */
  speed: Float64Array;
  /** Per interval k: 1 when moving (definition above). */
  moving: Uint8Array;
  movingS: number;
  /** Stopped time: the within-run intervals that are not moving, pauses included, seconds. */
  stoppedS: number;
  /** null when no interval qualifies. */
  maxSpeedMps: number | null;
}

interface TimelinePoints {
  idx: Uint32Array;
  times: Float64Array;
  dists: Float64Array;
  runStarts: Uint32Array;
  /** Within-run intervals, and how many of them last at most SHORT_INTERVAL_S. */
  intervals: number;
  shortIntervals: number;
}

/** An interval this short or shorter cannot raise the pause threshold above MAX_MOVING_INTERVAL_S. */
const SHORT_INTERVAL_S = MAX_MOVING_INTERVAL_S / PAUSE_MEDIAN_FACTOR;

function collectTimeline(track: TrackData, spikes: Uint8Array, cum: Float64Array): TimelinePoints {
  const time = track.time;
  const n = track.length;
  let idx = new Uint32Array(n);
  let times = new Float64Array(n);
  let dists = new Float64Array(n);
  let m = 0;
  let intervals = 0;
  let shortIntervals = 0;
  const runStarts: number[] = [];
  let last = -Infinity;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const e = segmentEnd(track, k);
    let started = false;
    for (let p = track.segmentStarts[k]!; p < e; p++) {
      const t = time[p]!;
      // t > last is false for NaN; last only ever holds finite times, so t < Infinity checks the rest.
      if (spikes[p] !== 0 || !(t > last) || t === Infinity) continue;
      if (!started) {
        runStarts.push(m);
        started = true;
      } else {
        intervals++;
        if ((t - last) / 1000 <= SHORT_INTERVAL_S) shortIntervals++;
      }
      idx[m] = p;
      times[m] = t;
      dists[m++] = cum[p]!;
      last = t;
    }
  }
  if (m < n) {
    idx = idx.slice(0, m);
    times = times.slice(0, m);
    dists = dists.slice(0, m);
  }
  return { idx, times, dists, runStarts: Uint32Array.from(runStarts), intervals, shortIntervals };
}

/**
 * The pause threshold of the track, seconds (definition above). The median interval is at most
 * SHORT_INTERVAL_S exactly when more than half of the intervals are (counted while collecting), and
 * then PAUSE_MEDIAN_FACTOR × median is at most MAX_MOVING_INTERVAL_S; otherwise the median is
 * selected from the durations.
 */
function pauseThreshold(tp: TimelinePoints): number {
  const { times, runStarts, intervals } = tp;
  if (intervals === 0 || tp.shortIntervals >= (intervals >> 1) + 1) return MAX_MOVING_INTERVAL_S;
  const durations = new Float64Array(intervals);
  let at = 0;
  for (let r = 0; r < runStarts.length; r++) {
    const r1 = (r + 1 < runStarts.length ? runStarts[r + 1]! : times.length) - 1;
    for (let k = runStarts[r]!; k < r1; k++) durations[at++] = (times[k + 1]! - times[k]!) / 1000;
  }
  return Math.max(MAX_MOVING_INTERVAL_S, PAUSE_MEDIAN_FACTOR * nthSmallest(durations, intervals >> 1));
}

/** Builds the timeline, smoothed speeds, moving flags, moving time and max speed. */
export function buildTimeline(
  track: TrackData,
  spikes: Uint8Array,
  cum: Float64Array,
  stopped?: Uint8Array,
): Timeline {
  const tp = collectTimeline(track, spikes, cum);
  const { idx, times: T, dists: C, runStarts } = tp;
  const m = idx.length;
  const speed = new Float64Array(Math.max(0, m - 1));
  const moving = new Uint8Array(Math.max(0, m - 1));
  const pauseS = pauseThreshold(tp);
  const half = (SPEED_WINDOW_S * 1000) / 2;
  let movingS = 0;
  let stoppedS = 0;
  let maxSpeed = -1;
  for (let r = 0; r < runStarts.length; r++) {
    const r0 = runStarts[r]!;
    const r1 = (r + 1 < runStarts.length ? runStarts[r + 1]! : m) - 1;
    if (r1 < m - 1) speed[r1] = NaN; // the step to the next run is no interval
    let lo = r0;
    let hi = r0;
    for (let k = r0; k < r1; k++) {
      // Smoothed speed (definition above): the window [lo, hi] around the interval's mid-time.
      const mid = (T[k]! + T[k + 1]!) / 2;
      while (lo < k && T[lo]! < mid - half) lo++;
      while (hi < r1 && T[hi + 1]! <= mid + half) hi++;
      const a = Math.min(lo, k);
      const b = Math.max(hi, k + 1);
      const v = (C[b]! - C[a]!) / ((T[b]! - T[a]!) / 1000);
      speed[k] = v;
      const dt = (T[k + 1]! - T[k]!) / 1000;
      const pause = !(dt <= pauseS);
      if (!pause && v > maxSpeed && v <= IMPOSSIBLE_SPEED_MPS) maxSpeed = v;
      // Not a pause, not a stop by net progress (stops.ts), fast enough.
      if (!pause && (stopped === undefined || stopped[idx[k + 1]!] === 0) && v >= MOVING_SPEED_MPS) {
        moving[k] = 1;
        movingS += dt;
      } else {
        stoppedS += dt;
      }
    }
  }
  return {
    idx,
    times: T,
    dists: C,
    runStarts,
    speed,
    moving,
    movingS,
    stoppedS,
    maxSpeedMps: maxSpeed >= 0 ? maxSpeed : null,
  };
}

/**
 * Smoothed speed at each timeline point: the mean of the finite speeds of the intervals on either
 * side of it (NaN for a run of a single point). Indexed like timeline.idx.
 */
export function pointSpeeds(tl: Timeline): Float64Array {
  const m = tl.idx.length;
  const out = new Float64Array(m).fill(NaN);
  for (let k = 0; k < m; k++) {
    const before = k > 0 ? tl.speed[k - 1]! : NaN;
    const after = k < m - 1 ? tl.speed[k]! : NaN;
    if (Number.isFinite(before) && Number.isFinite(after)) out[k] = (before + after) / 2;
    else if (Number.isFinite(before)) out[k] = before;
    else if (Number.isFinite(after)) out[k] = after;
  }
  return out;
}
