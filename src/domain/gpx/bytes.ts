/**
 * Byte-level helpers for the GPX scanner: ASCII codes, whitespace, exact decimal parsing straight
 * from the bytes (no string allocation on the fast path) and small text slices for messages.
 */

export const LT = 60; // <
export const GT = 62; // >
export const SLASH = 47; // /
export const BANG = 33; // !
export const QMARK = 63; // ?
export const EQ = 61; // =
export const DQUOTE = 34; // "
export const SQUOTE = 39; // '
export const MINUS = 45; // -
export const PLUS = 43; // +
export const DOT = 46; // .
export const LF = 10;

/** XML whitespace: space, tab, CR, LF. */
export function isWs(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Powers of ten, exact doubles up to 10^22 and nearest doubles above. */
const POW10 = Float64Array.from({ length: 46 }, (_, i) => 10 ** i);
/** Up to this many digits an integer mantissa is exact in a double. */
const MAX_FAST_DIGITS = 15;
/** Significant digits read by longDecimal; further digits change a double by less than 1e-29. */
const MAX_LONG_DIGITS = 30;
const MAX_EXACT_POW10 = 22;
const TWO_POW_53 = 2 ** 53;
/** Up to this many digits a decimal that does not fit the fast path is read exactly by Number(). */
const MAX_EXACT_DIGITS = 19;
const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Parses a decimal number written in b[s..e) (surrounding XML whitespace allowed). Returns NaN for
 * anything that is not a plain finite decimal ("undefined", "12,5", "", "1e999"). When the digits
 * form an integer below 2^53 (15 or 16 digits) and there is no exponent, the result is that exact
 * integer divided by one exact power of ten, so it equals parseFloat's correctly rounded value; up
 * to 19 digits Number() reads it, also exactly. Longer plain decimals (Garmin Connect writes
 * 30-digit coordinates) go through longDecimal: within one unit in the last place of parseFloat's
 * value (relative error below 3e-16, far below a micrometre). Exponents and odd cases: Number().
 */
export function parseNumber(b: Uint8Array, s: number, e: number): number {
  while (s < e && isWs(b[s]!)) s++;
  while (e > s && isWs(b[e - 1]!)) e--;
  if (s >= e) return NaN;
  let p = s;
  const c0 = b[p]!;
  const neg = c0 === MINUS;
  if (neg || c0 === PLUS) p++;
  const digitsStart = p;
  let mant = 0;
  let d = 0;
  while (p < e && (d = b[p]! - 48) >= 0 && d <= 9) {
    mant = mant * 10 + d;
    p++;
  }
  let digits = p - digitsStart;
  let frac = 0;
  if (p < e && b[p] === DOT) {
    const fracStart = ++p;
    while (p < e && (d = b[p]! - 48) >= 0 && d <= 9) {
      mant = mant * 10 + d;
      p++;
    }
    frac = p - fracStart;
    digits += frac;
  }
  if (digits === 0) return NaN;
  if (p !== e) return slowNumber(b, s, e);
  // Below 2^53 the mantissa was accumulated exactly.
  if (mant < TWO_POW_53 && frac <= MAX_EXACT_POW10) {
    const v = mant / POW10[frac]!;
    return neg ? -v : v;
  }
  // Shortest round-trip strings of doubles have up to 17 digits: read them exactly.
  if (digits - leadingZeros(b, digitsStart, e) <= MAX_EXACT_DIGITS) return exactNumber(b, s, e);
  const v = longDecimal(b, digitsStart, e);
  if (Number.isNaN(v)) return slowNumber(b, s, e);
  return neg ? -v : v;
}

/**
 * parseNumber's fast path while scanning, for template holes (point-template.ts): at p, an optional
 * `-`, digits with at most one dot, directly followed by the byte term. When the digits form an
 * integer below 2^53 with at most 22 decimals, sets out[k] to the value, computed exactly as
 * parseNumber computes it for the same bytes, and returns the offset of term; otherwise -1 (the
 * caller then uses parseNumber).
 */
export function plainDecimal(b: Uint8Array, p: number, term: number, out: Float64Array, k: number): number {
  const neg = b[p] === MINUS;
  if (neg) p++;
  const intStart = p;
  let mant = 0;
  let d = 0;
  while ((d = b[p]! - 48) >= 0 && d <= 9) {
    mant = mant * 10 + d;
    p++;
  }
  let digits = p - intStart;
  let frac = 0;
  if (b[p] === DOT) {
    const fracStart = ++p;
    while ((d = b[p]! - 48) >= 0 && d <= 9) {
      mant = mant * 10 + d;
      p++;
    }
    frac = p - fracStart;
    digits += frac;
  }
  if (b[p] !== term || digits === 0 || !(mant < TWO_POW_53) || frac > MAX_EXACT_POW10) return -1;
  const v = mant / POW10[frac]!;
  out[k] = neg ? -v : v;
  return p;
}

/** Zero digits before the first significant digit of a plain decimal starting at p. */
function leadingZeros(b: Uint8Array, p: number, e: number): number {
  let zeros = 0;
  for (; p < e; p++) {
    const c = b[p]!;
    if (c === 48) zeros++;
    else if (c !== DOT) break;
  }
  return zeros;
}

const ASCII = new TextDecoder('latin1');

/** Number() of a plain decimal already checked by parseNumber. */
function exactNumber(b: Uint8Array, s: number, e: number): number {
  return Number(ASCII.decode(b.subarray(s, e)));
}

/**
 * A plain decimal (digits and one optional dot, already checked) with more than 15 digits: the
 * first 15 significant digits as one exact integer, the next 15 as a second, each scaled by its
 * power of ten and summed (two roundings, so within one ulp of the correctly rounded value). NaN
 * when the integer part alone has more than 15 significant digits or the first significant digit
 * is more than 22 places after the dot (left to Number()).
 */
function longDecimal(b: Uint8Array, p: number, e: number): number {
  let hi = 0;
  let lo = 0;
  let sig = 0;
  let hiFrac = 0;
  let loDigits = 0;
  let inFrac = false;
  for (; p < e; p++) {
    const c = b[p]!;
    if (c === DOT) {
      inFrac = true;
      continue;
    }
    if (sig < MAX_FAST_DIGITS) {
      hi = hi * 10 + (c - 48);
      if (hi !== 0) sig++;
      if (inFrac) hiFrac++;
    } else if (!inFrac) return NaN;
    else if (sig < MAX_LONG_DIGITS) {
      lo = lo * 10 + (c - 48);
      loDigits++;
      sig++;
    }
  }
  if (hiFrac > MAX_EXACT_POW10) return NaN;
  return hi / POW10[hiFrac]! + lo / POW10[hiFrac + loDigits]!;
}

function slowNumber(b: Uint8Array, s: number, e: number): number {
  if (e - s > 400) return NaN;
  const str = latin1(b, s, e);
  if (!DECIMAL_RE.test(str)) return NaN;
  const v = Number(str);
  return Number.isFinite(v) ? v : NaN;
}

/** Bytes s..e as a string, one char per byte (for ASCII content and messages only). */
export function latin1(b: Uint8Array, s: number, e: number): string {
  let out = '';
  for (let i = s; i < e; i += 4096) {
    out += String.fromCharCode(...b.subarray(i, Math.min(e, i + 4096)));
  }
  return out;
}

/** True when b[s..s+len) equals b[t..t+len). */
export function sameBytes(b: Uint8Array, s: number, t: number, len: number): boolean {
  for (let i = 0; i < len; i++) if (b[s + i] !== b[t + i]) return false;
  return true;
}

/** True when b at s starts with the ASCII bytes of lit. */
export function startsWithAscii(b: Uint8Array, s: number, lit: string): boolean {
  if (s + lit.length > b.length) return false;
  for (let i = 0; i < lit.length; i++) if (b[s + i] !== lit.charCodeAt(i)) return false;
  return true;
}

/** Index of the first occurrence of the ASCII string lit at or after from, or -1. */
export function indexOfAscii(b: Uint8Array, from: number, lit: string): number {
  const first = lit.charCodeAt(0);
  let p = from;
  for (;;) {
    p = b.indexOf(first, p);
    if (p < 0 || p + lit.length > b.length) return -1;
    if (startsWithAscii(b, p, lit)) return p;
    p++;
  }
}

/** 1-based line number of byte offset pos (only used when writing a warning). */
export function lineAt(b: Uint8Array, pos: number): number {
  let line = 1;
  let p = -1;
  const end = Math.min(pos, b.length);
  for (;;) {
    p = b.indexOf(LF, p + 1);
    if (p < 0 || p >= end) return line;
    line++;
  }
}

/** Control characters and non-ASCII bytes (shown as spaces in messages). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u00ff]+/g;

/** A short printable excerpt of the bytes at s, for one-line error messages. */
export function snippet(b: Uint8Array, s: number, max = 40): string {
  const raw = latin1(b, s, Math.min(b.length, s + max));
  const clean = raw.replace(UNPRINTABLE, ' ').replace(/ +/g, ' ').trim();
  return b.length > s + max ? `${clean}…` : clean;
}
