/**
 * Stable ordering of row indices by numeric keys with an LSD radix sort (8 passes of 8 bits per
 * key over the IEEE-754 bits made order-preserving), O(n) per key with no comparator calls.
 * Missing values (NaN) go last in both directions. Several keys: the rows end up ordered by the
 * first key, ties by the second, and so on; remaining ties keep their index order.
 */

export interface RadixKey {
  /** One value per row; NaN is missing. */
  keys: Float64Array;
  desc: boolean;
}

const BYTES_PER_KEY = 8;
const RADIX = 256;
const SIGN = 0x80000000;
const ALL = 0xffffffff;

/** The key's 64 bits as two uint32 arrays (hi, lo) whose unsigned order is the wanted order. */
function orderBits({ keys, desc }: RadixKey): { hi: Uint32Array; lo: Uint32Array } {
  const n = keys.length;
  const f = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = keys[i] as number;
    // +0 folds -0 into 0; desc negates so ascending order of the bits is descending order of v.
    f[i] = v !== v ? NaN : desc ? -v + 0 : v + 0;
  }
  const words = new Uint32Array(f.buffer);
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const v = f[i] as number;
    let h = words[2 * i + 1] as number;
    let l = words[2 * i] as number;
    if (v !== v) {
      h = ALL;
      l = ALL;
    } else if (h & SIGN) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else {
      h = (h | SIGN) >>> 0;
    }
    hi[i] = h;
    lo[i] = l;
  }
  return { hi, lo };
}

/** One stable counting-sort pass of `from` into `to` on byte `b` (0 = lowest) of the key. */
function pass(from: Uint32Array, to: Uint32Array, hi: Uint32Array, lo: Uint32Array, b: number): boolean {
  const words = b < 4 ? lo : hi;
  const shift = (b % 4) * 8;
  const counts = new Uint32Array(RADIX);
  for (let i = 0; i < from.length; i++) {
    const d = ((words[from[i] as number] as number) >>> shift) & 0xff;
    counts[d] = (counts[d] as number) + 1;
  }
  // A byte equal in every row changes nothing: skip the pass.
  if (counts.some((c) => c === from.length)) return false;
  let sum = 0;
  for (let d = 0; d < RADIX; d++) {
    const c = counts[d] as number;
    counts[d] = sum;
    sum += c;
  }
  for (let i = 0; i < from.length; i++) {
    const row = from[i] as number;
    const d = ((words[row] as number) >>> shift) & 0xff;
    const at = counts[d] as number;
    to[at] = row;
    counts[d] = at + 1;
  }
  return true;
}

/** Row indices 0..n-1 ordered by the keys (see the module comment). */
export function radixOrder(n: number, keys: readonly RadixKey[]): Uint32Array {
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let spare = new Uint32Array(n);
  for (let k = keys.length - 1; k >= 0; k--) {
    const { hi, lo } = orderBits(keys[k] as RadixKey);
    for (let b = 0; b < BYTES_PER_KEY; b++) {
      if (pass(order, spare, hi, lo, b)) [order, spare] = [spare, order];
    }
  }
  return order;
}
