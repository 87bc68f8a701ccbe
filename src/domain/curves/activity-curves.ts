/**
 * The curves of one activity, computed once in the import pass (process-activity.ts) from its
 * 1 Hz streams (streams/one-hz.ts) and stored with it; definitions in best-mean.ts and grid.ts.
 */
import { gradeAdjustedDistance } from '../streams/grade-adjust';
import type { OneHzStreams } from '../streams/one-hz';
import {
  bestMeanHeartRate,
  bestMeanPower,
  bestMeanSpeed,
  bestTimesOverDistances,
  type BestMeans,
  type BestTimes,
} from './best-mean';
import { PACE_DISTANCES_M } from './grid';
import type { ActivityCurves, CurveChannel, DistanceCurve } from './types';

/** Goes up when a definition of the curves changes (stored curves of older versions are recomputed). */
export const CURVES_VERSION = 1;

export interface CurveOptions {
  /** Run, walk or hike: grade-adjusted speed and pace are computed too. */
  foot: boolean;
}

function realStarts(streams: OneHzStreams, starts: Uint32Array): Uint32Array {
  const out = new Uint32Array(starts.length);
  for (let i = 0; i < starts.length; i++)
    out[i] = Math.max(0, Math.round((streams.timeMs[starts[i]!]! - streams.startMs) / 1000));
  return out;
}

function channel(streams: OneHzStreams, best: BestMeans): CurveChannel | null {
  return best.values.length === 0 ? null : { values: best.values, startS: realStarts(streams, best.starts) };
}

function distanceCurve(streams: OneHzStreams, best: BestTimes): DistanceCurve | null {
  return best.timeS.length === 0 ? null : { timeS: best.timeS, startS: realStarts(streams, best.starts) };
}

function hasElevation(streams: OneHzStreams): boolean {
  for (let s = 0; s < streams.length; s++) if (streams.grade[s] === streams.grade[s]) return true;
  return false;
}

/** The curves of one activity's 1 Hz streams. */
export function computeActivityCurves(streams: OneHzStreams, options: CurveOptions): ActivityCurves {
  const moved = streams.length > 1 && streams.dist[streams.length - 1]! > 0;
  const gap = moved && options.foot && hasElevation(streams) ? gradeAdjustedDistance(streams) : null;
  return {
    version: CURVES_VERSION,
    power: streams.hasPower ? channel(streams, bestMeanPower(streams.power)) : null,
    hr: streams.hasHr ? channel(streams, bestMeanHeartRate(streams.hr)) : null,
    speed: moved ? channel(streams, bestMeanSpeed(streams.dist)) : null,
    gapSpeed: gap ? channel(streams, bestMeanSpeed(gap)) : null,
    pace: moved ? distanceCurve(streams, bestTimesOverDistances(streams.dist, PACE_DISTANCES_M)) : null,
    gapPace: gap ? distanceCurve(streams, bestTimesOverDistances(gap, PACE_DISTANCES_M)) : null,
    rejected: { ...streams.rejected },
  };
}
