/**
 * A forgiving, DOM-free XML tokenizer over bytes. It reports start tags (with attributes), end tags
 * and text to the GpxCollector and keeps an explicit element stack (no recursion, bounded depth).
 *
 * XML faults it works around, each turned into a warning: an end tag that does not match the open
 * element (closes back to the matching open element, or is ignored when nothing matches), an
 * undeclared namespace prefix (read by local name), a stray `<`, text outside the root, content
 * after the root (ignored). A DOCTYPE is skipped without expanding or fetching anything. When the
 * bytes end inside an element the file is marked truncated; what was read so far is kept.
 */
import {
  BANG,
  DQUOTE,
  EQ,
  GT,
  LT,
  QMARK,
  SLASH,
  SQUOTE,
  indexOfAscii,
  isWs,
  latin1,
  sameBytes,
  startsWithAscii,
} from './bytes';
import type { GpxCollector } from './collector';
import {
  classify,
  EL_GPX,
  EL_TRKPT,
  isNameStart,
  isPointElement,
  NAME_CHAR,
  NAME_CLASS,
  NAME_COLON,
} from './element-names';
import type { Faults } from './faults';
import { doctypeEnd, NamespacePrefixes } from './markup';
import { HOLE_LAT, HOLE_LON, HOLE_SKIP } from './point-template';
import { Recorder, TemplateCache } from './template-cache';
import { GpxParseError } from '../track/types';

/** Deeper nesting than this is not a GPX file (real files nest about 8 deep). */
export const MAX_DEPTH = 256;

export class XmlScanner {
  depth = 0;
  rootSeen = false;
  rootClosed = false;
  truncated = false;
  /** Track points read by the template fast path. */
  templatePoints = 0;
  /** Offset where reading stopped early (truncation), for messages. */
  stopPos = -1;
  private readonly codes = new Uint8Array(MAX_DEPTH + 1);
  private readonly nameStart = new Int32Array(MAX_DEPTH + 1);
  private readonly nameLen = new Int32Array(MAX_DEPTH + 1);
  private readonly prefixes: NamespacePrefixes;
  private done = false;
  /** Offset after the tag being closed, for the template recorder. */
  private tagEnd = 0;
  private readonly templates = new TemplateCache();
  private readonly recorder = new Recorder();
  private readonly view: DataView;
  /** Offset of the last `<` in the bytes (set by run). */
  private lastLt = -1;

  constructor(
    private readonly b: Uint8Array,
    private readonly h: GpxCollector,
    private readonly faults: Faults,
    private readonly useTemplates = true,
  ) {
    this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    this.prefixes = new NamespacePrefixes(b, faults);
  }

  run(start: number): void {
    const b = this.b;
    const n = b.length;
    // Past the last '<' there is no tag: up to it, the text scan needs no bounds check.
    const lastLt = b.lastIndexOf(LT);
    this.lastLt = lastLt;
    let p = start;
    while (p < n && !this.done) {
      const s = p;
      if (p <= lastLt) while (b[p] !== LT) p++;
      else p = n;
      if (p > s) this.text(s, p);
      if (p >= n) break;
      const c = b[p + 1];
      if (c === SLASH) p = this.endTag(p);
      else if (c === BANG) p = this.bang(p);
      else if (c === QMARK) p = this.instruction(p);
      else p = this.pointOrStartTag(p);
    }
    if (this.rootSeen && !this.rootClosed && !this.truncated) this.cut(n);
  }

  /**
   * A start tag: track points matching a template are taken whole, one after the other in this
   * loop; anything else is read tag by tag. Between two points the loop skips the text up to the
   * next `<` itself, which is what run() would do: text there is ignored (the points' parent is
   * neither the root nor a field collecting text, and no point is being recorded).
   */
  private pointOrStartTag(p: number): number {
    if (!this.useTemplates) return this.startTag(p);
    const b = this.b;
    const h = this.h;
    let q = p;
    while (h.acceptsTrackPoint()) {
      const e = this.templates.match(b, this.view, q, this.depth);
      if (e < 0) break;
      h.commitTemplate(this.templates.hit);
      this.templatePoints++;
      if (e > this.lastLt || this.depth === h.fieldDepth) return e;
      let r = e;
      while (b[r] !== LT) r++;
      const c = b[r + 1];
      if (c === SLASH || c === BANG || c === QMARK) return r;
      q = r;
    }
    return this.startTag(q);
  }

  private cut(pos: number): number {
    this.truncated = true;
    this.stopPos = pos;
    this.done = true;
    return this.b.length;
  }

  private text(s: number, e: number): void {
    if (this.recorder.active) this.recorder.hole(s, e, this.h.holeSlotAt(this.depth));
    if (this.depth === this.h.fieldDepth) this.h.onText(s, e, false);
    else if (this.depth === 0) {
      for (let i = s; i < e; i++) {
        if (!isWs(this.b[i]!)) {
          this.faults.add('outside', i, (l) => `text outside the <gpx> element at line ${l} ignored`);
          return;
        }
      }
    }
  }

  private startTag(p: number): number {
    const b = this.b;
    const n = b.length;
    const ns = p + 1;
    if (ns >= n) return this.cut(p);
    if (!isNameStart(b[ns]!)) {
      this.faults.add('stray-lt', p, (l) => `stray "<" at line ${l} ignored`);
      return p + 1;
    }
    let q = ns;
    let colon = -1;
    for (;;) {
      const t = NAME_CLASS[b[q]!];
      if (t === NAME_CHAR) q++;
      else if (t === NAME_COLON) colon = q++;
      else break;
    }
    if (q >= n) return this.cut(p);
    const local = colon >= 0 ? colon + 1 : ns;
    const code = classify(b, local, q - local);
    if (this.depth === 0 && !this.acceptRoot(code, ns, q)) return n;
    if (
      code === EL_TRKPT &&
      this.useTemplates &&
      !this.recorder.active &&
      this.h.acceptsTrackPoint() &&
      this.templates.shouldLearn()
    ) {
      this.recorder.begin(p, this.depth + 1, this.faults.total);
    }
    const nameEnd = q;
    q = this.attributes(q, code);
    if (q < 0) return this.cut(p);
    if (colon >= 0) this.prefixes.check(ns, colon - ns, p);
    const d = this.depth + 1;
    if (d > MAX_DEPTH)
      throw new GpxParseError(`elements are nested more than ${MAX_DEPTH} deep: not a GPX file`);
    this.depth = d;
    this.codes[d] = code;
    this.nameStart[d] = ns;
    this.nameLen[d] = nameEnd - ns;
    this.h.onStart(code, d, this.codes[d - 1]!);
    if (b[q - 2] === SLASH) {
      this.tagEnd = q;
      this.pop();
    }
    return q;
  }

  /** Checks the first element; false when reading must stop (content after the root). */
  private acceptRoot(code: number, ns: number, ne: number): boolean {
    if (this.rootClosed) {
      this.faults.add('after-root', ns, (l) => `content after </gpx> at line ${l} ignored`);
      this.done = true;
      return false;
    }
    if (code !== EL_GPX) {
      throw new GpxParseError(
        `not a GPX file: the root element is <${latin1(this.b, ns, Math.min(ne, ns + 40))}>`,
      );
    }
    this.rootSeen = true;
    return true;
  }

  /** Reads the attributes from q to the end of the start tag; returns the offset after `>` or -1 at EOF. */
  private attributes(q: number, code: number): number {
    const b = this.b;
    const n = b.length;
    const wanted = code === EL_GPX || isPointElement(code);
    for (;;) {
      while (q < n && isWs(b[q]!)) q++;
      if (q >= n) return -1;
      const c = b[q]!;
      if (c === GT) return q + 1;
      if (c === SLASH) {
        if (b[q + 1] === GT) return q + 2;
        q++;
        continue;
      }
      const an = q;
      while (q < n && NAME_CLASS[b[q]!] !== 0) q++;
      const ae = q;
      while (q < n && isWs(b[q]!)) q++;
      if (q >= n) return -1;
      if (b[q] !== EQ || ae === an) {
        this.faults.add('attribute', an, (l) => `malformed attribute at line ${l} ignored`);
        if (ae === an) q++;
        continue;
      }
      q++;
      while (q < n && isWs(b[q]!)) q++;
      const quote = b[q];
      if (quote !== DQUOTE && quote !== SQUOTE) {
        if (q >= n) return -1;
        this.faults.add('attribute', an, (l) => `unquoted attribute value at line ${l} ignored`);
        continue;
      }
      const vs = q + 1;
      q = vs;
      while (q < n && b[q] !== quote) q++;
      if (q >= n) return -1;
      if (wanted) this.h.onAttr(code, an, ae, vs, q);
      if (this.recorder.active) this.recorder.hole(vs, q, this.attributeSlot(code, an, ae));
      if (ae - an > 6 && b[an] === 120 && startsWithAscii(b, an, 'xmlns:'))
        this.prefixes.declare(an + 6, ae - an - 6);
      q++;
    }
  }

  /** Template hole kind of an attribute value: lat/lon of the recorded point, else ignored. */
  private attributeSlot(code: number, an: number, ae: number): number {
    if (code !== EL_TRKPT || this.depth + 1 !== this.recorder.depth || ae - an !== 3) return HOLE_SKIP;
    if (startsWithAscii(this.b, an, 'lat')) return HOLE_LAT;
    return startsWithAscii(this.b, an, 'lon') ? HOLE_LON : HOLE_SKIP;
  }

  private pop(): void {
    const d = this.depth;
    this.h.onEnd(this.codes[d]!, d);
    this.depth = d - 1;
    if (d === 1) this.rootClosed = true;
    if (this.recorder.active && d === this.recorder.depth) {
      this.recorder.finish(
        this.b,
        this.view,
        this.tagEnd,
        this.faults.total,
        this.h.lastPointValid,
        this.templates,
      );
    }
  }

  private endTag(p: number): number {
    const b = this.b;
    const n = b.length;
    const ns = p + 2;
    const d = this.depth;
    // Fast path: the end tag of the open element, written `</name>`.
    const openLen = this.nameLen[d]!;
    if (d > 0 && b[ns + openLen] === GT && sameBytes(b, this.nameStart[d]!, ns, openLen)) {
      this.tagEnd = ns + openLen + 1;
      this.pop();
      return this.tagEnd;
    }
    let q = ns;
    while (q < n && b[q] !== GT && b[q]! > 32) q++;
    const len = q - ns;
    while (q < n && b[q] !== GT) q++;
    if (q >= n) return this.cut(p);
    this.tagEnd = q + 1;
    if (d > 0 && openLen === len && sameBytes(b, this.nameStart[d]!, ns, len)) this.pop();
    else this.mismatch(p, ns, len);
    return q + 1;
  }

  /** An end tag that does not close the open element: close back to its match, or ignore it. */
  private mismatch(p: number, ns: number, len: number): void {
    const b = this.b;
    const name = (): string => latin1(b, ns, ns + Math.min(len, 40));
    for (let k = this.depth - 1; k >= 1; k--) {
      if (this.nameLen[k] === len && sameBytes(b, this.nameStart[k]!, ns, len)) {
        const open = latin1(
          b,
          this.nameStart[this.depth]!,
          this.nameStart[this.depth]! + Math.min(this.nameLen[this.depth]!, 40),
        );
        this.faults.add('unclosed', p, (l) => `<${open}> not closed before </${name()}> at line ${l}`);
        while (this.depth >= k) this.pop();
        return;
      }
    }
    this.faults.add(
      'stray-end',
      p,
      (l) => `end tag </${name()}> at line ${l} matches no open element (ignored)`,
    );
  }

  private bang(p: number): number {
    const b = this.b;
    if (this.recorder.active) this.recorder.abandon();
    if (startsWithAscii(b, p, '<!--')) {
      const e = indexOfAscii(b, p + 4, '-->');
      return e < 0 ? this.cut(p) : e + 3;
    }
    if (startsWithAscii(b, p, '<![CDATA[')) {
      const e = indexOfAscii(b, p + 9, ']]>');
      if (e < 0) return this.cut(p);
      if (this.depth === this.h.fieldDepth) this.h.onText(p + 9, e, true);
      return e + 3;
    }
    if (startsWithAscii(b, p, '<!DOCTYPE') && this.depth === 0 && !this.rootSeen) return this.doctype(p);
    this.faults.add('declaration', p, (l) => `unexpected markup declaration at line ${l} ignored`);
    const e = b.indexOf(GT, p);
    return e < 0 ? this.cut(p) : e + 1;
  }

  /** Skips a DOCTYPE (see doctypeEnd): its entities are never expanded, nothing is fetched. */
  private doctype(p: number): number {
    const { end, subset } = doctypeEnd(this.b, p);
    if (end < 0) return this.cut(p);
    if (subset) {
      this.faults.note(
        'doctype',
        'DOCTYPE with entity definitions ignored (entities are never expanded or fetched)',
      );
    }
    return end;
  }

  private instruction(p: number): number {
    if (this.recorder.active) this.recorder.abandon();
    const e = indexOfAscii(this.b, p + 2, '?>');
    return e < 0 ? this.cut(p) : e + 2;
  }
}
