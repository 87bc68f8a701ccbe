/**
 * The intermediate results every statistic, split and view product is derived from, computed once
 * per track: spike mask, cumulative distance, timeline (speed, moving), elevation turning points and
 * sensor time weights.
 */
import type { TrackData } from '../gpx/types';
import { analyzeDistance } from './distance';
import { computeElevation, type ElevationResult } from './elevation';
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

export function analyzeTrack(track: TrackData): TrackAnalysis {
  const { spikes, spikeCount, cum } = analyzeDistance(track);
  return {
    spikes,
    spikeCount,
    cum,
    timeline: buildTimeline(track, spikes, cum),
    elevation: computeElevation(track, spikes, cum),
    weights: pointTimeWeights(track),
  };
}
