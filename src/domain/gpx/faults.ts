/**
 * Local faults the parser worked around, turned into one-line warnings. Each kind of fault is
 * reported once, with the line of its first occurrence and how often it happened, so a file with a
 * million identical faults still gives a short list.
 */
import { isWs, latin1, lineAt } from './bytes';

interface FaultKind {
  message: string;
  count: number;
}

/** Control characters (line breaks included) become spaces: every warning is one line. */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return s.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** Characters of an unreadable value quoted in its warning. */
const MAX_SHOWN = 40;

export class Faults {
  private readonly kinds = new Map<string, FaultKind>();
  total = 0;

  constructor(private readonly b: Uint8Array) {}

  /**
   * Records a fault of the given kind at byte offset pos. describe is only called for the first
   * fault of a kind (it receives the line number).
   */
  add(kind: string, pos: number, describe: (line: number) => string): void {
    this.total++;
    const k = this.kinds.get(kind);
    if (k !== undefined) {
      k.count++;
      return;
    }
    this.kinds.set(kind, { message: oneLine(describe(pos >= 0 ? lineAt(this.b, pos) : 0)), count: 1 });
  }

  /** A note that is not a fault in the XML (e.g. "times without a zone were read as UTC"). */
  note(kind: string, message: string): void {
    if (!this.kinds.has(kind)) this.kinds.set(kind, { message: oneLine(message), count: 1 });
  }

  /** A value b[s..e) that could not be read (whitespace only is an empty value, not a fault). */
  unreadable(s: number, e: number): void {
    let i = s;
    while (i < e && isWs(this.b[i]!)) i++;
    if (i === e) return;
    this.add('value', s, (line) => {
      const shown = latin1(this.b, s, Math.min(e, s + MAX_SHOWN)).trim();
      return `unreadable value "${shown}${e - s > MAX_SHOWN ? '…' : ''}" at line ${line} (left empty)`;
    });
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  /** The first fault's message (for an error when nothing at all could be read). */
  first(): string | null {
    for (const k of this.kinds.values()) return k.message;
    return null;
  }

  warnings(): string[] {
    return [...this.kinds.values()].map((k) => (k.count > 1 ? `${k.message} (${k.count} times)` : k.message));
  }
}
