/**
 * Activity names as the app keeps and shows them (issue 20).
 *
 * - Bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates) are
 *   removed: a name such as "evil\u202Egpx.exe" would otherwise reverse the text after it in a
 *   table row, a page title or a legend. Right-to-left letters themselves stay; the UI isolates each
 *   name (`<bdi>` / `unicode-bidi: isolate`) so a Hebrew or Arabic name never reorders its
 *   neighbours.
 * - Other control characters (C0, DEL, C1; tabs and line breaks included) become spaces, and runs of
 *   white space one space, so a name is one line.
 * - A name longer than MAX_NAME_CHARS is shortened to that many characters, the last of them "…",
 *   cut between code points (never inside a surrogate pair); the activity keeps a warning, and the
 *   original file keeps the whole name.
 */

/** Longest name kept (the stores' limit: src/data/schemas.ts, firestore.rules). */
export const MAX_NAME_CHARS = 500;

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const OTHER_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
const ELLIPSIS = '…';

/** The name without bidirectional controls, on one line (for names stored before this rule too). */
export function cleanName(raw: string): string {
  return raw.replace(BIDI_CONTROLS, '').replace(OTHER_CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

export interface KeptName {
  name: string;
  /** The length of the cleaned name when it was shortened, else null. */
  shortenedFrom: number | null;
}

/** Cleans `raw` and shortens it to at most `max` UTF-16 units (MAX_NAME_CHARS by default). */
export function keepName(raw: string, max = MAX_NAME_CHARS): KeptName {
  const name = cleanName(raw);
  if (name.length <= max) return { name, shortenedFrom: null };
  let end = max - ELLIPSIS.length;
  const last = name.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // a high surrogate without its pair
  return { name: name.slice(0, end).trimEnd() + ELLIPSIS, shortenedFrom: name.length };
}

/** The warning an activity keeps when its name was shortened. */
export function shortenedNameWarning(length: number, max = MAX_NAME_CHARS): string {
  return `Its name has ${length} characters: shown shortened to ${max} (the original file keeps it whole).`;
}

/**
 * The name wrapped in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE, for plain-text places that
 * cannot hold a <bdi> element (an <option>, a document title): a right-to-left name then never
 * reorders the text around it.
 */
export function isolated(name: string): string {
  return `\u2068${cleanName(name)}\u2069`;
}
