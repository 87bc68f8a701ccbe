/**
 * A read-only shared page of the Curves page (issue 37): the best-effort curves of one channel
 * (power, heart rate or pace) as the owner's Curves page draws them, one line per span (all time,
 * this year, last year, the last 90 days within the owner's selection), and nothing else: no
 * activity's name, date or place (the tooltip of a shared curve names no activity), no track, so
 * no privacy zone concern. The method note is shown with the chart.
 *
 * The lines are stored as bytes (encodeSharedCurves: little-endian, the shared codec's 12-byte
 * header with the line count and the grid length, then one u32 span code per line, then each line's
 * values as f32 on the duration grid, NaN where the span has no value), so the page is one read.
 */
import { CURVE_DURATIONS_S } from '../curves/grid';
import { MAX_SHARE_TITLE_CHARS, SharedPageFormatError } from './shared-page';

export type SharedCurveView = 'power' | 'hr' | 'pace';
export const SHARED_CURVE_VIEWS = ['power', 'hr', 'pace'] as const satisfies readonly SharedCurveView[];

/** The spans a shared curves page may hold, in the Curves page's order (features/curves). */
export const SHARED_SPAN_KEYS = ['all', 'this-year', 'last-year', 'last-90'] as const;
export type SharedSpanKey = (typeof SHARED_SPAN_KEYS)[number];
/** Days of the shortest span (features/curves/curves-model.ts RECENT_DAYS). */
const RECENT_DAYS = 90;

export interface SharedCurveLine {
  span: SharedSpanKey;
  /** Best value per CURVE_DURATIONS_S point (W, bpm, m/s for pace), NaN where none. */
  values: Float32Array;
}

export interface SharedCurvesPage {
  kind: 'curves';
  title: string;
  view: SharedCurveView;
  lines: SharedCurveLine[];
}

/** The label of a span, as the Curves page named it when the page was shared (UTC years). */
export function sharedSpanLabel(span: SharedSpanKey, createdAt: number): string {
  const year = new Date(createdAt).getUTCFullYear();
  if (span === 'all') return 'All time';
  if (span === 'this-year') return String(year);
  if (span === 'last-year') return String(year - 1);
  return `Last ${RECENT_DAYS} days`;
}

const HEADER_BYTES = 12;
const CODEC_VERSION = 1;
const CURVES_KIND = 3;
const GRID = CURVE_DURATIONS_S.length;

/** Bytes of encoded curves of n lines. */
export const curvesBytes = (n: number) => HEADER_BYTES + 4 * n + 4 * GRID * n;
export const MIN_SHARED_CURVES_BYTES = curvesBytes(1);
export const MAX_SHARED_CURVES_BYTES = curvesBytes(SHARED_SPAN_KEYS.length);

/**
 * The shared page of the curves drawn now: `lines` as the Curves page overlays them (span key and
 * its values). Spans without a value are left out; at least one line must remain.
 */
export function buildSharedCurves(
  view: SharedCurveView,
  lines: readonly { span: string; values: Float32Array }[],
  title: string,
): SharedCurvesPage {
  const trimmed = title.trim().slice(0, MAX_SHARE_TITLE_CHARS);
  const kept = lines.flatMap((l): SharedCurveLine[] => {
    const span = SHARED_SPAN_KEYS.find((k) => k === l.span);
    if (!span || !l.values.some((v) => Number.isFinite(v))) return [];
    const values = new Float32Array(GRID).fill(NaN);
    values.set(l.values.subarray(0, GRID));
    return [{ span, values }];
  });
  if (kept.length === 0) throw new Error('There is no curve to share in this selection.');
  return { kind: 'curves', title: trimmed.length > 0 ? trimmed : 'Shared curves', view, lines: kept };
}

export function encodeSharedCurves(lines: readonly SharedCurveLine[]): Uint8Array {
  const n = lines.length;
  const out = new Uint8Array(curvesBytes(n));
  const view = new DataView(out.buffer);
  view.setUint16(0, CODEC_VERSION, true);
  view.setUint16(2, CURVES_KIND, true);
  view.setUint32(4, n, true);
  view.setUint32(8, GRID, true);
  let at = HEADER_BYTES;
  for (const l of lines) {
    view.setUint32(at, SHARED_SPAN_KEYS.indexOf(l.span), true);
    at += 4;
  }
  for (const l of lines) for (let i = 0; i < GRID; i++, at += 4) view.setFloat32(at, l.values[i]!, true);
  return out;
}

/** The lines of stored curves; throws SharedPageFormatError where the bytes are not what encode wrote. */
export function decodeSharedCurves(bytes: Uint8Array): SharedCurveLine[] {
  if (bytes.byteLength < HEADER_BYTES) throw new SharedPageFormatError('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== CODEC_VERSION) throw new SharedPageFormatError('unknown version');
  if (view.getUint16(2, true) !== CURVES_KIND) throw new SharedPageFormatError('wrong kind of data');
  const n = view.getUint32(4, true);
  if (n < 1 || n > SHARED_SPAN_KEYS.length || view.getUint32(8, true) !== GRID)
    throw new SharedPageFormatError('curves size');
  if (bytes.byteLength !== curvesBytes(n)) throw new SharedPageFormatError('curves size');
  let at = HEADER_BYTES;
  const spans: SharedSpanKey[] = [];
  for (let k = 0; k < n; k++, at += 4) {
    const span = SHARED_SPAN_KEYS[view.getUint32(at, true)];
    if (!span || spans.includes(span)) throw new SharedPageFormatError('curve spans');
    spans.push(span);
  }
  return spans.map((span) => {
    const values = new Float32Array(GRID);
    for (let i = 0; i < GRID; i++, at += 4) {
      const v = view.getFloat32(at, true);
      if (!(Number.isNaN(v) || (Number.isFinite(v) && v >= 0)))
        throw new SharedPageFormatError('a curve value out of range');
      values[i] = v;
    }
    return { span, values };
  });
}
