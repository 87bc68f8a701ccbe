/**
 * Learning and keeping point templates (point-template.ts): the Recorder notes the holes of a point
 * while the generic path reads it, and the TemplateCache keeps the few templates of the file.
 */
import { MAX_HOLES, PointTemplate, type RecordedHoles } from './point-template';

/** Records one point being read by the generic path into a PointTemplate. */
export class Recorder {
  active = false;
  /** Depth of the point element being recorded. */
  depth = 0;
  private start = 0;
  private faultsAtStart = 0;
  private readonly rec: RecordedHoles = {
    count: 0,
    starts: new Int32Array(MAX_HOLES),
    ends: new Int32Array(MAX_HOLES),
    slots: new Int32Array(MAX_HOLES),
  };

  begin(p: number, depth: number, faults: number): void {
    this.active = true;
    this.depth = depth;
    this.start = p;
    this.faultsAtStart = faults;
    this.rec.count = 0;
  }

  hole(s: number, e: number, slot: number): void {
    const rec = this.rec;
    if (rec.count === MAX_HOLES) {
      this.active = false;
      return;
    }
    rec.starts[rec.count] = s;
    rec.ends[rec.count] = e;
    rec.slots[rec.count] = slot;
    rec.count++;
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
    cache.slotForNew().learn(b, view, this.start, end, this.rec, this.depth - 1);
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
