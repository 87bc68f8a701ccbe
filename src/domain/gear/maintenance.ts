/**
 * Maintenance and retirement. Definitions:
 * - A task's distance since it was last done is the gear's total distance (totals.ts, starting
 *   distance included) minus the total when it was done (0 when never done). Its days since are
 *   today minus the day it was done (never done: the gear's first day in use, else the day the
 *   task was made).
 * - Its progress is the larger of distance since / everyM and days since / everyDays. It is due at
 *   1 or more, nearly due from NEARLY_DUE_FRACTION (90 %): "chain every 3,000 km" is nearly due
 *   at 2,700 km.
 * - Retired gear has no due tasks.
 * - Retirement is only ever suggested: when gear that is not retired reaches its retirement
 *   distance (Gear.retireAtM; shoes without one: DEFAULT_SHOE_RETIRE_M, 700 km).
 */
import { DEFAULT_SHOE_RETIRE_M, type Gear, type MaintenanceTask } from './types';

export const NEARLY_DUE_FRACTION = 0.9;
const MS_PER_DAY = 86_400_000;

export type DueState = 'due' | 'soon' | 'ok';

export interface TaskStatus {
  task: MaintenanceTask;
  gear: Gear;
  state: DueState;
  /** Largest of the distance and day fractions (1 = due). */
  progress: number;
  distanceSinceM: number;
  daysSince: number;
  /** What is left before it is due (negative: overdue); null for an interval not set. */
  remainingM: number | null;
  remainingDays: number | null;
}

function sinceDay(task: MaintenanceTask, gear: Gear): number {
  return task.lastDoneDay ?? gear.inUseFromDay ?? Math.floor(task.createdAt / MS_PER_DAY);
}

export function taskStatus(task: MaintenanceTask, gear: Gear, gearTotalM: number, today: number): TaskStatus {
  const distanceSinceM = Math.max(0, gearTotalM - (task.lastDoneAtM ?? 0));
  const daysSince = Math.max(0, today - sinceDay(task, gear));
  const byDistance = task.everyM !== null && task.everyM > 0 ? distanceSinceM / task.everyM : 0;
  const byDays = task.everyDays !== null && task.everyDays > 0 ? daysSince / task.everyDays : 0;
  const progress = Math.max(byDistance, byDays);
  const state: DueState = progress >= 1 ? 'due' : progress >= NEARLY_DUE_FRACTION ? 'soon' : 'ok';
  return {
    task,
    gear,
    state,
    progress,
    distanceSinceM,
    daysSince,
    remainingM: task.everyM === null ? null : task.everyM - distanceSinceM,
    remainingDays: task.everyDays === null ? null : task.everyDays - daysSince,
  };
}

/**
 * Tasks due or nearly due, of gear that is not retired, most urgent first. `totalM`: the gear's
 * total distance by gear id (totals.ts totalDistanceM).
 */
export function dueTasks(
  tasks: readonly MaintenanceTask[],
  gear: ReadonlyMap<string, Gear>,
  totalM: (gearId: string) => number,
  today: number,
): TaskStatus[] {
  const out: TaskStatus[] = [];
  for (const task of tasks) {
    const g = gear.get(task.gearId);
    if (!g || g.retired) continue;
    const status = taskStatus(task, g, totalM(g.id), today);
    if (status.state !== 'ok') out.push(status);
  }
  return out.sort((a, b) => b.progress - a.progress);
}

/** The task marked done now: today, at the gear's current total distance. */
export function markDone(task: MaintenanceTask, gearTotalM: number, today: number): MaintenanceTask {
  return { ...task, lastDoneDay: today, lastDoneAtM: gearTotalM };
}

/** The distance past which retirement is suggested; null: none. */
export function retirementDistance(gear: Gear): number | null {
  return gear.retireAtM ?? (gear.kind === 'shoes' ? DEFAULT_SHOE_RETIRE_M : null);
}

export function suggestsRetirement(gear: Gear, gearTotalM: number): boolean {
  const limit = retirementDistance(gear);
  return !gear.retired && limit !== null && gearTotalM >= limit;
}
