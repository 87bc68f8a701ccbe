/**
 * Everything before the first element: input to bytes, byte-order marks, UTF-16 transcoding, the
 * XML declaration's encoding, and the fast "this is not XML at all" checks (empty, compressed,
 * binary, plain text), each with a one-line reason.
 */
import { LT, isWs, snippet, startsWithAscii } from './bytes';
import { decoderFor } from './text';
import { GpxParseError } from '../track/types';

export interface Prolog {
  bytes: Uint8Array;
  /** Offset of the first byte after any byte-order mark. */
  start: number;
  /** Decoder for text fields, from the XML declaration (UTF-8 by default). */
  decoder: TextDecoder;
  /** Notes about the encoding (unknown label, ...). */
  notes: string[];
}

/** Bytes inspected for binary content. */
const SNIFF_BYTES = 1024;
/** Share of control bytes in the sniffed prefix above which the input is called binary. */
const MAX_CONTROL_SHARE = 0.1;

function toBytes(input: Uint8Array | string): Uint8Array {
  return typeof input === 'string' ? new TextEncoder().encode(input) : input;
}

/** UTF-16 input (by BOM or by the `<\0` / `\0<` pattern) re-encoded as UTF-8, else null. */
function fromUtf16(b: Uint8Array): Uint8Array | null {
  let label: string | null = null;
  let skip = 0;
  if (b[0] === 0xff && b[1] === 0xfe) [label, skip] = ['utf-16le', 2];
  else if (b[0] === 0xfe && b[1] === 0xff) [label, skip] = ['utf-16be', 2];
  else if (b[0] === LT && b[1] === 0) label = 'utf-16le';
  else if (b[0] === 0 && b[1] === LT) label = 'utf-16be';
  if (label === null) return null;
  return new TextEncoder().encode(new TextDecoder(label).decode(b.subarray(skip)));
}

function looksBinary(b: Uint8Array, start: number): boolean {
  const end = Math.min(b.length, start + SNIFF_BYTES);
  let control = 0;
  for (let i = start; i < end; i++) {
    const c = b[i]!;
    if (c === 0) return true;
    if (c < 32 && !isWs(c)) control++;
  }
  return control > (end - start) * MAX_CONTROL_SHARE;
}

function rejectNonXml(b: Uint8Array, p: number): void {
  if (p >= b.length) throw new GpxParseError('the file is empty');
  if (b[p] === 0x1f && b[p + 1] === 0x8b)
    throw new GpxParseError('the file is gzip-compressed: decompress it first');
  if (startsWithAscii(b, p, 'PK\u0003\u0004'))
    throw new GpxParseError('the file is a zip archive, not a GPX file');
  if (looksBinary(b, p)) throw new GpxParseError('the file contains binary data, not GPX (XML) text');
  if (b[p] !== LT) throw new GpxParseError(`not an XML file: it starts with "${snippet(b, p)}"`);
}

/** The encoding="..." value of an XML declaration at p, or null. */
function declaredEncoding(b: Uint8Array, p: number): string | null {
  if (!startsWithAscii(b, p, '<?xml')) return null;
  const end = b.indexOf(62, p);
  if (end < 0) return null;
  const decl = new TextDecoder('latin1').decode(b.subarray(p, end));
  const m = /encoding\s*=\s*["']([^"']*)["']/.exec(decl);
  return m?.[1] ?? null;
}

export function readProlog(input: Uint8Array | string): Prolog {
  let bytes = toBytes(input);
  const notes: string[] = [];
  const utf16 = fromUtf16(bytes);
  let forceUtf8 = false;
  if (utf16 !== null) {
    bytes = utf16;
    forceUtf8 = true;
  }
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    start = 3;
    forceUtf8 = true;
  }
  let p = start;
  while (p < bytes.length && isWs(bytes[p]!)) p++;
  rejectNonXml(bytes, p);
  const label = declaredEncoding(bytes, p);
  let decoder = decoderFor(forceUtf8 || label === null || /^utf-?16/i.test(label) ? 'utf-8' : label);
  if (decoder === null) {
    notes.push(`unknown encoding "${label ?? ''}" declared: text read as UTF-8`);
    decoder = new TextDecoder('utf-8');
  }
  return { bytes, start, decoder, notes };
}
