/**
 * Heart-rate load from the 1-bpm histogram (definitions.ts: Banister's TRIMP, normalised so one
 * hour at LTHR scores 100). Each bin is scored at its own heart rate, so intervals score what they
 * were, not what their average would.
 */
import { SECONDS_PER_HOUR, THRESHOLD_HOUR_LOAD, TRIMP_B, TRIMP_K } from './definitions';
import { HR_HIST_MAX, type HrHistogram } from './hr-histogram';

const SECONDS_PER_MINUTE = 60;

export interface HrThresholds {
  restHr: number;
  maxHr: number;
  lthr: number;
}

/** Heart-rate reserve fraction, clipped to [0, 1]. */
export function reserveFraction(hr: number, rest: number, max: number): number {
  if (!(max > rest)) return 0;
  return Math.min(1, Math.max(0, (hr - rest) / (max - rest)));
}

/** TRIMP weight per minute at reserve fraction r. */
export function trimpPerMinute(r: number): number {
  return r * TRIMP_K * Math.exp(TRIMP_B * r);
}

/** Banister's TRIMP of the histogram. */
export function trimpOf(h: HrHistogram, rest: number, max: number): number {
  let trimp = 0;
  for (let k = 0; k < h.seconds.length; k++) {
    const s = h.seconds[k]!;
    if (s > 0) trimp += (s / SECONDS_PER_MINUTE) * trimpPerMinute(reserveFraction(h.lo + k, rest, max));
  }
  return trimp;
}

/** Load: 100 × trimp / trimp of one hour at LTHR; null when the thresholds cannot score. */
export function hrLoad(h: HrHistogram, t: HrThresholds): number | null {
  const hourAtLthr =
    (SECONDS_PER_HOUR / SECONDS_PER_MINUTE) * trimpPerMinute(reserveFraction(t.lthr, t.restHr, t.maxHr));
  if (!(hourAtLthr > 0)) return null;
  return (THRESHOLD_HOUR_LOAD * trimpOf(h, t.restHr, t.maxHr)) / hourAtLthr;
}

/**
 * hrLoad for many histograms: trimpPerMinute is looked up per whole bpm in a table made once per
 * resting and maximum heart rate, instead of an exponential per bin. The table holds the very
 * values trimpOf computes, summed in the same order, so each load is the same number to the last
 * bit; a histogram outside the table (a bpm off 0..HR_HIST_MAX) is scored by hrLoad itself.
 */
export function hrLoadScorer(): (h: HrHistogram, t: HrThresholds) => number | null {
  const tables = new Map<string, Float64Array>();
  let last: { rest: number; max: number; table: Float64Array } | null = null;
  const tableOf = (rest: number, max: number) => {
    if (last !== null && last.rest === rest && last.max === max) return last.table;
    const key = `${rest}:${max}`;
    let table = tables.get(key);
    if (table === undefined) {
      table = new Float64Array(HR_HIST_MAX + 1);
      for (let bpm = 0; bpm <= HR_HIST_MAX; bpm++)
        table[bpm] = trimpPerMinute(reserveFraction(bpm, rest, max));
      tables.set(key, table);
    }
    last = { rest, max, table };
    return table;
  };
  return (h, t) => {
    const n = h.seconds.length;
    if (!(Number.isInteger(h.lo) && h.lo >= 0 && h.lo + n - 1 <= HR_HIST_MAX)) return hrLoad(h, t);
    const hourAtLthr =
      (SECONDS_PER_HOUR / SECONDS_PER_MINUTE) * trimpPerMinute(reserveFraction(t.lthr, t.restHr, t.maxHr));
    if (!(hourAtLthr > 0)) return null;
    const table = tableOf(t.restHr, t.maxHr);
    let trimp = 0;
    for (let k = 0; k < n; k++) {
      const s = h.seconds[k]!;
      if (s > 0) trimp += (s / SECONDS_PER_MINUTE) * table[h.lo + k]!;
    }
    return (THRESHOLD_HOUR_LOAD * trimp) / hourAtLthr;
  };
}
