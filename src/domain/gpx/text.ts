/**
 * Text fields (names, descriptions, types, creator): decoded with the file's declared encoding and
 * with the predefined XML entities and character references replaced. Entities defined in a DOCTYPE
 * are never expanded: an unknown reference such as `&lol9;` stays as written.
 */

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY_RE = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const MAX_CODE_POINT = 0x10ffff;

/** Replaces predefined entities and numeric character references; leaves anything else as is. */
export function unescapeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY_RE, (whole, ref: string) => {
    if (ref.charCodeAt(0) !== 35) return PREDEFINED[ref] ?? whole;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return cp > 0 && cp <= MAX_CODE_POINT && !(cp >= 0xd800 && cp <= 0xdfff)
      ? String.fromCodePoint(cp)
      : whole;
  });
}

/** Normalised WHATWG label for a declared XML encoding, or null when TextDecoder does not know it. */
export function decoderFor(label: string | null): TextDecoder | null {
  const l = (label ?? 'utf-8').trim().toLowerCase();
  try {
    return new TextDecoder(l);
  } catch {
    return null;
  }
}

export class TextReader {
  constructor(
    private readonly b: Uint8Array,
    private readonly decoder: TextDecoder,
  ) {}

  /** Decoded text of b[s..e); entities replaced unless it is CDATA content. */
  read(s: number, e: number, cdata: boolean): string {
    const raw = this.decoder.decode(this.b.subarray(s, e));
    return cdata ? raw : unescapeXml(raw);
  }
}

/** Trims a text field (collapsing inner whitespace when asked); null when nothing is left. */
export function tidy(s: string | null, collapse = false): string | null {
  if (s === null) return null;
  const t = (collapse ? s.replace(/\s+/g, ' ') : s).trim();
  return t.length > 0 ? t : null;
}
