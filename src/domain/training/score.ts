/**
 * Each activity's load and its source (definitions.ts), from its training product and the
 * thresholds in force on its local day: set ones (thresholds.ts) first, else estimates
 * (estimates.ts). Power when it has power and an FTP; else heart rate when the strap covered at
 * least HR_MIN_COVERAGE of the recorded time; else pace for runs, walks and hikes with a threshold
 * pace; else the estimate from duration and sport.
 */
import type { Sport } from '../stats/types';
import { ESTIMATE_IF, SECONDS_PER_HOUR, THRESHOLD_HOUR_LOAD, type LoadSource } from './definitions';
import { hrFacts, type Estimates } from './estimates';
import { hrLoadScorer } from './hr-load';
import type { TrainingProduct } from './product';
import type { ThresholdIndex, ThresholdKind } from './thresholds';

export const HR_MIN_COVERAGE = 0.5;
const PACE_SPORTS: ReadonlySet<Sport> = new Set(['run', 'walk', 'hike']);

/**
 * Whether the load of `sport` ever reads a threshold of `kind`: threshold pace scores only runs,
 * walks and hikes (a ride's pace says nothing of its effort), every other kind any sport.
 */
export function thresholdUsed(kind: ThresholdKind, sport: Sport): boolean {
  return kind !== 'thresholdPace' || PACE_SPORTS.has(sport);
}
const METRES_PER_KM = 1000;

export interface ScoreInput {
  sport: Sport;
  /** Local day number. */
  day: number;
  /** Duration for the estimate when there is no product (manual entries): moving, else elapsed. */
  durationS: number | null;
  product: TrainingProduct | null;
}

export interface ActivityLoad {
  load: number;
  source: LoadSource;
}

export function powerLoad(np: number, seconds: number, ftp: number): number {
  const intensity = np / ftp;
  return ((seconds * np * intensity) / (ftp * SECONDS_PER_HOUR)) * THRESHOLD_HOUR_LOAD;
}

export function paceLoad(gasMps: number, seconds: number, thresholdMps: number): number {
  const intensity = gasMps / thresholdMps;
  return (seconds / SECONDS_PER_HOUR) * intensity * intensity * THRESHOLD_HOUR_LOAD;
}

export function estimatedLoad(sport: Sport, seconds: number): number {
  const intensity = ESTIMATE_IF[sport];
  return (seconds / SECONDS_PER_HOUR) * intensity * intensity * THRESHOLD_HOUR_LOAD;
}

export interface Scorer {
  score(input: ScoreInput): ActivityLoad;
}

export function makeScorer(set: ThresholdIndex, estimates: Estimates): Scorer {
  const pick = (v: number | null, fallback: () => number | null) => v ?? fallback();
  const hrLoad = hrLoadScorer();
  return {
    score({ sport, day, durationS, product }) {
      if (product !== null) {
        const ftp =
          product.np === null ? null : pick(set.lookup('ftp', sport, day), () => estimates.ftpOn(day));
        if (product.np !== null && ftp !== null && ftp > 0) {
          return { load: powerLoad(product.np, product.powerS, ftp), source: 'power' };
        }
        if (hrFacts(product.hr).seconds >= HR_MIN_COVERAGE * product.durationS && product.durationS > 0) {
          const load = hrLoad(product.hr, {
            restHr: pick(set.lookup('restHr', sport, day), () => estimates.restHr)!,
            maxHr: pick(set.lookup('maxHr', sport, day), () => estimates.maxHr) ?? NaN,
            lthr: pick(set.lookup('lthr', sport, day), () => estimates.lthr(sport)) ?? NaN,
          });
          if (load !== null) return { load, source: 'hr' };
        }
        const paceS = set.lookup('thresholdPace', sport, day);
        const threshold = paceS !== null ? METRES_PER_KM / paceS : estimates.thresholdSpeedMps;
        if (PACE_SPORTS.has(sport) && product.gasMps !== null && threshold !== null) {
          return { load: paceLoad(product.gasMps, product.gasS, threshold), source: 'pace' };
        }
      }
      const seconds = product !== null && product.durationS > 0 ? product.durationS : (durationS ?? 0);
      return { load: estimatedLoad(sport, seconds), source: 'estimate' };
    },
  };
}
