/**
 * The one 1 Hz resampling of a track that curves, training load and every other per-second figure
 * read. Typed arrays only; O(points + seconds) per channel.
 *
 * Definitions
 * - Timeline: the points with a finite time strictly later than the previous kept point, in
 *   document order (a clock that steps back is ignored, as in stats/timeline.ts). Two consecutive
 *   timeline points form an interval; the step from one segment to the next is a segment gap.
 * - Pause: a segment gap, or an interval longer than PAUSE_S (stats/timeline.ts's
 *   MAX_MOVING_INTERVAL_S, so a pause here is a pause for moving time too). A pause is kept in the
 *   series as it lasted, but at most PAUSE_KEPT_S: an overnight stop in a multi-day file is not a
 *   day of empty seconds. Every other interval is kept at its real length.
 * - Series time: seconds from the first timeline point along the kept intervals; second s of the
 *   series is series time s, and timeMs[s] is its epoch time (pauses shortened, so not always
 *   startMs + 1000 s). length = floor(last series time) + 1.
 * - Sensor channels (power, heart rate) at second s: the linear interpolation, at series time s,
 *   between the two valid samples of the channel around it, when both are in one segment and at
 *   most SENSOR_FILL_MAX_S apart in real time (Garmin's smart recording writes a sample every few
 *   seconds; a short Bluetooth drop-out is bridged). Otherwise the second has no value (NaN): a
 *   longer drop-out or a pause. A sample with no neighbour in reach sets the second nearest to it.
 *   Valid power: 0..MAX_PLAUSIBLE_POWER_W; valid heart rate: above 0 up to MAX_PLAUSIBLE_HR_BPM.
 *   Samples above the limits are implausible (a power-meter spike, an electrical heart-rate
 *   artefact): they count as missing and are counted in `rejected`, so callers can warn.
 *   What a missing second means is each consumer's rule (curves: power counts it as 0 W, as
 *   GoldenCheetah does; heart rate leaves it out).
 * - Distance dist[s]: the track's cumulative distance (stats/distance.ts: spikes, jitter and
 *   segment gaps excluded; the device's distance for indoor tracks), linearly interpolated in series
 *   time within every interval that is not a pause. A pause adds no distance (what was covered while
 *   the clock was stopped has no time to be spread over); a GPS drop-out shorter than PAUSE_S (a
 *   tunnel) spreads its distance evenly over it. Non-decreasing, dist[0] = 0.
 * - Speed speed[s] = dist[s + 1] - dist[s] (m/s over the second starting at s); NaN for the last
 *   second. So the mean speed over d seconds from s is exactly (dist[s + d] - dist[s]) / d.
 * - Elevation ele[s]: linearly interpolated between valid elevations within a segment and at most
 *   PAUSE_S apart; NaN otherwise.
 * - Grade grade[s]: rise over run between the seconds GRADE_HALF_WINDOW_M of distance before and
 *   after s (clipped to the series), when that run is at least GRADE_MIN_RUN_M and both elevations
 *   are known; NaN otherwise (standing still has no grade). A fraction (0.05 = 5 %).
 * - paused[s] = 1 for the seconds strictly inside a pause.
 */
import { cumulativeDistance } from '../stats/distance';
import { MAX_MOVING_INTERVAL_S } from '../stats/timeline';
import type { TrackData } from '../track/types';
import { segmentEnd } from '../track/track-data';

/** An interval longer than this (or a segment gap) is a pause, seconds. */
export const PAUSE_S = MAX_MOVING_INTERVAL_S;
/** A pause takes at most this many seconds of the series. */
export const PAUSE_KEPT_S = 3600;
/** Two samples of a sensor at most this far apart are interpolated between, seconds. */
export const SENSOR_FILL_MAX_S = 10;
/**
 * Above this a power sample is a meter spike, W. Elite track sprinters peak near 2,500 W (Dorel et
 * al. 2005, Eur J Appl Physiol 94:400); nobody else comes close.
 */
export const MAX_PLAUSIBLE_POWER_W = 2500;
/** Above this a heart-rate sample is an artefact, bpm (issue 34; no adult heart beats 250 times a minute in sport). */
export const MAX_PLAUSIBLE_HR_BPM = 250;
/** Half the distance window of grade, metres. */
export const GRADE_HALF_WINDOW_M = 25;
/** Grade needs at least this much distance in its window, metres. */
export const GRADE_MIN_RUN_M = 10;
/** No series is longer than this (a logger file of weeks), seconds: the rest is cut off. */
export const MAX_SERIES_S = 14 * 86_400;

export interface OneHzStreams {
  /** Number of seconds; every array below has this length. */
  length: number;
  /** Epoch ms of second 0 (the first timeline point); NaN for an empty series. */
  startMs: number;
  /** Epoch ms of each second (pauses shortened, see PAUSE_KEPT_S). */
  timeMs: Float64Array;
  /** Watts, NaN where missing. */
  power: Float32Array;
  /** Beats per minute, NaN where missing. */
  hr: Float32Array;
  /** Cumulative distance, metres, from 0. */
  dist: Float64Array;
  /** m/s over the second starting at s; NaN for the last second. */
  speed: Float32Array;
  /** Metres, NaN where missing. */
  ele: Float32Array;
  /** Rise over run, NaN where undefined. */
  grade: Float32Array;
  /** 1 inside a pause. */
  paused: Uint8Array;
  /** Whether any second has a value of the channel. */
  hasPower: boolean;
  hasHr: boolean;
  /** Samples left out as implausible (over the limits above). */
  rejected: { power: number; hr: number };
}

interface Timeline {
  /** Point index, series time (s), real time (ms) and segment of each timeline point. */
  idx: Uint32Array;
  u: Float64Array;
  t: Float64Array;
  seg: Uint32Array;
  /** 1 when the interval ending at this timeline point is a pause. */
  pauseBefore: Uint8Array;
}

function buildTimeline(track: TrackData): Timeline {
  const n = track.length;
  const idx = new Uint32Array(n);
  const u = new Float64Array(n);
  const t = new Float64Array(n);
  const seg = new Uint32Array(n);
  const pauseBefore = new Uint8Array(n);
  let m = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const e = segmentEnd(track, k);
    for (let p = track.segmentStarts[k]!; p < e; p++) {
      const time = track.time[p]!;
      if (!(time < Infinity) || (m > 0 && !(time > t[m - 1]!))) continue;
      if (m > 0) {
        const dt = (time - t[m - 1]!) / 1000;
        const pause = seg[m - 1] !== k || dt > PAUSE_S;
        pauseBefore[m] = pause ? 1 : 0;
        u[m] = u[m - 1]! + (pause ? Math.min(dt, PAUSE_KEPT_S) : dt);
        if (u[m]! >= MAX_SERIES_S) break;
      }
      idx[m] = p;
      t[m] = time;
      seg[m++] = k;
    }
  }
  return {
    idx: idx.subarray(0, m),
    u: u.subarray(0, m),
    t: t.subarray(0, m),
    seg: seg.subarray(0, m),
    pauseBefore: pauseBefore.subarray(0, m),
  };
}

/**
 * Fills out (pre-filled with NaN) from the samples of `values` that pass `lo <= v <= hi` (v > lo
 * when `loOpen`), interpolating between valid samples in one segment at most maxGapS apart.
 * Returns how many samples were above hi.
 */
function fillChannel(
  values: Float32Array,
  tl: Timeline,
  out: Float32Array,
  range: { lo: number; hi: number; loOpen: boolean; maxGapS: number },
): number {
  const { idx, u, t, seg } = tl;
  const last = out.length - 1;
  let rejected = 0;
  let prev = -1;
  for (let k = 0; k < idx.length; k++) {
    const v = values[idx[k]!]!;
    if (!(range.loOpen ? v > range.lo : v >= range.lo)) continue; // NaN or too low: missing
    if (v > range.hi) {
      rejected++;
      continue;
    }
    const uk = u[k]!;
    if (prev >= 0 && seg[prev] === seg[k] && t[k]! - t[prev]! <= range.maxGapS * 1000) {
      const ua = u[prev]!;
      const va = values[idx[prev]!]!;
      const span = uk - ua;
      for (let s = Math.ceil(ua); s <= Math.min(Math.floor(uk), last); s++)
        out[s] = va + ((v - va) * (s - ua)) / span;
    } else {
      const s = Math.round(uk);
      if (s <= last && Number.isNaN(out[s]!)) out[s] = v;
    }
    prev = k;
  }
  return rejected;
}

/** Cumulative distance per second (definition above). */
function fillDistance(cum: Float64Array, tl: Timeline, out: Float64Array): void {
  const { idx, u, pauseBefore } = tl;
  const last = out.length - 1;
  let dropped = cum[idx[0]!]!; // distance before the first timed point is not in the series
  let prevD = 0;
  for (let k = 1; k < idx.length; k++) {
    const raw = cum[idx[k]!]! - dropped;
    const dk = pauseBefore[k] === 1 ? prevD : Math.max(prevD, raw);
    if (pauseBefore[k] === 1) dropped += raw - prevD;
    const ua = u[k - 1]!;
    const span = u[k]! - ua;
    for (let s = Math.ceil(ua); s <= Math.min(Math.floor(u[k]!), last); s++)
      out[s] = prevD + ((dk - prevD) * (s - ua)) / span;
    prevD = dk;
  }
}

function fillPaused(tl: Timeline, paused: Uint8Array, timeMs: Float64Array): void {
  const { u, t, pauseBefore } = tl;
  const last = paused.length - 1;
  for (let k = 1; k < u.length; k++) {
    const ua = u[k - 1]!;
    const span = u[k]! - ua;
    const realSpan = t[k]! - t[k - 1]!;
    const pause = pauseBefore[k] === 1;
    for (let s = Math.ceil(ua); s <= Math.min(Math.floor(u[k]!), last); s++) {
      if (pause && s > ua && s < u[k]!) paused[s] = 1;
      // Within a shortened pause the clock runs at real speed from its start, then jumps to its end.
      if (s === u[k]) timeMs[s] = t[k]!;
      else if (pause && span < realSpan / 1000) timeMs[s] = t[k - 1]! + (s - ua) * 1000;
      else timeMs[s] = t[k - 1]! + ((s - ua) / span) * realSpan;
    }
  }
  if (u.length > 0) timeMs[0] = t[0]!;
}

/** Grade per second (definition above), from 1 Hz distance and elevation. */
export function gradeSeries(dist: Float64Array, ele: Float32Array): Float32Array {
  const n = dist.length;
  const grade = new Float32Array(n).fill(NaN);
  let lo = 0;
  let hi = 0;
  for (let s = 0; s < n; s++) {
    const d = dist[s]!;
    // lo: the last second at least the half window behind (or 0); hi: the first one ahead (or n-1).
    while (lo < s && d - dist[lo + 1]! >= GRADE_HALF_WINDOW_M) lo++;
    if (hi < s) hi = s;
    while (hi < n - 1 && dist[hi]! - d < GRADE_HALF_WINDOW_M) hi++;
    const run = dist[hi]! - dist[lo]!;
    const rise = ele[hi]! - ele[lo]!;
    if (run >= GRADE_MIN_RUN_M && Number.isFinite(rise)) grade[s] = rise / run;
  }
  return grade;
}

/** Per-second speed from cumulative distance (definition above). */
function speedSeries(dist: Float64Array): Float32Array {
  const n = dist.length;
  const speed = new Float32Array(n);
  for (let s = 0; s + 1 < n; s++) speed[s] = dist[s + 1]! - dist[s]!;
  if (n > 0) speed[n - 1] = NaN;
  return speed;
}

function anyFinite(a: Float32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] === a[i]) return true;
  return false;
}

/**
 * Resamples a track to 1 Hz (definitions above).
 * @param cum the track's cumulative distance per point (TrackAnalysis.cum, which for indoor tracks is
 *   the device's distance); computed with stats/distance.ts when not given.
 */
export function resampleOneHz(track: TrackData, cum: Float64Array = cumulativeDistance(track)): OneHzStreams {
  const tl = buildTimeline(track);
  const m = tl.idx.length;
  const length = m === 0 ? 0 : Math.floor(tl.u[m - 1]!) + 1;
  const nan32 = () => new Float32Array(length).fill(NaN);
  const power = nan32();
  const hr = nan32();
  const ele = nan32();
  const dist = new Float64Array(length);
  const timeMs = new Float64Array(length);
  const paused = new Uint8Array(length);
  const sensor = { lo: 0, loOpen: false, maxGapS: SENSOR_FILL_MAX_S };
  const rejected = {
    power: m === 0 ? 0 : fillChannel(track.power, tl, power, { ...sensor, hi: MAX_PLAUSIBLE_POWER_W }),
    hr: m === 0 ? 0 : fillChannel(track.hr, tl, hr, { ...sensor, loOpen: true, hi: MAX_PLAUSIBLE_HR_BPM }),
  };
  if (m > 0) {
    fillChannel(track.ele, tl, ele, { lo: -Infinity, loOpen: true, hi: Infinity, maxGapS: PAUSE_S });
    fillDistance(cum, tl, dist);
    fillPaused(tl, paused, timeMs);
  }
  return {
    length,
    startMs: m === 0 ? NaN : tl.t[0]!,
    timeMs,
    power,
    hr,
    dist,
    speed: speedSeries(dist),
    ele,
    grade: gradeSeries(dist, ele),
    paused,
    hasPower: anyFinite(power),
    hasHr: anyFinite(hr),
    rejected,
  };
}
