/**
 * computeStats: every TrackStats figure of one track. Each figure's definition sits beside its code:
 * - distance, spikes, jitter, segment gaps: distance.ts
 * - moving time, smoothed and max speed: timeline.ts
 * - elevation gain/loss (smoothed and raw) and min/max elevation: elevation.ts; its source:
 *   elevation-source.ts
 * - stops (net progress): stops.ts
 * - sensor averages, maxima, heart-rate zones: sensors.ts
 * - bounds and start point: bounds.ts
 * - best efforts: best-efforts.ts
 * Defined here:
 * - Start/end time: the earliest and latest valid point times; elapsed time is their difference.
 * - Average speed: distance / moving time; null when there is no moving time.
 * - Stopped time: elapsed − moving (issue 41), so elapsed = moving + stopped always holds: it
 *   counts stops inside segments and every pause between segments and laps (a FIT ride of 81
 *   timer segments: its 57 minutes of pauses). Null when either is unknown; never below 0.
 * Absent values are null; no output is ever NaN or Infinity.
 */
import type { TrackData } from '../track/types';
import { analyzeTrack, type TrackAnalysis } from './analysis';
import { bestEffortsOnTimeline } from './best-efforts';
import { computeBounds, startPoint } from './bounds';
import { elevationMethodFor } from './elevation';
import type { ElevationSource } from './elevation-source';
import {
  channelStats,
  DEFAULT_MAX_HR,
  heartRateStats,
  VALID_CADENCE,
  VALID_POWER,
  VALID_TEMP,
} from './sensors';
import { MAX_MOVING_INTERVAL_S, MOVING_SPEED_MPS, PAUSE_MEDIAN_FACTOR, SPEED_WINDOW_S } from './timeline';
import { JITTER_RADIUS_M, TIMED_JITTER_RADIUS_M } from './distance';
import { STOP_MAX_REACH_M, STOP_WINDOW_S } from './stops';
import type { TrackStats } from './types';

export { cumulativeDistance } from './distance';

export const MOVING_METHOD = `stops: no net progress beyond ${STOP_MAX_REACH_M} m over ${STOP_WINDOW_S} s; smoothed speed (${SPEED_WINDOW_S} s window) >= ${MOVING_SPEED_MPS} m/s; pauses (> ${MAX_MOVING_INTERVAL_S} s or ${PAUSE_MEDIAN_FACTOR}× the median interval) excluded; ${TIMED_JITTER_RADIUS_M} m jitter radius (${JITTER_RADIUS_M} m without times)`;

export interface StatsOptions {
  /** Maximum heart rate for zones, bpm (default DEFAULT_MAX_HR). */
  maxHr?: number;
  /** The altitude's source when the file says it; judged from the profile otherwise. */
  elevationSource?: ElevationSource;
}

/** A finite number or null. */
export function finiteOrNull(v: number | null | undefined): number | null {
  return v !== null && v !== undefined && Number.isFinite(v) ? v : null;
}

function timeRange(time: Float64Array): { start: number | null; end: number | null } {
  let start = Infinity;
  let end = -Infinity;
  for (let k = 0; k < time.length; k++) {
    const t = time[k]!;
    if (t < start) start = t;
    if (t > end) end = t;
  }
  return start <= end ? { start, end } : { start: null, end: null };
}

export function computeStats(track: TrackData, options: StatsOptions = {}): TrackStats {
  return computeStatsFromAnalysis(track, analyzeTrack(track, options.elevationSource), options);
}

/** computeStats for a track already analysed (analysis.ts), so products can reuse the analysis. */
export function computeStatsFromAnalysis(
  track: TrackData,
  a: TrackAnalysis,
  options: StatsOptions = {},
): TrackStats {
  const n = track.length;
  const distanceM = n > 0 ? a.cum[n - 1]! : 0;
  const { start, end } = timeRange(track.time);
  const hasTime = a.timeline.idx.length >= 2;
  const movingS = hasTime ? a.timeline.movingS : null;
  const elapsedS = start !== null && end !== null ? finiteOrNull((end - start) / 1000) : null;
  const moving = finiteOrNull(movingS);
  const maxHrOption =
    options.maxHr !== undefined && options.maxHr > 0 && Number.isFinite(options.maxHr)
      ? options.maxHr
      : DEFAULT_MAX_HR;
  const hr = heartRateStats(track.hr, a.weights, maxHrOption);
  const cad = channelStats(track.cad, a.weights, VALID_CADENCE);
  const power = channelStats(track.power, a.weights, VALID_POWER);
  const temp = channelStats(track.temp, a.weights, VALID_TEMP);
  const startPt = startPoint(track.lat, track.lon, a.spikes);
  const ele = a.elevation;
  return {
    points: n,
    segments: track.segmentStarts.length,
    distanceM: finiteOrNull(distanceM) ?? 0,
    startTime: start,
    endTime: end,
    elapsedS,
    movingS: moving,
    stopsS: hasTime && elapsedS !== null && moving !== null ? Math.max(0, elapsedS - moving) : null,
    elevationGainM: finiteOrNull(ele.gainM),
    elevationGainRawM: finiteOrNull(ele.rawGainM),
    elevationSource: ele.source,
    elevationLossM: finiteOrNull(ele.lossM),
    minElevationM: finiteOrNull(ele.minM),
    maxElevationM: finiteOrNull(ele.maxM),
    avgSpeedMps: movingS !== null && movingS > 0 ? finiteOrNull(distanceM / movingS) : null,
    maxSpeedMps: finiteOrNull(a.timeline.maxSpeedMps),
    avgHr: finiteOrNull(hr.avg),
    maxHr: finiteOrNull(hr.max),
    avgCadence: finiteOrNull(cad.avg),
    maxCadence: finiteOrNull(cad.max),
    avgPower: finiteOrNull(power.avg),
    maxPower: finiteOrNull(power.max),
    avgTempC: finiteOrNull(temp.avg),
    maxTempC: finiteOrNull(temp.max),
    hrZonesS: hr.zonesS,
    bounds: computeBounds(track.lat, track.lon, a.spikes),
    startLat: startPt?.lat ?? null,
    startLon: startPt?.lon ?? null,
    bestEfforts: bestEffortsOnTimeline(a.timeline.dists, a.timeline.times),
    spikePoints: a.spikeCount,
    elevationMethod: elevationMethodFor(ele.source, ele.driftM),
    movingMethod: MOVING_METHOD,
  };
}
