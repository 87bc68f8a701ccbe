/**
 * Browser test of issue 13 (bulk exports) against the built app: a small Strava-like export zip
 * (German activities.csv, .gpx, .gpx.gz, .fit.gz and .tcx.gz in nested folders, a zip inside the
 * zip, manual entries without a file, the same run twice with and without heart rate) imported by
 * the file input. Checks names, sports and gear from the CSV in the table, the counts, and the probable
 * duplicate line with its Import anyway button.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { exportGpx, germanCsv, stravaExportZip } from '../../src/testing/export-fixtures';
import { openApp, type Session } from './browser';
import { IMPORT_TIMEOUT_MS, importFiles, resultLine } from './import-files';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

function exportZip(bytes = stravaExportZip(), name = 'export_1.zip'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'export-e2e-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** An export zipped again (deflated): its activities.csv after its file, inside the inner zip. */
function zippedAgain(): Uint8Array {
  const inner = zipSync({
    'export_2/activities/1.gpx': exportGpx({ name: 'own name', start: Date.UTC(2024, 4, 6, 7) }),
    'export_2/activities.csv': germanCsv([
      [
        '1',
        '06.05.2024, 07:00:00',
        'Name aus dem Zip im Zip',
        'Wanderung',
        '',
        '290',
        '1,5',
        'false',
        '',
        'Bergschuhe',
        'activities/1.gpx',
      ],
    ]),
  });
  return zipSync({ 'export_2.zip': inner });
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
    const panel = await importFiles(page, [exportZip()]);

    const duplicate = resultLine(panel, 'export_1/activities/100.gpx');
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
      'Krafttraining',
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
    ).toBe(8);
    expect(session.errors).toEqual([]);
  });

  it('uses the activities.csv of an export zipped again', async () => {
    session = await openApp('/import');
    const { page } = session;
    await importFiles(page, [exportZip(zippedAgain(), 'again.zip')]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activities', exact: true })
      .click();
    const hike = row(page, 'Name aus dem Zip im Zip');
    await hike.waitFor();
    expect(await hike.getByRole('cell', { name: 'Bergschuhe', exact: true }).count()).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
