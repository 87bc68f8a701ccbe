/**
 * Gear named by a bulk export's gear column (Strava activities.csv "Activity Gear"): every name
 * gets one gear, created once (matched by Gear.importName, exact text), so each activity naming it
 * is assigned to it (assign.ts step 3). Its kind is guessed from the activities naming it: mostly
 * rides (KIND_MAJORITY) a bike, mostly runs, walks or hikes shoes, else other; the person may
 * change it.
 */
import type { Sport, TrackSummary } from '../stats/types';
import type { Gear, GearKind } from './types';

/** Share of a name's activities that decides its kind. */
export const KIND_MAJORITY = 0.5;

const FOOT: ReadonlySet<Sport> = new Set(['run', 'walk', 'hike']);

function kindOf(sports: readonly Sport[]): GearKind {
  const rides = sports.filter((s) => s === 'ride').length;
  const foot = sports.filter((s) => FOOT.has(s)).length;
  if (rides > sports.length * KIND_MAJORITY) return 'bike';
  if (foot > sports.length * KIND_MAJORITY) return 'shoes';
  return 'other';
}

/** A new gear with everything but what is given at its defaults. */
export function newGear(fields: Pick<Gear, 'id' | 'name' | 'kind'> & Partial<Gear>, now: number): Gear {
  return {
    brand: '',
    model: '',
    note: '',
    inUseFromDay: null,
    startDistanceM: 0,
    retired: false,
    retireAtM: null,
    importName: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** The gear to create for export names of `rows` that no gear has yet, in name order. */
export function gearToCreate(
  rows: readonly Pick<TrackSummary, 'gear' | 'sport'>[],
  existing: readonly Gear[],
  newId: () => string,
  now: number,
): Gear[] {
  const known = new Set(existing.map((g) => g.importName).filter((n) => n !== null));
  const sports = new Map<string, Sport[]>();
  for (const s of rows) {
    if (s.gear === null || s.gear.trim() === '' || known.has(s.gear)) continue;
    const list = sports.get(s.gear);
    if (list) list.push(s.sport);
    else sports.set(s.gear, [s.sport]);
  }
  return [...sports.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((name) =>
      newGear(
        { id: newId(), name: name.trim(), kind: kindOf(sports.get(name) ?? []), importName: name },
        now,
      ),
    );
}
