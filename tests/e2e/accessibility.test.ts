/**
 * Accessibility in Chromium against the built app: axe-core's WCAG 2 A/AA rules (./axe.ts) on every
 * page, empty and with activities, and on every open dialog and disclosure panel, in the light and
 * the dark colour scheme (the app follows the system's until the user picks one). Zero violations.
 * Activities come in through the Import page's file picker (two real GPX files and a broken one, so
 * the per-file result list shows a failure too).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS } from '../gpx-real/corpus';
import { expectNoAxeViolations } from './axe';
import { openApp, type Session } from './browser';

const REAL_FILES = ['gdb-sample.gpx', 'garmin-forerunner-10-output.gpx'].map((name) =>
  join(CORPUS, 'gpsbabel__gpsbabel', name),
);
const SCHEMES = ['light', 'dark'] as const;
let session: Session;
let origin: string;

/** axe on what `page` shows, once per colour scheme. */
async function checkBothSchemes(page: Page, what: string, selector?: string): Promise<void> {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${what} (${colorScheme})`, selector);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens `path` and waits for its heading. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(origin + path);
  await page.getByRole('main').getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

beforeAll(async () => {
  session = await openApp('/');
  origin = new URL(session.page.url()).origin;
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  it('every page with no activities yet, and the first-run offer', async () => {
    const { page } = session;
    await page.getByRole('region', { name: 'Welcome! Your activity history is empty' }).waitFor();
    await checkBothSchemes(page, 'overview, empty');
    const pages: [string, string | RegExp][] = [
      ['/activities', 'No activities yet'],
      ['/compare', 'Nothing to compare yet'],
      ['/heatmap', 'Heatmap'],
      ['/import', 'Import'],
      ['/no-such-page', 'Page not found'],
    ];
    for (const [path, heading] of pages) {
      await visit(page, path, heading);
      await checkBothSchemes(page, `${path}, empty`);
    }
  });

  describe('with activities', () => {
    beforeAll(async () => {
      const { page } = session;
      const broken = join(mkdtempSync(join(tmpdir(), 'a11y-')), 'broken.gpx');
      writeFileSync(broken, '<gpx><trk><trkseg><trkpt lat="x"');
      await visit(page, '/import', 'Import');
      await page.getByLabel('Choose files', { exact: true }).setInputFiles([...REAL_FILES, broken]);
      await page
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) })
        .waitFor({ timeout: 60_000 });
    }, 120_000);

    it('import, with its finished panel and per-file results', async () => {
      await checkBothSchemes(session.page, 'import, finished');
    });

    it('overview', async () => {
      const { page } = session;
      await visit(page, '/', 'Overview');
      await page.getByRole('region', { name: 'Personal records' }).waitFor();
      await checkBothSchemes(page, 'overview');
    });

    it('activities, its column chooser and the delete dialog', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      await page.getByRole('table', { name: 'Activities' }).waitFor();
      await checkBothSchemes(page, 'activities');

      await page.getByText('Columns', { exact: true }).click();
      await page.getByRole('group', { name: 'Columns shown and their order' }).waitFor();
      await checkBothSchemes(page, 'activities, column chooser open');
      await page.getByText('Columns', { exact: true }).click();

      await page.locator('tbody').getByRole('checkbox').first().check();
      await page
        .getByRole('toolbar', { name: 'Activity actions' })
        .getByRole('button', { name: /^Delete 1/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete 1 activity?' });
      await dialog.waitFor();
      await checkBothSchemes(page, 'activities, delete dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('one activity, its edit form and its delete dialog', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      await page.locator('tbody a[href^="/activities/"]').first().click();
      await page.getByRole('button', { name: 'Edit' }).waitFor();
      await page.getByRole('figure').first().waitFor();
      await checkBothSchemes(page, 'activity');

      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('form', { name: 'Edit activity' }).waitFor();
      await checkBothSchemes(page, 'activity, edit form open');
      await page.getByRole('button', { name: 'Edit' }).click();

      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this activity?' });
      await dialog.waitFor();
      await checkBothSchemes(page, 'activity, delete dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('compare', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      for (const box of await page.locator('tbody').getByRole('checkbox').all()) await box.check();
      await page.getByRole('link', { name: 'Compare 2' }).click();
      await page.waitForURL(/\/compare\?/);
      await page.getByRole('region', { name: 'Profiles' }).waitFor();
      await page.waitForTimeout(1000);
      await checkBothSchemes(page, 'compare');
    });

    it('heatmap', async () => {
      const { page } = session;
      await visit(page, '/heatmap', 'Heatmap');
      await page.locator('[data-heat-seq][data-heat-pending="false"]').waitFor({ timeout: 60_000 });
      await checkBothSchemes(page, 'heatmap');
    });

    it('logged no console errors', () => {
      expect(session.errors).toEqual([]);
    });
  });
});
