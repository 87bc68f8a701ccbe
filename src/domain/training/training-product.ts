/**
 * The training product of one track (product.ts), computed once in the import worker and the
 * recompute path (process-activity.ts), from the shared 1 Hz resampling (streams/one-hz.ts) and the
 * raw samples (hr-histogram.ts).
 * - NP from the 1 Hz power (normalized.ts); powerS its seconds with a value; best20W the best
 *   BEST_FTP_WINDOW_S mean; the power histogram of those seconds (power-histogram.ts).
 * - Normalised grade-adjusted speed (the pace load's "NGP", built as NP is): the 1 Hz speed times
 *   Minetti's cost ratio (streams/grade-adjust.ts) for sports on foot, plain speed for others,
 *   seconds inside a pause left out. Decoupling without power uses this speed too.
 */
import { gradeAdjustedSpeed } from '../streams/grade-adjust';
import { resampleOneHz, type OneHzStreams } from '../streams/one-hz';
import type { TrackData } from '../track/types';
import { decouplingOf } from './decoupling';
import { hrHistogram, MAX_SAMPLE_GAP_S } from './hr-histogram';
import { powerHistogram } from './power-histogram';
import { bestMean, normalizedMean, valueSeconds } from './normalized';
import type { Decoupling, TrainingProduct } from './product';

export const BEST_FTP_WINDOW_S = 1200;
const MS_PER_S = 1000;
const ROUND = 100;

function round(v: number | null): number | null {
  return v === null ? null : Math.round(v * ROUND) / ROUND;
}

function decouplingOfStreams(oneHz: OneHzStreams, gas: Float32Array): Decoupling | null {
  if (!oneHz.hasHr) return null;
  return oneHz.hasPower ? decouplingOf(oneHz.power, oneHz.hr, 'power') : decouplingOf(gas, oneHz.hr, 'speed');
}

function roundedDecoupling(d: Decoupling | null): Decoupling | null {
  return d === null ? null : { basis: d.basis, pct: round(d.pct)! };
}

/** Seconds of the sample intervals inside segments up to MAX_SAMPLE_GAP_S long. */
export function recordedSeconds(track: Pick<TrackData, 'length' | 'time' | 'segmentStarts'>): number {
  let total = 0;
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const end = k + 1 < track.segmentStarts.length ? track.segmentStarts[k + 1]! : track.length;
    for (let i = track.segmentStarts[k]! + 1; i < end; i++) {
      const dt = (track.time[i]! - track.time[i - 1]!) / MS_PER_S;
      if (dt > 0 && dt <= MAX_SAMPLE_GAP_S) total += dt;
    }
  }
  return total;
}

/**
 * @param oneHz the track at 1 Hz (resampled here when not given).
 * @param foot whether the sport is on foot: the grade adjustment (a runner's cost) applies to the
 *   speed only then; a ride's speed is taken as it is.
 */
export function trainingProduct(
  track: TrackData,
  oneHz: OneHzStreams = resampleOneHz(track),
  foot = true,
): TrainingProduct {
  const gas = new Float32Array(oneHz.length).fill(NaN);
  for (let s = 0; s < oneHz.length; s++) {
    if (oneHz.paused[s] === 1) continue;
    gas[s] = foot ? gradeAdjustedSpeed(oneHz.speed[s]!, oneHz.grade[s]!) : oneHz.speed[s]!;
  }
  const np = oneHz.hasPower ? normalizedMean(oneHz.power) : null;
  const gasS = valueSeconds(gas);
  return {
    durationS: round(recordedSeconds(track))!,
    powerS: np === null ? 0 : valueSeconds(oneHz.power),
    np: round(np),
    best20W: oneHz.hasPower ? round(bestMean(oneHz.power, BEST_FTP_WINDOW_S)) : null,
    power: powerHistogram(oneHz.power),
    hr: hrHistogram(track),
    gasS,
    gasMps: round(normalizedMean(gas)),
    decoupling: roundedDecoupling(decouplingOfStreams(oneHz, gas)),
  };
}
