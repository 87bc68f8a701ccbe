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
import { contentId } from '../../../domain/hash';
import type { TrackSummary } from '../../../domain/stats/types';
import { createExportGear } from '../../../lib/export-gear';
import { stravaExportZip } from '../../../testing/export-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { itemsFromFileList } from '../intake/items';
import { createFakePool } from '../test-support/fake-pool';
import { createImportController } from './import-controller';
import { createImportGear } from './import-gear';

function setup(store = new MemoryTrackStore()) {
  const controller = createImportController({
    getPool: () => createFakePool(2),
    contentId,
    notifyIntervalMs: 5,
  });
  const target = { store, invalidate: () => undefined };
  const run = async (files: File[]) => {
    controller.enqueue({ items: itemsFromFileList(files) }, target);
    await controller.whenIdle();
    return controller.getSnapshot();
  };
  return { store, run };
}

const file = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);
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
