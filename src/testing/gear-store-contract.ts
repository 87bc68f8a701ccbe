/**
 * The gear part of the TrackStore contract (issue 35), run by describeTrackStoreContract for every
 * adapter: gear, assignment rules, maintenance tasks and goals stored, replaced, listed oldest
 * first and deleted; invalid documents refused with nothing written; an activity's gear choice
 * set and cleared through its summary.
 */
import { describe, expect, it } from 'vitest';
import { newGear } from '../domain/gear/export-gear';
import { NO_GEAR_ID, type GearRule, type MaintenanceTask } from '../domain/gear/types';
import type { Goal } from '../domain/goals/types';
import type { TrackStore } from '../data/track-store';
import { makeActivity } from './store-fixtures';

export const makeGear = (k: number) =>
  newGear(
    {
      id: `gear-${k}`,
      name: `Shoes ${k}`,
      kind: 'shoes',
      brand: 'Nike',
      startDistanceM: 1000 * k,
      importName: `Pegasus ${k}`,
    },
    1_700_000_000_000 + k,
  );
export const makeRule = (k: number, gearId: string): GearRule => ({
  id: `rule-${k}`,
  gearId,
  sport: 'run',
  fromDay: 19_800 + k,
  toDay: 19_900 + k,
  createdAt: 1_700_000_000_000 + k,
});
export const makeTask = (k: number, gearId: string): MaintenanceTask => ({
  id: `task-${k}`,
  gearId,
  name: `Chain ${k}`,
  everyM: 3_000_000,
  everyDays: null,
  lastDoneDay: 19_850,
  lastDoneAtM: 1234.5,
  createdAt: 1_700_000_000_000 + k,
});
export const makeGoal = (k: number): Goal => ({
  id: `goal-${k}`,
  period: 'year',
  metric: 'distance',
  sport: k % 2 ? 'run' : null,
  target: 2_000_000,
  startDay: 19_723,
  createdAt: 1_700_000_000_000 + k,
  updatedAt: 1_700_000_000_000 + k,
});

async function rejects(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(Error);
}

export function describeGearContract(store: () => TrackStore): void {
  describe('gear, rules, maintenance and goals (issue 35)', () => {
    it('stores gear, replaces it by id, lists oldest first and deletes it', async () => {
      const { gear } = store();
      const [a, b] = [makeGear(2), makeGear(1)];
      await gear.gear.put(a);
      await gear.gear.put(b);
      expect(await gear.gear.list()).toEqual([b, a]);
      const retired = { ...a, retired: true, name: 'Old shoes', updatedAt: a.updatedAt + 1 };
      await gear.gear.put(retired);
      expect(await gear.gear.list()).toEqual([b, retired]);
      await gear.gear.delete(b.id);
      await gear.gear.delete('never-stored');
      expect(await gear.gear.list()).toEqual([retired]);
    });

    it('stores rules, tasks and goals of every shape', async () => {
      const { gear } = store();
      const rule = makeRule(1, 'gear-1');
      const fallback: GearRule = { ...makeRule(2, 'gear-1'), fromDay: null, toDay: null };
      const task = makeTask(1, 'gear-1');
      const byDays: MaintenanceTask = {
        ...makeTask(2, 'gear-1'),
        everyM: null,
        everyDays: 365,
        lastDoneDay: null,
        lastDoneAtM: null,
      };
      await Promise.all([gear.gearRules.put(rule), gear.maintenance.put(task), gear.goals.put(makeGoal(1))]);
      await gear.gearRules.put(fallback);
      await gear.maintenance.put(byDays);
      await gear.goals.put(makeGoal(2));
      expect(await gear.gearRules.list()).toEqual([rule, fallback]);
      expect(await gear.maintenance.list()).toEqual([task, byDays]);
      expect(await gear.goals.list()).toEqual([makeGoal(1), makeGoal(2)]);
      await gear.maintenance.delete(task.id);
      expect(await gear.maintenance.list()).toEqual([byDays]);
    });

    it('edits a goal: the same id written again replaces it, its place in the list kept', async () => {
      const { gear } = store();
      await gear.goals.put(makeGoal(1));
      await gear.goals.put(makeGoal(2));
      const edited: Goal = {
        ...makeGoal(1),
        period: 'month',
        metric: 'moving',
        sport: null,
        target: 36_000,
        updatedAt: makeGoal(1).updatedAt + 5,
      };
      await gear.goals.put(edited);
      expect(await gear.goals.list()).toEqual([edited, makeGoal(2)]);
      await rejects(gear.goals.put({ ...edited, target: -1 }));
      expect(await gear.goals.list()).toEqual([edited, makeGoal(2)]);
    });

    it('refuses invalid documents and writes nothing', async () => {
      const { gear } = store();
      await rejects(gear.gear.put({ ...makeGear(1), name: '  ' }));
      await rejects(gear.gear.put({ ...makeGear(1), startDistanceM: -1 }));
      await rejects(gear.gear.put({ ...makeGear(1), kind: 'skis' as 'bike' }));
      await rejects(gear.gear.put({ ...makeGear(1), id: 'has space' }));
      await rejects(gear.gearRules.put({ ...makeRule(1, 'g'), fromDay: 20_000, toDay: 19_000 }));
      await rejects(gear.maintenance.put({ ...makeTask(1, 'g'), everyM: null, everyDays: null }));
      await rejects(gear.maintenance.put({ ...makeTask(1, 'g'), everyM: Number.POSITIVE_INFINITY }));
      await rejects(gear.goals.put({ ...makeGoal(1), target: 0 }));
      await rejects(gear.goals.put({ ...makeGoal(1), metric: 'calories' as 'distance' }));
      expect(await gear.gear.list()).toEqual([]);
      expect(await gear.gearRules.list()).toEqual([]);
      expect(await gear.maintenance.list()).toEqual([]);
      expect(await gear.goals.list()).toEqual([]);
    });

    it("sets, clears and refuses an activity's own gear choice", async () => {
      const s = store();
      const a = makeActivity(30);
      await s.putActivity(a);
      await s.updateSummary(a.summary.id, { gearId: 'gear-1' });
      expect((await s.getSummary(a.summary.id))?.gearId).toBe('gear-1');
      await s.updateSummary(a.summary.id, { gearId: NO_GEAR_ID });
      expect((await s.listSummaries())[0]?.gearId).toBe(NO_GEAR_ID);
      await rejects(s.updateSummary(a.summary.id, { gearId: 'bad id!' }));
      await s.updateSummary(a.summary.id, { gearId: null });
      expect(await s.getSummary(a.summary.id)).toEqual({ ...a.summary, gearId: null });
    });
  });
}
