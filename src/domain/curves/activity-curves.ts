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

/**
 * Goes up when a definition of the curves changes (stored curves of older versions are recomputed).
 * 2: each best window keeps where it ends (a shortened pause or a heart-rate drop-out inside it).
 */
export const CURVES_VERSION = 2;

export interface CurveOptions {
  /** Run, walk or hike: grade-adjusted speed and pace are computed too. */
  foot: boolean;
}

/**
 * Epoch ms at series time u (0 ≤ u ≤ length): timeMs interpolated within the second, and one real
 * second per series second past the last sample (a window that ends after the series' last second).
 * Inside a shortened pause timeMs already runs at real speed (streams/one-hz.ts).
 */
function realTimeAt(streams: OneHzStreams, u: number): number {
  const { timeMs, length } = streams;
  const s = Math.min(Math.floor(u), length - 1);
  const next = s + 1 < length ? timeMs[s + 1]! : timeMs[s]! + 1000;
  return timeMs[s]! + (u - s) * (next - timeMs[s]!);
}

/** Whole seconds after the activity's start at series time u; `up` rounds a fraction up. */
function realSeconds(streams: OneHzStreams, u: number, up: boolean): number {
  const s = (realTimeAt(streams, u) - streams.startMs) / 1000;
  return Math.max(0, up ? Math.ceil(s - 1e-6) : Math.round(s));
}

/** Real start and end, in seconds after the start, of windows given in series time. */
function realWindows(
  streams: OneHzStreams,
  starts: Uint32Array,
  endAt: (i: number) => number,
): { startS: Uint32Array; endS: Uint32Array } {
  const startS = new Uint32Array(starts.length);
  const endS = new Uint32Array(starts.length);
  for (let i = 0; i < starts.length; i++) {
    startS[i] = realSeconds(streams, starts[i]!, false);
    endS[i] = Math.max(startS[i]! + 1, realSeconds(streams, endAt(i), true));
  }
  return { startS, endS };
}

function channel(streams: OneHzStreams, best: BestMeans): CurveChannel | null {
  if (best.values.length === 0) return null;
  return { values: best.values, ...realWindows(streams, best.starts, (i) => best.ends[i]!) };
}

function distanceCurve(streams: OneHzStreams, best: BestTimes): DistanceCurve | null {
  if (best.timeS.length === 0) return null;
  return { timeS: best.timeS, ...realWindows(streams, best.starts, (i) => best.starts[i]! + best.timeS[i]!) };
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
