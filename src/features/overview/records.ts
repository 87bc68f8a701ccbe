/**
 * Personal records: per sport and per best-effort distance, the fastest best effort (smallest
 * timeS, see src/domain/stats/best-efforts.ts) among the given activities, with the activity it
 * came from. Sports are kept apart (a ride's 5 km is not a running record). A tie keeps the earlier
 * activity (it set the record first). Only plausible efforts of plausible, counted activities, not
 * left out by the person, count (recordEfforts, src/domain/sanity/history.ts), also for summaries
 * stored before those rules existed.
 */
import { recordEfforts } from '../../domain/sanity/history';
import { BEST_EFFORT_DISTANCES } from '../../domain/stats/best-efforts';
import { SPORTS, type BestEffortKey, type Sport, type TrackSummary } from '../../domain/stats/types';

export interface PersonalRecord {
  key: BestEffortKey;
  distanceM: number;
  timeS: number;
  activityId: string;
  activityName: string;
  startTime: number | null;
  utcOffsetMin: number | null;
  timeZone: string | null;
}

const order = new Map(BEST_EFFORT_DISTANCES.map((d, k) => [d.key, k]));

function isBetter(candidate: TrackSummary, timeS: number, current: PersonalRecord | undefined): boolean {
  if (!current) return true;
  if (timeS !== current.timeS) return timeS < current.timeS;
  return (candidate.startTime ?? Infinity) < (current.startTime ?? Infinity);
}

/** Records per sport (only sports with at least one), each list in distance order. */
export function personalRecords(rows: readonly TrackSummary[]): Map<Sport, PersonalRecord[]> {
  const best = new Map<Sport, Map<BestEffortKey, PersonalRecord>>();
  for (const s of rows) {
    for (const e of recordEfforts(s)) {
      let bySport = best.get(s.sport);
      if (!bySport) best.set(s.sport, (bySport = new Map<BestEffortKey, PersonalRecord>()));
      if (!isBetter(s, e.timeS, bySport.get(e.key))) continue;
      bySport.set(e.key, {
        key: e.key,
        distanceM: e.distanceM,
        timeS: e.timeS,
        activityId: s.id,
        activityName: s.name,
        startTime: s.startTime,
        utcOffsetMin: s.utcOffsetMin,
        timeZone: s.timeZone,
      });
    }
  }
  const out = new Map<Sport, PersonalRecord[]>();
  for (const sport of SPORTS) {
    const bySport = best.get(sport);
    if (!bySport) continue;
    out.set(
      sport,
      [...bySport.values()].sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0)),
    );
  }
  return out;
}
