/**
 * Best efforts: the fastest time over each standard distance within the activity.
 *
 * Definition: over the timeline (timeline.ts: kept points with strictly increasing times, across
 * segments), for each start point i, the end is the first moment the cumulative distance
 * (distance.ts) reaches cum[i] + D, its time linearly interpolated between the two timeline points
 * around it. The best effort is the smallest end time − start time. Windows may span segment gaps,
 * and then include the gap's time (elapsed time, as a stopwatch would). An effort is reported only
 * when the timeline covers at least D. Found with a two-pointer sweep, O(n) per distance.
 */
import type { BestEffort, BestEffortKey } from './types';

export const BEST_EFFORT_DISTANCES: readonly { key: BestEffortKey; distanceM: number }[] = [
  { key: '400m', distanceM: 400 },
  { key: '1k', distanceM: 1000 },
  { key: '1mi', distanceM: 1609.344 },
  { key: '5k', distanceM: 5000 },
  { key: '10k', distanceM: 10000 },
  { key: 'half', distanceM: 21097.5 },
  { key: 'marathon', distanceM: 42195 },
];

/**
 * @param C cumulative distance of each timeline point, metres (non-decreasing)
 * @param T time of each timeline point, epoch ms (strictly increasing)
 */
export function bestEffortsOnTimeline(C: Float64Array, T: Float64Array): BestEffort[] {
  const m = C.length;
  const out: BestEffort[] = [];
  if (m < 2) return out;
  for (const { key, distanceM } of BEST_EFFORT_DISTANCES) {
    if (C[m - 1]! - C[0]! < distanceM) break;
    const best = fastestWindow(C, T, distanceM);
    if (best !== null) out.push({ key, distanceM, timeS: best.timeS, startDistanceM: best.startDistanceM });
  }
  return out;
}

/**
 * The two-pointer sweep for one distance over cumulative distance C (non-decreasing) and time T
 * (ms, increasing). For start i the end pointer j is the first index past i with C[j] >= C[i] + D,
 * which never moves back as i grows. A window ends after T[j - 1] (the interpolation adds a
 * non-negative part and rounding is monotonic), so when T[j - 1] - T[i] is already not faster than
 * the best, start i is skipped; this holds for any j not past its true position, so j is only moved
 * on when a start may win (same result as moving it for every start).
 */
function fastestWindow(
  C: Float64Array,
  T: Float64Array,
  distanceM: number,
): { timeS: number; startDistanceM: number } | null {
  const m = C.length;
  let bestMs = Infinity;
  let bestStart = 0;
  let j = 1;
  for (let i = 0; i < m - 1; i++) {
    if (j <= i) j = i + 1;
    const t0 = T[i]!;
    if (T[j - 1]! - t0 >= bestMs) continue;
    const target = C[i]! + distanceM;
    while (j < m && C[j]! < target) j++;
    if (j >= m) break;
    const before = T[j - 1]!;
    if (before - t0 >= bestMs) continue;
    const c0 = C[j - 1]!;
    const span = C[j]! - c0;
    const f = span > 0 ? (target - c0) / span : 1;
    const ms = before + f * (T[j]! - before) - t0;
    if (ms < bestMs) {
      bestMs = ms;
      bestStart = C[i]!;
    }
  }
  return Number.isFinite(bestMs) ? { timeS: bestMs / 1000, startDistanceM: bestStart } : null;
}
