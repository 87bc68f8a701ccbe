/**
 * The likely end of a recording left running (the watch kept recording on the drive home): a long
 * stop followed by motor speed. The activity page offers to trim the end there.
 *
 * Definition (a heuristic of this app, not a published method; the constants say why each value):
 * a stop is a run of points that stay within STOP_RADIUS_M of its first point for at least
 * FORGOTTEN_STOP_MIN_S (a recording paused in place counts too). When the travel in the
 * MOTOR_WINDOW_S after the stop, divided by the time it took, is at least the sport's motor speed
 * (MOTOR_SPEED_MPS), the person was then in a vehicle: the suggested end is the stop's first point.
 * The first such stop is suggested. Skiing (lifts) and swimming get no suggestion.
 */
import { haversineM } from '../geo';
import type { Sport } from '../stats/types';
import type { TrackData } from '../track/types';
import { editTimes } from './keep-points';

/** A stop this long (s) is where a person might have stopped their activity: a car park, a station. */
export const FORGOTTEN_STOP_MIN_S = 180;
/** Points within this distance (m) of the stop's first point are the same place (GPS wander included). */
export const STOP_RADIUS_M = 50;
/** The travel after the stop is judged over this long (s): long enough that a descent or a sprint does not pass. */
export const MOTOR_WINDOW_S = 300;
/**
 * Motor speed by sport, m/s, sustained over MOTOR_WINDOW_S. On foot, 7 m/s (25 km/h) is above any
 * sustained human running (the marathon world record averages 5.9 m/s). On a bike, 18 m/s
 * (65 km/h) for five minutes is above an amateur's descent and far above the hour record (15 m/s).
 */
export const MOTOR_SPEED_MPS: Readonly<Record<Sport, number | null>> = {
  run: 7,
  walk: 7,
  hike: 7,
  ride: 18,
  other: 18,
  ski: null,
  swim: null,
};

export interface ForgottenStop {
  /** The suggested end: the stop's first point's time (epoch ms). */
  endMs: number;
  /** How long the stop lasted (s) and the speed after it (m/s), for the sentence on screen. */
  stopS: number;
  speedAfterMps: number;
}

/** The last index of the stop that starts at i (points within STOP_RADIUS_M of point i). */
function stopEnd(track: TrackData, i: number): number {
  let j = i;
  while (
    j + 1 < track.length &&
    haversineM(track.lat[i]!, track.lon[i]!, track.lat[j + 1]!, track.lon[j + 1]!) <= STOP_RADIUS_M
  )
    j++;
  return j;
}

/** Average speed (m/s) over MOTOR_WINDOW_S from point j; null when the track ends sooner. */
function speedAfter(track: TrackData, t: Float64Array, j: number): number | null {
  let metres = 0;
  for (let k = j + 1; k < track.length; k++) {
    const d = haversineM(track.lat[k - 1]!, track.lon[k - 1]!, track.lat[k]!, track.lon[k]!);
    if (Number.isFinite(d)) metres += d;
    const s = (t[k]! - t[j]!) / 1000;
    if (s >= MOTOR_WINDOW_S) return metres / s;
  }
  return null;
}

/** The first forgotten stop (definition above), or null. */
export function forgottenStop(track: TrackData, sport: Sport): ForgottenStop | null {
  const motor = MOTOR_SPEED_MPS[sport];
  if (motor === null || track.length < 3) return null;
  const t = editTimes(track);
  let i = 0;
  while (i < track.length - 1) {
    if (!Number.isFinite(track.lat[i]!)) {
      i++;
      continue;
    }
    const j = stopEnd(track, i);
    const stopS = (t[j]! - t[i]!) / 1000;
    if (stopS >= FORGOTTEN_STOP_MIN_S) {
      const speed = speedAfter(track, t, j);
      if (speed !== null && speed >= motor) return { endMs: t[i]!, stopS, speedAfterMps: speed };
    }
    i = j > i ? j : i + 1;
  }
  return null;
}
