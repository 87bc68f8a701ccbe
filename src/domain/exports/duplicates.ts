/**
 * Probable duplicates across formats: the same activity exported twice (a GPX re-export and its
 * FIT original) has different bytes, so the content id cannot see it. Two activities are probable
 * duplicates when they have the same sport, start within DUPLICATE_START_S of each other and their
 * distances differ by at most DUPLICATE_DISTANCE_RATIO of the longer one. The richer one is kept:
 * more sensor channels (heart rate, cadence, power, temperature, elevation), then more points.
 */
import type { TrackSummary } from '../stats/types';

export const DUPLICATE_START_S = 60;
export const DUPLICATE_DISTANCE_RATIO = 0.03;

type Comparable = Pick<TrackSummary, 'sport' | 'startTime' | 'distanceM'>;

export function isProbableDuplicate(a: Comparable, b: Comparable): boolean {
  if (a.sport !== b.sport || a.startTime === null || b.startTime === null) return false;
  if (Math.abs(a.startTime - b.startTime) > DUPLICATE_START_S * 1000) return false;
  const longer = Math.max(a.distanceM, b.distanceM);
  return Math.abs(a.distanceM - b.distanceM) <= DUPLICATE_DISTANCE_RATIO * longer;
}

type Richness = Pick<
  TrackSummary,
  'avgHr' | 'avgCadence' | 'avgPower' | 'avgTempC' | 'maxElevationM' | 'points'
>;

/** Sensor channels present: heart rate, cadence, power, temperature, elevation. */
export function sensorChannels(s: Richness): number {
  return [s.avgHr, s.avgCadence, s.avgPower, s.avgTempC, s.maxElevationM].filter((v) => v !== null).length;
}

/** Positive when a is richer than b (more channels, then more points), negative when poorer, 0 when equal. */
export function compareRichness(a: Richness, b: Richness): number {
  return sensorChannels(a) - sensorChannels(b) || a.points - b.points;
}
