/**
 * Sport guess.
 *
 * Definition: the file's <type>, read case-insensitively with spaces, dashes and underscores
 * ignored, when it names a sport we know (Running, run, trail_running, cycling, biking, MTB,
 * hiking, ...) or is one of the numeric codes of Strava's legacy GPX export (1 ride, 2/3/7 ski,
 * 4 hike, 9 run, 10 walk). Otherwise, from the average moving speed (distance / moving time):
 * - at least OTHER_MIN_MPS: 'other' (motor vehicle, plane);
 * - at least RIDE_MIN_MPS: 'ride';
 * - at least RUN_MIN_MPS: 'run';
 * - slower, with at least HIKE_MIN_CLIMB_M_PER_KM of elevation gain per km: 'hike'; else 'walk'.
 * Without a moving speed: 'other'.
 */
import { METRES_PER_KM } from '../units';
import type { Sport, TrackStats } from './types';

/** Average moving speed from which a track is a ride, m/s (16.2 km/h). */
export const RIDE_MIN_MPS = 4.5;
/** Average moving speed from which a track is a run, m/s (7.2 km/h). */
export const RUN_MIN_MPS = 2.0;
/** Average moving speed from which a track is not human-powered, m/s (108 km/h). */
export const OTHER_MIN_MPS = 30;
/** A slow track climbing at least this much per km is a hike, metres per km. */
export const HIKE_MIN_CLIMB_M_PER_KM = 25;

const NAMED: readonly (readonly [Sport, readonly string[]])[] = [
  [
    'run',
    [
      'run',
      'running',
      'trailrun',
      'trailrunning',
      'treadmill',
      'treadmillrunning',
      'jogging',
      'jog',
      'streetrunning',
      'virtualrun',
    ],
  ],
  [
    'ride',
    [
      'ride',
      'cycling',
      'biking',
      'bike',
      'bicycle',
      'cycle',
      'mtb',
      'mountainbiking',
      'mountainbike',
      'roadbiking',
      'roadcycling',
      'gravelcycling',
      'gravelride',
      'ebikeride',
      'ebiking',
      'ebike',
      'virtualride',
      'velomobile',
      'racecycling',
      'indoorcycling',
    ],
  ],
  ['hike', ['hike', 'hiking', 'trekking', 'mountaineering', 'backpacking', 'snowshoe', 'snowshoeing']],
  ['walk', ['walk', 'walking', 'nordicwalking', 'casualwalking', 'speedwalking']],
  ['swim', ['swim', 'swimming', 'openwaterswimming', 'openwater', 'lapswimming']],
  [
    'ski',
    [
      'ski',
      'skiing',
      'alpineski',
      'alpineskiing',
      'backcountryski',
      'backcountryskiing',
      'nordicski',
      'crosscountryskiing',
      'snowboard',
      'snowboarding',
      'resortskiing',
      'skitouring',
      'rollerski',
    ],
  ],
];

/** Strava's legacy numeric <type> codes in its GPX export. */
const STRAVA_CODES: Readonly<Record<string, Sport>> = {
  '1': 'ride',
  '2': 'ski',
  '3': 'ski',
  '4': 'hike',
  '7': 'ski',
  '9': 'run',
  '10': 'walk',
};

/** The sport named by a GPX <type> value, or null when it names none we know. */
export function sportFromType(type: string | null): Sport | null {
  if (type === null) return null;
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
  if (key === '') return null;
  const code = STRAVA_CODES[key];
  if (code !== undefined) return code;
  for (const [sport, names] of NAMED) if (names.includes(key)) return sport;
  return null;
}

/** Sport from the average moving speed (definition above). */
export function sportFromSpeed(
  stats: Pick<TrackStats, 'avgSpeedMps' | 'distanceM' | 'elevationGainM'>,
): Sport {
  const v = stats.avgSpeedMps;
  if (v === null || !Number.isFinite(v) || v <= 0) return 'other';
  if (v >= OTHER_MIN_MPS) return 'other';
  if (v >= RIDE_MIN_MPS) return 'ride';
  if (v >= RUN_MIN_MPS) return 'run';
  const km = stats.distanceM / METRES_PER_KM;
  const climbPerKm = km > 0 && stats.elevationGainM !== null ? stats.elevationGainM / km : 0;
  return climbPerKm >= HIKE_MIN_CLIMB_M_PER_KM ? 'hike' : 'walk';
}

export function guessSport(
  type: string | null,
  stats: Pick<TrackStats, 'avgSpeedMps' | 'distanceM' | 'elevationGainM'>,
): Sport {
  return sportFromType(type) ?? sportFromSpeed(stats);
}
