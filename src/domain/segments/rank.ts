/**
 * From matches to stored efforts, and the leaderboard of a segment.
 *
 * Definitions
 * - Effort id: `${segmentId}:${trackId}:${Math.floor(startPos)}`, stable when the same activity is
 *   matched again.
 * - Ranking: efforts with an elapsed time, fastest first (ties: the earlier effort first); rank 1 is
 *   the best; `of` is the number of ranked efforts; the gap is elapsed minus the best elapsed.
 *   Efforts without times come after, unranked.
 */
import type { Sport } from '../stats/types';
import type { EffortMatch, RankedEffort, SegmentEffort } from './types';

export interface EffortActivity {
  id: string;
  sport: Sport;
  startTime: number | null;
}

export function effortId(segmentId: string, trackId: string, startPos: number): string {
  return `${segmentId}:${trackId}:${Math.floor(startPos)}`;
}

export function toEffort(match: EffortMatch, segmentId: string, activity: EffortActivity): SegmentEffort {
  return {
    ...match,
    id: effortId(segmentId, activity.id, match.startPos),
    segmentId,
    trackId: activity.id,
    sport: activity.sport,
    activityStartTime: activity.startTime,
  };
}

function byElapsed(a: SegmentEffort, b: SegmentEffort): number {
  return a.elapsedS! - b.elapsedS! || (a.startTime ?? 0) - (b.startTime ?? 0) || a.id.localeCompare(b.id);
}

/** The efforts of one segment ranked (definition above). */
export function rankEfforts(efforts: readonly SegmentEffort[]): RankedEffort[] {
  const timed = efforts.filter((e) => e.elapsedS !== null).sort(byElapsed);
  const best = timed[0]?.elapsedS ?? null;
  const of = timed.length;
  const ranked: RankedEffort[] = timed.map((e, i) => ({
    ...e,
    rank: i + 1,
    of,
    gapToBestS: e.elapsedS! - best!,
  }));
  for (const e of efforts) if (e.elapsedS === null) ranked.push({ ...e, rank: null, of, gapToBestS: null });
  return ranked;
}

/** "1st", "2nd", "3rd", "11th", "22nd"... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}
