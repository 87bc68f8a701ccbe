/** The curves of a track as the import pass computes them: resampled to 1 Hz, then curves. */
import type { Sport } from '../stats/types';
import { resampleOneHz, type OneHzStreams } from '../streams/one-hz';
import type { TrackData } from '../track/types';
import { computeActivityCurves } from './activity-curves';
import type { ActivityCurves } from './types';

/** Sports whose grade-adjusted speed and pace are computed. */
export const FOOT_SPORTS: readonly Sport[] = ['run', 'walk', 'hike'];

/**
 * @param cum the track's cumulative distance per point (TrackAnalysis.cum: GPS distance, or the
 *   device's for indoor tracks).
 * @param oneHz the track already resampled (process-activity.ts resamples once for curves and
 *   training products).
 */
export function curvesOfTrack(
  track: TrackData,
  cum: Float64Array,
  sport: Sport,
  oneHz: OneHzStreams = resampleOneHz(track, cum),
): ActivityCurves {
  return computeActivityCurves(oneHz, { foot: FOOT_SPORTS.includes(sport) });
}
