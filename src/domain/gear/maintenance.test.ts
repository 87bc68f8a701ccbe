import { describe, expect, it } from 'vitest';
import { newGear } from './export-gear';
import { dueTasks, markDone, retirementDistance, suggestsRetirement, taskStatus } from './maintenance';
import { DEFAULT_SHOE_RETIRE_M, type MaintenanceTask } from './types';

const bike = newGear({ id: 'b', name: 'Bike', kind: 'bike', inUseFromDay: 1000 }, 0);
const task = (over: Partial<MaintenanceTask>): MaintenanceTask => ({
  id: 't',
  gearId: 'b',
  name: 'Chain',
  everyM: null,
  everyDays: null,
  lastDoneDay: null,
  lastDoneAtM: null,
  createdAt: 0,
  ...over,
});

describe('maintenance tasks', () => {
  it('by distance: nearly due from 90 %, due at the interval, counted from when last done', () => {
    const chain = task({ everyM: 3_000_000, lastDoneAtM: 1_000_000 });
    expect(taskStatus(chain, bike, 3_600_000, 1100).state).toBe('ok');
    expect(taskStatus(chain, bike, 3_700_000, 1100).state).toBe('soon');
    const due = taskStatus(chain, bike, 4_200_000, 1100);
    expect(due).toMatchObject({ state: 'due', distanceSinceM: 3_200_000, remainingM: -200_000 });
  });

  it('by days: counted from the day last done, else the gear first day in use', () => {
    const service = task({ everyDays: 365 });
    expect(taskStatus(service, bike, 0, 1000 + 364).state).toBe('soon');
    expect(taskStatus(service, bike, 0, 1000 + 365).state).toBe('due');
    expect(taskStatus({ ...service, lastDoneDay: 1300 }, bike, 0, 1365).state).toBe('ok');
  });

  it('both intervals: whichever comes first', () => {
    const both = task({ everyM: 1_000_000, everyDays: 100, lastDoneDay: 1000, lastDoneAtM: 0 });
    expect(taskStatus(both, bike, 200_000, 1101).state).toBe('due');
    expect(taskStatus(both, bike, 1_000_000, 1010).state).toBe('due');
  });

  it('done now resets both counters', () => {
    const done = markDone(task({ everyM: 3_000_000 }), 4_200_000, 1200);
    expect(taskStatus(done, bike, 4_200_000, 1200)).toMatchObject({
      state: 'ok',
      distanceSinceM: 0,
      daysSince: 0,
    });
  });

  it('the due list leaves out retired gear and tasks not due, most urgent first', () => {
    const retired = { ...bike, id: 'r', retired: true };
    const gear = new Map([
      ['b', bike],
      ['r', retired],
    ]);
    const tasks = [
      task({ id: 'a', everyM: 1000 }),
      task({ id: 'b', everyM: 10_000 }),
      task({ id: 'c', everyM: 1900 }),
      task({ id: 'd', gearId: 'r', everyM: 1 }),
    ];
    expect(dueTasks(tasks, gear, () => 1800, 1000).map((s) => s.task.id)).toEqual(['a', 'c']);
  });
});

describe('retirement', () => {
  const shoes = newGear({ id: 's', name: 'Shoes', kind: 'shoes' }, 0);
  it('shoes suggest it past 700 km by default, or the distance set; never once retired', () => {
    expect(retirementDistance(shoes)).toBe(DEFAULT_SHOE_RETIRE_M);
    expect(suggestsRetirement(shoes, 699_999)).toBe(false);
    expect(suggestsRetirement(shoes, 700_000)).toBe(true);
    expect(suggestsRetirement({ ...shoes, retireAtM: 900_000 }, 800_000)).toBe(false);
    expect(suggestsRetirement({ ...shoes, retired: true }, 800_000)).toBe(false);
  });
  it('bikes only when a distance is set', () => {
    expect(suggestsRetirement(bike, 50_000_000)).toBe(false);
    expect(suggestsRetirement({ ...bike, retireAtM: 10_000 }, 10_000)).toBe(true);
  });
});
