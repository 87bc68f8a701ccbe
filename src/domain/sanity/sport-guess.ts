/**
 * The sport of a file that does not name one (issue 41), from its speed: the average moving speed
 * first (stats/sport.ts sportFromSpeed), then checked against its fastest stretches, since an
 * average hides them (a ride with long stops averages a runner's speed).
 *
 * Definition: a speed guess of 'run' whose best effort over any distance is faster than
 * GUESS_RUN_MAX_RECORD_SHARE (80 %) of the running world-record speed over it (limits.ts
 * runRecordMps) is a ride: 80 % is "national class" in the WMA age-grading tables (World Masters
 * Athletics, 2015), far beyond what an unnamed recording of a runner shows, while a bicycle does
 * it on any descent (a 1 km in 2:45, 21.8 km/h, is 80 % of the 1,000 m record). A guess of 'walk'
 * or 'hike' with a best effort beyond the race-walking limit (walkRecordMps) is checked the same
 * way as a run. A 'ride' guess whose best effort is beyond a bicycle's (maxEffortMps) stays 'other'.
 * A file that names its sport keeps it (sportFromType): the person's device said so.
 */
import { sportFromSpeed, sportFromType } from '../stats/sport';
import type { BestEffort, Sport, TrackStats } from '../stats/types';
import { maxEffortMps, runRecordMps, walkRecordMps } from './limits';

/** Share of the running world-record speed above which an unnamed recording is not a run. */
export const GUESS_RUN_MAX_RECORD_SHARE = 0.8;

type GuessInput = Pick<TrackStats, 'avgSpeedMps' | 'distanceM' | 'elevationGainM' | 'bestEfforts'>;

const faster = (efforts: readonly BestEffort[], limit: (distanceM: number) => number) =>
  efforts.some((e) => e.timeS > 0 && e.distanceM / e.timeS > limit(e.distanceM));

/** The speed guess, checked against the fastest stretches (definition above). */
export function sportFromSpeedAndEfforts(stats: GuessInput): Sport {
  let sport = sportFromSpeed(stats);
  if ((sport === 'walk' || sport === 'hike') && faster(stats.bestEfforts, walkRecordMps)) sport = 'run';
  if (sport === 'run' && faster(stats.bestEfforts, (d) => runRecordMps(d) * GUESS_RUN_MAX_RECORD_SHARE)) {
    sport = 'ride';
  }
  if (sport === 'ride' && faster(stats.bestEfforts, (d) => maxEffortMps('ride', d))) sport = 'other';
  return sport;
}

/** The file's named sport, else the guess from speed and stretches (definition above). */
export function guessSportChecked(type: string | null, stats: GuessInput): Sport {
  return sportFromType(type) ?? sportFromSpeedAndEfforts(stats);
}
