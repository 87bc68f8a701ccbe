/**
 * The activities a person may merge into this one (issue 36): recorded tracks of the same calendar
 * day or the day before or after (each on the clock where it happened: domain/filters/metrics.ts
 * startDayOf), not this one, not a route, not a manual entry, not a second part this activity's own
 * split made (undo the split to join them again), in time order. Merging those whose times overlap
 * is refused when it is made (domain/edits/merge.ts), with the reason.
 */
import { splitChildren } from '../../../domain/edits/related';
import { startDayOf } from '../../../domain/filters/metrics';
import type { TrackSummary } from '../../../domain/stats/types';

/** Calendar days apart that a merge allows: the same day or consecutive days. */
export const MERGE_MAX_DAYS_APART = 1;

export function mergeCandidates(self: TrackSummary, listed: readonly TrackSummary[]): TrackSummary[] {
  const day = startDayOf(self);
  if (day === null) return [];
  const parts = splitChildren(self.id, self.edits);
  return listed
    .filter((s) => {
      if (s.id === self.id || s.manual || s.kind === 'route' || s.startTime === null) return false;
      if (parts.has(s.id)) return false;
      const other = startDayOf(s);
      return other !== null && Math.abs(other - day) <= MERGE_MAX_DAYS_APART;
    })
    .sort((a, b) => a.startTime! - b.startTime!);
}
