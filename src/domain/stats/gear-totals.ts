/**
 * Totals per gear (a bike, a pair of shoes, as a bulk export names them): activities, distance and
 * moving time (elapsed time where moving time is unknown), summed over the activities that carry
 * that gear. Activities without gear are left out. Sorted by distance, longest first.
 */
import type { TrackSummary } from './types';

export interface GearTotal {
  gear: string;
  count: number;
  distanceM: number;
  timeS: number;
}

export function totalsByGear(rows: readonly TrackSummary[]): GearTotal[] {
  const byGear = new Map<string, GearTotal>();
  for (const s of rows) {
    if (s.gear === null || s.gear === '') continue;
    let t = byGear.get(s.gear);
    if (!t) byGear.set(s.gear, (t = { gear: s.gear, count: 0, distanceM: 0, timeS: 0 }));
    t.count++;
    t.distanceM += s.distanceM;
    t.timeS += s.movingS ?? s.elapsedS ?? 0;
  }
  return [...byGear.values()].sort((a, b) => b.distanceM - a.distanceM || a.gear.localeCompare(b.gear));
}

/** The distinct gear names, in name order (for a filter). */
export function gearNames(rows: readonly TrackSummary[]): string[] {
  const names = new Set<string>();
  for (const s of rows) if (s.gear) names.add(s.gear);
  return [...names].sort((a, b) => a.localeCompare(b));
}
