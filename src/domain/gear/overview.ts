/**
 * Everything the Gear page and the Overview need at once from the summaries in memory: the index,
 * every gear's totals, the due and nearly due maintenance, and the gear that suggests retirement.
 * One pass over the activities (bench gear-due times it for 10,000 activities).
 */
import type { TrackSummary } from '../stats/types';
import { gearIndex, type GearIndex } from './assign';
import { dueTasks, suggestsRetirement, type TaskStatus } from './maintenance';
import { gearTotals, type GearTotals } from './totals';
import type { Gear, GearRule, MaintenanceTask } from './types';

export interface GearOverview {
  index: GearIndex;
  totals: Map<string, GearTotals>;
  due: TaskStatus[];
  /** Gear past its retirement distance and not retired (a suggestion only). */
  retire: Gear[];
}

export function gearOverview(
  rows: readonly TrackSummary[],
  gear: readonly Gear[],
  rules: readonly GearRule[],
  tasks: readonly MaintenanceTask[],
  today: number,
  viewerOffsetMin?: (epochMs: number) => number,
): GearOverview {
  const index = gearIndex(gear, rules);
  const totals = gearTotals(rows, index, viewerOffsetMin);
  const totalM = (id: string) => totals.get(id)?.totalDistanceM ?? 0;
  return {
    index,
    totals,
    due: dueTasks(tasks, index.gear, totalM, today),
    retire: gear.filter((g) => suggestsRetirement(g, totalM(g.id))),
  };
}
