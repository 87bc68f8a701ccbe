/**
 * The power drawn on the activity page's chart (profile.ts): a power meter's one-second values
 * swing by hundreds of watts between pedal strokes, so each chart sample carries the mean over the
 * POWER_SMOOTH_S seconds ending at its point. Its own module so that the page can name the window
 * without bundling the profile builder.
 */

/** Seconds of power averaged into each profile sample (the window ends at the sample's point). */
export const POWER_SMOOTH_S = 10;

/**
 * Per point, the mean of the finite `values` whose time lies in (t − windowS, t], t the point's
 * time; a point without a time keeps its own value. Points are taken in track order; a time that
 * goes back starts a new window.
 */
export function trailingMeanByTime(
  values: ArrayLike<number>,
  time: ArrayLike<number>,
  windowS: number,
): Float64Array {
  const n = values.length;
  const out = new Float64Array(n).fill(NaN);
  const windowMs = windowS * 1000;
  let from = 0;
  let sum = 0;
  let count = 0;
  for (let p = 0; p < n; p++) {
    const t = time[p]!;
    const v = values[p]!;
    if (!Number.isFinite(t)) {
      out[p] = v;
      continue;
    }
    if (p > 0 && Number.isFinite(time[p - 1]) && t < time[p - 1]!) {
      from = p;
      sum = 0;
      count = 0;
    }
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
    // Points before the window leave it; a point without a time was never in it.
    while (from < p && !(time[from]! > t - windowMs)) {
      const old = values[from]!;
      if (Number.isFinite(time[from]) && Number.isFinite(old)) {
        sum -= old;
        count--;
      }
      from++;
    }
    out[p] = count > 0 ? sum / count : NaN;
  }
  return out;
}
