import { gzipSync, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportGpx, germanCsv, stravaExportZip } from '../../../testing/export-fixtures';
import { MemoryTrackStore } from '../../../testing/memory-track-store';
import { controllerRun, fileOf as file } from '../test-support/controller-run';
import { UPDATED_FROM_EXPORT, type ImportSnapshot } from './types';
import { updatedLine } from '../components/progress-format';

const T = Date.UTC(2024, 4, 1, 7, 0, 0);

const setup = () => controllerRun(new MemoryTrackStore());
const byPath = (snap: ImportSnapshot) => new Map(snap.results.map((r) => [r.path, r]));

describe('an export imported after its files (issue 41)', () => {
  it("puts the CSV's metadata on the activities already there, the person's own edits winning", async () => {
    const { store, run } = setup();
    const inZip = unzipSync(stravaExportZip());
    const own = (path: string) => file(path.split('/').pop()!, inZip[`export_1/${path}`]!);
    await run([own('activities/100.gpx'), own('activities/200.gpx.gz')]);
    const before = new Map([...store.records.values()].map((r) => [r.summary.name, r.summary]));
    const first = before.get('file name 100')!;
    expect(before.get('file name 200')).toMatchObject({ gear: null, commute: null });
    await store.updateSummary(first.id, { name: 'Mein Name', editedFields: ['name'] });

    const snap = await run([file('strava.zip', stravaExportZip())]);
    const after = new Map([...store.records.values()].map((r) => [r.summary.id, r.summary]));
    expect(after.get(first.id)).toMatchObject({ name: 'Mein Name', gear: 'Pegasus', sport: 'run' });
    expect(after.get(before.get('file name 200')!.id)).toMatchObject({
      name: 'Radfahrt zur Arbeit',
      sport: 'ride',
      gear: 'Gravelbike',
      commute: true,
      description: 'Mit Wind,\nviel Wind',
    });
    const updated = snap.results.filter((r) => r.detail.startsWith(UPDATED_FROM_EXPORT));
    expect(updated.map((r) => r.path.split('/').pop()).sort()).toEqual(['100.gpx', '200.gpx.gz']);
    expect(updatedLine(snap)).toBe("2 already imported updated from the export's metadata");
  });
});

describe('probable duplicates whatever the sport says (issue 41)', () => {
  it('keeps one and merges the other: the export says run where the file said hike', async () => {
    const { store, controller, run } = setup();
    await run([file('hike.gpx', exportGpx({ name: 'Wanderung', start: T, type: 'hiking' }))]);
    const [kept] = [...store.records.values()].map((r) => r.summary);
    expect(kept?.name).toBe('Wanderung');
    expect(kept?.sport).not.toBe('run');
    // The same outing from the export: other bytes (its own name, heart rate), its CSV says run.
    const csvRow = [
      '7',
      '01.05.2024, 07:00:00',
      'Lauf am Morgen',
      'Lauf',
      'Am See',
      '290',
      '1,5',
      'true',
      '',
      'Schuhe',
      'activities/7.gpx',
    ];
    const snap = await run([
      file(
        'export.zip',
        zipSync({
          'activities/7.gpx': exportGpx({ name: 'Run', start: T + 20_000, hr: true }),
          'activities.csv': germanCsv([csvRow]),
        }),
      ),
    ]);
    const line = byPath(snap).get('export.zip/activities/7.gpx');
    expect(line).toMatchObject({ status: 'duplicate', canMerge: true, canImportAnyway: true });
    expect(line?.detail).toMatch(/Probable duplicate of "Wanderung"/);
    expect(store.records.size).toBe(1);

    await controller.merge(line?.seq ?? -1);
    const merged = byPath(controller.getSnapshot()).get('export.zip/activities/7.gpx');
    expect(merged).toMatchObject({ status: 'duplicate', canMerge: false, canImportAnyway: false });
    expect(merged?.detail).toMatch(/^Merged into "Wanderung": took its /);
    expect(store.records.size).toBe(1);
    expect(store.records.get(kept!.id)?.summary).toMatchObject({
      name: 'Lauf am Morgen',
      sport: 'run',
      gear: 'Schuhe',
      commute: true,
      description: 'Am See',
      // The kept activity's own recording stays.
      points: kept!.points,
      startTime: kept!.startTime,
    });
    expect((await store.listSummaries()).length).toBe(1);
  });

  it("merges nothing over the person's own edits", async () => {
    const { store, controller, run } = setup();
    await run([file('hike.gpx', exportGpx({ name: 'Wanderung', start: T, type: 'hiking' }))]);
    const [kept] = [...store.records.values()].map((r) => r.summary);
    await store.updateSummary(kept!.id, { sport: 'walk', editedFields: ['sport'] });
    const csvRow = [
      '7',
      '01.05.2024, 07:00:00',
      'Lauf',
      'Lauf',
      '',
      '290',
      '1,5',
      'false',
      '',
      '',
      'activities/7.gpx',
    ];
    const snap = await run([
      file(
        'export.zip',
        zipSync({
          'activities/7.gpx': exportGpx({ name: 'Run', start: T, hr: true }),
          'activities.csv': germanCsv([csvRow]),
        }),
      ),
    ]);
    await controller.merge(byPath(snap).get('export.zip/activities/7.gpx')?.seq ?? -1);
    expect(store.records.get(kept!.id)?.summary).toMatchObject({ name: 'Lauf', sport: 'walk' });
  });
});

describe('a bulk export', () => {
  it('applies the CSV to its files, imports manual entries and keeps the richer of two duplicates', async () => {
    const { store, controller, run } = setup();
    const snap = await run([file('strava.zip', stravaExportZip())]);
    const results = byPath(snap);
    const summaries = [...store.records.values()].map((r) => r.summary);
    const byName = new Map(summaries.map((s) => [s.name, s]));

    expect(byName.get('Radfahrt zur Arbeit')).toMatchObject({
      sport: 'ride',
      gear: 'Gravelbike',
      commute: true,
      privateNote: 'geheim',
    });
    expect(byName.get('Aus dem inneren Zip')).toMatchObject({ sport: 'hike' });
    expect(byName.get('Laufband')).toMatchObject({
      manual: true,
      points: 0,
      distanceM: 5000,
      elapsedS: 1800,
      sport: 'run',
      gear: 'Pegasus',
    });
    expect(byName.get('Krafttraining')).toMatchObject({ manual: true, sport: 'other' });
    expect(byName.get('Feierabendrunde FIT')).toMatchObject({
      sport: 'ride',
      gear: 'Rennrad',
      format: 'fit',
    });
    expect(byName.get('Mittagslauf TCX')).toMatchObject({ sport: 'run', format: 'tcx' });
    expect(byName.get('Mit Herzfrequenz')?.avgHr).not.toBeNull();
    expect(byName.has('Morgenlauf, kurz')).toBe(false);
    expect(snap.counts).toEqual({ imported: 7, duplicate: 1, skipped: 1, failed: 0 });

    const poorer = results.get('strava.zip/export_1/activities/100.gpx');
    expect(poorer).toMatchObject({ status: 'duplicate', canImportAnyway: true });
    expect(poorer?.detail).toMatch(/Probable duplicate of "Mit Herzfrequenz".*kept as the richer file/);

    controller.importAnyway(poorer?.seq ?? -1);
    await controller.whenIdle();
    const after = byPath(controller.getSnapshot()).get('strava.zip/export_1/activities/100.gpx');
    expect(after).toMatchObject({ status: 'imported', canImportAnyway: false });
    expect(store.records.size).toBe(8);
    expect(after?.detail).toBe('Morgenlauf, kurz');
  });

  it('imports the files with their own names when the CSV is unreadable', async () => {
    const { store, run } = setup();
    const zip = zipSync({
      'activities.csv': new TextEncoder().encode('this,is\nnot,strava'),
      'activities/1.gpx': exportGpx({ name: 'own name', start: T }),
    });
    const snap = await run([file('export.zip', zip)]);
    expect(snap.counts).toEqual({ imported: 1, duplicate: 0, skipped: 0, failed: 1 });
    expect(byPath(snap).get('export.zip/activities.csv')?.detail).toMatch(/was not used/);
    expect([...store.records.values()][0]?.summary.name).toBe('own name');
  });

  it('reads an export picked as a folder', async () => {
    const { store, run } = setup();
    const inFolder = (path: string, bytes: Uint8Array) => {
      const f = file(path.split('/').pop() ?? path, bytes);
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      return f;
    };
    const snap = await run([
      inFolder('export/activities/7.gpx', exportGpx({ name: 'file 7', start: T })),
      inFolder(
        'export/activities.csv',
        germanCsv([
          [
            '7',
            '01.05.2024, 07:00:00',
            'Name aus CSV',
            'Lauf',
            '',
            '290',
            '1,5',
            'false',
            '',
            'Schuhe',
            'activities/7.gpx',
          ],
        ]),
      ),
    ]);
    expect(snap.counts.imported).toBe(1);
    expect([...store.records.values()][0]?.summary).toMatchObject({ name: 'Name aus CSV', gear: 'Schuhe' });
  });

  it.each([
    ['deflated', 6],
    ['stored', 0],
  ] as const)('finds the activities.csv of an export zipped again (%s)', async (_how, level) => {
    const { store, run } = setup();
    const csvRow = (id: string, name: string, type: string, file: string) =>
      [id, '01.05.2024, 07:00:00', name, type, '', '290', '1,5', 'false', '', 'Schuhe', file] as const;
    // The files come first in the inner archive, its activities.csv last (read before them anyway).
    const inner = zipSync({
      'export_9/activities/1.gpx': exportGpx({ name: 'own name 1', start: T }),
      'export_9/activities/2.gpx.gz': gzipSync(exportGpx({ name: 'own name 2', start: T + 3_600_000 })),
      'export_9/activities.csv': germanCsv([
        csvRow('1', 'Name aus CSV 1', 'Lauf', 'activities/1.gpx'),
        csvRow('2', 'Name aus CSV 2', 'Radfahrt', 'activities/2.gpx.gz'),
        csvRow('3', 'Ohne Datei', 'Lauf', ''),
      ]),
    });
    const snap = await run([file('again.zip', zipSync({ 'export_9.zip': [inner, { level }] }))]);
    expect(snap.counts).toEqual({ imported: 3, duplicate: 0, skipped: 0, failed: 0 });
    const byName = new Map([...store.records.values()].map((r) => [r.summary.name, r.summary]));
    expect(byName.get('Name aus CSV 1')).toMatchObject({ sport: 'run', gear: 'Schuhe' });
    expect(byName.get('Name aus CSV 2')).toMatchObject({ sport: 'ride', gear: 'Schuhe' });
    expect(byName.get('Ohne Datei')).toMatchObject({ manual: true, sport: 'run' });
  });
});
