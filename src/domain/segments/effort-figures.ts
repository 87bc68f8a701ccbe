/**
 * The figures of one pass (match.ts) over a segment, from the activity's own analysis, so an
 * effort's numbers agree with the activity's.
 *
 * Definitions
 * - startTime / endTime: the track's time interpolated linearly at the fractional crossing
 *   positions; null when either neighbouring point lacks a time, or when the end is not after the
 *   start (points sharing one timestamp, as some exported files have: an effort takes time).
 * - elapsedS: endTime - startTime. Stops inside the segment count.
 * - movingS: the moving intervals of the activity's timeline (stats/timeline.ts) clipped to
 *   [startTime, endTime], summed.
 * - distanceM: the activity's cumulative distance (stats/distance.ts: spikes and stationary jitter
 *   excluded) interpolated at both crossings, subtracted.
 * - avgSpeedMps: distanceM / elapsedS.
 * - avgHr, avgPower: time-weighted means (stats/sensors.ts) over the points between the crossings.
 */
import type { TrackData } from '../track/types';
import type { TrackAnalysis } from '../stats/analysis';
import { analyzeDistance } from '../stats/distance';
import { VALID_HR, VALID_POWER, channelStats, pointTimeWeights } from '../stats/sensors';
import { buildTimeline, type Timeline } from '../stats/timeline';
import { findPasses, type Pass } from './match';
import type { PreparedSegment } from './prepare';
import type { EffortMatch } from './types';

function interpolateAt(values: Float64Array, pos: number): number {
  const i = Math.floor(pos);
  const f = pos - i;
  const v0 = values[i]!;
  if (f === 0 || i + 1 >= values.length) return v0;
  return v0 + f * (values[i + 1]! - v0);
}

const finiteOrNull = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** Moving seconds of the timeline within [from, to] (epoch ms). */
export function movingWithin(timeline: Timeline, from: number, to: number): number {
  const { times, moving, runStarts } = timeline;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= from) lo = mid + 1;
    else hi = mid;
  }
  let run = 0;
  let ms = 0;
  for (let k = Math.max(0, lo - 1); k < times.length - 1 && times[k]! < to; k++) {
    while (run + 1 < runStarts.length && runStarts[run + 1]! <= k) run++;
    const runEnd = run + 1 < runStarts.length ? runStarts[run + 1]! : times.length;
    if (k + 1 >= runEnd || moving[k] !== 1) continue;
    ms += Math.max(0, Math.min(to, times[k + 1]!) - Math.max(from, times[k]!));
  }
  return ms / 1000;
}

/** What an effort's figures read of the activity's analysis (stats/analysis.ts). */
export type EffortAnalysis = Pick<TrackAnalysis, 'cum' | 'timeline' | 'weights'>;

/**
 * The parts of analyzeTrack an effort needs, computed by the same functions (so the figures agree
 * with the activity's), without the elevation analysis, which no effort figure reads.
 */
export function analyzeForEfforts(track: TrackData): EffortAnalysis {
  const { spikes, stopped, cum } = analyzeDistance(track);
  return { cum, timeline: buildTimeline(track, spikes, cum, stopped), weights: pointTimeWeights(track) };
}

/** The figures of one pass (definitions above). */
export function passFigures(track: TrackData, analysis: EffortAnalysis, pass: Pass): EffortMatch {
  const startTime = finiteOrNull(interpolateAt(track.time, pass.startPos));
  const endTime = finiteOrNull(interpolateAt(track.time, pass.endPos));
  const timed = startTime !== null && endTime !== null && endTime > startTime;
  const elapsedS = timed ? (endTime - startTime) / 1000 : null;
  const distanceM = interpolateAt(analysis.cum, pass.endPos) - interpolateAt(analysis.cum, pass.startPos);
  const from = Math.ceil(pass.startPos);
  const to = Math.floor(pass.endPos) + 1;
  return {
    startPos: pass.startPos,
    endPos: pass.endPos,
    startTime: timed ? startTime : null,
    endTime: timed ? endTime : null,
    elapsedS,
    movingS: timed ? movingWithin(analysis.timeline, startTime, endTime) : null,
    distanceM,
    avgSpeedMps: elapsedS !== null && elapsedS > 0 ? distanceM / elapsedS : null,
    avgHr: channelStats(track.hr, analysis.weights, VALID_HR, from, to).avg,
    avgPower: channelStats(track.power, analysis.weights, VALID_POWER, from, to).avg,
  };
}

/**
 * Every effort on the segment in one activity, in order. The activity's analysis is computed only
 * when there is a pass: `analysis` gives it when at hand, or computes it once for several segments
 * (segment-index.ts).
 */
export function matchSegment(
  seg: PreparedSegment,
  track: TrackData,
  analysis: EffortAnalysis | (() => EffortAnalysis) = () => analyzeForEfforts(track),
): EffortMatch[] {
  const passes = findPasses(seg, track);
  if (passes.length === 0) return [];
  const a = typeof analysis === 'function' ? analysis() : analysis;
  return passes.map((p) => passFigures(track, a, p));
}
