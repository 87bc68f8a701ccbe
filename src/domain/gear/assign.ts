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

/** A dated rule with its ends as numbers (an open end: -Infinity or Infinity). */
interface DatedRule {
  gearId: string;
  from: number;
  to: number;
}

/** The gear and rules in lookup form (build once per change of gear or rules, not per activity). */
export interface GearIndex {
  gear: ReadonlyMap<string, Gear>;
  byImportName: ReadonlyMap<string, string>;
  /** Dated rules per sport, the one created last first. */
  dated: ReadonlyMap<Sport, readonly DatedRule[]>;
  defaults: ReadonlyMap<Sport, string>;
}

export function gearIndex(gear: readonly Gear[], rules: readonly GearRule[]): GearIndex {
  const byId = new Map(gear.map((g) => [g.id, g]));
  const byImportName = new Map<string, string>();
  for (const g of [...gear].sort((a, b) => a.createdAt - b.createdAt))
    if (g.importName !== null && !byImportName.has(g.importName)) byImportName.set(g.importName, g.id);
  const live = rules.filter((r) => byId.has(r.gearId)).sort((a, b) => b.createdAt - a.createdAt);
  const dated = new Map<Sport, DatedRule[]>();
  const defaults = new Map<Sport, string>();
  for (const r of live) {
    if (r.fromDay === null && r.toDay === null) {
      if (!defaults.has(r.sport)) defaults.set(r.sport, r.gearId);
    } else {
      const range = { gearId: r.gearId, from: r.fromDay ?? -Infinity, to: r.toDay ?? Infinity };
      dated.set(r.sport, [...(dated.get(r.sport) ?? []), range]);
    }
  }
  return { gear: byId, byImportName, dated, defaults };
}

const MS_PER_DAY = 86_400_000;

/**
 * The dated rule for an activity. Local days differ from UTC days by at most one (offsets are
 * within ±14 h), so the local day (a time-zone lookup) is only worked out when the range's ends are
 * within a day of the UTC day; the answer is the same as with the local day everywhere.
 */
function datedRule(
  s: Assignable,
  rules: readonly DatedRule[],
  viewerOffsetMin?: (epochMs: number) => number,
): DatedRule | undefined {
  if (s.startTime === null) return undefined;
  const utcDay = Math.floor(s.startTime / MS_PER_DAY);
  let local: number | null | undefined;
  for (const r of rules) {
    // Surely in: the days before and after are both in range; surely out: all three are out.
    if (utcDay - 1 >= r.from && utcDay + 1 <= r.to) return r;
    if (utcDay + 1 < r.from || utcDay - 1 > r.to) continue;
    if (local === undefined) local = startDayOf(s, viewerOffsetMin);
    if (local !== null && local >= r.from && local <= r.to) return r;
  }
  return undefined;
}

/** The step that gave the last gear assignedGearId returned (read at once, in the same call). */
let lastSource: GearSource = 'own';

/**
 * The id of the gear an activity has (the definition above), or null; without making an object, for
 * totals over many activities. assignGear says also which step gave it.
 */
export function assignedGearId(
  s: Assignable,
  index: GearIndex,
  viewerOffsetMin?: (epochMs: number) => number,
): string | null {
  const own = s.gearId;
  if (own === NO_GEAR_ID) return null;
  if (own !== null && index.gear.has(own)) {
    lastSource = 'own';
    return own;
  }
  const dated = index.dated.get(s.sport);
  const rule = dated === undefined ? undefined : datedRule(s, dated, viewerOffsetMin);
  if (rule !== undefined) {
    lastSource = 'rule';
    return rule.gearId;
  }
  const named = s.gear === null ? undefined : index.byImportName.get(s.gear);
  if (named !== undefined) {
    lastSource = 'export';
    return named;
  }
  const fallback = index.defaults.get(s.sport);
  if (fallback === undefined) return null;
  lastSource = 'default';
  return fallback;
}

export function assignGear(
  s: Assignable,
  index: GearIndex,
  viewerOffsetMin?: (epochMs: number) => number,
): Assignment | null {
  const gearId = assignedGearId(s, index, viewerOffsetMin);
  return gearId === null ? null : { gearId, source: lastSource };
}
