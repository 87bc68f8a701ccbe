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
import { plainDecimal } from './bytes';
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
export const MAX_HOLES = 48;

/** The holes of a point as recorded (template-cache.ts Recorder). */
export interface RecordedHoles {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  slots: Int32Array;
}

/** Hole kinds: scanned to its end byte only, or read as a number or a time while scanned. */
const KIND_SCAN = 0;
const KIND_NUMBER = 1;
const KIND_TIME = 2;

/** How a literal is compared (see PointTemplate.wide64). */
const LIT_BYTES = 0;
const LIT_32 = 1;
const LIT_64 = 2;

export class PointTemplate {
  /** Offsets of the literal runs in the bytes of the recorded point; literal k precedes hole k. */
  readonly litStart = new Int32Array(MAX_HOLES + 1);
  readonly litLen = new Int32Array(MAX_HOLES + 1);
  readonly holeSlot = new Int32Array(MAX_HOLES);
  /** KIND_SCAN, KIND_NUMBER or KIND_TIME per hole. */
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

  /**
   * Makes this the template of a point recorded from start to end (exclusive) with holes
   * [rec.starts[k], rec.ends[k]) feeding rec.slots[k] (k < rec.count), inside an element at
   * parentDepth.
   */
  learn(
    b: Uint8Array,
    view: DataView,
    start: number,
    end: number,
    rec: RecordedHoles,
    parentDepth: number,
  ): void {
    let at = start;
    let holes = 0;
    for (let k = 0; k < rec.count; k++) {
      const slot = rec.slots[k]!;
      const hs = rec.starts[k]!;
      // Ignored whitespace (indentation) is compared as markup: faster, and writers keep it constant.
      if (slot === HOLE_SKIP && b[hs - 1] === GT && onlyWhitespace(b, hs, rec.ends[k]!)) continue;
      this.litStart[holes] = at;
      this.litLen[holes] = hs - at;
      this.holeSlot[holes] = slot;
      this.holeKind[holes] = slot === HOLE_SKIP ? KIND_SCAN : slot === EL_TIME ? KIND_TIME : KIND_NUMBER;
      at = rec.ends[k]!;
      this.holeTerm[holes] = b[at]!;
      holes++;
    }
    this.litStart[holes] = at;
    this.litLen[holes] = end - at;
    this.holes = holes;
    this.latHole = this.lonHole = -1;
    this.fieldCount = 0;
    for (let k = 0; k < holes; k++) {
      const slot = this.holeSlot[k]!;
      if (slot === HOLE_LAT) this.latHole = k;
      else if (slot === HOLE_LON) this.lonHole = k;
      else if (slot >= 0) this.fields[this.fieldCount++] = k;
    }
    this.parentDepth = parentDepth;
    this.prepare(view);
  }

  /** Computes the literal words once the literal runs are set. */
  private prepare(view: DataView): void {
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
