/**
 * A best-effort window opened from a curve (?window=start-end, seconds after the activity's start,
 * real time: src/shared/curves/picked-point.ts) placed on the activity's charts and map as a part
 * (a distance range, range-pick.ts). The distance at a time is interpolated between the two chart
 * samples around it; a window where the activity covered no distance (an indoor ride without a
 * distance sensor) cannot be placed.
 */
import type { ChartProfile } from '../../../domain/series/types';
import type { DistanceRange } from './range-pick';

export interface TimeWindow {
  startS: number;
  endS: number;
}

/** "120-420" → { startS: 120, endS: 420 }; null for anything else (an end not after its start). */
export function parseWindow(raw: unknown): TimeWindow | null {
  const m = typeof raw === 'string' ? /^(\d{1,7})-(\d{1,7})$/.exec(raw) : null;
  if (!m) return null;
  const startS = Number(m[1]);
  const endS = Number(m[2]);
  return endS > startS ? { startS, endS } : null;
}

/** A window may end this far past the last chart sample (the series' last second), seconds. */
const END_SLACK_S = 1;

/** Distance (m) at `t` seconds after the start, NaN when the profile has no time there. */
export function distanceAtTime(profile: ChartProfile, t: number): number {
  const { timeS, distanceM } = profile;
  let prev = -1;
  for (let i = 0; i < timeS.length; i++) {
    const ti = timeS[i]!;
    if (!Number.isFinite(ti) || !Number.isFinite(distanceM[i]!)) continue;
    if (ti >= t) {
      if (prev < 0) return ti - t <= END_SLACK_S ? distanceM[i]! : NaN;
      const t0 = timeS[prev]!;
      const d0 = distanceM[prev]!;
      return d0 + ((t - t0) / (ti - t0)) * (distanceM[i]! - d0);
    }
    prev = i;
  }
  return prev >= 0 && t - timeS[prev]! <= END_SLACK_S ? distanceM[prev]! : NaN;
}

/** The part of the activity a window covers, null when it cannot be placed (see above). */
export function windowRange(profile: ChartProfile, w: TimeWindow): DistanceRange | null {
  const startM = distanceAtTime(profile, w.startS);
  const endM = distanceAtTime(profile, w.endS);
  return Number.isFinite(startM) && Number.isFinite(endM) && endM > startM ? { startM, endM } : null;
}
