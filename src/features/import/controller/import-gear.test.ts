/**
 * Gear on import (issue 35): a Strava-like export (testing/export-fixtures.ts) creates one gear per
 * name of its gear column as it is imported, each activity naming a gear gets it, importing the
 * export again creates nothing, and rules, sport defaults and own choices apply to what the import
 * stored in the written order (domain/gear/assign.ts).
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { assignGear, gearIndex } from '../../../domain/gear/assign';
import { exportGearId, newGear } from '../../../domain/gear/export-gear';
import { gearTotals } from '../../../domain/gear/totals';
import type { GearRule } from '../../../domain/gear/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { createExportGear } from '../../../lib/export-gear';
import { stravaExportZip } from '../../../testing/export-fixtures';
import { makeActivity } from '../../../testing/store-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { controllerRun, fileOf as file } from '../test-support/controller-run';
import { createImportGear } from './import-gear';

const setup = (store = new MemoryTrackStore()) => controllerRun(store);
const exportFile = () => file('export_1.zip', stravaExportZip());
const byName = (rows: readonly TrackSummary[]) => new Map(rows.map((s) => [s.name, s]));
/** Day number of a UTC calendar day. */
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;

describe('gear from an export, on import', () => {
  it('creates one gear per name as the export is imported; every activity naming one has it', async () => {
    const { store, run } = setup();
    const snap = await run([exportFile()]);
    expect(snap.counts.imported).toBe(7);
    const gear = await store.gear.gear.list();
    expect(gear.map((g) => [g.name, g.kind, g.importName, g.id]).sort()).toEqual([
      ['Gravelbike', 'bike', 'Gravelbike', exportGearId('Gravelbike')],
      ['Pegasus', 'shoes', 'Pegasus', exportGearId('Pegasus')],
      ['Rennrad', 'bike', 'Rennrad', exportGearId('Rennrad')],
    ]);
    const rows = await store.listSummaries();
    const index = gearIndex(gear, []);
    const named = rows.filter((s) => s.gear !== null);
    // Pegasus: the treadmill run (manual) and the TCX run; Gravelbike: the ride; Rennrad: the FIT ride.
    expect(named.map((s) => s.name).sort()).toEqual([
      'Feierabendrunde FIT',
      'Laufband',
      'Mittagslauf TCX',
      'Radfahrt zur Arbeit',
    ]);
    for (const s of named)
      expect(assignGear(s, index)).toEqual({ gearId: exportGearId(s.gear!), source: 'export' });
    const totals = gearTotals(rows, index);
    expect(totals.get(exportGearId('Pegasus'))?.activities).toBe(2);
    expect(totals.get(exportGearId('Gravelbike'))?.activities).toBe(1);
    expect(totals.get(exportGearId('Rennrad'))?.activities).toBe(1);
    // The manual treadmill run's 5.0 km counts for Pegasus with the TCX run's distance.
    const tcx = byName(rows).get('Mittagslauf TCX')!;
    expect(totals.get(exportGearId('Pegasus'))?.distanceM).toBeCloseTo(5000 + tcx.distanceM, 6);
  });

  it('makes no gear from the row of a file a richer duplicate replaced, as npm run gear', async () => {
    const { store, run, controller } = setup();
    // The CSV row of 100.gpx names a gear no other row names; the richer 100-hr.gpx (no row)
    // replaces that file, so nothing kept names "Alte Schuhe" (scripts/gear-cli.test.ts: no line).
    const snap = await run([file('export_1.zip', stravaExportZip({ replacedGear: 'Alte Schuhe' }))]);
    expect(snap.counts).toMatchObject({ imported: 7, duplicate: 1 });
    const poorer = snap.results.find((r) => r.path.endsWith('activities/100.gpx'))!;
    expect(poorer.detail).toMatch(/kept as the richer file/);
    expect((await store.gear.gear.list()).map((g) => g.name).sort()).toEqual([
      'Gravelbike',
      'Pegasus',
      'Rennrad',
    ]);
    // "Import anyway" keeps the activity: its gear is made then, and has it.
    controller.importAnyway(poorer.seq);
    await controller.whenIdle();
    const gear = await store.gear.gear.list();
    const old = gear.find((g) => g.importName === 'Alte Schuhe');
    expect(old).toMatchObject({ id: exportGearId('Alte Schuhe'), kind: 'shoes' });
    const totals = gearTotals(await store.listSummaries(), gearIndex(gear, []));
    expect(totals.get(old!.id)?.activities).toBe(1);
  });

  it('creates no second gear when the same export is imported again', async () => {
    const { store, run } = setup();
    await run([exportFile()]);
    const first = await store.gear.gear.list();
    // The person renames one: the export's name still finds it.
    const pegasus = first.find((g) => g.importName === 'Pegasus')!;
    await store.gear.gear.put({ ...pegasus, name: 'Pegasus 40 (blue)', updatedAt: pegasus.updatedAt + 1 });
    const again = await run([exportFile()]);
    expect(again.counts.imported).toBe(0);
    const second = await store.gear.gear.list();
    expect(second).toHaveLength(3);
    expect(second.find((g) => g.id === pegasus.id)?.name).toBe('Pegasus 40 (blue)');
    expect(second.map((g) => g.createdAt)).toEqual(first.map((g) => g.createdAt));
  });

  it('creates the gear of an activity stored before that the export updated', async () => {
    const { store, run } = setup();
    const inZip = unzipSync(stravaExportZip());
    await run([file('200.gpx.gz', inZip['export_1/activities/200.gpx.gz']!)]);
    expect(await store.gear.gear.list()).toEqual([]);
    await run([exportFile()]);
    const gravel = (await store.gear.gear.list()).find((g) => g.importName === 'Gravelbike');
    expect(gravel?.kind).toBe('bike');
    const ride = byName(await store.listSummaries()).get('Radfahrt zur Arbeit')!;
    expect(assignGear(ride, gearIndex(await store.gear.gear.list(), []))?.gearId).toBe(gravel?.id);
  });

  it('applies own choice, dated rule, export column and sport default to new imports, in that order', async () => {
    const store = new MemoryTrackStore();
    const trail = newGear({ id: 'trail', name: 'Trail shoes', kind: 'shoes' }, 1);
    const boots = newGear({ id: 'boots', name: 'Boots', kind: 'shoes' }, 2);
    const road = newGear({ id: 'road', name: 'Road bike', kind: 'bike' }, 3);
    const rules: GearRule[] = [
      // Runs on 2 May 2024 (local day): the trail shoes, above the export's Pegasus.
      {
        id: 'r1',
        gearId: 'trail',
        sport: 'run',
        fromDay: day(2024, 5, 2),
        toDay: day(2024, 5, 2),
        createdAt: 4,
      },
      // Hikes by default: the boots (the hike from the inner zip names no gear).
      { id: 'r2', gearId: 'boots', sport: 'hike', fromDay: null, toDay: null, createdAt: 5 },
      // Rides by default: the road bike, below the export's Gravelbike and Rennrad.
      { id: 'r3', gearId: 'road', sport: 'ride', fromDay: null, toDay: null, createdAt: 6 },
    ];
    for (const g of [trail, boots, road]) await store.gear.gear.put(g);
    for (const r of rules) await store.gear.gearRules.put(r);
    const { run } = setup(store);
    await run([exportFile()]);

    const assigned = async () => {
      const index = gearIndex(await store.gear.gear.list(), await store.gear.gearRules.list());
      const rows = await store.listSummaries();
      return new Map(
        rows.map((s) => {
          const a = assignGear(s, index);
          return [s.name, a ? `${index.gear.get(a.gearId)?.name}/${a.source}` : null];
        }),
      );
    };
    const before = await assigned();
    expect(before.get('Mittagslauf TCX')).toBe('Trail shoes/rule');
    expect(before.get('Laufband')).toBe('Pegasus/export');
    expect(before.get('Aus dem inneren Zip')).toBe('Boots/default');
    expect(before.get('Radfahrt zur Arbeit')).toBe('Gravelbike/export');
    expect(before.get('Feierabendrunde FIT')).toBe('Rennrad/export');

    // The person's own choice on the treadmill run wins over everything, also after a re-import.
    const treadmill = byName(await store.listSummaries()).get('Laufband')!;
    await store.updateSummary(treadmill.id, { gearId: 'boots' });
    await run([exportFile()]);
    expect((await assigned()).get('Laufband')).toBe('Boots/own');
    expect(await store.gear.gear.list()).toHaveLength(6);
  });
});

describe('createImportGear', () => {
  it('asks once per name and store, again after a failure, and never rejects', async () => {
    const store = new MemoryTrackStore();
    const asks: string[] = [];
    let fail = true;
    const gear = createImportGear((s, rows) => {
      asks.push(rows.map((r) => r.gear).join());
      if (fail) return Promise.reject(new Error('offline'));
      return createExportGear(s, rows);
    });
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await gear.named(store, { gear: 'Canyon', sport: 'ride' });
      expect(warnings).toEqual(['Could not create the gear "Canyon" of an export: Offline']);
      fail = false;
      await Promise.all([
        gear.named(store, { gear: 'Canyon', sport: 'ride' }),
        gear.named(store, { gear: 'Canyon', sport: 'ride' }),
        gear.named(store, { gear: '  ', sport: 'ride' }),
        gear.named(store, { gear: null, sport: 'ride' }),
      ]);
    } finally {
      console.warn = warn;
    }
    expect(asks).toEqual(['Canyon', 'Canyon']);
    expect((await store.gear.gear.list()).map((g) => g.name)).toEqual(['Canyon']);
  });

  it('takes back a gear it made once no activity it kept names it, and only that gear', async () => {
    const store = new MemoryTrackStore();
    const gear = createImportGear();
    const canyon = { gear: 'Canyon', sport: 'ride' as const };
    const names = async () => (await store.gear.gear.list()).map((g) => g.name).sort();
    // Two activities named it; one is replaced: it stays. The second too: it goes.
    await Promise.all([gear.named(store, canyon), gear.named(store, canyon)]);
    await gear.dropped(store, canyon);
    expect(await names()).toEqual(['Canyon']);
    await gear.dropped(store, canyon);
    expect(await names()).toEqual([]);
    // Named again (Import anyway): made again; a drop of nothing kept does nothing.
    await gear.named(store, canyon);
    expect(await names()).toEqual(['Canyon']);
    await gear.dropped(store, { gear: 'Never named', sport: 'run' });
    await gear.dropped(store, { gear: null, sport: 'run' });
    expect(await names()).toEqual(['Canyon']);

    // A gear that was there before the import is never taken back.
    const before = newGear({ id: 'mine', name: 'Pegasus', kind: 'shoes', importName: 'Pegasus' }, 1);
    await store.gear.gear.put(before);
    const pegasus = { gear: 'Pegasus', sport: 'run' as const };
    await gear.named(store, pegasus);
    await gear.dropped(store, pegasus);
    expect(await names()).toEqual(['Canyon', 'Pegasus']);

    // Nor one the person edited since, or gave a task, or that a stored activity names.
    const kept = async (change: () => Promise<unknown>) => {
      const own = createImportGear();
      const row = { gear: 'Gravel', sport: 'ride' as const };
      await own.named(store, row);
      await change();
      await own.dropped(store, row);
      const found = (await store.gear.gear.list()).some((g) => g.importName === 'Gravel');
      await store.gear.gear.delete(exportGearId('Gravel'));
      return found;
    };
    const id = exportGearId('Gravel');
    const edit = async () => {
      const g = (await store.gear.gear.list()).find((x) => x.id === id)!;
      await store.gear.gear.put({ ...g, name: 'Gravel (green)', updatedAt: g.updatedAt + 1 });
    };
    const task = () =>
      store.gear.maintenance.put({
        id: 't1',
        gearId: id,
        name: 'Chain',
        everyM: 3_000_000,
        everyDays: null,
        lastDoneDay: null,
        lastDoneAtM: null,
        createdAt: 1,
      });
    expect(await kept(() => Promise.resolve())).toBe(false);
    expect(await kept(edit)).toBe(true);
    expect(await kept(task)).toBe(true);
    await store.gear.maintenance.delete('t1');
    // An activity stored before this import (by another import, another tab) names it.
    const other = () => store.putActivity(makeActivity(1, { gear: 'Gravel', sport: 'ride' }));
    expect(await kept(other)).toBe(true);
  });

  it('makes one gear when the import and the Gear page ask for the same name at once', async () => {
    const store = new MemoryTrackStore();
    const row = { gear: 'Pegasus', sport: 'run' as const };
    const made = await Promise.all([
      createExportGear(store, [row]),
      createExportGear(store, [row, row]),
      createImportGear().named(store, row),
    ]);
    expect(made[0]).toHaveLength(1);
    expect(made[1]).toEqual([]);
    expect(await store.gear.gear.list()).toHaveLength(1);
  });
});
