/**
 * Markup the scanner skips: DOCTYPE declarations (with any internal subset) and namespace prefix
 * bookkeeping. Nothing here expands entities or fetches anything.
 */
import { DQUOTE, GT, LT, SQUOTE, indexOfAscii, latin1, sameBytes, startsWithAscii } from './bytes';
import type { Faults } from './faults';

const LBRACKET = 91;
const RBRACKET = 93;

/**
 * End (exclusive) of the DOCTYPE starting at p, or -1 when the bytes end inside it; subset tells
 * whether it had an internal subset (entity definitions). Quotes, brackets and comments are
 * respected so a `>` inside them does not end it.
 */
export function doctypeEnd(b: Uint8Array, p: number): { end: number; subset: boolean } {
  const n = b.length;
  let bracket = 0;
  let quote = 0;
  let subset = false;
  for (let q = p + 9; q < n; q++) {
    const c = b[q]!;
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === DQUOTE || c === SQUOTE) quote = c;
    else if (c === LBRACKET) {
      bracket++;
      subset = true;
    } else if (c === RBRACKET) bracket--;
    else if (c === LT && startsWithAscii(b, q, '<!--')) {
      const e = indexOfAscii(b, q + 4, '-->');
      if (e < 0) break;
      q = e + 2;
    } else if (c === GT && bracket <= 0) return { end: q + 1, subset };
  }
  return { end: -1, subset };
}

/**
 * Namespace prefixes declared anywhere so far (xmlns:p="..."), kept as byte ranges. Scoping is not
 * tracked: a prefix declared on any element counts from then on. An undeclared prefix is reported
 * once and then remembered.
 */
export class NamespacePrefixes {
  /** [start, length] pairs into the bytes. */
  private readonly list: number[] = [];
  private okStart = -1;
  private okLen = -1;

  constructor(
    private readonly b: Uint8Array,
    private readonly faults: Faults,
  ) {}

  declare(s: number, len: number): void {
    if (!this.known(s, len)) this.list.push(s, len);
  }

  /** Checks the prefix b[s..s+len) of an element at pos; warns the first time it is undeclared. */
  check(s: number, len: number, pos: number): void {
    const b = this.b;
    if (len === this.okLen && sameBytes(b, this.okStart, s, len)) return;
    if (this.known(s, len) || (len === 3 && startsWithAscii(b, s, 'xml'))) return;
    const prefix = latin1(b, s, s + Math.min(len, 40));
    this.faults.add(
      `prefix:${prefix}`,
      pos,
      (l) => `undeclared namespace prefix "${prefix}:" (first at line ${l}), read by local name`,
    );
    this.list.push(s, len);
  }

  private known(s: number, len: number): boolean {
    const list = this.list;
    for (let k = 0; k < list.length; k += 2) {
      if (list[k + 1] === len && sameBytes(this.b, list[k]!, s, len)) {
        this.okStart = list[k]!;
        this.okLen = len;
        return true;
      }
    }
    return false;
  }
}
