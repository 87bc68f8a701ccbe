/**
 * What recorded the activity, which decides the file's look: creator, altimeter, GPS noise, layout,
 * coordinate precision, whether times carry the local offset, and which sensors were present.
 */
import type { DemoSport } from './physiology';
import type { Rng } from '../prng';
import type { Altimeter } from './simulate';

export interface Device {
  creator: string;
  altimeter: Altimeter;
  gpsSigmaM: number;
  /** Strava-style one element per line (bigger files) or one point per line. */
  indent: boolean;
  coordDecimals: number;
  /** Times written with the local UTC offset (e.g. +09:00) instead of Z. */
  localOffset: boolean;
  hasHr: boolean;
  hasCad: boolean;
  /** Typical recording interval, seconds (1 = every second). */
  intervalS: number;
}

/** Smart-recording interval of watches and bike computers by sport, seconds. */
export const SMART_INTERVAL_S: Record<DemoSport, number> = { run: 4, ride: 5, hike: 5, walk: 5 };
/** Share of short runs and walks (under EVERY_SECOND_MAX_S) recorded every second. */
export const EVERY_SECOND_SHARE = 0.1;
export const EVERY_SECOND_MAX_S = 4200;
/** In Tokyo the athlete records with the phone app, which writes local times (+09:00). */
const PHONE_CITY_ID = 'tokyo';

export function pickDevice(rng: Rng, sport: DemoSport, cityId: string, expectedS: number): Device {
  const everySecond =
    (sport === 'run' || sport === 'walk') && expectedS < EVERY_SECOND_MAX_S && rng.chance(EVERY_SECOND_SHARE);
  const smart = everySecond ? 1 : SMART_INTERVAL_S[sport];
  const u = rng.next();
  if (cityId === PHONE_CITY_ID || u < 0.12) {
    return {
      creator: 'Trailbook 3.4 (iPhone)',
      altimeter: 'gps',
      gpsSigmaM: 4,
      indent: false,
      coordDecimals: 6,
      localOffset: true,
      hasHr: rng.chance(0.4),
      hasCad: false,
      intervalS: Math.max(2, smart),
    };
  }
  const strava = u < 0.27;
  return {
    creator: strava ? 'StravaGPX' : 'Garmin Connect',
    altimeter: 'baro',
    gpsSigmaM: 2.5,
    indent: strava,
    coordDecimals: strava ? 7 : 6,
    localOffset: false,
    hasHr: true,
    hasCad: true,
    intervalS: smart,
  };
}
