/**
 * Thresholds estimated from the person's own data, used where they set none, and always shown as
 * estimates:
 * - FTP: FTP_FROM_20MIN × the best 20-minute mean power of the FTP_WINDOW_DAYS days up to the
 *   activity's day (Allen & Coggan 2010's 20-minute test); the whole history's best when that
 *   window has none.
 * - Maximum heart rate: per activity the highest bpm held for MAX_HR_HOLD_S in all (so one strap
 *   spike does not count), then the MAX_HR_RANK-th highest of those over activities with heart rate.
 * - LTHR per sport: per activity the mean of its top LTHR_TOP_S seconds of heart rate, ×
 *   LTHR_FROM_20MIN (Friel's 20-minute test: LTHR ≈ 95 % of a 20-minute all-out mean); the best
 *   such activity of the sport. The top seconds need not be consecutive, so this can run high
 *   on a long, hard day; without any: LTHR_FROM_MAX × the maximum.
 * - Resting heart rate: recordings of exercise never show it; DEFAULT_REST_HR is assumed.
 * - Threshold pace: the fastest normalised grade-adjusted speed of a run of PACE_MIN_S or more
 *   (about an hour's race effort is threshold).
 */
import type { Sport } from '../stats/types';
import { histogramSeconds, type HrHistogram } from './hr-histogram';
import type { TrainingProduct } from './product';

export const FTP_FROM_20MIN = 0.95;
export const FTP_WINDOW_DAYS = 90;
export const MAX_HR_HOLD_S = 10;
export const MAX_HR_RANK = 2;
export const LTHR_TOP_S = 1200;
export const LTHR_FROM_20MIN = 0.95;
export const LTHR_FROM_MAX = 0.89;
export const DEFAULT_REST_HR = 60;
export const PACE_MIN_S = 1800;

export interface EstimateInput {
  sport: Sport;
  day: number;
  product: TrainingProduct | null;
}

export interface Estimates {
  ftpOn(day: number): number | null;
  maxHr: number | null;
  lthr(sport: Sport): number | null;
  restHr: number;
  thresholdSpeedMps: number | null;
}

/** Highest bpm with at least `holdS` seconds at or above it. */
export function heldMax(h: HrHistogram, holdS: number): number | null {
  let acc = 0;
  for (let k = h.seconds.length - 1; k >= 0; k--) {
    acc += h.seconds[k]!;
    if (acc >= holdS) return h.lo + k;
  }
  return null;
}

/** Mean bpm of the top `topS` seconds; null with fewer seconds. */
export function topMean(h: HrHistogram, topS: number): number | null {
  if (histogramSeconds(h) < topS) return null;
  let left = topS;
  let sum = 0;
  for (let k = h.seconds.length - 1; k >= 0 && left > 0; k--) {
    const take = Math.min(left, h.seconds[k]!);
    sum += take * (h.lo + k);
    left -= take;
  }
  return sum / topS;
}

/** Index of the last entry with day <= `day` in a list sorted by day, -1 when none. */
function lastAtOrBefore(days: Float64Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function ftpLookup(rows: readonly EstimateInput[]): (day: number) => number | null {
  const best = rows
    .filter((r) => r.product?.best20W != null)
    .map((r) => ({ day: r.day, w: r.product!.best20W! }))
    .sort((a, b) => a.day - b.day);
  if (best.length === 0) return () => null;
  const days = Float64Array.from(best, (r) => r.day);
  const allTime = best.reduce((m, r) => Math.max(m, r.w), 0);
  return (day) => {
    let m = 0;
    for (let i = lastAtOrBefore(days, day); i >= 0 && best[i]!.day > day - FTP_WINDOW_DAYS; i--) {
      m = Math.max(m, best[i]!.w);
    }
    return FTP_FROM_20MIN * (m > 0 ? m : allTime);
  };
}

/** What the estimates and the scorer read of a product's heart rate, whatever the thresholds. */
export interface HrFacts {
  /** Seconds with heart rate (histogramSeconds). */
  seconds: number;
  /** heldMax(hr, MAX_HR_HOLD_S). */
  heldMax: number | null;
  /** topMean(hr, LTHR_TOP_S). */
  topMean: number | null;
}

const hrFactsCache = new WeakMap<HrHistogram, HrFacts>();

/**
 * The heart-rate facts of a histogram, computed once per histogram object: stored products are
 * never changed in place (a recompute stores a new one), so each page that runs the model over the
 * same summaries, and every threshold change, reads them instead of summing 10,000 histograms again.
 */
export function hrFacts(h: HrHistogram): HrFacts {
  let facts = hrFactsCache.get(h);
  if (facts === undefined) {
    facts = {
      seconds: histogramSeconds(h),
      heldMax: heldMax(h, MAX_HR_HOLD_S),
      topMean: topMean(h, LTHR_TOP_S),
    };
    hrFactsCache.set(h, facts);
  }
  return facts;
}

export function estimateThresholds(rows: readonly EstimateInput[]): Estimates {
  const maxima: number[] = [];
  const lthrBySport = new Map<Sport, number>();
  let speed = 0;
  for (const r of rows) {
    const p = r.product;
    if (p === null) continue;
    const { heldMax: m, topMean: top } = hrFacts(p.hr);
    if (m !== null) maxima.push(m);
    if (top !== null)
      lthrBySport.set(r.sport, Math.max(lthrBySport.get(r.sport) ?? 0, top * LTHR_FROM_20MIN));
    if (r.sport === 'run' && p.gasMps !== null && p.gasS >= PACE_MIN_S) speed = Math.max(speed, p.gasMps);
  }
  maxima.sort((a, b) => b - a);
  const maxHr = maxima[Math.min(MAX_HR_RANK, maxima.length) - 1] ?? null;
  const ftpOn = ftpLookup(rows);
  return {
    ftpOn,
    maxHr,
    lthr: (sport) => lthrBySport.get(sport) ?? (maxHr === null ? null : LTHR_FROM_MAX * maxHr),
    restHr: DEFAULT_REST_HR,
    thresholdSpeedMps: speed > 0 ? speed : null,
  };
}

const RANK_WORDS = ['highest', 'second-highest', 'third-highest'];

/** The estimates' method, as the Training page shows it. */
export const ESTIMATE_NOTE = `Thresholds you have not set are estimated and labelled so: FTP = ${FTP_FROM_20MIN} × the best 20-minute power of the ${FTP_WINDOW_DAYS} days up to each activity; maximum heart rate = the ${RANK_WORDS[MAX_HR_RANK - 1] ?? `rank ${MAX_HR_RANK}`} of the activities' maxima held ${MAX_HR_HOLD_S} s; LTHR per sport = ${LTHR_FROM_20MIN} × the mean of an activity's top 20 minutes of heart rate (the best activity; else ${LTHR_FROM_MAX} × maximum); resting heart rate ${DEFAULT_REST_HR} bpm (assumed: exercise recordings never show it); threshold pace = the fastest normalised grade-adjusted pace of a run of ${PACE_MIN_S / 60} minutes or more.`;
