/**
 * Climb suggestions: the climbs in a person's own activities, found on each activity's chart
 * profile (distance, smoothed elevation, position per sample), one suggestion per distinct climb.
 *
 * Definitions
 * - A climb candidate starts at a low point and ends at the highest point reached before the
 *   elevation falls more than CLIMB_MAX_DIP_M below that highest point (a short dip does not end a
 *   climb; a real descent does). The next candidate starts at the lowest point after it.
 * - It is a climb when it is at least MIN_CLIMB_LENGTH_M long, gains at least MIN_CLIMB_GAIN_M
 *   (end minus start elevation) and its average grade (gain / length) is at least
 *   MIN_CLIMB_AVG_GRADE_PCT.
 * - Max grade: the steepest rise over any MAX_GRADE_WINDOW_M of the climb (between profile
 *   samples at least that far apart, the closest such pair from each sample), on the elevation
 *   smoothed first by a moving average over GRADE_SMOOTH_M of distance centred on each sample:
 *   one GPS or barometer jump of a few tens of metres is not a 55 % ramp.
 * - Category, as Strava's: the climb score is length (m) x average grade (%); Cat 4 from 8,000,
 *   Cat 3 from 16,000, Cat 2 from 32,000, Cat 1 from 64,000, HC from 80,000 (CATEGORY_SCORES).
 *   Below Cat 4 a climb is not suggested (too small to be worth a segment).
 * - The same climb in several activities: two climbs are the same when their starts and their ends
 *   are each within SAME_CLIMB_RADIUS_M; the suggestion keeps the first activity's and counts the
 *   activities ("climbed 12 times").
 */
import { haversineM } from '../geo';
import type { ChartProfile } from '../series/types';

export const CLIMB_MAX_DIP_M = 10;
export const MIN_CLIMB_LENGTH_M = 500;
export const MIN_CLIMB_GAIN_M = 20;
export const MIN_CLIMB_AVG_GRADE_PCT = 3;
export const MAX_GRADE_WINDOW_M = 100;
/** Width of the distance window the elevation is averaged over before the max grade. */
export const GRADE_SMOOTH_M = 200;
export const SAME_CLIMB_RADIUS_M = 100;

export type ClimbCategory = 'HC' | '1' | '2' | '3' | '4';
/** Lowest climb score of each category, hardest first. */
export const CATEGORY_SCORES: readonly (readonly [ClimbCategory, number])[] = [
  ['HC', 80_000],
  ['1', 64_000],
  ['2', 32_000],
  ['3', 16_000],
  ['4', 8_000],
];

export interface Climb {
  trackId: string;
  /** Where the climb starts and ends along its activity, metres. */
  startM: number;
  endM: number;
  lengthM: number;
  gainM: number;
  avgGradePct: number;
  maxGradePct: number;
  category: ClimbCategory;
  start: { lat: number; lon: number };
  end: { lat: number; lon: number };
  /** Activities that climb it (suggestions; 1 for a single activity's climb). */
  count: number;
}

/** The category of a climb score, or null below Cat 4. */
export function climbCategory(lengthM: number, avgGradePct: number): ClimbCategory | null {
  const score = lengthM * avgGradePct;
  for (const [category, min] of CATEGORY_SCORES) if (score >= min) return category;
  return null;
}

/** Samples with a finite distance, elevation and position, in order. */
function usable(p: ChartProfile): number[] {
  const keep: number[] = [];
  for (let i = 0; i < p.distanceM.length; i++) {
    if ([p.distanceM[i], p.ele[i], p.lat[i], p.lon[i]].every((v) => Number.isFinite(v))) keep.push(i);
  }
  return keep;
}

/**
 * Elevation of samples a..b (indices into `use`) averaged over GRADE_SMOOTH_M of distance centred
 * on each sample (two pointers over the running sums: linear time).
 */
function smoothedElevation(p: ChartProfile, use: number[], a: number, b: number): Float64Array {
  const out = new Float64Array(b - a + 1);
  const half = GRADE_SMOOTH_M / 2;
  let lo = a;
  let hi = a;
  let sum = 0;
  for (let i = a; i <= b; i++) {
    const d = p.distanceM[use[i]!]!;
    while (hi <= b && p.distanceM[use[hi]!]! <= d + half) sum += p.ele[use[hi++]!]!;
    while (p.distanceM[use[lo]!]! < d - half) sum -= p.ele[use[lo++]!]!;
    out[i - a] = sum / (hi - lo);
  }
  return out;
}

/** Steepest grade (%) over MAX_GRADE_WINDOW_M between samples a..b (indices into `use`), smoothed. */
function maxGrade(p: ChartProfile, use: number[], a: number, b: number): number {
  const ele = smoothedElevation(p, use, a, b);
  const dist = (i: number) => p.distanceM[use[i]!]!;
  let best = -Infinity;
  let j = a;
  for (let i = a; i <= b; i++) {
    const d0 = dist(i);
    while (j <= b && dist(j) - d0 < MAX_GRADE_WINDOW_M) j++;
    if (j > b) break;
    best = Math.max(best, ((ele[j - a]! - ele[i - a]!) / (dist(j) - d0)) * 100);
  }
  if (best === -Infinity) {
    const run = dist(b) - dist(a);
    return run > 0 ? ((p.ele[use[b]!]! - p.ele[use[a]!]!) / run) * 100 : 0;
  }
  return best;
}

function toClimb(trackId: string, p: ChartProfile, use: number[], a: number, b: number): Climb | null {
  const s = use[a]!;
  const e = use[b]!;
  const lengthM = p.distanceM[e]! - p.distanceM[s]!;
  const gainM = p.ele[e]! - p.ele[s]!;
  if (lengthM < MIN_CLIMB_LENGTH_M || gainM < MIN_CLIMB_GAIN_M) return null;
  const avgGradePct = (gainM / lengthM) * 100;
  if (avgGradePct < MIN_CLIMB_AVG_GRADE_PCT) return null;
  const category = climbCategory(lengthM, avgGradePct);
  if (category === null) return null;
  return {
    trackId,
    startM: p.distanceM[s]!,
    endM: p.distanceM[e]!,
    lengthM,
    gainM,
    avgGradePct,
    maxGradePct: maxGrade(p, use, a, b),
    category,
    start: { lat: p.lat[s]!, lon: p.lon[s]! },
    end: { lat: p.lat[e]!, lon: p.lon[e]! },
    count: 1,
  };
}

/** The climbs of one activity (definitions above), in order along it. */
export function findClimbs(trackId: string, p: ChartProfile): Climb[] {
  const use = usable(p);
  const climbs: Climb[] = [];
  let low = 0;
  let high = 0;
  for (let k = 1; k <= use.length; k++) {
    const ele = k < use.length ? p.ele[use[k]!]! : -Infinity;
    const highEle = p.ele[use[high]!]!;
    if (high === low && ele <= p.ele[use[low]!]!) {
      low = k;
      high = k; // still going down: the climb has not started
    } else if (ele > highEle) {
      high = k;
    } else if (highEle - ele > CLIMB_MAX_DIP_M) {
      const climb = toClimb(trackId, p, use, low, high);
      if (climb) climbs.push(climb);
      low = k;
      high = k;
    } else if (ele < p.ele[use[low]!]!) {
      low = k; // fell below the start within a dip: start again lower
      high = k;
    }
  }
  return climbs;
}

const near = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  haversineM(a.lat, a.lon, b.lat, b.lon) <= SAME_CLIMB_RADIUS_M;

/**
 * One suggestion per distinct climb over many activities (definition above), most climbed first,
 * then hardest (highest score).
 */
export function suggestClimbs(profiles: Iterable<readonly [string, ChartProfile]>): Climb[] {
  const out: Climb[] = [];
  for (const [id, p] of profiles) {
    const seen = new Set<Climb>();
    for (const c of findClimbs(id, p)) {
      const same = out.find((o) => near(o.start, c.start) && near(o.end, c.end));
      if (!same) out.push(c);
      else if (!seen.has(same)) {
        same.count += 1;
        seen.add(same);
      }
    }
  }
  return out.sort((a, b) => b.count - a.count || b.lengthM * b.avgGradePct - a.lengthM * a.avgGradePct);
}
