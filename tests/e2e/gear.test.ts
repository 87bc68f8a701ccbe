/**
 * Browser test of issue 35 against the built app: a Strava-like export (src/testing/export-fixtures.ts)
 * imported by the file input creates one gear per name of its gear column as it is imported (no
 * button to press), and the Gear page shows each gear's totals: the same as `npm run gear` computes
 * for the same zip (scripts/lib/gear-report.ts). Then a maintenance task past its interval appears
 * as due on the Overview, and "Done now" clears it; a goal is made, edited on the Goals page, and
 * the Overview shows it as edited.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stravaExportZip } from '../../src/testing/export-fixtures';
import { formatDistance, formatInteger, formatTotalDuration } from '../../src/lib/format';
import { gearReport } from '../../scripts/lib/gear-report';
import { openApp, type Session } from './browser';
import { importFiles } from './import-files';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('gear from a Strava export', () => {
  it('creates each gear once and shows the totals npm run gear prints', async () => {
    const zip = join(mkdtempSync(join(tmpdir(), 'gear-e2e-')), 'export_1.zip');
    // The row of 100.gpx, which the richer 100-hr.gpx replaces, names a gear of its own: neither
    // the app nor npm run gear makes it (no row for it in the table below).
    writeFileSync(zip, stravaExportZip({ replacedGear: 'Alte Schuhe' }));
    const expected = await gearReport([zip]);
    expect(expected.map((g) => g.gear)).toEqual(['Gravelbike', 'Pegasus', 'Rennrad']);

    session = await openApp('/import');
    const { page } = session;
    await importFiles(page, [zip]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gear', exact: true })
      .click();
    const table = page.getByRole('table', { name: 'Gear totals' });
    // The import made the gear the export names, once per name: nothing is left to add by hand.
    await table.waitFor();
    expect(await page.getByRole('button', { name: /gear named by your imports/ }).count()).toBe(0);
    for (const g of expected) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: g.gear, exact: true }) });
      await expect.poll(() => row.count()).toBe(1);
      const cells = await row.getByRole('cell').allTextContents();
      // Kind, activities, distance, total with start, moving time, ascent, first, last use.
      expect(cells[1]).toBe(formatInteger(g.activities));
      expect(cells[2]).toBe(formatDistance(g.distanceM, 'metric', 1));
      expect(cells[4]).toBe(formatTotalDuration(g.movingS));
    }
    expect(await table.getByRole('row').count()).toBe(1 + expected.length);

    // On a phone the table keeps every figure and fits its box (no sideways scroll).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.gear-table--compact').waitFor();
    const box = await table.evaluate((t) => {
      const scroll = t.closest('.table-scroll')!;
      return { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth };
    });
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    for (const g of expected) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${g.gear}\\b`) }) });
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(`${formatInteger(g.activities)} activit`);
      expect(text).toContain(formatDistance(g.distanceM, 'metric', 1));
      expect(text).toContain(formatTotalDuration(g.movingS));
    }
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.locator('.gear-table:not(.gear-table--compact)').waitFor();

    // A task of 1 km on the Gravelbike (1.6 km so far) is due on the Overview; Done now clears it.
    const card = page.getByRole('region', { name: 'Gravelbike' });
    await card.getByRole('textbox', { name: 'Task' }).fill('Chain');
    await card.getByRole('spinbutton', { name: 'Every (km)' }).fill('1');
    await card.getByRole('button', { name: 'Add task' }).click();
    await card.getByText('Chain: Due').waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview', exact: true })
      .click();
    await page.getByRole('list', { name: 'Maintenance due' }).getByText('Gravelbike: Chain — due').waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gear', exact: true })
      .click();
    await page
      .getByRole('region', { name: 'Gravelbike' })
      .getByRole('button', { name: 'Done now: Chain' })
      .click();
    await page.getByRole('region', { name: 'Gravelbike' }).getByText('Chain: OK').waitFor();

    // A goal made, then edited with the same form: the card and the Overview show the edit.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Goals', exact: true })
      .click();
    const newGoal = page.getByRole('form', { name: 'New goal' });
    await newGoal.getByLabel('Target (km)').fill('10');
    await newGoal.getByRole('button', { name: 'Add goal' }).click();
    const weekly = page.getByRole('region', { name: 'Weekly distance: 10.0 km (all sports)' });
    await weekly.getByRole('button', { name: 'Edit goal Weekly distance: 10.0 km (all sports)' }).click();
    const edit = weekly.getByRole('form', { name: 'Edit goal Weekly distance: 10.0 km (all sports)' });
    await edit.getByLabel('Period').selectOption('year');
    await edit.getByLabel('Sport').selectOption('ride');
    await edit.getByLabel('Target (km)').fill('150');
    await edit.getByRole('button', { name: 'Save goal' }).click();
    await page.getByRole('region', { name: 'Yearly distance: 150.0 km (ride)' }).waitFor();
    expect(await page.getByRole('region', { name: /^Weekly distance/ }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview', exact: true })
      .click();
    await page
      .getByRole('list', { name: 'Goals' })
      .getByText(/^This year: .* of 150\.0 km/)
      .waitFor();
    expect(session.errors).toEqual([]);
  });
});
