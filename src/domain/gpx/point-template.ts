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
 */

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

export class PointTemplate {
  /** Offsets of the literal runs in the bytes of the recorded point; literal k precedes hole k. */
  readonly litStart = new Int32Array(MAX_HOLES + 1);
  readonly litLen = new Int32Array(MAX_HOLES + 1);
  readonly holeSlot = new Int32Array(MAX_HOLES);
  /** The byte that ends each hole: the first byte of the following literal (a quote or `<`). */
  readonly holeTerm = new Uint8Array(MAX_HOLES);
  holes = 0;
  /** Depth of the element that contains the recorded points (the trkseg). */
  parentDepth = -1;
  /** Hole ranges of the last successful match. */
  readonly holeStart = new Int32Array(MAX_HOLES);
  readonly holeEnd = new Int32Array(MAX_HOLES);

  /** The literals as big-endian 32-bit words (see match); wordAt[k] is literal k's first word. */
  private words = new Int32Array(0);
  private readonly wordAt = new Int32Array(MAX_HOLES + 1);

  /** Computes the literal words once the literal runs are set. */
  prepare(view: DataView): void {
    let total = 0;
    for (let k = 0; k <= this.holes; k++) total += (this.litLen[k]! >> 2) + 1;
    if (this.words.length < total) this.words = new Int32Array(total * 2);
    const words = this.words;
    let w = 0;
    for (let k = 0; k <= this.holes; k++) {
      this.wordAt[k] = w;
      const s = this.litStart[k]!;
      const len = this.litLen[k]!;
      if (len < 4) continue;
      for (let x = s; x < s + len - 4; x += 4) words[w++] = view.getInt32(x);
      words[w++] = view.getInt32(s + len - 4);
    }
  }

  /** True when a template is ready. */
  get ready(): boolean {
    return this.parentDepth >= 0;
  }

  /**
   * Matches the template at p (a `<`). Returns the offset after the point's end tag and fills
   * holeStart/holeEnd, or -1 when the bytes differ from the recorded markup.
   */
  match(b: Uint8Array, view: DataView, p: number): number {
    const n = b.length;
    const holes = this.holes;
    const words = this.words;
    let q = p;
    for (let k = 0; ; k++) {
      const len = this.litLen[k]!;
      if (q + len > n) return -1;
      if (len >= 4) {
        // Four bytes at a time; the last word overlaps the previous one when len is not a multiple of 4.
        let w = this.wordAt[k]!;
        const last = q + len - 4;
        for (let x = q; x < last; x += 4) if (view.getInt32(x) !== words[w++]) return -1;
        if (view.getInt32(last) !== words[w]) return -1;
      } else {
        const s = this.litStart[k]!;
        for (let i = 0; i < len; i++) if (b[q + i] !== b[s + i]) return -1;
      }
      q += len;
      if (k === holes) return q;
      const term = this.holeTerm[k]!;
      this.holeStart[k] = q;
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
      at = this.he[k]!;
      into.holeTerm[holes] = b[at]!;
      holes++;
    }
    into.litStart[holes] = at;
    into.litLen[holes] = end - at;
    into.holes = holes;
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
