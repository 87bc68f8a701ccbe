/**
 * Which gear an activity has. Definition, in order of precedence (the first that gives a gear that
 * still exists wins):
 *   1. the activity's own choice (TrackSummary.gearId, set on its page or by bulk assignment;
 *      NO_GEAR_ID is a choice of "no gear" and stops here);
 *   2. a dated rule for its sport whose range holds the activity's local day (several: the one
 *      created last);
 *   3. the bulk export's gear column (TrackSummary.gear), through the gear created for that name
 *      (Gear.importName; exact text);
 *   4. the sport's default (a rule without dates; several: the one created last).
 * Computed when read, never stored, so a new or changed rule applies at once to every activity,
 * new imports included, and deleting a gear only removes the link.
 */
import { startDayOf } from '../filters/metrics';
import type { Sport, TrackSummary } from '../stats/types';
import { NO_GEAR_ID, type Gear, type GearRule } from './types';

export type GearSource = 'own' | 'rule' | 'export' | 'default';

export interface Assignment {
  gearId: string;
  source: GearSource;
}

export type Assignable = Pick<TrackSummary, 'sport' | 'gear' | 'gearId' | 'startTime' | 'utcOffsetMin'> & {
  timeZone?: string | null;
};

/** The gear and rules in lookup form (build once per change of gear or rules, not per activity). */
export interface GearIndex {
  gear: ReadonlyMap<string, Gear>;
  byImportName: ReadonlyMap<string, string>;
  dated: ReadonlyMap<Sport, readonly GearRule[]>;
  defaults: ReadonlyMap<Sport, string>;
}

export function gearIndex(gear: readonly Gear[], rules: readonly GearRule[]): GearIndex {
  const byId = new Map(gear.map((g) => [g.id, g]));
  const byImportName = new Map<string, string>();
  for (const g of [...gear].sort((a, b) => a.createdAt - b.createdAt))
    if (g.importName !== null && !byImportName.has(g.importName)) byImportName.set(g.importName, g.id);
  const live = rules.filter((r) => byId.has(r.gearId)).sort((a, b) => b.createdAt - a.createdAt);
  const dated = new Map<Sport, GearRule[]>();
  const defaults = new Map<Sport, string>();
  for (const r of live) {
    if (r.fromDay === null && r.toDay === null) {
      if (!defaults.has(r.sport)) defaults.set(r.sport, r.gearId);
    } else dated.set(r.sport, [...(dated.get(r.sport) ?? []), r]);
  }
  return { gear: byId, byImportName, dated, defaults };
}

const inRange = (r: GearRule, day: number): boolean =>
  (r.fromDay === null || day >= r.fromDay) && (r.toDay === null || day <= r.toDay);

const MS_PER_DAY = 86_400_000;

/**
 * The dated rule for an activity. Local days differ from UTC days by at most one (offsets are
 * within ±14 h), so the local day (a time-zone lookup) is only worked out when the range's ends are
 * within a day of the UTC day; the answer is the same as with the local day everywhere.
 */
function datedRule(
  s: Assignable,
  rules: readonly GearRule[],
  viewerOffsetMin?: (epochMs: number) => number,
): GearRule | undefined {
  if (s.startTime === null) return undefined;
  const utcDay = Math.floor(s.startTime / MS_PER_DAY);
  let local: number | null | undefined;
  for (const r of rules) {
    const surelyIn = inRange(r, utcDay - 1) && inRange(r, utcDay + 1);
    const surelyOut = !inRange(r, utcDay - 1) && !inRange(r, utcDay) && !inRange(r, utcDay + 1);
    if (surelyIn) return r;
    if (surelyOut) continue;
    if (local === undefined) local = startDayOf(s, viewerOffsetMin);
    if (local !== null && inRange(r, local)) return r;
  }
  return undefined;
}

export function assignGear(
  s: Assignable,
  index: GearIndex,
  viewerOffsetMin?: (epochMs: number) => number,
): Assignment | null {
  if (s.gearId === NO_GEAR_ID) return null;
  if (s.gearId !== null && index.gear.has(s.gearId)) return { gearId: s.gearId, source: 'own' };
  const dated = index.dated.get(s.sport);
  const rule = dated && datedRule(s, dated, viewerOffsetMin);
  if (rule) return { gearId: rule.gearId, source: 'rule' };
  const named = s.gear === null ? undefined : index.byImportName.get(s.gear);
  if (named !== undefined) return { gearId: named, source: 'export' };
  const fallback = index.defaults.get(s.sport);
  return fallback === undefined ? null : { gearId: fallback, source: 'default' };
}
