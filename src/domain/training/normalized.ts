/**
 * Normalised power (and normalised grade-adjusted speed, which is built the same way) from a 1 Hz
 * series, definitions.ts: the fourth root of the mean of the fourth powers of the NP_WINDOW_S rolling
 * mean, from the window's last second on (Coggan). Seconds without a value (NaN) are left out of the
 * series, so a dropped sensor neither adds zeros nor breaks the window.
 */
import { NP_WINDOW_S } from './definitions';

type Series = ArrayLike<number>;

function finiteValues(series: Series): Float64Array {
  const out = new Float64Array(series.length);
  let n = 0;
  for (let i = 0; i < series.length; i++) {
    const v = series[i]!;
    if (Number.isFinite(v)) out[n++] = v;
  }
  return out.subarray(0, n);
}

/** Normalised mean of a 1 Hz series; null when it is shorter than the window. */
export function normalizedMean(series: Series, windowS: number = NP_WINDOW_S): number | null {
  const v = finiteValues(series);
  if (v.length < windowS) return null;
  let sum = 0;
  for (let i = 0; i < windowS; i++) sum += v[i]!;
  let fourth = 0;
  let count = 0;
  for (let i = windowS - 1; i < v.length; i++) {
    if (i >= windowS) sum += v[i]! - v[i - windowS]!;
    const mean = Math.max(0, sum / windowS);
    fourth += mean ** 4;
    count++;
  }
  return (fourth / count) ** 0.25;
}

/** Highest mean over any `windowS` consecutive seconds with values; null when shorter. */
export function bestMean(series: Series, windowS: number): number | null {
  const v = finiteValues(series);
  if (v.length < windowS || windowS <= 0) return null;
  let sum = 0;
  for (let i = 0; i < windowS; i++) sum += v[i]!;
  let best = sum;
  for (let i = windowS; i < v.length; i++) {
    sum += v[i]! - v[i - windowS]!;
    if (sum > best) best = sum;
  }
  return best / windowS;
}

/** Seconds with a value in a 1 Hz series. */
export function valueSeconds(series: Series): number {
  let n = 0;
  for (let i = 0; i < series.length; i++) if (Number.isFinite(series[i]!)) n++;
  return n;
}
