/**
 * The UTC times of a selected part (a distance range of the chart profile), for a trim or a cut:
 * the times of the profile samples at its ends (the activity's start plus their elapsed time).
 * null when the activity has no times (an edit addresses points by time).
 */
import type { ChartProfile } from '../../../domain/series/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { sampleAtDistance, type DistanceRange } from '../profile/range-pick';

export function rangeTimes(
  summary: TrackSummary,
  profile: ChartProfile,
  range: DistanceRange,
): { start: string; end: string } | null {
  if (summary.startTime === null) return null;
  const at = (m: number) => {
    const s = profile.timeS[sampleAtDistance(profile, m)];
    return s === undefined || !Number.isFinite(s) ? null : summary.startTime! + Math.round(s * 1000);
  };
  const start = at(range.startM);
  const end = at(range.endM);
  if (start === null || end === null || !(end > start)) return null;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
