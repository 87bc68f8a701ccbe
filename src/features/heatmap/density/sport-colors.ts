/**
 * Lines mode's colours by sport: one bright colour per sport, all readable on the heatmap's dark
 * ground and apart from each other (hues ~50° or more apart, "other" a neutral grey), so overlaps
 * still add up towards white. The legend lists the sports drawn.
 */
import type { LineBuffers } from '../../../domain/heat/types';
import type { Sport } from '../../../domain/stats/types';
import type { Rgb } from './color-ramps';

export const SPORT_COLORS: Record<Sport, Rgb> = {
  run: [255, 99, 56],
  ride: [56, 160, 255],
  hike: [110, 214, 80],
  walk: [236, 206, 60],
  swim: [60, 222, 210],
  ski: [196, 132, 255],
  other: [200, 204, 214],
};

/** Legend order of the sports. */
export const SPORT_ORDER: readonly Sport[] = ['run', 'ride', 'hike', 'walk', 'swim', 'ski', 'other'];

export interface PathSports {
  /** Sport of each drawn path. */
  sports: Sport[];
  /** The sports drawn, in SPORT_ORDER. */
  present: Sport[];
}

/**
 * The sport of every path of `lines`, from its activity index (LineBuffers.activityOfPath) and
 * `sportOfActivity`; null when the buffers do not say which activity a path belongs to.
 */
export function pathSports(
  lines: LineBuffers,
  sportOfActivity: (index: number) => Sport | undefined,
): PathSports | null {
  const of = lines.activityOfPath;
  if (!of || of.length !== lines.length) return null;
  const sports: Sport[] = new Array<Sport>(lines.length);
  const seen = new Set<Sport>();
  for (let i = 0; i < lines.length; i++) {
    const sport = sportOfActivity(of[i]!) ?? 'other';
    sports[i] = sport;
    seen.add(sport);
  }
  return { sports, present: SPORT_ORDER.filter((s) => seen.has(s)) };
}
