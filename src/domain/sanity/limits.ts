/**
 * Plausibility limits: the fastest a person goes in each sport. Above them a track is a car, a train
 * or a broken recording, not an effort (rules.ts applies them).
 *
 * - Run: the men's world-record speed over the distance. For a distance between two record
 *   distances, the record of the longer distance below it (the faster, so the lenient choice);
 *   under 100 m, the 100 m record. An activity whose average moving speed, or a best effort whose
 *   time, beats it is implausible.
 * - Walk, hike: the men's race-walking world records (World Athletics): 20 km in 1:16:36 (Yusuke
 *   Suzuki, 2015) and 50 km in 3:32:33 (Yohann Diniz, 2014), the same longer-distance-below rule;
 *   under 20 km, where no road record is kept, the 20 km record's speed with WALK_SHORT_MARGIN
 *   (15 %) on top (18 km/h: a 1 km walk in 3:20). Anything faster is running, not walking.
 * - Ride: an average moving speed above RIDE_MAX_AVG_MPS (80 km/h) is not a bicycle; a best effort
 *   above RIDE_MAX_EFFORT_MPS (110 km/h, faster than the quickest road descents) is not either.
 * - Ski: the same average limit as a ride; efforts up to SKI_MAX_EFFORT_MPS (160 km/h).
 * - Swim: faster than SWIM_MAX_MPS (2.5 m/s, above the 50 m freestyle record) for both.
 * - Other (a sport the file does not name, or a motor): an average above OTHER_MIN_MPS
 *   (sport.ts, 108 km/h) is a motor vehicle or a plane; an effort above SKI_MAX_EFFORT_MPS is faster
 *   than any human-powered sport here, so it is no record.
 * - Peak speed (the activity's maximum speed, maxSpeedMps): above the sport's PEAK limit
 *   (peakSpeedMps) it is a GPS error or a vehicle, flagged on the activity (rules.ts). Run, walk,
 *   hike: Usain Bolt's measured peak, 12.42 m/s (44.7 km/h, Berlin 2009, IAAF biomechanics report);
 *   ride and ski: their effort limits; swim: SWIM_MAX_MPS; other: OTHER_PEAK_MPS (1,000 km/h,
 *   above an airliner's cruising ground speed: beyond it nothing moves with a person in it).
 */
import { OTHER_MIN_MPS } from '../stats/sport';
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

/** Men's race-walking world records (World Athletics): distance m, time s. */
export const WALK_WORLD_RECORDS: readonly { distanceM: number; timeS: number }[] = [
  { distanceM: 20000, timeS: 4596 },
  { distanceM: 50000, timeS: 12753 },
];
/** How much faster than the 20 km race-walk record a walk under 20 km may go (15 %). */
export const WALK_SHORT_MARGIN = 1.15;
/** Usain Bolt's measured peak speed, m/s (Berlin 2009): faster is no runner. */
export const RUN_PEAK_MPS = 12.42;

const KMH = 1 / 3.6;
/** Peak speed above which an activity of no named sport is a GPS error, m/s (1,000 km/h). */
export const OTHER_PEAK_MPS = 1000 * KMH;
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

/** Race-walking record speed over a distance (definition above), m/s. */
export function walkRecordMps(distanceM: number): number {
  const first = WALK_WORLD_RECORDS[0]!;
  if (distanceM < first.distanceM) return (first.distanceM / first.timeS) * WALK_SHORT_MARGIN;
  let record = first;
  for (const r of WALK_WORLD_RECORDS) if (r.distanceM <= distanceM) record = r;
  return record.distanceM / record.timeS;
}

/** The fastest plausible average moving speed of a whole activity, m/s. */
export function maxAverageMps(sport: Sport, distanceM: number): number {
  switch (sport) {
    case 'run':
      return runRecordMps(distanceM);
    case 'walk':
    case 'hike':
      return walkRecordMps(distanceM);
    case 'ride':
    case 'ski':
      return RIDE_MAX_AVG_MPS;
    case 'swim':
      return SWIM_MAX_MPS;
    case 'other':
      return OTHER_MIN_MPS;
  }
}

/** The fastest plausible best effort over a distance, m/s. */
export function maxEffortMps(sport: Sport, distanceM: number): number {
  switch (sport) {
    case 'ride':
      return RIDE_MAX_EFFORT_MPS;
    case 'ski':
    case 'other':
      return SKI_MAX_EFFORT_MPS;
    default:
      return maxAverageMps(sport, distanceM);
  }
}

/** The fastest plausible peak speed (maxSpeedMps) of an activity of this sport, m/s. */
export function peakSpeedMps(sport: Sport): number {
  switch (sport) {
    case 'run':
    case 'walk':
    case 'hike':
      return RUN_PEAK_MPS;
    case 'ride':
      return RIDE_MAX_EFFORT_MPS;
    case 'ski':
      return SKI_MAX_EFFORT_MPS;
    case 'swim':
      return SWIM_MAX_MPS;
    case 'other':
      return OTHER_PEAK_MPS;
  }
}
