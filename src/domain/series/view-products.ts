/**
 * View products of one track, stored beside its summary: chart profile (profile.ts), heat points
 * (heat.ts) and simplified path (path.ts). Distances follow the statistics' definition
 * (stats/distance.ts), so charts, heatmaps and numbers agree.
 */
import type { TrackData } from '../track/types';
import type { TrackAnalysis } from '../stats/analysis';
import { analyzeDistance, detectSpikes } from '../stats/distance';
import { detectStops } from '../stats/stops';
import { buildTimeline } from '../stats/timeline';
import { resampleHeat } from './heat';
import { simplifyPath } from './path';
import { buildProfile } from './profile';
import type { ViewProducts } from './types';

/**
 * @param cumDist cumulative distance per point (stats cumulativeDistance) when the caller has it;
 *   computed otherwise.
 */
export function deriveViewProducts(track: TrackData, cumDist?: Float64Array): ViewProducts {
  let spikes: Uint8Array;
  let cum: Float64Array;
  let stopped: Uint8Array;
  if (cumDist !== undefined && cumDist.length === track.length) {
    spikes = detectSpikes(track).spikes;
    stopped = detectStops(track, spikes).stopped;
    cum = cumDist;
  } else {
    ({ spikes, cum, stopped } = analyzeDistance(track));
  }
  return deriveFromParts(track, spikes, cum, buildTimeline(track, spikes, cum, stopped));
}

/** deriveViewProducts for a track already analysed (stats/analysis.ts). */
export function deriveViewProductsFromAnalysis(
  track: TrackData,
  a: Pick<TrackAnalysis, 'spikes' | 'cum' | 'timeline'>,
): ViewProducts {
  return deriveFromParts(track, a.spikes, a.cum, a.timeline);
}

function deriveFromParts(
  track: TrackData,
  spikes: Uint8Array,
  cum: Float64Array,
  timeline: TrackAnalysis['timeline'],
): ViewProducts {
  return {
    profile: buildProfile(track, spikes, cum, timeline),
    heat: resampleHeat(track, spikes, cum),
    path: simplifyPath(track, spikes),
  };
}
