/**
 * Seconds per 1 bpm of heart rate: the stored product any resting, maximum or threshold heart rate
 * re-scores from (hr-load.ts), so a threshold change never reads a track again.
 * - Each sample interval inside a segment counts its duration dt = t(i) − t(i−1) at the heart rate
 *   of its start, rounded to the nearest bpm (the value the device held until the next sample).
 * - Intervals longer than MAX_SAMPLE_GAP_S are pauses (a stopped recording, smart recording at a
 *   stop), not effort, and count nothing; so do intervals without a time or heart rate.
 * - Heart rates outside HR_HIST_MIN..HR_HIST_MAX bpm are strap errors and count nothing.
 */
import type { TrackData } from '../track/types';

export const HR_HIST_MIN = 25;
export const HR_HIST_MAX = 250;
export const MAX_SAMPLE_GAP_S = 30;
const MS_PER_S = 1000;
/** Seconds are kept to the hundredth: the stored product stays small and exact enough. */
const SECONDS_PRECISION = 100;

/** Seconds at each bpm: seconds[k] is the time at lo + k bpm. */
export interface HrHistogram {
  lo: number;
  seconds: number[];
}

export const EMPTY_HR_HISTOGRAM: HrHistogram = { lo: HR_HIST_MIN, seconds: [] };

export function hrHistogram(track: Pick<TrackData, 'length' | 'time' | 'hr' | 'segmentStarts'>): HrHistogram {
  const bins = new Float64Array(HR_HIST_MAX - HR_HIST_MIN + 1);
  const { time, hr, segmentStarts } = track;
  for (let k = 0; k < segmentStarts.length; k++) {
    const start = segmentStarts[k]!;
    const end = k + 1 < segmentStarts.length ? segmentStarts[k + 1]! : track.length;
    for (let i = start + 1; i < end; i++) {
      const dt = (time[i]! - time[i - 1]!) / MS_PER_S;
      if (!(dt > 0 && dt <= MAX_SAMPLE_GAP_S)) continue;
      const bpm = Math.round(hr[i - 1]!);
      if (!(bpm >= HR_HIST_MIN && bpm <= HR_HIST_MAX)) continue;
      bins[bpm - HR_HIST_MIN]! += dt;
    }
  }
  return trimmed(bins);
}

/** The histogram from its first to its last non-empty bin. */
function trimmed(bins: Float64Array): HrHistogram {
  let first = 0;
  while (first < bins.length && bins[first] === 0) first++;
  if (first === bins.length) return EMPTY_HR_HISTOGRAM;
  let last = bins.length - 1;
  while (bins[last] === 0) last--;
  const seconds: number[] = [];
  for (let b = first; b <= last; b++)
    seconds.push(Math.round(bins[b]! * SECONDS_PRECISION) / SECONDS_PRECISION);
  return { lo: HR_HIST_MIN + first, seconds };
}

export function histogramSeconds(h: HrHistogram): number {
  let sum = 0;
  for (const s of h.seconds) sum += s;
  return sum;
}
