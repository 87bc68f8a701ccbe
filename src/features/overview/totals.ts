/**
 * Key totals of the filtered set, with the Activities totals row's definitions: distance is summed
 * over all; moving time, elapsed time and elevation gain over the activities that have them.
 */
import type { TrackSummary } from '../../domain/stats/types';

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
