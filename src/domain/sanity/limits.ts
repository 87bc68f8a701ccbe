/**
 * Plausibility limits: the fastest a person goes in each sport. Above them a track is a car, a train
 * or a broken recording, not an effort (rules.ts applies them).
 *
 * - Run, walk, hike: the men's world-record speed over the distance. For a distance between two
 *   record distances, the record of the longer distance below it (the faster, so the lenient
 *   choice); under 100 m, the 100 m record. An activity whose average moving speed, or a best
 *   effort whose time, beats it is implausible.
 * - Ride: an average moving speed above RIDE_MAX_AVG_MPS (80 km/h) is not a bicycle; a best effort
 *   above RIDE_MAX_EFFORT_MPS (110 km/h, faster than the quickest road descents) is not either.
 * - Ski: the same average limit as a ride; efforts up to SKI_MAX_EFFORT_MPS (160 km/h).
 * - Swim: faster than SWIM_MAX_MPS (2.5 m/s, above the 50 m freestyle record) for both.
 * - Other: no limit.
 */
import type { Sport } from '../stats/types';

/** Men's outdoor world records (World Athletics, November 2026): distance m, time s. */
export const RUN_WORLD_RECORDS: readonly { distanceM: number; timeS: number }[] = [
  { distanceM: 100, timeS: 9.58 },
  { distanceM: 400, timeS: 43.03 },
  { distanceM: 1000, timeS: 131.96 },
  { distanceM: 1609.344, timeS: 223.13 },
  { distanceM: 5000, timeS: 755.36 },
  { distanceM: 10000, timeS: 1571.0 },
  { distanceM: 21097.5, timeS: 3402 },
  { distanceM: 42195, timeS: 7235 },
];

const KMH = 1 / 3.6;
/** Fastest plausible average moving speed of a ride (or ski day), m/s (80 km/h). */
export const RIDE_MAX_AVG_MPS = 80 * KMH;
/** Fastest plausible best effort on a bike, m/s (110 km/h). */
export const RIDE_MAX_EFFORT_MPS = 110 * KMH;
/** Fastest plausible best effort on skis, m/s (160 km/h). */
export const SKI_MAX_EFFORT_MPS = 160 * KMH;
/** Fastest plausible swimming speed, m/s. */
export const SWIM_MAX_MPS = 2.5;

/** World-record running speed over a distance (definition above), m/s. */
export function runRecordMps(distanceM: number): number {
  let record = RUN_WORLD_RECORDS[0]!;
  for (const r of RUN_WORLD_RECORDS) if (r.distanceM <= distanceM) record = r;
  return record.distanceM / record.timeS;
}

/** The fastest plausible average moving speed of a whole activity, m/s (Infinity: no limit). */
export function maxAverageMps(sport: Sport, distanceM: number): number {
  switch (sport) {
    case 'run':
    case 'walk':
    case 'hike':
      return runRecordMps(distanceM);
    case 'ride':
    case 'ski':
      return RIDE_MAX_AVG_MPS;
    case 'swim':
      return SWIM_MAX_MPS;
    case 'other':
      return Infinity;
  }
}

/** The fastest plausible best effort over a distance, m/s (Infinity: no limit). */
export function maxEffortMps(sport: Sport, distanceM: number): number {
  switch (sport) {
    case 'ride':
      return RIDE_MAX_EFFORT_MPS;
    case 'ski':
      return SKI_MAX_EFFORT_MPS;
    default:
      return maxAverageMps(sport, distanceM);
  }
}
