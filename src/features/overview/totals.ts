/**
 * Key totals of the filtered set, with the Activities totals row's definitions: distance is summed
 * over all; moving time, elapsed time and elevation gain over the activities that have them.
 */
import type { TrackSummary } from '../../domain/stats/types';
import { formatDuration } from '../../lib/format';

export interface OverviewTotals {
  count: number;
  distanceM: number;
  movingS: number;
  elapsedS: number;
  gainM: number;
  /** Distinct sports in the set. */
  sports: number;
}

export function overviewTotals(rows: readonly TrackSummary[]): OverviewTotals {
  const t: OverviewTotals = {
    count: rows.length,
    distanceM: 0,
    movingS: 0,
    elapsedS: 0,
    gainM: 0,
    sports: 0,
  };
  const sports = new Set<string>();
  for (const s of rows) {
    t.distanceM += s.distanceM;
    t.movingS += s.movingS ?? 0;
    t.elapsedS += s.elapsedS ?? 0;
    t.gainM += s.elevationGainM ?? 0;
    sports.add(s.sport);
  }
  t.sports = sports.size;
  return t;
}

const SECONDS_PER_HOUR = 3600;
/** From this many hours on, a total time reads better as whole hours ("3,461 h") than as h:mm:ss. */
export const WHOLE_HOURS_FROM_H = 100;

/** A total duration: "12:34:56" below WHOLE_HOURS_FROM_H hours, else whole hours, "3,461 h". */
export function formatTotalDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return formatDuration(null);
  if (seconds < WHOLE_HOURS_FROM_H * SECONDS_PER_HOUR) return formatDuration(seconds);
  return `${Math.round(seconds / SECONDS_PER_HOUR).toLocaleString('en-US')} h`;
}
