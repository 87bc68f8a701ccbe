/**
 * Issue 19's "real history", in Chromium against the built app, in a foreign browser time zone
 * (Los Angeles): real files from ../shared/gpx-real spanning 1901 (a wrong clock) to 2025,
 * including a data logger's 2012-2015 file, a car's track, waypoint-only, empty and broken files.
 * The import says what it skipped and why; the logger's file becomes one activity per outing; no
 * nonsense reaches records; flagged activities say so; times are in the activity's own zone. With
 * SCREENSHOT_DIR set, it saves the flagged activity page at desktop and phone sizes, light and dark.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS } from '../gpx-real/corpus';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';
import { shootPage } from './screenshots';

const FILES = [
  'gpsbabel__gpsbabel/mtk_logger_m241_multiple_tracks.gpx', // logger, 2012-2015, -672 m
  'gpsbabel__gpsbabel/dg100.gpx', // averages 85 km/h
  'tkrajina__gpxpy/Mojstrovka.gpx', // 1901
  'tkrajina__gpxgo/visnjan.gpx', // Croatia, times in Z: 18:48 local
  'Sibyx__phpGPX/endomondo.gpx',
  'gpx-animator__gpx-animator/bikeride.gpx',
  'tkrajina__gpxpy/korita-zbevnica.gpx',
  'pytrainer__pytrainer/gpxplus_sample.gpx',
  'placemark__togeojson/Friday-Evening-Run.gpx',
  'placemark__togeojson/wpt.gpx', // waypoints only
  'gpsbabel__gpsbabel/empty.gpx',
  'gpsbabel__gpsbabel/trackfilter_discard_err.gpx', // not a GPX file
].map((f) => join(CORPUS, f));
const SHOTS = process.env.SCREENSHOT_DIR;

let session: Session;

const results = (page: Page) => page.getByRole('list', { name: 'Results per file' }).getByRole('listitem');

async function openActivity(page: Page, name: string): Promise<void> {
  await page.goto(`${BASE_URL}/activities`);
  await page.getByRole('table', { name: 'Activities' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

beforeAll(async () => {
  session = await openAppWithFiles(FILES, {
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/Los_Angeles',
    timeoutMs: 120_000,
  });
}, 150_000);

afterAll(async () => {
  await session?.close();
});

describe('a real twenty-year history', () => {
  it('skips files without a track with the reason, fails the broken one, splits the logger', async () => {
    const { page } = session;
    const item = (file: string) => results(page).filter({ hasText: file });
    expect(await item('wpt.gpx').textContent()).toMatch(/only 40 waypoints \(places, not an activity\)/);
    expect(await item('empty.gpx').textContent()).toMatch(/no track points, so it was skipped/);
    expect(await item('trackfilter_discard_err.gpx').textContent()).toMatch(/not an XML file/i);
    expect(await item('mtk_logger_m241_multiple_tracks.gpx').textContent()).toMatch(
      /split into 5 activities/,
    );
    await page.goto(`${BASE_URL}/activities`);
    const table = page.getByRole('table', { name: 'Activities' });
    for (const k of [1, 2, 3, 4, 5]) await table.getByRole('link', { name: `track-1 (${k}/5)` }).waitFor();
    expect(await table.getByRole('link', { name: 'wpt', exact: true }).count()).toBe(0);
  });

  it('says on the activity page what was flagged, and links the other parts', async () => {
    const { page } = session;
    await openActivity(page, 'track-1 (1/5)');
    const flags = page.getByRole('region', { name: 'Flagged when this activity was read' });
    expect(await flags.textContent()).toMatch(/Part 1 of 5 of a data logger's file/);
    expect(await flags.textContent()).toMatch(/elevation sample outside -450 to 9,000 m/);
    await flags.getByRole('link', { name: 'part 2' }).click();
    await page.getByRole('heading', { level: 1, name: 'track-1 (2/5)' }).waitFor();

    // The car's 85 km/h track names no sport: the speed-based guess files it as Other from the
    // start (sanity/sport-guess.ts), so it is never a ride or a run to flag and refile.
    await openActivity(page, 'DG-100 tracklog (2020/02/14 18:04:30) (1/3)');
    await expect.poll(() => page.getByRole('main').locator('.badge').first().textContent()).toBe('other');
    await shootPage(page, 'history-flags', SHOTS);
  });

  it("shows times in the activity's own zone, and in the viewer's on request", async () => {
    const { page } = session;
    await openActivity(page, '8/22/2014 18:48');
    const header = page.getByRole('main');
    // 16:48 UTC in Višnjan (Europe/Zagreb, summer): 18:48; in Los Angeles it would be 09:48.
    expect(await header.textContent()).toContain('Fri 22 Aug 2014, 18:48 (Europe/Zagreb)');
    await page.getByRole('radio', { name: "Times in this device's time zone" }).check();
    await expect.poll(() => header.textContent()).toContain('Fri 22 Aug 2014, 09:48 (your time zone)');
    await page.getByRole('radio', { name: "Times in each activity's own time zone" }).check();
    await expect.poll(() => header.textContent()).toContain('18:48 (Europe/Zagreb)');
  });

  it("draws the file's waypoints on the activity's map, named in a list that shows each", async () => {
    const { page } = session;
    await openActivity(page, '8/22/2014 18:48');
    const list = page.getByRole('list', { name: /Marked in the file: 2 places/ });
    await list.waitFor();
    const map = page.getByRole('region', { name: 'Map of 8/22/2014 18:48' });
    expect(await map.getAttribute('data-waypoints')).toBe('2');
    await list.getByRole('button', { name: 'wpt2' }).focus();
    await expect.poll(() => map.getAttribute('data-focused-waypoint')).toBe('1');
    expect(await page.locator('.map-markers__marker').count()).toBeGreaterThan(0);
    if (SHOTS !== undefined)
      await page.screenshot({ path: join(SHOTS, 'history-waypoints-desktop-light.png') });
    await page.keyboard.press('Tab');
    await expect.poll(() => map.getAttribute('data-focused-waypoint')).toBe(null);
  });

  it('keeps nonsense out of records and the 1901 date out of the charts', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const main = page.getByRole('main');
    await expect
      .poll(() => main.textContent())
      .toMatch(/1 activity has no date or a date before 1990 or in the future/);
    const records = page.getByRole('table', { name: /records/i }).first();
    await records.waitFor();
    const text = (await records.textContent()) ?? '';
    expect(text).not.toMatch(/\b0:0\d\b/); // no 400 m in seconds
    expect(text).not.toContain('(1/3)'); // the DG-100's 85 km/h part
    expect(session.errors).toEqual([]);
  });

  it('reaches every year on the Overview, and opens Activities from a bar or a day', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    const weekly = page.getByRole('figure', { name: /Weekly totals by sport/ });
    await weekly.waitFor();
    expect(await weekly.textContent()).toMatch(/Drag the band under the bars to see any week since 20\d\d/);
    expect(await weekly.locator('.recharts-brush').count()).toBe(1);
    const years = await page.getByRole('combobox', { name: 'Year' }).locator('option').allTextContents();
    expect(years).not.toContain('1901');
    expect(years[0]).toBe(String(Math.max(...years.map(Number))));
    if (SHOTS !== undefined) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, size] of [
          ['desktop', { width: 1440, height: 900 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(size);
          await page.screenshot({
            path: join(SHOTS, `history-overview-${name}-${scheme}.png`),
            fullPage: true,
          });
        }
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
    }
    const calendar = page.getByRole('figure', { name: /Daily distance in/ });
    // The first active day: the first cell of the lowest level drawn above 0 (one path per level,
    // each cell a sub-path starting 2 px right of its top-left corner; cells are 13 px).
    const activeCells = calendar.locator('path[data-level]:not([data-level="0"])').first();
    const [x, y] = (await activeCells.getAttribute('d'))!
      .match(/^M([\d.]+),([\d.]+)/)!
      .slice(1)
      .map(Number);
    await calendar.locator('svg').click({ position: { x: x! - 2 + 6.5, y: y! + 6.5 } });
    await page.waitForURL(/\/activities\?.*from=\d{4}-\d\d-\d\d.*to=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(url.searchParams.get('to'));
    await page.getByRole('table', { name: 'Activities' }).getByRole('link').first().waitFor();

    await page.goto(`${BASE_URL}/`);
    await weekly.locator('.recharts-bar-rectangle path').first().click();
    await page.waitForURL(/\/activities\?.*from=/);
    const week = new URL(page.url()).searchParams;
    const span = (Date.parse(week.get('to')!) - Date.parse(week.get('from')!)) / 86_400_000;
    expect(span).toBe(6);
    await page.getByRole('table', { name: 'Activities' }).getByRole('link').first().waitFor();
    expect(session.errors).toEqual([]);
  });
});

describe('keyboard opens what a click opens', () => {
  it('Enter or Space on the focused weekly chart lists the week the arrow keys reached', async () => {
    const { page } = session;
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    await page.goto(`${BASE_URL}/`);
    const figure = page.getByRole('figure', { name: /Weekly totals by sport/ });
    const surface = figure.locator('svg[tabindex="0"]');
    await surface.waitFor();
    for (const key of ['Enter', ' ']) {
      await surface.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      // The week the cursor shows ("Week of Mon 3 Nov 2025") is the week Enter opens.
      const label = (await figure.locator('.recharts-tooltip-label').textContent()) ?? '';
      const [, day, month, year] = /(\d+) (\w{3}) (\d{4})/.exec(label) ?? [];
      expect(day, label).toBeDefined();
      await page.keyboard.press(key);
      await page.waitForURL(/\/activities\?.*from=/);
      const week = new URL(page.url()).searchParams;
      const from = new Date(Date.parse(week.get('from')!));
      expect(`${from.getUTCDate()} ${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()}`, key).toBe(
        `${day} ${month} ${year}`,
      );
      const span = (Date.parse(week.get('to')!) - from.getTime()) / 86_400_000;
      expect(span, key).toBe(6);
      await page.getByRole('table', { name: 'Activities' }).waitFor();
      await page.goBack();
      await surface.waitFor();
    }
    expect(session.errors).toEqual([]);
  });

  it('arrow keys move a day cursor on the calendar and Enter lists that day', async () => {
    const { page } = session;
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    await page.goto(`${BASE_URL}/`);
    const calendar = page.getByRole('figure', { name: /Daily distance in/ });
    const surface = calendar.locator('svg[tabindex="0"]');
    await surface.waitFor();
    await surface.focus();
    // The cursor starts on the year's latest active day and is announced ("Sat 2 Aug 2025: 5.1 km, 1 activity").
    const live = calendar.locator('[aria-live="polite"]');
    await expect.poll(() => live.textContent()).toMatch(/\d{4}: .*activit/);
    expect(await calendar.locator('.calendar-heatmap__cursor').count()).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.textContent()).toMatch(/\d{4}: /);
    await page.keyboard.press('ArrowDown');
    const said = (await live.textContent()) ?? '';
    const [, day, month, year] = /(\d+) (\w{3}) (\d{4}): .*activit/.exec(said) ?? [];
    expect(day, said).toBeDefined();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activities\?.*from=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('to')).toBe(params.get('from'));
    const from = new Date(Date.parse(params.get('from')!));
    expect(`${from.getUTCDate()} ${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()}`).toBe(
      `${day} ${month} ${year}`,
    );
    await page.getByRole('table', { name: 'Activities' }).getByRole('link').first().waitFor();
    expect(session.errors).toEqual([]);
  });
});

describe('keyboard and phone on a real history', () => {
  /** Focusable chart parts (tabindex 0 inside a figure) and their accessible names. */
  const chartStops = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('figure')].map((figure) => ({
        figure: figure.getAttribute('aria-label') ?? '',
        stops: [...figure.querySelectorAll('[tabindex="0"]')].map(
          (el) => el.getAttribute('aria-label') ?? el.querySelector(':scope > title')?.textContent ?? '',
        ),
      })),
    );

  it('makes each chart one named tab stop on the Overview, an activity and Compare', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    await page
      .getByRole('figure', { name: /Weekly totals by sport/ })
      .locator('svg[tabindex="0"]')
      .waitFor();
    const overview = await chartStops(page);
    expect(overview.length).toBeGreaterThanOrEqual(3);
    for (const c of overview.filter((f) => f.stops.length > 0)) {
      expect(
        c.stops.every((name) => name.length > 0),
        c.figure,
      ).toBe(true);
    }
    expect(overview.find((f) => /Weekly totals/.test(f.figure))?.stops[0]).toMatch(/arrow keys/);

    await openActivity(page, 'track-1 (2/5)');
    await page.getByTestId('profile-charts').locator('svg[tabindex="0"]').first().waitFor();
    for (const c of await chartStops(page)) {
      expect(c.stops.length, c.figure).toBeLessThanOrEqual(1);
      expect(
        c.stops.every((name) => name.length > 0),
        c.figure,
      ).toBe(true);
    }

    await page.goto(`${BASE_URL}/activities`);
    const activities = page.getByRole('table', { name: 'Activities' });
    const ids: (string | null)[] = [];
    for (const name of ['track-1 (2/5)', 'track-1 (3/5)', 'track-1 (4/5)'])
      ids.push(
        await activities
          .locator('tr', { has: page.getByRole('link', { name, exact: true }) })
          .getAttribute('data-row-id'),
      );
    await page.goto(`${BASE_URL}/compare?ids=${ids.join(',')}`);
    await page.locator('figure.compare-chart [role="slider"]').first().waitFor();
    const compare = (await chartStops(page)).filter((f) => f.stops.length > 0 || /\(/.test(f.figure));
    expect(compare.length).toBeGreaterThanOrEqual(2);
    for (const c of compare) expect(c.stops, c.figure).toHaveLength(1);
    expect(session.errors).toEqual([]);
  });

  it('returns focus to the row after Back, by mouse and by keyboard', async () => {
    const { page } = session;
    const table = page.getByRole('table', { name: 'Activities' });
    const focusedRow = () =>
      page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-row-id'));
    await page.goto(`${BASE_URL}/activities`);
    const row = table.locator('tr', { has: page.getByRole('link', { name: 'track-1 (3/5)', exact: true }) });
    const id = await row.getAttribute('data-row-id');
    await row.getByRole('link', { name: 'track-1 (3/5)', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'track-1 (3/5)' }).waitFor();
    await page.goBack();
    await table.waitFor();
    await expect.poll(focusedRow, { timeout: 5_000 }).toBe(id);

    // Home or End moves to another row whatever the table's order (earlier tests may re-sort it).
    // The row is focused once the virtual list has drawn it, a frame or more after the key.
    await page.keyboard.press((await row.getAttribute('data-index')) === '0' ? 'End' : 'Home');
    await expect.poll(focusedRow, { timeout: 5_000 }).not.toBe(id);
    const next = await focusedRow();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activities\/[^/?]+$/);
    await page.goBack();
    await table.waitFor();
    await expect.poll(focusedRow, { timeout: 5_000 }).toBe(next);
  });

  it('fits the weekly bars to a phone and keeps every week within reach', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE_URL}/`);
      const weekly = page.getByRole('figure', { name: /Weekly totals by sport/ });
      await weekly.waitFor();
      await expect.poll(async () => Number(await weekly.getAttribute('data-visible-bars'))).toBeLessThan(40);
      expect(Number(await weekly.getAttribute('data-visible-bars'))).toBeGreaterThanOrEqual(12);
      expect(await weekly.locator('.recharts-brush').count()).toBe(1);
      const box = await weekly.boundingBox();
      expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(session.errors).toEqual([]);
  });

  it('shows date, name, distance, time and pace on a phone, whole, the rest by scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE_URL}/activities`);
      const table = page.getByRole('table', { name: 'Activities' });
      await table.locator('tbody tr[data-row-id]').first().waitFor();
      await expect.poll(() => table.getAttribute('class')).toContain('activities-table--compact');
      // Each header's box, in order, and whether the first row's cell text is cut (ellipsis).
      const columns = await table.evaluate((el) => {
        const heads = [...el.querySelectorAll('thead th')];
        const row = el.querySelector('tbody tr[data-row-id]');
        return heads.map((th, i) => {
          const box = th.getBoundingClientRect();
          const cell = row?.children[i] as HTMLElement | undefined;
          return {
            name: (() => {
              const button = th.querySelector('button');
              return button ? (button.getAttribute('aria-label') ?? button.textContent?.trim()) : 'select';
            })(),
            right: box.right,
            cut: cell ? cell.scrollWidth > cell.clientWidth : true,
          };
        });
      });
      const key = ['Date', 'Name', 'Distance km', 'Moving time', 'Pace / speed'];
      expect(columns.slice(0, 5).map((c) => c.name)).toEqual(key);
      for (const c of columns.slice(0, 5)) expect(c.right, c.name).toBeLessThanOrEqual(390);
      for (const c of columns.slice(0, 5).filter((c) => c.name !== 'Name')) expect(c.cut, c.name).toBe(false);
      // The select box and the other columns follow, reached by scrolling the table, not the page.
      expect(columns.map((c) => c.name)).toContain('select');
      expect(columns.length).toBeGreaterThan(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(session.errors).toEqual([]);
  });
});
