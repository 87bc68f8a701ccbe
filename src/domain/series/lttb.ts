/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013) with buckets cut by x range.
 *
 * The candidates (ascending x) are split into buckets of equal x width between the first and last
 * candidate; the first and last candidates are always kept; from each non-empty middle bucket the
 * candidate forming the largest triangle with the previously kept point and the mean of the next
 * non-empty bucket is kept. So peaks and troughs of y survive, at most maxSamples points are kept,
 * and a long run of candidates at the same x (a stop on a distance axis) takes one bucket, not many.
 * The choice does not depend on the units of x or y (triangle areas scale uniformly).
 */

/**
 * @param x ascending values per candidate
 * @param y finite values per candidate
 * @returns positions (into x/y) of the kept candidates, ascending
 */
export function lttbByX(x: ArrayLike<number>, y: ArrayLike<number>, maxSamples: number): Uint32Array {
  const n = x.length;
  if (n <= maxSamples) return Uint32Array.from({ length: n }, (_, k) => k);
  if (maxSamples < 3)
    return maxSamples <= 0
      ? new Uint32Array(0)
      : maxSamples === 1
        ? Uint32Array.of(0)
        : Uint32Array.of(0, n - 1);
  const buckets = bucketByX(x, maxSamples - 2);
  const out: number[] = [0];
  let prev = 0;
  for (let b = 0; b < buckets.length; b++) {
    const [s, e] = buckets[b]!;
    const [ns, ne] = b + 1 < buckets.length ? buckets[b + 1]! : [n - 1, n];
    let mx = 0;
    let my = 0;
    for (let k = ns; k < ne; k++) {
      mx += x[k]!;
      my += y[k]!;
    }
    mx /= ne - ns;
    my /= ne - ns;
    const ax = x[prev]!;
    const ay = y[prev]!;
    let best = s;
    let bestArea = -1;
    for (let k = s; k < e; k++) {
      const area = Math.abs((ax - mx) * (y[k]! - ay) - (ax - x[k]!) * (my - ay));
      if (area > bestArea) {
        bestArea = area;
        best = k;
      }
    }
    out.push(best);
    prev = best;
  }
  out.push(n - 1);
  return Uint32Array.from(out);
}

/** Non-empty [start, end) ranges of positions 1..n-2 cut into `count` equal x widths. */
function bucketByX(x: ArrayLike<number>, count: number): [number, number][] {
  const n = x.length;
  const x0 = x[0]!;
  const width = (x[n - 1]! - x0) / count;
  const out: [number, number][] = [];
  let k = 1;
  if (!(width > 0)) {
    // No spread in x: equal-count buckets instead.
    const per = (n - 2) / count;
    for (let b = 0; b < count; b++) {
      const s = 1 + Math.floor(b * per);
      const e = 1 + Math.floor((b + 1) * per);
      if (e > s) out.push([s, e]);
    }
    return out;
  }
  for (let b = 0; b < count && k < n - 1; b++) {
    const limit = b === count - 1 ? Infinity : x0 + (b + 1) * width;
    const s = k;
    while (k < n - 1 && x[k]! < limit) k++;
    if (k > s) out.push([s, k]);
  }
  return out;
}
