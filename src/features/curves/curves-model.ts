/**
 * The Curves page's data, without React: the spans it overlays (all time, this year, last year,
 * the last 90 days, each within the filter bar's selection), the element-wise best of the stored
 * curves over each span (domain/curves/aggregate.ts), and the all-time curve of one sport that a
 * critical power or speed fit rests on (domain/curves/fit-sport.ts).
 */
import { aggregateCurves, type AggregateCurve, type CurveMatrix } from '../../domain/curves/aggregate';
import { sportCounts, type FitChannel, type SportCount } from '../../domain/curves/fit-sport';
import type { ActivityCurves } from '../../domain/curves/types';
import type { Sport, TrackSummary } from '../../domain/stats/types';

export type SpanKey = 'all' | 'this-year' | 'last-year' | 'last-90';
export interface Span {
  key: SpanKey;
  label: string;
  /** Start times from (inclusive) to (exclusive), epoch ms. */
  from: number;
  to: number;
}

const DAY_MS = 86_400_000;
/** Days of the shortest span. */
export const RECENT_DAYS = 90;

/** The spans at `now` (UTC years). */
export function spansAt(now: number): Span[] {
  const year = new Date(now).getUTCFullYear();
  const thisYear = Date.UTC(year, 0, 1);
  return [
    { key: 'all', label: 'All time', from: -Infinity, to: Infinity },
    { key: 'this-year', label: String(year), from: thisYear, to: Infinity },
    { key: 'last-year', label: String(year - 1), from: Date.UTC(year - 1, 0, 1), to: thisYear },
    { key: 'last-90', label: `Last ${RECENT_DAYS} days`, from: now - RECENT_DAYS * DAY_MS, to: Infinity },
  ];
}

export interface CurveRows {
  /** The filtered activities that have stored curves, in matrix row order. */
  rows: TrackSummary[];
  curves: (ActivityCurves | null)[];
}

export function curveRows(
  rows: readonly TrackSummary[],
  stored: ReadonlyMap<string, ActivityCurves>,
): CurveRows {
  const kept = rows.filter((r) => stored.has(r.id));
  return { rows: kept, curves: kept.map((r) => stored.get(r.id) ?? null) };
}

export interface Overlay {
  span: Span;
  curve: AggregateCurve;
  /** How many activities the span holds. */
  activities: number;
}

/**
 * One overlay per span that holds at least one activity with the channel packed in `matrix`
 * (packCurves of data.curves, packed once for the overlays and the fit).
 */
export function overlays(data: CurveRows, matrix: CurveMatrix, spans: readonly Span[]): Overlay[] {
  const mask = new Uint8Array(data.rows.length);
  return spans.flatMap((span) => {
    let activities = 0;
    data.rows.forEach((r, k) => {
      const t = r.startTime ?? NaN;
      const inside = span.from === -Infinity || (t >= span.from && t < span.to);
      mask[k] = inside ? 1 : 0;
      activities += mask[k];
    });
    const curve = aggregateCurves(matrix, mask);
    return curve.row.some((r) => r >= 0) ? [{ span, curve, activities }] : [];
  });
}

/** The sports of the activities that have the channel, counted (domain/curves/fit-sport.ts). */
export function channelSports(data: CurveRows, key: FitChannel): SportCount[] {
  return sportCounts(data.rows.flatMap((r, k) => (data.curves[k]?.[key] ? [r.sport] : [])));
}

/**
 * The element-wise best of the channel over the activities of one sport, all time: the curve a
 * critical power (speed) fit rests on. Its rows index data.rows.
 */
export function sportCurve(data: CurveRows, matrix: CurveMatrix, sport: Sport): AggregateCurve {
  const mask = Uint8Array.from(data.rows, (r) => (r.sport === sport ? 1 : 0));
  return aggregateCurves(matrix, mask);
}
