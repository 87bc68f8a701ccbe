/**
 * ISO 8601 / XML Schema dateTime reading, straight from bytes and allocation-free.
 *
 * Accepted: `YYYY-MM-DD` optionally followed by `T` (or `t` or a space) `hh:mm[:ss[.fraction]]`
 * and a zone `Z`, `±hh:mm`, `±hhmm` or `±hh`. Any number of fraction digits is kept (sub-millisecond
 * parts stay as a fraction of a millisecond). Calendar fields are checked (month 1-12, real day of
 * month, hour 0-24, minute 0-59, second 0-60 for leap seconds). A time without a zone is read as
 * UTC; the caller decides whether to warn about it.
 */
import { isWs } from './bytes';

export const ZONE_NONE = 0;
export const ZONE_UTC = 1;
export const ZONE_OFFSET = 2;

/**
 * Zone of the last successful parseIsoBytes call: kind is ZONE_NONE / ZONE_UTC / ZONE_OFFSET and
 * offsetMin the written offset in minutes (0 unless ZONE_OFFSET). Module state keeps the hot path
 * free of allocations; read it right after the call.
 */
export const lastZone = { kind: ZONE_NONE, offsetMin: 0 };

const MS_PER_DAY = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const max = m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!;
  return d <= max;
}

/** Reads n decimal digits at p, or -1 when any is not a digit. */
function digitsAt(b: Uint8Array, p: number, n: number, e: number): number {
  if (p + n > e) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const d = b[p + i]! - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** Parses the zone at p (to e). Returns false when it is malformed. Sets lastZone. */
function parseZone(b: Uint8Array, p: number, e: number): boolean {
  if (p === e) {
    lastZone.kind = ZONE_NONE;
    lastZone.offsetMin = 0;
    return true;
  }
  const c = b[p]!;
  if ((c === 90 || c === 122) && p + 1 === e) {
    lastZone.kind = ZONE_UTC;
    lastZone.offsetMin = 0;
    return true;
  }
  if (c !== 43 && c !== 45) return false;
  const hh = digitsAt(b, p + 1, 2, e);
  let mm = 0;
  let q = p + 3;
  if (q < e && b[q] === 58) q++;
  if (q < e) {
    mm = digitsAt(b, q, 2, e);
    q += 2;
  }
  if (hh < 0 || mm < 0 || q !== e || hh > 14 || mm > 59) return false;
  lastZone.kind = ZONE_OFFSET;
  lastZone.offsetMin = (c === 45 ? -1 : 1) * (hh * 60 + mm);
  return true;
}

/** The last valid date read and its day number (a one-entry cache). */
let lastY = -1;
let lastMo = -1;
let lastD = -1;
let lastDays = 0;
/** Milliseconds of the day read by the last parseClock call. */
let clockMs = 0;
/** Fraction digits beyond this are ignored (they are below a picosecond). */
const MAX_FRACTION_DIGITS = 12;

/**
 * Prefix cache: consecutive point times nearly always share `YYYY-MM-DDThh:mm` (PREFIX_LEN bytes).
 * The bytes of the last such prefix read in full, with its day number, hour and minute: a time
 * starting with the same bytes would parse them to the same values, so only the rest is read.
 */
const PREFIX_LEN = 16;
const prefix = new Uint8Array(PREFIX_LEN);
/** The prefix as four little-endian 32-bit words (for readUtcTime). */
const prefixWords = new Int32Array(PREFIX_LEN / 4);
let prefixSet = false;
let prefixDays = 0;
let prefixH = 0;
let prefixMi = 0;

/** Forgets the caches (tests compare cached and uncached reading). */
export function resetIsoTimeCache(): void {
  lastY = lastMo = lastD = -1;
  prefixSet = false;
}

function samePrefix(b: Uint8Array, s: number): boolean {
  // Last bytes first: the minute changes most often.
  for (let i = PREFIX_LEN - 1; i >= 0; i--) if (b[s + i] !== prefix[i]) return false;
  return true;
}

/** Reads `hh:mm[:ss[.frac]]` at p; returns the end offset (clockMs set) or -1 on error. */
function parseClock(b: Uint8Array, p: number, e: number): number {
  const h = digitsAt(b, p, 2, e);
  const mi = b[p + 2] === 58 ? digitsAt(b, p + 3, 2, e) : -1;
  if (h < 0 || mi < 0 || h > 24 || mi > 59) return -1;
  return parseSeconds(b, p + 5, e, h, mi);
}

/** Reads `[:ss[.frac]]` at q after hour h and minute mi; returns the end offset (clockMs set) or -1. */
function parseSeconds(b: Uint8Array, q: number, e: number, h: number, mi: number): number {
  let sec = 0;
  let fracMs = 0;
  if (q < e && b[q] === 58) {
    sec = digitsAt(b, q + 1, 2, e);
    if (sec < 0 || sec > 60) return -1;
    q += 3;
    if (q < e && (b[q] === 46 || b[q] === 44)) {
      const start = ++q;
      let frac = 0;
      let scale = 1;
      for (; q < e; q++) {
        const d = b[q]! - 48;
        if (d < 0 || d > 9) break;
        if (q - start < MAX_FRACTION_DIGITS) {
          frac = frac * 10 + d;
          scale *= 10;
        }
      }
      if (q === start) return -1;
      fracMs = (frac * 1000) / scale;
    }
  }
  if (h === 24 && (mi !== 0 || sec !== 0 || fracMs !== 0)) return -1;
  clockMs = h * 3_600_000 + mi * 60_000 + sec * 1000 + fracMs;
  return q;
}

/**
 * Epoch milliseconds of the dateTime in b[s..e), or NaN when it is not a valid dateTime. On
 * success lastZone describes the zone that was written.
 */
export function parseIsoBytes(b: Uint8Array, s: number, e: number): number {
  while (s < e && isWs(b[s]!)) s++;
  while (e > s && isWs(b[e - 1]!)) e--;
  if (prefixSet && e - s >= PREFIX_LEN && samePrefix(b, s)) {
    const p = parseSeconds(b, s + PREFIX_LEN, e, prefixH, prefixMi);
    if (p < 0 || !parseZone(b, p, e)) return NaN;
    return prefixDays * MS_PER_DAY + clockMs - lastZone.offsetMin * 60_000;
  }
  const y = digitsAt(b, s, 4, e);
  const mo = b[s + 4] === 45 ? digitsAt(b, s + 5, 2, e) : -1;
  const d = b[s + 7] === 45 ? digitsAt(b, s + 8, 2, e) : -1;
  if (y < 0 || mo < 0 || d < 0) return NaN;
  // Consecutive points nearly always share their date: reuse the last day number.
  if (y !== lastY || mo !== lastMo || d !== lastD) {
    if (!validDate(y, mo, d)) return NaN;
    lastDays = daysFromCivil(y, mo, d);
    lastY = y;
    lastMo = mo;
    lastD = d;
  }
  let p = s + 10;
  clockMs = 0;
  if (p < e) {
    const sep = b[p];
    if (sep === 84 || sep === 116 || sep === 32) {
      p = parseClock(b, p + 1, e);
      if (p < 0) return NaN;
      rememberPrefix(b, s);
    }
  }
  if (!parseZone(b, p, e)) return NaN;
  return lastDays * MS_PER_DAY + clockMs - lastZone.offsetMin * 60_000;
}

/** Stores the prefix of the time at s whose date and `hh:mm` were just read (valid). */
function rememberPrefix(b: Uint8Array, s: number): void {
  for (let i = 0; i < PREFIX_LEN; i++) prefix[i] = b[s + i]!;
  for (let w = 0; w < prefixWords.length; w++) {
    const i = s + 4 * w;
    prefixWords[w] = b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);
  }
  prefixDays = lastDays;
  prefixH = (b[s + 11]! - 48) * 10 + (b[s + 12]! - 48);
  prefixMi = (b[s + 14]! - 48) * 10 + (b[s + 15]! - 48);
  prefixSet = true;
}

/**
 * A point time at p that repeats the cached prefix (see parseIsoBytes) and is written in UTC: the
 * prefix bytes, `:ss`, an optional fraction, then `Z` directly followed by the byte term (the end
 * of the hole: `<` or a quote). Returns the offset of term with the time in out[k] (lastZone set
 * as parseIsoBytes sets it), or -1 for anything else (the caller then uses parseIsoBytes). The value
 * is computed exactly as parseIsoBytes computes it for the same bytes.
 */
export function readUtcTime(
  b: Uint8Array,
  view: DataView,
  p: number,
  term: number,
  out: Float64Array,
  k: number,
): number {
  if (!prefixSet || p + PREFIX_LEN + 4 > b.length) return -1;
  // Last word first: it holds the minute, which changes most often.
  for (let w = prefixWords.length - 1; w >= 0; w--)
    if (view.getInt32(p + 4 * w, true) !== prefixWords[w]) return -1;
  const q = parseSeconds(b, p + PREFIX_LEN, b.length, prefixH, prefixMi);
  if (q < 0 || b[q + 1] !== term) return -1;
  const z = b[q];
  if (z !== 90 && z !== 122) return -1;
  lastZone.kind = ZONE_UTC;
  lastZone.offsetMin = 0;
  out[k] = prefixDays * MS_PER_DAY + clockMs - lastZone.offsetMin * 60_000;
  return q + 1;
}

export interface IsoTime {
  /** Epoch milliseconds (UTC). */
  ms: number;
  /** Offset written in the string in minutes (0 for `Z`), null when no zone was written. */
  offsetMin: number | null;
  /** 'utc' for `Z`, 'offset' for a numeric offset, 'none' when no zone was written (read as UTC). */
  zone: 'utc' | 'offset' | 'none';
}

const scratch = new Uint8Array(64);

/** Parses an ISO 8601 dateTime string (see the module comment); null when it is not one. */
export function parseIsoTime(s: string): IsoTime | null {
  if (s.length > scratch.length) return null;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    scratch[i] = c > 127 ? 0 : c;
  }
  const ms = parseIsoBytes(scratch, 0, s.length);
  if (Number.isNaN(ms)) return null;
  const kind = lastZone.kind;
  return {
    ms,
    offsetMin: kind === ZONE_NONE ? null : lastZone.offsetMin,
    zone: kind === ZONE_UTC ? 'utc' : kind === ZONE_OFFSET ? 'offset' : 'none',
  };
}
