/**
 * The lines of the curve charts outside the Curves page, without React.
 *
 * - Activity page: the activity's own curve against the person's best of the same sport over all
 *   time and over the ACTIVITY_RECENT_DAYS days up to the activity's start (its form then, so an old
 *   activity is measured against its own time, not today's), both including the activity itself.
 * - Compare page: each compared activity's own curve, in its comparison colour.
 */
import { aggregateCurves, aggregateCurvesReusing, packCurves } from '../../domain/curves/aggregate';
import type { ActivityCurves } from '../../domain/curves/types';
import type { TrackSummary } from '../../domain/stats/types';
import { formatActivityDate, summaryZone } from '../../lib/format';
import { CURVE_COLORS, type CurveLine } from './curves-chart';
import { viewKey, type CurveView } from './curve-view';

/** Days of the recent best the activity page draws. */
export const ACTIVITY_RECENT_DAYS = 90;
const DAY_MS = 86_400_000;

/** One activity's own curve as a chart line (null when it has none for this view). */
export function ownLine(
  summary: TrackSummary,
  curves: ActivityCurves | undefined,
  view: CurveView,
  line: { key: string; label: string; color: string; main?: boolean },
): CurveLine | null {
  const curve = aggregateCurves(packCurves([curves ?? null], viewKey(view), [summary.sport]));
  return curve.row[0] === 0 ? { ...line, curve, rows: [summary] } : null;
}

/** The activity page's lines: this activity, all-time best, recent best (same sport). */
export function activityLines(
  summary: TrackSummary,
  all: readonly TrackSummary[],
  stored: ReadonlyMap<string, ActivityCurves>,
  view: CurveView,
): CurveLine[] {
  const own = ownLine(summary, stored.get(summary.id), view, {
    key: 'own',
    label: 'This activity',
    color: CURVE_COLORS[0]!,
    main: true,
  });
  if (!own) return [];
  const rows = all.filter((r) => r.sport === summary.sport && stored.has(r.id));
  const rowCurves = rows.map((r) => stored.get(r.id) ?? null);
  const key = viewKey(view);
  const sports = rows.map((r) => r.sport);
  const at = summary.startTime;
  const lines = [
    own,
    {
      key: 'all',
      label: `All-time best (${summary.sport})`,
      curve: aggregateCurvesReusing(rowCurves, key, sports),
      rows,
      color: CURVE_COLORS[1]!,
    },
  ];
  if (at !== null) {
    const from = at - ACTIVITY_RECENT_DAYS * DAY_MS;
    const mask = Uint8Array.from(rows, (r) =>
      r.id === summary.id || (r.startTime !== null && r.startTime >= from && r.startTime <= at) ? 1 : 0,
    );
    lines.push({
      key: 'recent',
      label: `Best of the ${ACTIVITY_RECENT_DAYS} days to ${formatActivityDate(at, summaryZone(summary))}`,
      curve: aggregateCurvesReusing(rowCurves, key, sports, mask),
      rows,
      color: CURVE_COLORS[2]!,
    });
  }
  return lines;
}
