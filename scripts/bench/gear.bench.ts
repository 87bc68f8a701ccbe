/**
 * bench gear-due (issue 35): 10,000 activity summaries in memory (runs, rides, hikes over five
 * years, half dated by a UTC offset from the file and half by an IANA zone, a third naming an
 * export gear, a tenth with the person's own choice), 20 pieces of gear with 3 maintenance tasks
 * each, 4 sport defaults and 6 dated rules. Times domain/gear/overview.ts gearOverview: the index,
 * every gear's totals, the due list and retirement suggestions, from the summaries. After a
 * warm-up on 1,000 other activities (JIT), the first run (cold time-zone cache for these dates)
 * and the median of the next 15 runs, wall time and this process's CPU time (the machine may be
 * shared: wall time then includes waiting for a core). The figure is the median wall time; the
 * budget is 20 ms (aim 10 ms).
 */
import { gearOverview } from '../../src/domain/gear/overview';
import { newGear } from '../../src/domain/gear/export-gear';
import type { GearRule, MaintenanceTask } from '../../src/domain/gear/types';
import { SPORTS } from '../../src/domain/stats/types';
import { makeSummary } from '../../src/testing/summary';
import type { Bench } from './types';

const ACTIVITIES = 10_000;
const GEAR = 20;
const TASKS_PER_GEAR = 3;
const RUNS = 15;
const BUDGET_MS = 20;
const DAY = 86_400_000;
const T0 = Date.UTC(2020, 0, 1);

function fixtures(activities = ACTIVITIES, t0 = T0) {
  const gear = Array.from({ length: GEAR }, (_, i) =>
    newGear(
      {
        id: `g${i}`,
        name: `Gear ${i}`,
        kind: i % 2 ? 'bike' : 'shoes',
        importName: `Export ${i}`,
        startDistanceM: i * 10_000,
      },
      i,
    ),
  );
  const sports = ['run', 'ride', 'hike'] as const;
  const rows = Array.from({ length: activities }, (_, i) =>
    makeSummary({
      id: `a${i}`,
      sport: sports[i % 3]!,
      startTime: t0 + Math.floor((i / activities) * 5 * 365) * DAY + (i % 13) * 3_600_000,
      utcOffsetMin: i % 2 ? 60 : null,
      timeZone: i % 2 ? null : 'Europe/Zurich',
      distanceM: 5000 + (i % 50) * 400,
      gear: i % 3 === 0 ? `Export ${i % GEAR}` : null,
      gearId: i % 10 === 0 ? `g${(i * 7) % GEAR}` : null,
    }),
  );
  const rules: GearRule[] = [
    ...SPORTS.slice(0, 4).map((sport, k) => ({
      id: `d${k}`,
      gearId: `g${k}`,
      sport,
      fromDay: null,
      toDay: null,
      createdAt: k,
    })),
    ...Array.from({ length: 6 }, (_, k) => ({
      id: `r${k}`,
      gearId: `g${k + 4}`,
      sport: sports[k % 3]!,
      fromDay: T0 / DAY + k * 200,
      toDay: T0 / DAY + k * 200 + 120,
      createdAt: 10 + k,
    })),
  ];
  const tasks: MaintenanceTask[] = gear.flatMap((g, i) =>
    Array.from({ length: TASKS_PER_GEAR }, (_, k) => ({
      id: `${g.id}-t${k}`,
      gearId: g.id,
      name: `Task ${k}`,
      everyM: k === 1 ? null : 1_000_000 * (k + 1),
      everyDays: k === 0 ? null : 180 * k,
      lastDoneDay: k === 2 ? T0 / DAY + 1500 + i : null,
      lastDoneAtM: k === 2 ? 100_000 * i : null,
      createdAt: T0,
    })),
  );
  return { rows, gear, rules, tasks };
}

const bench: Bench = {
  name: 'gear-due',
  run() {
    // Warm-up on other activities (another decade: no time-zone lookup is shared), so the first
    // timed run measures the code, not the JIT compiling it.
    const warm = fixtures(1000, Date.UTC(2005, 0, 1));
    gearOverview(warm.rows, warm.gear, warm.rules, warm.tasks, Date.UTC(2010, 0, 1) / DAY);
    const { rows, gear, rules, tasks } = fixtures();
    const today = T0 / DAY + 5 * 365;
    const times: number[] = [];
    const cpu: number[] = [];
    let due = 0;
    for (let r = 0; r <= RUNS; r++) {
      const t = performance.now();
      const c = process.cpuUsage();
      const o = gearOverview(rows, gear, rules, tasks, today);
      const used = process.cpuUsage(c);
      times.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
      due = o.due.length;
    }
    const median = (xs: number[]) => [...xs.slice(1)].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
    const wall = median(times);
    return Promise.resolve({
      figure: wall,
      unit: 'ms',
      comparison: `budget ${BUDGET_MS} ms, aim 10 ms; CPU ${median(cpu).toFixed(1)} ms; first run ${times[0]!.toFixed(1)} ms wall, ${cpu[0]!.toFixed(1)} ms CPU; ${ACTIVITIES} activities, ${GEAR} gear, ${due} of ${tasks.length} tasks due`,
      withinBudget: wall <= BUDGET_MS,
    });
  },
};

export default [bench];
