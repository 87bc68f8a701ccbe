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
export const COLON = 58; // :
export const MINUS = 45; // -
export const PLUS = 43; // +
export const DOT = 46; // .
export const AMP = 38; // &
export const LF = 10;

/** XML whitespace: space, tab, CR, LF. */
export function isWs(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Powers of ten that are exact doubles (10^0 .. 10^22). */
const POW10 = Float64Array.from({ length: 23 }, (_, i) => 10 ** i);
/** Above this many digits the mantissa may not be exact: fall back to Number(). */
const MAX_FAST_DIGITS = 15;
const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Parses a decimal number written in b[s..e) (surrounding XML whitespace allowed). Returns NaN for
 * anything that is not a plain finite decimal ("undefined", "12,5", "", "1e999"). With at most 15
 * digits and no exponent the result is computed from an exact integer mantissa and one exact power
 * of ten, so it equals parseFloat's correctly rounded value; otherwise Number() decides.
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
  if (p !== e || digits > MAX_FAST_DIGITS) return slowNumber(b, s, e);
  const v = mant / POW10[frac]!;
  return neg ? -v : v;
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
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u00ff]+/g;

/** A short printable excerpt of the bytes at s, for one-line error messages. */
export function snippet(b: Uint8Array, s: number, max = 40): string {
  const raw = latin1(b, s, Math.min(b.length, s + max));
  const clean = raw.replace(UNPRINTABLE, ' ').replace(/ +/g, ' ').trim();
  return b.length > s + max ? `${clean}…` : clean;
}
