/**
 * Browser test of issue 13 (bulk exports) against the built app: a small Strava-like export zip
 * (German activities.csv, .gpx, .gpx.gz, .fit.gz and .tcx.gz in nested folders, a zip inside the
 * zip, a manual entry without a file, the same run twice with and without heart rate) imported by
 * the file input. Checks names, sports and gear from the CSV in the table, the counts, and the probable
 * duplicate line with its Import anyway button.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { exportFit, exportGpx, exportTcx, germanCsv } from '../../src/testing/export-fixtures';
import { openApp, type Session } from './browser';

const IMPORT_TIMEOUT_MS = 60_000;
const T = Date.UTC(2024, 4, 1, 7, 0, 0);
const HOUR = 3_600_000;

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

function exportZip(): string {
  const inner = zipSync({ 'deep/300.gpx': exportGpx({ name: 'inner', start: T + 3 * HOUR, startLat: 45 }) });
  const zip = zipSync({
    'export_1/activities.csv': germanCsv([
      [
        '100',
        '01.05.2024, 07:00:00',
        'Morgenlauf, kurz',
        'Lauf',
        '',
        '290',
        '1,5',
        'false',
        '',
        'Pegasus',
        'activities/100.gpx',
      ],
      [
        '200',
        '01.05.2024, 09:00:00',
        'Radfahrt zur Arbeit',
        'Radfahrt',
        'Mit Wind,\nviel Wind',
        '290',
        '1,5',
        'true',
        '',
        'Gravelbike',
        'activities/200.gpx.gz',
      ],
      [
        '300',
        '01.05.2024, 10:00:00',
        'Aus dem inneren Zip',
        'Wanderung',
        '',
        '290',
        '1,5',
        'false',
        '',
        '',
        'activities/300.gpx',
      ],
      ['500', '03.05.2024, 18:00:00', 'Laufband', 'Lauf', '', '1800', '5,0', 'false', '', 'Pegasus', ''],
      [
        '600',
        '02.05.2024, 07:00:00',
        'Feierabendrunde FIT',
        'Radfahrt',
        '',
        '290',
        '1,5',
        'false',
        '',
        'Rennrad',
        'activities/600.fit.gz',
      ],
      [
        '700',
        '02.05.2024, 12:00:00',
        'Mittagslauf TCX',
        'Lauf',
        '',
        '290',
        '1,5',
        'false',
        '',
        'Pegasus',
        'activities/700.tcx.gz',
      ],
    ]),
    'export_1/activities/600.fit.gz': gzipSync(
      exportFit({ name: '', start: T + 24 * HOUR, startLat: 44, sport: 'cycling' }),
    ),
    'export_1/activities/700.tcx.gz': gzipSync(
      exportTcx({ name: '', start: T + 29 * HOUR, startLat: 43, sport: 'Running' }),
    ),
    'export_1/activities/100.gpx': exportGpx({ name: 'file name 100', start: T }),
    'export_1/activities/200.gpx.gz': gzipSync(
      exportGpx({ name: 'file 200', start: T + 2 * HOUR, startLat: 46 }),
    ),
    'export_1/activities/originals/100-hr.gpx': exportGpx({
      name: 'Mit Herzfrequenz',
      start: T + 20_000,
      hr: true,
    }),
    'export_1/activities/part1.zip': inner,
  });
  const file = join(mkdtempSync(join(tmpdir(), 'export-e2e-')), 'export_1.zip');
  writeFileSync(file, zip);
  return file;
}

const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Activities' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe('a Strava-like bulk export', () => {
  it('imports names, sports and gear from the CSV, a manual entry and flags the duplicate', async () => {
    session = await openApp('/import');
    const { page } = session;
    await page.getByLabel('Choose files', { exact: true }).setInputFiles([exportZip()]);
    const panel = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) });
    await panel.waitFor({ timeout: IMPORT_TIMEOUT_MS });

    const duplicate = panel
      .getByRole('list', { name: 'Results per file' })
      .getByRole('listitem')
      .filter({ hasText: 'export_1/activities/100.gpx' });
    await expect.poll(() => duplicate.textContent()).toMatch(/Probable duplicate of "Mit Herzfrequenz"/);
    const importAnyway = panel.getByRole('button', {
      name: 'Import export_1.zip/export_1/activities/100.gpx anyway',
    });
    expect(await importAnyway.count()).toBe(1);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activities', exact: true })
      .click();
    await page.getByRole('table', { name: 'Activities' }).waitFor();
    for (const name of [
      'Radfahrt zur Arbeit',
      'Aus dem inneren Zip',
      'Mit Herzfrequenz',
      'Laufband',
      'Feierabendrunde FIT',
      'Mittagslauf TCX',
    ])
      await row(page, name).waitFor();
    const fit = row(page, 'Feierabendrunde FIT');
    expect(await fit.getByRole('button', { name: 'Change sport of Feierabendrunde FIT: ride' }).count()).toBe(
      1,
    );
    expect(await fit.getByRole('cell', { name: 'Rennrad', exact: true }).count()).toBe(1);
    expect(
      await row(page, 'Mittagslauf TCX')
        .getByRole('button', { name: 'Change sport of Mittagslauf TCX: run' })
        .count(),
    ).toBe(1);
    expect(await row(page, 'Morgenlauf, kurz').count()).toBe(0);
    const ride = row(page, 'Radfahrt zur Arbeit');
    expect(
      await ride.getByRole('button', { name: 'Change sport of Radfahrt zur Arbeit: ride' }).count(),
    ).toBe(1);
    expect(await ride.getByRole('cell', { name: 'Gravelbike', exact: true }).count()).toBe(1);
    expect(
      await row(page, 'Aus dem inneren Zip')
        .getByRole('button', { name: 'Change sport of Aus dem inneren Zip: hike' })
        .count(),
    ).toBe(1);
    expect(await row(page, 'Laufband').getByRole('cell', { name: 'Pegasus', exact: true }).count()).toBe(1);

    await importAnyway.click();
    await row(page, 'Morgenlauf, kurz').waitFor({ timeout: IMPORT_TIMEOUT_MS });
    expect(
      await page
        .getByRole('table', { name: 'Activities' })
        .getByRole('row')
        .filter({ has: page.getByRole('link') })
        .count(),
    ).toBe(7);
    expect(session.errors).toEqual([]);
  });
});
