/**
 * Accessibility in Chromium against the built app: axe-core's WCAG 2 A/AA rules (./axe.ts) on every
 * page, empty and with activities, and on every open dialog and disclosure panel, in the light and
 * the dark colour scheme (the app follows the system's until the user picks one), at a desktop and
 * a phone size. Zero violations, and no page wider than the screen (reflow). Activities come in through the Import page's file picker (two real
 * GPX files and a broken one, so the per-file result list shows a failure too).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS } from '../gpx-real/corpus';
import { expectNoAxeViolations } from './axe';
import { calendarDaysDrawn, openApp, type Session } from './browser';
import { importFiles } from './import-files';

const REAL_FILES = ['gdb-sample.gpx', 'garmin-forerunner-10-output.gpx'].map((name) =>
  join(CORPUS, 'gpsbabel__gpsbabel', name),
);
/** A real activity name (a Hammerhead Karoo's file name, fit-tcx-real/GoldenCheetah__GoldenCheetah). */
const LONG_NAME = 'Karoo-Botley_BW_Swanmore_Wickham-2025-05-09-1238';
const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * axe on what `page` shows, once per colour scheme; and WCAG's reflow (1.4.10), which axe does not
 * check: the page never scrolls sideways (wide tables and charts scroll inside their own box).
 */
async function checkBothSchemes(page: Page, what: string): Promise<void> {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${what} (${colorScheme})`);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: the page is ${overflow} px wider than the screen`).toBeLessThanOrEqual(1);
  // Wide tables (TableScroll) stay inside their card, scrolling in their own box.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('.table-scroll')].flatMap((box) => {
      const card = box.closest('.card') ?? box.parentElement!;
      const r = box.getBoundingClientRect();
      const c = card.getBoundingClientRect();
      return r.left < c.left - 1 || r.right > c.right + 1
        ? [box.querySelector('caption, table')?.textContent?.slice(0, 40)]
        : [];
    }),
  );
  expect(outside, `${what}: tables wider than their card`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens `path` in `page` and waits for its heading. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await page.getByRole('main').getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

/** Imports the real files and a broken one through the Import page's picker. */
async function importActivities(page: Page): Promise<void> {
  const broken = join(mkdtempSync(join(tmpdir(), 'a11y-')), 'broken.gpx');
  writeFileSync(broken, '<gpx><trk><trkseg><trkpt lat="x"');
  await visit(page, '/import', 'Import');
  await importFiles(page, [...REAL_FILES, broken]);
}

/**
 * A GPX file of the longest track segment of a real file: a segment its activity passes whole (the
 * file's full track spans gaps between its track segments, so no effort could cover it).
 */
function longestTrackSegment(file: string): string {
  const parts = readFileSync(file, 'utf8').match(/<trkseg>[\s\S]*?<\/trkseg>/g) ?? [];
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const out = join(mkdtempSync(join(tmpdir(), 'a11y-segment-')), 'segment.gpx');
  writeFileSync(
    out,
    `<?xml version="1.0"?><gpx version="1.1" creator="a11y" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Real stretch</name>${longest}</trk></gpx>`,
  );
  return out;
}

/** Clicks the middle of the heatmap and waits for the panel named `panel` to answer. */
async function clickMap(page: Page, panel: string): Promise<void> {
  const box = (await page.locator('.heatmap-map canvas').first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page
    .getByRole('region', { name: panel })
    .getByRole('button', { name: 'Close' })
    .waitFor({ timeout: 30_000 });
}

describe.each(VIEWPORTS)('accessibility (axe, WCAG 2 A/AA) at $name size', (viewport) => {
  let session: Session;
  const at = (what: string) => `${what}, ${viewport.name}`;

  beforeAll(async () => {
    session = await openApp('/', viewport);
  }, 120_000);

  afterAll(async () => {
    await session?.close();
  });

  it('every page with no activities yet, and the first-run offer', async () => {
    const { page } = session;
    await page.getByRole('region', { name: 'Welcome! Your activity history is empty' }).waitFor();
    await checkBothSchemes(page, at('overview, empty'));
    const pages: [string, string | RegExp][] = [
      ['/activities', 'No activities yet'],
      ['/compare', 'Nothing to compare yet'],
      ['/heatmap', 'Heatmap'],
      ['/segments', 'No segment yet'],
      ['/import', 'Import'],
      ['/settings', 'Settings'],
      ['/no-such-page', 'Page not found'],
    ];
    for (const [path, heading] of pages) {
      await visit(page, path, heading);
      await checkBothSchemes(page, at(`${path}, empty`));
    }
  });

  describe('with activities', () => {
    beforeAll(() => importActivities(session.page), 120_000);

    it('import, with its finished panel and per-file results', async () => {
      await checkBothSchemes(session.page, at('import, finished'));
    });

    it('overview', async () => {
      const { page } = session;
      await visit(page, '/', 'Overview');
      await page.getByRole('region', { name: 'Personal records' }).waitFor();
      await checkBothSchemes(page, at('overview'));
    });

    it('year in review, opened from the Overview calendar', async () => {
      const { page } = session;
      await visit(page, '/', 'Overview');
      await page
        .getByRole('region', { name: 'Calendar' })
        .getByRole('link', { name: / in review$/ })
        .click();
      await page.waitForURL(/\/review\/\d{4}$/);
      await page.getByRole('region', { name: 'Highlights' }).waitFor();
      await page.getByRole('region', { name: 'Map', exact: true }).locator('canvas').first().waitFor();
      await expect.poll(() => calendarDaysDrawn(page)).toBeGreaterThanOrEqual(365);
      await checkBothSchemes(page, at('year in review'));
    });

    it('activities, its filters, its column chooser and the delete dialog', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      await page.getByRole('table', { name: 'Activities' }).waitFor();
      await checkBothSchemes(page, at('activities'));

      await page.getByText(/^Ranges/).click();
      await checkBothSchemes(page, at('activities, ranges open'));
      await page.getByText(/^Ranges/).click();

      await page.getByText('Columns', { exact: true }).click();
      await page.getByRole('group', { name: 'Columns shown and their order' }).waitFor();
      await checkBothSchemes(page, at('activities, column chooser open'));
      await page.getByText('Columns', { exact: true }).click();

      await page
        .locator('tbody')
        .getByRole('button', { name: /^Change sport of/ })
        .first()
        .click();
      await page
        .locator('tbody')
        .getByRole('combobox', { name: /^Sport of/ })
        .waitFor();
      await checkBothSchemes(page, at('activities, sport picker open'));
      await page.keyboard.press('Escape');

      await page.locator('tbody').getByRole('checkbox').first().check();
      await page
        .getByRole('toolbar', { name: 'Activity actions' })
        .getByRole('button', { name: /^Delete 1/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete 1 activity?' });
      await dialog.waitFor();
      await checkBothSchemes(page, at('activities, delete dialog'));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('one activity, its edit form and its delete dialog', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      await page.locator('tbody a[href^="/activities/"]').first().click();
      await page.getByRole('button', { name: 'Edit' }).waitFor();
      await page.getByRole('figure').first().waitFor();
      await checkBothSchemes(page, at('activity'));

      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('form', { name: 'Edit activity' }).waitFor();
      await checkBothSchemes(page, at('activity, edit form open'));
      // A name as some devices write them, one long word: no page may grow wider than the screen
      // for it (the compare page's baseline choice did, at phone size).
      await page.getByRole('form', { name: 'Edit activity' }).getByLabel('Name').fill(LONG_NAME);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: LONG_NAME }).waitFor();
      await checkBothSchemes(page, at('activity, renamed'));

      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this activity?' });
      await dialog.waitFor();
      await checkBothSchemes(page, at('activity, delete dialog'));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('compare, and its add-activities panel', async () => {
      const { page } = session;
      await visit(page, '/activities', 'Activities');
      for (const box of await page.locator('tbody').getByRole('checkbox').all()) await box.check();
      await page.getByRole('link', { name: 'Compare 2' }).click();
      await page.waitForURL(/\/compare\?/);
      await page.getByRole('region', { name: 'Profiles' }).waitFor();
      await checkBothSchemes(page, at('compare'));

      await page.getByRole('button', { name: 'Add activities' }).click();
      await page.getByRole('button', { name: 'Add activities', expanded: true }).waitFor();
      await checkBothSchemes(page, at('compare, add activities open'));
    });

    it('heatmap in each mode, with the answer to a click on the map', async () => {
      const { page } = session;
      await visit(page, '/heatmap', 'Heatmap');
      await page.locator('[data-heat-seq][data-heat-pending="false"]').waitFor({ timeout: 60_000 });
      await checkBothSchemes(page, at('heatmap'));
      await clickMap(page, 'Activities here');
      await checkBothSchemes(page, at('heatmap, click answered'));

      await page.getByRole('radio', { name: 'Lines' }).click();
      await page.locator('[data-heat-seq][data-heat-pending="false"]').waitFor({ timeout: 60_000 });
      await checkBothSchemes(page, at('heatmap, lines'));

      await page.getByRole('radio', { name: 'Tiles' }).click();
      await page.locator('[data-tiles-seq][data-tiles-pending="false"]').waitFor({ timeout: 60_000 });
      await checkBothSchemes(page, at('heatmap, tiles'));
      await clickMap(page, 'Activities in this tile');
      await checkBothSchemes(page, at('heatmap, tile clicked'));
    });

    it('segments: a segment from a GPX file, its page, its activity with the effort, and the list', async () => {
      const { page } = session;
      await visit(page, '/segments', 'Segments');
      await page.getByLabel('New segment from a GPX file').setInputFiles(longestTrackSegment(REAL_FILES[1]!));
      const dialog = page.getByRole('dialog', { name: 'Name the new segment' });
      await dialog.waitFor();
      await checkBothSchemes(page, at('segments, name dialog'));
      await dialog.getByRole('button', { name: 'Create segment' }).click();
      await page.getByRole('region', { name: 'Leaderboard' }).waitFor({ timeout: 60_000 });
      await checkBothSchemes(page, at('segment'));
      // The activity the segment came from holds an effort on it: its page lists it (and must not
      // grow wider than a phone's screen).
      await page
        .getByRole('region', { name: 'Leaderboard' })
        .locator('tbody a[href^="/activities/"]')
        .first()
        .click();
      const efforts = page.getByRole('region', { name: 'Segment efforts' });
      await efforts.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
      await page.getByRole('figure').first().waitFor();
      await checkBothSchemes(page, at('activity with segment efforts'));
      await visit(page, '/segments', 'Segments');
      await page.getByRole('region', { name: 'Your segments' }).waitFor();
      await checkBothSchemes(page, at('segments'));
    });

    it('logged no console errors', () => {
      expect(session.errors).toEqual([]);
    });
  });
});
