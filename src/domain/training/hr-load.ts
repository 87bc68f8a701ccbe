/**
 * Heart-rate load from the 1-bpm histogram (definitions.ts: Banister's TRIMP, normalised so one
 * hour at LTHR scores 100). Each bin is scored at its own heart rate, so intervals score what they
 * were, not what their average would.
 */
import { SECONDS_PER_HOUR, THRESHOLD_HOUR_LOAD, TRIMP_B, TRIMP_K } from './definitions';
import type { HrHistogram } from './hr-histogram';

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
