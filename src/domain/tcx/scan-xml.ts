/**
 * A minimal DOM-free XML tag walker for TCX: reports start tags (local name, raw attributes), end
 * tags and the text between a start tag and its end for leaf elements. Namespace prefixes are
 * dropped ("ns3:Speed" reads as "Speed"); comments, processing instructions, doctypes and CDATA
 * markers are skipped. Not a validating parser: malformed markup ends the walk where it breaks.
 */
export interface XmlHandler {
  start(name: string, attrs: string): void;
  /** `text` is the raw text since the matching start tag when the element had no child element. */
  end(name: string, text: string | null): void;
}

function localName(s: string, from: number, to: number): string {
  const colon = s.lastIndexOf(':', to - 1);
  return s.slice(colon >= from ? colon + 1 : from, to);
}

function nameEnd(s: string, from: number, limit: number): number {
  let p = from;
  while (p < limit) {
    const c = s.charCodeAt(p);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    p++;
  }
  return p;
}

/** Walks the markup of `s`; returns the position where it stopped early (malformed), or -1. */
export function walkXml(s: string, handler: XmlHandler): number {
  let i = s.indexOf('<');
  let textStart = -1;
  while (i >= 0) {
    const c = s.charCodeAt(i + 1);
    let close: number;
    if (c === 33 /* ! */) {
      close = s.startsWith('<!--', i)
        ? s.indexOf('-->', i) + 2
        : s.startsWith('<![CDATA[', i)
          ? -2
          : s.indexOf('>', i);
      if (close === -2) {
        i = s.indexOf('<', s.indexOf(']]>', i));
        continue;
      }
    } else if (c === 63 /* ? */) {
      close = s.indexOf('?>', i) + 1;
    } else if (c === 47 /* / */) {
      close = s.indexOf('>', i);
      if (close < 0) return i;
      handler.end(
        localName(s, i + 2, nameEnd(s, i + 2, close)),
        textStart >= 0 ? s.slice(textStart, i) : null,
      );
      textStart = -1;
    } else {
      close = s.indexOf('>', i);
      if (close < 0) return i;
      const ne = nameEnd(s, i + 1, close);
      const name = localName(s, i + 1, ne);
      handler.start(name, s.slice(ne, close));
      if (s.charCodeAt(close - 1) === 47) {
        handler.end(name, '');
        textStart = -1;
      } else textStart = close + 1;
    }
    if (close < 0) return i;
    i = s.indexOf('<', close + 1);
  }
  return -1;
}

/** The value of attribute `name` (local name match) in a raw attribute string, or null. */
export function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|[\\s:])${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  return m === null ? null : (m[1] ?? m[2] ?? null);
}
