/**
 * Distance along a track: GPS spikes, stationary jitter and segment gaps.
 *
 * Definitions
 * - GPS spike: a run of 1..SPIKE_MAX_RUN consecutive interior points of a segment that jumps out
 *   and comes back. With a = the last kept point before the run, i..j the run and b the point after:
 *   both legs a→i and j→b are at least SPIKE_MIN_JUMP_M, the track comes back (a→b is at most
 *   SPIKE_RETURN_RATIO of the shorter leg), and the jump is physically impossible: when a, i, j, b
 *   all have times, a leg is faster than IMPOSSIBLE_SPEED_MPS (one is enough: a logger that skips
 *   fixes can make the other leg look slow); otherwise both legs are at least SPIKE_STEP_FACTOR
 *   times the longer of the neighbouring steps (a-1→a, b→b+1). Spike points add
 *   no distance, no speed, no elevation and no position (bounds, view products), and are counted.
 * - Distance: per segment, an anchor starts at the segment's first point; a later kept point adds
 *   its great-circle distance from the anchor, and becomes the anchor, only once it is at least
 *   JITTER_RADIUS_M from the anchor. The last kept point of a segment is always an anchor. So a
 *   receiver standing still, whose fixes wander within the radius, adds nothing (a stop at the very
 *   end of a segment adds less than the radius, once), while a moving track adds the sum of its
 *   chords (on a straight line exactly the point-to-point sum). Segment gaps add nothing: the anchor
 *   restarts per segment.
 * - Cumulative distance per point: at an anchor, the distance accrued up to it; between two anchors
 *   a and b, cum[a] plus the a→b distance times the point's fraction of the a→b time (of the a→b
 *   point count when times are missing), never below the previous point's value. So on a densely
 *   logged track it rises with the real progress instead of in radius-sized steps, and over a stop
 *   the one small hop that ends it is spread over the whole stop (no speed). Spike points repeat
 *   the value before them. Non-decreasing, continuous
 *   over segment gaps, ends at the distance.
 */
import { belowLimitQ, haversineCosM, haversineM, latitudeCosines, surelyCloser } from '../geo';
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';
import { detectStops, type StopResult } from './stops';

/** Both legs of a spike are at least this long, metres. */
export const SPIKE_MIN_JUMP_M = 100;
/** The track comes back: before→after is at most this fraction of the shorter leg. */
export const SPIKE_RETURN_RATIO = 0.5;
/**
 * No activity of this app moves faster than this, m/s (180 km/h): a faster leg is a GPS error. Also
 * the ceiling for max speed (timeline.ts).
 */
export const IMPOSSIBLE_SPEED_MPS = 50;
/** Without times, both legs must be this many times the neighbouring steps. */
export const SPIKE_STEP_FACTOR = 10;
/** At most this many consecutive points form one spike. */
export const SPIKE_MAX_RUN = 3;
/** A kept point adds distance only once it is this far from the last anchor, metres. */
export const JITTER_RADIUS_M = 5;
/**
 * The same radius on a segment whose stops are judged by net progress (stops.ts): stationary
 * wander is taken out there, so only the receiver's second-to-second noise is left, metres.
 */
export const TIMED_JITTER_RADIUS_M = 2;

export interface DistanceResult {
  /** 1 where the point is part of a GPS spike. */
  spikes: Uint8Array;
  spikeCount: number;
  /** 1 where the interval ending at the point is stopped (stops.ts). */
  stopped: Uint8Array;
  /** Cumulative distance per point, metres (see the definition above). */
  cum: Float64Array;
}

function legSpeedImpossible(t: Float64Array, from: number, to: number, d: number): boolean {
  const dt = ((t[to] as number) - (t[from] as number)) / 1000;
  return dt <= 0 || d / dt > IMPOSSIBLE_SPEED_MPS;
}

/** Whether points i..j (with a before, b after, segment [s, e)) form a spike; dOut = |a→i|. */
function isSpike(
  track: TrackData,
  s: number,
  e: number,
  a: number,
  i: number,
  j: number,
  b: number,
  dOut: number,
): boolean {
  const { lat, lon, time } = track;
  const dBack = haversineM(lat[j]!, lon[j]!, lat[b]!, lon[b]!);
  if (dBack < SPIKE_MIN_JUMP_M) return false;
  const shorter = Math.min(dOut, dBack);
  if (haversineM(lat[a]!, lon[a]!, lat[b]!, lon[b]!) > SPIKE_RETURN_RATIO * shorter) return false;
  const timed = [a, i, j, b].every((k) => Number.isFinite(time[k]));
  if (timed) return legSpeedImpossible(time, a, i, dOut) || legSpeedImpossible(time, j, b, dBack);
  let step = 0;
  if (a - 1 >= s) step = Math.max(step, haversineM(lat[a - 1]!, lon[a - 1]!, lat[a]!, lon[a]!));
  if (b + 1 < e) step = Math.max(step, haversineM(lat[b]!, lon[b]!, lat[b + 1]!, lon[b + 1]!));
  if (a - 1 < s && b + 1 >= e) return false; // no neighbourhood to compare with
  return shorter >= SPIKE_STEP_FACTOR * step;
}

/** surelyCloser bounds for the two distance thresholds (computed once). */
const SPIKE_JUMP_Q = belowLimitQ(SPIKE_MIN_JUMP_M);
const JITTER_Q = belowLimitQ(JITTER_RADIUS_M);
const TIMED_JITTER_Q = belowLimitQ(TIMED_JITTER_RADIUS_M);

/** Marks GPS spikes (see the definition at the top of this file); returns how many points were marked. */
export function detectSpikes(track: TrackData): { spikes: Uint8Array; spikeCount: number } {
  const { lat, lon } = track;
  const spikes = new Uint8Array(track.length);
  let spikeCount = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const s = track.segmentStarts[k]!;
    const e = segmentEnd(track, k);
    let a = s;
    let i = s + 1;
    while (i < e - 1) {
      let marked = false;
      // Nearly every step is far shorter than a spike's jump: skip the exact distance then.
      const dOut = surelyCloser(lat[a]!, lon[a]!, lat[i]!, lon[i]!, 1, SPIKE_JUMP_Q)
        ? 0
        : haversineM(lat[a]!, lon[a]!, lat[i]!, lon[i]!);
      for (let run = 1; dOut >= SPIKE_MIN_JUMP_M && run <= SPIKE_MAX_RUN && i + run < e; run++) {
        const j = i + run - 1;
        if (isSpike(track, s, e, a, i, j, j + 1, dOut)) {
          spikes.fill(1, i, j + 1);
          spikeCount += run;
          i = j + 1;
          marked = true;
          break;
        }
      }
      if (!marked) {
        a = i;
        i++;
      }
    }
  }
  return { spikes, spikeCount };
}

/**
 * Cumulative distance with jitter anchoring, given a spike mask (definition at the top). stops:
 * its steps' distances are reused where the anchor is the point's previous stop-timeline point;
 * cos: latitudeCosines of the track's latitudes when the caller has them.
 */
export function cumulativeFromSpikes(
  track: TrackData,
  spikes: Uint8Array,
  stops?: StopResult,
  cos: Float64Array = latitudeCosines(track.lat),
): Float64Array {
  const { lat, lon } = track;
  const cum = new Float64Array(track.length);
  const stopped = stops?.stopped;
  const stepFrom = stops?.stepFrom;
  const stepM = stops?.stepM;
  let total = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const s = track.segmentStarts[k]!;
    const e = segmentEnd(track, k);
    const timed = stops?.judgedSegments[k] === 1;
    const radius = timed ? TIMED_JITTER_RADIUS_M : JITTER_RADIUS_M;
    const radiusQ = timed ? TIMED_JITTER_Q : JITTER_Q;
    let anchor = s;
    cum[s] = total;
    for (let p = s + 1; p < e; p++) {
      if (spikes[p] !== 0) continue;
      // A stopped interval (stops.ts) moves no anchor: the stop adds only the hop from the anchor
      // before it to the first point after it.
      if (stopped !== undefined && stopped[p] !== 0) continue;
      let d: number;
      // The step stops.ts measured (the same haversine, bit for bit).
      if (stepFrom !== undefined && stepFrom[p] === anchor) d = stepM![p]!;
      // Within the radius for sure (cosines are at most 1): no exact distance needed.
      else if (surelyCloser(lat[anchor]!, lon[anchor]!, lat[p]!, lon[p]!, 1, radiusQ)) continue;
      else d = haversineCosM(lat[anchor]!, lon[anchor]!, cos[anchor]!, lat[p]!, lon[p]!, cos[p]!);
      if (d >= radius) {
        fillBetweenAnchors(cum, track.time, spikes, anchor, p, total, d);
        total += d;
        cum[p] = total;
        anchor = p;
      }
    }
    let end = e - 1; // the last kept point is always an anchor, however close
    while (end > anchor && spikes[end] !== 0) end--;
    if (end > anchor) {
      const d = haversineCosM(lat[anchor]!, lon[anchor]!, cos[anchor]!, lat[end]!, lon[end]!, cos[end]!);
      fillBetweenAnchors(cum, track.time, spikes, anchor, end, total, d);
      total += d;
      cum[end] = total;
      anchor = end;
    }
    fillBetweenAnchors(cum, track.time, spikes, anchor, e, total, 0);
  }
  return cum;
}

/**
 * Resolves the points strictly between anchors a and b (b = segment end with gain 0 for the tail):
 * cum[a] + gain × their fraction of the a→b time (of the a→b point count without usable times),
 * never below the previous point's value.
 */
function fillBetweenAnchors(
  cum: Float64Array,
  time: Float64Array,
  spikes: Uint8Array,
  a: number,
  b: number,
  base: number,
  gain: number,
): void {
  const ta = time[a]!;
  const span = gain > 0 ? time[b]! - ta : NaN;
  const byTime = span > 0;
  let running = base;
  for (let q = a + 1; q < b; q++) {
    if (spikes[q] === 0 && gain > 0) {
      const f = byTime ? (time[q]! - ta) / span : (q - a) / (b - a);
      if (f > 0) running = Math.max(running, base + gain * Math.min(1, f));
    }
    cum[q] = running;
  }
}

/** Spikes and cumulative distance in one go. */
export function analyzeDistance(track: TrackData): DistanceResult {
  const { spikes, spikeCount } = detectSpikes(track);
  const cos = latitudeCosines(track.lat);
  const stops = detectStops(track, spikes, cos);
  return { spikes, spikeCount, stopped: stops.stopped, cum: cumulativeFromSpikes(track, spikes, stops, cos) };
}

/**
 * Cumulative distance per point, metres, by the same definition as TrackStats.distanceM (spikes,
 * jitter and segment gaps excluded): the x axis of charts and of compare overlays.
 */
export function cumulativeDistance(track: TrackData): Float64Array {
  return analyzeDistance(track).cum;
}

/** Plain within-segment haversine sum over every point (no spike or jitter rule): a reference figure. */
export function rawSegmentDistance(track: TrackData): number {
  const { lat, lon } = track;
  let total = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const e = segmentEnd(track, k);
    for (let p = track.segmentStarts[k]! + 1; p < e; p++)
      total += haversineM(lat[p - 1]!, lon[p - 1]!, lat[p]!, lon[p]!);
  }
  return total;
}
