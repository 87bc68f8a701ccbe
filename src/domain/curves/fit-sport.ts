/**
 * Which sport's curve a critical power (or critical speed) fit rests on.
 *
 * Definition
 * - Power of different sports is never pooled into one fit. A crank, hub or pedal power meter
 *   measures the power a rider puts into the bike; a running power pod (Stryd, a watch's running
 *   power) estimates the runner's power from a model of the body and its own conventions, so the
 *   same effort reads differently, and CP is a property of the sport as much as of the person
 *   (Jones & Vanhatalo 2017, "The 'critical power' concept: applications to sports performance
 *   with a focus on intermittent high-intensity exercise", Sports Med 47:65, treat cycling CP and
 *   running CS separately). A best-of-all-sports curve would fit a line through a mix of the two.
 * - So a fit uses the curve of the activities of one sport only: PREFERRED_FIT_SPORT of the
 *   channel (cycling for power, running for speed) when the selection has it, otherwise the sport
 *   with the most activities that have the channel (ties: SPORTS order). A person can choose
 *   another of the sports present; a sport filter leaves only one.
 */
import { SPORTS, type Sport } from '../stats/types';

/** The channels a line fit is made on: power (CP, W′) and speed (CS, D′). */
export type FitChannel = 'power' | 'speed';

/** The sport a fit rests on by default when the selection has it. */
export const PREFERRED_FIT_SPORT: Readonly<Record<FitChannel, Sport>> = { power: 'ride', speed: 'run' };

export interface SportCount {
  sport: Sport;
  /** Activities of that sport that have the channel. */
  activities: number;
}

/** How many activities of each sport have the channel (one sport per such activity), in SPORTS order. */
export function sportCounts(sports: Iterable<Sport>): SportCount[] {
  const n = new Map<Sport, number>();
  for (const s of sports) n.set(s, (n.get(s) ?? 0) + 1);
  return SPORTS.flatMap((sport) => (n.has(sport) ? [{ sport, activities: n.get(sport)! }] : []));
}

/** The sport a fit of `channel` rests on by default (definition above); null with no such activity. */
export function defaultFitSport(counts: readonly SportCount[], channel: FitChannel): Sport | null {
  if (counts.some((c) => c.sport === PREFERRED_FIT_SPORT[channel])) return PREFERRED_FIT_SPORT[channel];
  let best: SportCount | null = null;
  for (const c of counts) if (best === null || c.activities > best.activities) best = c;
  return best?.sport ?? null;
}
