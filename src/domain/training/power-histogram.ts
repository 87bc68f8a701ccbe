/**
 * Seconds per POWER_BIN_W watts of power: the stored product any FTP re-zones from (zones.ts), so a
 * threshold change never reads a track again (the heart-rate twin is hr-histogram.ts).
 * - Counted from the shared 1 Hz resampling (streams/one-hz.ts): each second with a power value
 *   counts one second in the bin of floor(W / POWER_BIN_W). Seconds without a value (a sensor
 *   drop-out, a pause) count nothing; a second at 0 W (coasting) counts in the first bin, as it is
 *   time at 0 W.
 * - Power is 0..MAX_PLAUSIBLE_POWER_W there (higher samples are left out as meter spikes), so there
 *   are at most POWER_HIST_BINS bins.
 * - POWER_BIN_W is 5 W: 60 bins cover 0-300 W, and a zone boundary falling inside a bin splits the
 *   bin's seconds in proportion (zones.ts), which is exact for power spread evenly across the bin.
 */
import { MAX_PLAUSIBLE_POWER_W } from '../streams/one-hz';

export const POWER_BIN_W = 5;
export const POWER_HIST_BINS = Math.floor(MAX_PLAUSIBLE_POWER_W / POWER_BIN_W) + 1;

/** Whole seconds per bin: seconds[k] is the time at (lo + k) × POWER_BIN_W up to the next bin. */
export interface PowerHistogram {
  /** Index of the first bin kept. */
  lo: number;
  seconds: number[];
}

export const EMPTY_POWER_HISTOGRAM: PowerHistogram = { lo: 0, seconds: [] };

export function powerHistogram(power: ArrayLike<number>): PowerHistogram {
  const bins = new Float64Array(POWER_HIST_BINS);
  for (let s = 0; s < power.length; s++) {
    const w = power[s]!;
    if (!(w >= 0)) continue;
    bins[Math.min(POWER_HIST_BINS - 1, Math.floor(w / POWER_BIN_W))]!++;
  }
  let first = 0;
  while (first < bins.length && bins[first] === 0) first++;
  if (first === bins.length) return EMPTY_POWER_HISTOGRAM;
  let last = bins.length - 1;
  while (bins[last] === 0) last--;
  return { lo: first, seconds: Array.from(bins.subarray(first, last + 1)) };
}
