/**
 * Telling compared activities apart, and saying when they are not like for like (issue 19).
 * - Label: the activity's name and local date ("Käferberg Out & Back · Sat 14 Jun 2025"); where
 *   two labels are the same, the local start time is added, and then a number if still needed.
 * - Warnings: activities of more than one sport (paces and times of a walk and a run are not a
 *   race), and activities starting more than COMPARE_PLACE_M from the baseline's start (another
 *   place: the profiles are of different ground).
 */
import { haversineM } from '../../domain/geo';
import type { TrackSummary } from '../../domain/stats/types';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { formatActivityDate, summaryZone } from '../../lib/format';

/** Starts further apart than this are "another place", metres. */
export const COMPARE_PLACE_M = 5000;

type Labelled = Pick<TrackSummary, 'name' | 'startTime' | 'utcOffsetMin'> & { timeZone?: string | null };

/** One distinct label per activity, in order (definition above). */
export function distinctLabels(rows: readonly Labelled[]): string[] {
  const dated = rows.map((s) =>
    s.startTime === null ? s.name : `${s.name} · ${formatActivityDate(s.startTime, summaryZone(s))}`,
  );
  const timed = dated.map((label, k) => {
    const s = rows[k]!;
    if (s.startTime === null || dated.indexOf(label) === dated.lastIndexOf(label)) return label;
    return `${label}, ${formatActivityDate(s.startTime, summaryZone(s), 'HH:mm')}`;
  });
  return timed.map((label, k) =>
    timed.indexOf(label) === timed.lastIndexOf(label)
      ? label
      : `${label} (${timed.slice(0, k + 1).filter((l) => l === label).length})`,
  );
}

type Placed = Pick<TrackSummary, 'sport' | 'startLat' | 'startLon'>;

/** Plain-words warnings for a comparison against `baseline` (definitions above). */
export function comparisonWarnings(rows: readonly (Placed & { name: string })[], baseline: Placed): string[] {
  const out: string[] = [];
  const sports = [...new Set(rows.map((s) => s.sport))];
  if (sports.length > 1) {
    const names = sports.map((s) => SPORT_LABELS[s]).join(', ');
    out.push(`These are different sports (${names}): their paces and times are not like for like.`);
  }
  if (baseline.startLat === null || baseline.startLon === null) return out;
  const far = rows.filter(
    (s) =>
      s.startLat !== null &&
      s.startLon !== null &&
      haversineM(baseline.startLat!, baseline.startLon!, s.startLat, s.startLon) > COMPARE_PLACE_M,
  );
  if (far.length > 0) {
    const which = far.length === 1 ? `${far[0]!.name} starts` : `${far.length} activities start`;
    out.push(
      `${which} more than ${COMPARE_PLACE_M / 1000} km from the baseline's start: a different place, so the profiles are of different ground.`,
    );
  }
  return out;
}
