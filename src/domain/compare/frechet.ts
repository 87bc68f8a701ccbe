/**
 * Discrete Fréchet distance (Eiter & Mannila 1994) between two point sequences on the plane.
 *
 * Definition: the smallest L such that two walkers can step through the sequences from first to
 * last point, each only ever moving forward (one or both at a time), without ever being more than
 * L apart. Unlike a nearest-point distance it respects direction and order: a loop ridden the
 * other way round, or the same streets in another order, is far in Fréchet distance even though
 * every point lies on the other route.
 *
 * Computed row by row (two rows of memory). Every coupling passes through each row, so when every
 * cell of a row already exceeds `limit` the answer exceeds it too and Infinity is returned early.
 */

/** Fréchet distance of interleaved [x0, y0, x1, y1, ...] sequences, or Infinity when above `limit`. */
export function discreteFrechet(a: Float64Array, b: Float64Array, limit = Infinity): number {
  const n = a.length >> 1;
  const m = b.length >> 1;
  if (n === 0 || m === 0) return Infinity;
  let prev = new Float64Array(m);
  let row = new Float64Array(m);
  const d = (i: number, j: number) => Math.hypot(a[2 * i]! - b[2 * j]!, a[2 * i + 1]! - b[2 * j + 1]!);
  prev[0] = d(0, 0);
  for (let j = 1; j < m; j++) prev[j] = Math.max(prev[j - 1]!, d(0, j));
  if (rowMin(prev) > limit) return Infinity;
  for (let i = 1; i < n; i++) {
    row[0] = Math.max(prev[0]!, d(i, 0));
    for (let j = 1; j < m; j++) {
      const reach = Math.min(prev[j]!, prev[j - 1]!, row[j - 1]!);
      row[j] = Math.max(reach, d(i, j));
    }
    if (rowMin(row) > limit) return Infinity;
    [prev, row] = [row, prev];
  }
  const result = prev[m - 1]!;
  return result > limit ? Infinity : result;
}

function rowMin(row: Float64Array): number {
  let min = Infinity;
  for (const v of row) if (v < min) min = v;
  return min;
}
