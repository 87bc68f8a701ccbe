/**
 * The intermediate results every statistic, split and view product is derived from, computed once
 * per track: spike mask, cumulative distance, timeline (speed, moving), elevation turning points and
 * sensor time weights.
 */
import type { TrackData } from '../track/types';
import { analyzeDistance } from './distance';
import { computeElevation, type ElevationResult } from './elevation';
import type { ElevationSource } from './elevation-source';
import { pointTimeWeights } from './sensors';
import { buildTimeline, type Timeline } from './timeline';

export interface TrackAnalysis {
  spikes: Uint8Array;
  spikeCount: number;
  /** Cumulative distance per point, metres. */
  cum: Float64Array;
  timeline: Timeline;
  elevation: ElevationResult;
  /** Time weight per point, seconds (sensors.ts). */
  weights: Float64Array;
}

/**
 * @param elevationSource the altitude's source when the file says it (a FIT device with a
 *   barometer); judged from the profile otherwise (elevation-source.ts).
 */
export function analyzeTrack(track: TrackData, elevationSource?: ElevationSource): TrackAnalysis {
  const { spikes, spikeCount, stopped, cum } = analyzeDistance(track);
  return {
    spikes,
    spikeCount,
    cum,
    timeline: buildTimeline(track, spikes, cum, stopped),
    elevation: computeElevation(track, spikes, cum, elevationSource),
    weights: pointTimeWeights(track),
  };
}
