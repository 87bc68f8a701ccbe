/**
 * Order statistics without a full sort.
 */

/** Partition rounds allowed per doubling of the length before falling back to a sort (bad pivots). */
const ROUNDS_PER_LOG2 = 3;

/**
 * The k-th smallest value (0-based) of a: the value a sorted copy would hold at k, for values
 * without NaN. Reorders a in place. Hoare/Wirth selection with a median-of-three pivot, O(n) on
 * average; after too many rounds (an adversarial order) the rest is sorted, so never worse than
 * O(n log n).
 */
export function nthSmallest(a: Float64Array, k: number): number {
  if (!(k >= 0 && k < a.length)) throw new RangeError(`no element ${k} among ${a.length}`);
  let l = 0;
  let r = a.length - 1;
  let rounds = ROUNDS_PER_LOG2 * (Math.log2(a.length + 1) + 1);
  while (l < r) {
    if (rounds-- <= 0) {
      a.subarray(l, r + 1).sort();
      return a[k]!;
    }
    const x = medianOfThree(a[l]!, a[(l + r) >> 1]!, a[r]!);
    let i = l;
    let j = r;
    do {
      while (a[i]! < x) i++;
      while (x < a[j]!) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
  return a[k]!;
}

function medianOfThree(a: number, b: number, c: number): number {
  if (a < b) return b < c ? b : a < c ? c : a;
  return a < c ? a : b < c ? c : b;
}
