/**
 * Fast path for the track points of one writer: they nearly always repeat the same markup with
 * different values. While the generic scanner reads a <trkpt>, a Recorder notes its byte range and
 * every "hole" in it: each attribute value and each text run (with the field it feeds, or SKIP).
 * Everything else is literal markup. A later <trkpt> at the same place whose markup is byte-for-byte
 * equal to the recorded literals necessarily tokenizes the same way, so its holes can be read
 * directly without running the tokenizer; any difference sends that point to the generic path
 * (which records a new template).
 *
 * Points are only recorded when the generic path read them without any fault, comment, CDATA or
 * processing instruction and with valid coordinates, so a matched point gives exactly what the
 * generic path would give.
 *
 * Number holes (coordinates, elevation, sensor values) are read while they are scanned when they are
 * a plain decimal the fast path of parseNumber reads (bytes.ts: an optional `-`, digits with at most
 * one dot, an integer mantissa below 2^53, at most 22 decimals) directly followed by the byte that
 * ends the hole: the same arithmetic as parseNumber, so the same value. Anything else (whitespace,
 * `+`, exponents, long decimals, text) is left to parseNumber on the hole's bytes. Likewise a time
 * hole that repeats the previous time's date, hour and minute in UTC is read by readUtcTime
 * (iso-time.ts, the same value as parseIsoBytes); any other time is left to parseIsoBytes.
 */
import { DOT, MINUS } from './bytes';
import { EL_TIME } from './element-names';
import { readUtcTime } from './iso-time';

/** Hole slot for content the collector ignores. Field holes use the collector's slot numbers. */
export const HOLE_SKIP = -1;
export const HOLE_LAT = -2;
export const HOLE_LON = -3;
const GT = 62;

function onlyWhitespace(b: Uint8Array, s: number, e: number): boolean {
  for (let i = s; i < e; i++) {
    const c = b[i]!;
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return false;
  }
  return true;
}

/** More holes than this in one point: not worth a template. */
const MAX_HOLES = 48;

/** Hole kinds: scanned to its end byte only, or read as a number or a time while scanned. */
const KIND_SCAN = 0;
const KIND_NUMBER = 1;
const KIND_TIME = 2;

/** How a literal is compared (see PointTemplate.wide64). */
const LIT_BYTES = 0;
const LIT_32 = 1;
const LIT_64 = 2;

/** Powers of ten, exact doubles up to 10^22 (as in bytes.ts parseNumber). */
const POW10 = Float64Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_EXACT_POW10 = 22;
const TWO_POW_53 = 2 ** 53;

/**
 * Reads a number hole at p that is a plain decimal directly followed by term (see the module
 * comment). Returns the offset of term and sets out[k], or -1 when the hole needs parseNumber.
 */
function plainDecimal(b: Uint8Array, p: number, term: number, out: Float64Array, k: number): number {
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

export class PointTemplate {
  /** Offsets of the literal runs in the bytes of the recorded point; literal k precedes hole k. */
  readonly litStart = new Int32Array(MAX_HOLES + 1);
  readonly litLen = new Int32Array(MAX_HOLES + 1);
  readonly holeSlot = new Int32Array(MAX_HOLES);
  /** KIND_SCAN or KIND_NUMBER per hole. */
  readonly holeKind = new Uint8Array(MAX_HOLES);
  /** The byte that ends each hole: the first byte of the following literal (a quote or `<`). */
  readonly holeTerm = new Uint8Array(MAX_HOLES);
  holes = 0;
  /** Depth of the element that contains the recorded points (the trkseg). */
  parentDepth = -1;
  /** The last latitude and longitude holes (-1 when none). */
  latHole = -1;
  lonHole = -1;
  /** Holes that feed a point field (slot >= 0), in order: fields[0..fieldCount). */
  readonly fields = new Int32Array(MAX_HOLES);
  fieldCount = 0;
  /**
   * Per number or time hole of the last match: its value when it was read while matching, else NaN
   * and its byte range in holeStart/holeEnd (parse it from there). Ignored holes keep nothing.
   */
  readonly holeValue = new Float64Array(MAX_HOLES);
  readonly holeStart = new Int32Array(MAX_HOLES);
  readonly holeEnd = new Int32Array(MAX_HOLES);

  /**
   * The literals as little-endian words for match: a literal of 8 bytes or more as 64-bit floats
   * (wide64[wordAt[k]...]), else of 4 bytes or more as 32-bit integers (wide32[wordAt[k]...]), else
   * byte by byte. Two doubles compare equal exactly when their bits are equal, except +0/-0 and NaN:
   * a literal with a word that is zero or NaN as a double is compared as 32-bit integers instead.
   */
  private wide64 = new Float64Array(0);
  private wide32 = new Int32Array(0);
  private readonly wordAt = new Int32Array(MAX_HOLES + 1);
  private readonly litMode = new Uint8Array(MAX_HOLES + 1);

  /** Computes the literal words once the literal runs are set. */
  prepare(view: DataView): void {
    let total = 0;
    for (let k = 0; k <= this.holes; k++) total += (this.litLen[k]! >> 2) + 1;
    if (this.wide32.length < total) {
      this.wide32 = new Int32Array(total * 2);
      this.wide64 = new Float64Array(total * 2);
    }
    let w = 0;
    for (let k = 0; k <= this.holes; k++) {
      this.wordAt[k] = w;
      const s = this.litStart[k]!;
      const len = this.litLen[k]!;
      if (len >= 8 && this.prepare64(view, s, len, w)) {
        this.litMode[k] = LIT_64;
        w += (len >> 3) + 1;
      } else if (len >= 4) {
        this.litMode[k] = LIT_32;
        for (let x = s; x < s + len - 4; x += 4) this.wide32[w++] = view.getInt32(x, true);
        this.wide32[w++] = view.getInt32(s + len - 4, true);
      } else this.litMode[k] = LIT_BYTES;
    }
  }

  /** Stores the 64-bit words of a literal from w; false when one is zero or NaN (see wide64). */
  private prepare64(view: DataView, s: number, len: number, w: number): boolean {
    const last = s + len - 8;
    for (let x = s; ; x += 8) {
      const at = Math.min(x, last);
      const v = view.getFloat64(at, true);
      if (v === 0 || v !== v) return false;
      this.wide64[w++] = v;
      if (at === last) return true;
    }
  }

  /** True when a template is ready. */
  get ready(): boolean {
    return this.parentDepth >= 0;
  }

  /**
   * Matches the template at p (a `<`). Returns the offset after the point's end tag and fills
   * holeValue (and holeStart/holeEnd where needed), or -1 when the bytes differ from the recorded
   * markup.
   */
  match(b: Uint8Array, view: DataView, p: number): number {
    const n = b.length;
    const holes = this.holes;
    const wide64 = this.wide64;
    const wide32 = this.wide32;
    let q = p;
    for (let k = 0; ; k++) {
      const len = this.litLen[k]!;
      if (q + len > n) return -1;
      const mode = this.litMode[k];
      // Whole words; the last one overlaps the previous one when len is not a multiple of the width.
      if (mode === LIT_64) {
        let w = this.wordAt[k]!;
        const last = q + len - 8;
        for (let x = q; x < last; x += 8) if (view.getFloat64(x, true) !== wide64[w++]) return -1;
        if (view.getFloat64(last, true) !== wide64[w]) return -1;
      } else if (mode === LIT_32) {
        let w = this.wordAt[k]!;
        const last = q + len - 4;
        for (let x = q; x < last; x += 4) if (view.getInt32(x, true) !== wide32[w++]) return -1;
        if (view.getInt32(last, true) !== wide32[w]) return -1;
      } else {
        const s = this.litStart[k]!;
        for (let i = 0; i < len; i++) if (b[q + i] !== b[s + i]) return -1;
      }
      q += len;
      if (k === holes) return q;
      const term = this.holeTerm[k]!;
      const kind = this.holeKind[k];
      if (kind !== KIND_SCAN) {
        const read =
          kind === KIND_NUMBER
            ? plainDecimal(b, q, term, this.holeValue, k)
            : readUtcTime(b, view, q, term, this.holeValue, k);
        if (read >= 0) {
          q = read;
          continue;
        }
        this.holeValue[k] = NaN;
        this.holeStart[k] = q;
      }
      while (q < n && b[q] !== term) q++;
      this.holeEnd[k] = q;
    }
  }
}

/** Records one point being read by the generic path into a PointTemplate. */
export class Recorder {
  active = false;
  /** Depth of the point element being recorded. */
  depth = 0;
  private start = 0;
  private faultsAtStart = 0;
  private holes = 0;
  private readonly hs = new Int32Array(MAX_HOLES);
  private readonly he = new Int32Array(MAX_HOLES);
  private readonly slot = new Int32Array(MAX_HOLES);

  begin(p: number, depth: number, faults: number): void {
    this.active = true;
    this.depth = depth;
    this.start = p;
    this.faultsAtStart = faults;
    this.holes = 0;
  }

  hole(s: number, e: number, slot: number): void {
    if (this.holes === MAX_HOLES) {
      this.active = false;
      return;
    }
    this.hs[this.holes] = s;
    this.he[this.holes] = e;
    this.slot[this.holes] = slot;
    this.holes++;
  }

  /** Something that a template cannot reproduce happened inside the point. */
  abandon(): void {
    this.active = false;
  }

  /** The point ended at end (exclusive): add its template to the cache when it qualifies. */
  finish(
    b: Uint8Array,
    view: DataView,
    end: number,
    faults: number,
    valid: boolean,
    cache: TemplateCache,
  ): void {
    this.active = false;
    if (faults !== this.faultsAtStart || !valid) return;
    const into = cache.slotForNew();
    let at = this.start;
    let holes = 0;
    for (let k = 0; k < this.holes; k++) {
      const slot = this.slot[k]!;
      // Ignored whitespace (indentation) is compared as markup: faster, and writers keep it constant.
      if (slot === HOLE_SKIP && b[this.hs[k]! - 1] === GT && onlyWhitespace(b, this.hs[k]!, this.he[k]!))
        continue;
      into.litStart[holes] = at;
      into.litLen[holes] = this.hs[k]! - at;
      into.holeSlot[holes] = slot;
      into.holeKind[holes] = slot === HOLE_SKIP ? KIND_SCAN : slot === EL_TIME ? KIND_TIME : KIND_NUMBER;
      at = this.he[k]!;
      into.holeTerm[holes] = b[at]!;
      holes++;
    }
    into.litStart[holes] = at;
    into.litLen[holes] = end - at;
    into.holes = holes;
    into.latHole = into.lonHole = -1;
    into.fieldCount = 0;
    for (let k = 0; k < holes; k++) {
      const slot = into.holeSlot[k]!;
      if (slot === HOLE_LAT) into.latHole = k;
      else if (slot === HOLE_LON) into.lonHole = k;
      else if (slot >= 0) into.fields[into.fieldCount++] = k;
    }
    into.parentDepth = this.depth - 1;
    into.prepare(view);
  }
}

/** Templates kept at once: writers that alternate a few point shapes still use the fast path. */
const CACHE_SIZE = 4;
/** Templates learned beyond those that ever matched, before learning slows down. */
const MAX_UNUSED_LEARNS = 8;
/** Points in a row that no template matched, before matching slows down. */
const MAX_MISSES_IN_A_ROW = 16;
/** Once learning or matching has slowed down, one point in this many still tries. */
const RETRY_EVERY = 64;

/**
 * A few templates, most recently used first, replaced round-robin. Learning and failed matches
 * cost time, so when templates keep being learned without being used, or points keep missing them
 * (every point different), only one point in RETRY_EVERY tries until templates match again.
 */
export class TemplateCache {
  private readonly slots = Array.from({ length: CACHE_SIZE }, () => new PointTemplate());
  private next = 0;
  private last = 0;
  private learned = 0;
  private matched = 0;
  private tagByTag = 0;
  private missedInARow = 0;

  /** The template of the last successful match (its holes filled). */
  hit: PointTemplate = this.slots[0]!;

  /** Matches the point at p against the templates; the end offset (hit set) or -1. */
  match(b: Uint8Array, view: DataView, p: number, depth: number): number {
    const missed = this.missedInARow;
    if (missed >= MAX_MISSES_IN_A_ROW && missed % RETRY_EVERY !== 0) {
      this.missedInARow++;
      return -1;
    }
    for (let i = 0; i < CACHE_SIZE; i++) {
      const k = (this.last + i) % CACHE_SIZE;
      const t = this.slots[k]!;
      if (t.parentDepth !== depth) continue;
      const end = t.match(b, view, p);
      if (end >= 0) {
        this.last = k;
        this.matched++;
        this.missedInARow = 0;
        this.hit = t;
        return end;
      }
    }
    this.missedInARow++;
    return -1;
  }

  /** Whether the next point read tag by tag should be recorded. */
  shouldLearn(): boolean {
    this.tagByTag++;
    return this.learned - this.matched < MAX_UNUSED_LEARNS || this.tagByTag % RETRY_EVERY === 0;
  }

  slotForNew(): PointTemplate {
    const t = this.slots[this.next]!;
    this.last = this.next;
    this.next = (this.next + 1) % CACHE_SIZE;
    this.learned++;
    return t;
  }
}
