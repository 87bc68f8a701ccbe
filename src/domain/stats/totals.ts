import type { TrackSummary } from './types';

/**
 * Totals of a set of activities (the Activities totals row, the Overview tiles). Distance is
 * summed over all; moving time, elapsed time and elevation gain over the activities that have
 * them (unknown values are skipped, not counted as 0 contributors); `withX` counts how many
 * contributed.
 */
export interface Totals {
  count: number;
  distanceM: number;
  movingS: number;
  elapsedS: number;
  elevationGainM: number;
  withMoving: number;
  withElapsed: number;
  withGain: number;
}

/** Totals of the rows that pass `keep` (all rows when absent). */
export function computeTotals(rows: readonly TrackSummary[], keep?: (s: TrackSummary) => boolean): Totals {
  const t: Totals = {
    count: 0,
    distanceM: 0,
    movingS: 0,
    elapsedS: 0,
    elevationGainM: 0,
    withMoving: 0,
    withElapsed: 0,
    withGain: 0,
  };
  for (const s of rows) {
    if (keep && !keep(s)) continue;
    t.count++;
    t.distanceM += s.distanceM;
    if (s.movingS !== null) {
      t.movingS += s.movingS;
      t.withMoving++;
    }
    if (s.elapsedS !== null) {
      t.elapsedS += s.elapsedS;
      t.withElapsed++;
    }
    if (s.elevationGainM !== null) {
      t.elevationGainM += s.elevationGainM;
      t.withGain++;
    }
  }
  return t;
}
