/** The curves of a track as the import pass computes them: resampled to 1 Hz, then curves. */
import type { Sport } from '../stats/types';
import { resampleOneHz } from '../streams/one-hz';
import type { TrackData } from '../track/types';
import { computeActivityCurves } from './activity-curves';
import type { ActivityCurves } from './types';

/** Sports whose grade-adjusted speed and pace are computed. */
export const FOOT_SPORTS: readonly Sport[] = ['run', 'walk', 'hike'];

/**
 * @param cum the track's cumulative distance per point (TrackAnalysis.cum: GPS distance, or the
 *   device's for indoor tracks).
 */
export function curvesOfTrack(track: TrackData, cum: Float64Array, sport: Sport): ActivityCurves {
  return computeActivityCurves(resampleOneHz(track, cum), { foot: FOOT_SPORTS.includes(sport) });
}
