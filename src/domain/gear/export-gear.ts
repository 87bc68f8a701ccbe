/**
 * Gear named by a bulk export's gear column (Strava activities.csv "Activity Gear"): every name
 * gets one gear, created once (matched by Gear.importName, exact text), so each activity naming it
 * is assigned to it (assign.ts step 3). Its kind is guessed from the activities naming it when it
 * is made: mostly rides (KIND_MAJORITY) a bike, mostly runs, walks or hikes shoes, else other; the
 * person may change it. Its id derives from the name (exportGearId), so the same name made twice
 * at once (two tabs, two devices) writes one document, not a second gear.
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

/**
 * The id of the gear made for an export name: "x" and the name's cyrb53 hash (bryc, public domain,
 * github.com/bryc/code jshash/experimental/cyrb53.js) with two seeds, 2 x 53 bits in hex (29 characters). Two
 * names sharing an id is about as likely as n^2 / 2^107 for n names: never in practice.
 */
export function exportGearId(name: string): string {
  const hex = (seed: number) => cyrb53(name, seed).toString(16).padStart(14, '0');
  return `x${hex(0)}${hex(0x9e3779b9)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** An export name that makes gear: not blank (a blank column names no gear). */
export const namesGear = (name: string | null): name is string => name !== null && name.trim() !== '';

/**
 * The gear to create for export names of `rows` that no gear has yet, in name order. `newId`: the
 * id of each (default exportGearId of the name).
 */
export function gearToCreate(
  rows: readonly Pick<TrackSummary, 'gear' | 'sport'>[],
  existing: readonly Gear[],
  now: number,
  newId: (name: string) => string = exportGearId,
): Gear[] {
  const known = new Set(existing.map((g) => g.importName).filter((n) => n !== null));
  const sports = new Map<string, Sport[]>();
  for (const s of rows) {
    if (!namesGear(s.gear) || known.has(s.gear)) continue;
    const list = sports.get(s.gear);
    if (list) list.push(s.sport);
    else sports.set(s.gear, [s.sport]);
  }
  return [...sports.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((name) =>
      newGear(
        { id: newId(name), name: name.trim(), kind: kindOf(sports.get(name) ?? []), importName: name },
        now,
      ),
    );
}
