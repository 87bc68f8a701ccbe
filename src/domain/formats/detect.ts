/**
 * Format detection by content, not by name: a FIT header (".FIT" at byte 8), else the XML root
 * element (gpx or TrainingCenterDatabase, any namespace prefix) in the first bytes; the file name's
 * extension only decides when the content says nothing. Gzip is not handled here (the intake
 * unpacks .gz before the worker sees the bytes; detectFormat reports 'gzip' so a caller can say so).
 */
import { hasFitHeader } from '../fit/decode-fit';
import type { SourceFormat } from './types';

/** Bytes looked at for an XML root element. */
const SNIFF_BYTES = 4096;

export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export function formatFromName(fileName: string): SourceFormat | null {
  const m = /\.(gpx|fit|tcx)(\.gz)?$/i.exec(fileName);
  return m === null ? null : (m[1]!.toLowerCase() as SourceFormat);
}

/** The format of the (unzipped) bytes; null when neither content nor name tells. */
export function detectFormat(bytes: Uint8Array, fileName = ''): SourceFormat | null {
  if (hasFitHeader(bytes)) return 'fit';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES));
  const root = /<(?:[\w.-]+:)?(gpx|TrainingCenterDatabase)[\s>/]/.exec(head.replace(/<[?!][^>]*>/g, ''));
  if (root !== null) return root[1] === 'gpx' ? 'gpx' : 'tcx';
  return formatFromName(fileName);
}
