/**
 * The overview and activity pages in Chromium against the built app, with the demo set loaded
 * through the UI ("Load demo data": the real import queue, workers and store).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNT } from '../../src/features/import';
import { BASE_URL, calendarDaysDrawn, openApp, type Session } from './browser';
import { demoRouteCount } from './demo-routes';

let session: Session;

/** The value shown in a StatTile of a description list, by its label. */
async function tileValue(grid: Locator, label: string): Promise<string> {
  const tile = grid.locator('.stat-tile').filter({ has: grid.page().getByText(label, { exact: true }) });
  return ((await tile.locator('dd.stat-tile__value').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The Activities totals row as column header -> cell text (non-empty cells only). */
async function totalsRow(page: Page): Promise<Map<string, string>> {
  const foot = page.locator('tfoot tr').first().locator('th, td');
  await foot.first().waitFor();
  const clean = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' ').trim());
  const heads = clean(await page.locator('thead tr').first().locator('th').allTextContents());
  // The label spans the columns beside it that have no total: a cell's column is the sum of the
  // spans before it.
  const cells = await foot.evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent ?? '', span: (e as HTMLTableCellElement).colSpan || 1 })),
  );
  const out = new Map<string, string>();
  let column = 0;
  for (const { text, span } of cells) {
    const [cell] = clean([text]);
    if (cell) out.set(cell.startsWith('Total:') ? 'label' : (heads[column] ?? `#${column}`), cell);
    column += span;
  }
  return out;
}

/**
 * A displayed figure as a number plus the step of its rounding, whatever the format: "2,966.6 km"
 * (2966.6, 0.1), "234 h" (seconds, 3600), "1:02:03" / "42:05" (seconds, 1), "60,739 m" (60739, 1).
 */
function parseFigure(text: string): { value: number; step: number } {
  const hms = /^(?:(\d+):)?(\d+):(\d{2})$/.exec(text);
  if (hms) return { value: Number(hms[1] ?? 0) * 3600 + Number(hms[2]) * 60 + Number(hms[3]), step: 1 };
  const num = /^([\d,]+)(?:\.(\d+))?\s*(\S+)$/.exec(text);
  if (!num) throw new Error(`not a figure: "${text}"`);
  const decimals = num[2]?.length ?? 0;
  const value = Number(`${num[1]!.replaceAll(',', '')}.${num[2] ?? '0'}`);
  return num[3] === 'h'
    ? { value: value * 3600, step: 3600 * 10 ** -decimals }
    : { value, step: 10 ** -decimals };
}

/** True when two displays of one quantity agree within their rounding. */
function sameFigure(a: string, b: string): boolean {
  const x = parseFigure(a);
  const y = parseFigure(b);
  return Math.abs(x.value - y.value) <= (x.step + y.step) / 2 + 1e-9;
}

type Rgb = [number, number, number];
const TRACK_RGB: Rgb = [232, 84, 36];
const CURSOR_RGB: Rgb = [37, 99, 235];

/**
 * Pixels of a colour (within a tolerance) in an element's screenshot, and their centroid. The PNG
 * is decoded by the page itself (createImageBitmap), so the test needs no image library.
 */
async function colourPixels(
  page: Page,
  element: Locator,
  rgb: Rgb,
): Promise<{ count: number; x: number; y: number }> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ([b64, [r, g, b]]) => {
      const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const { data, width } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      let sx = 0;
      let sy = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 40) continue;
        const p = i / 4;
        count++;
        sx += p % width;
        sy += Math.floor(p / width);
      }
      return { count, x: count ? sx / count : NaN, y: count ? sy / count : NaN };
    },
    [png, rgb] as const,
  );
}

/** Waits until the overview's filter line contains `text` (it refreshes as each batch is stored). */
async function waitForOverviewText(page: Page, text: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: string | null = null;
  while (Date.now() < until) {
    last = await page
      .locator('.overview-filter')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (last?.includes(text)) return;
    await page.waitForTimeout(1000);
  }
  throw new Error(`the overview never said "${text}"; last: ${JSON.stringify(last)}`);
}

beforeAll(async () => {
  session = await openApp('/');
  const { page } = session;
  await page.getByRole('button', { name: 'Load demo data' }).first().click({ timeout: 60_000 });
  // A demo file written without times is a route (domain/sanity/history.ts): stored, never counted.
  const counted = DEMO_COUNT - demoRouteCount();
  await waitForOverviewText(page, `All ${counted} activities.`, 400_000);
}, 420_000);

afterAll(async () => {
  await session?.close();
});

describe('overview', () => {
  it('shows the same totals as the Activities totals row, unfiltered and filtered', async () => {
    const { page } = session;
    for (const search of ['', '?sport=run&date=last-year']) {
      await page.goto(`${BASE_URL}/${search}`);
      const grid = page.locator('dl[aria-label="Totals"]');
      await grid.waitFor();
      const count = await tileValue(grid, 'Activities');
      const distance = await tileValue(grid, 'Distance');
      const moving = await tileValue(grid, 'Moving time');
      const elapsed = await tileValue(grid, 'Elapsed time');
      const gain = await tileValue(grid, 'Elevation gain');
      expect(Number(count.replaceAll(',', ''))).toBeGreaterThan(0);

      await page.goto(`${BASE_URL}/activities${search}`);
      const row = await totalsRow(page);
      const n = Number(count.replaceAll(',', ''));
      // The row also says how many listed routes it leaves out, when the filter lists some.
      expect(row.get('label')).toMatch(
        new RegExp(
          `^Total: ${count} ${n === 1 ? 'activity' : 'activities'}( \\(\\d+ routes? or excluded not counted\\))?$`,
        ),
      );
      // Column headers are short ("Moving", "Gain") and may change: match them loosely.
      const ours: [RegExp, string][] = [
        [/^distance/i, distance],
        [/^moving/i, moving],
        [/^elapsed/i, elapsed],
        [/gain/i, gain],
      ];
      const columns = [...row.keys()];
      const compared = ours.flatMap(([re, value]) => {
        const column = columns.find((c) => re.test(c));
        return column ? [[column, value] as const] : [];
      });
      expect(compared.length, JSON.stringify([...row])).toBeGreaterThanOrEqual(3);
      for (const [column, value] of compared) {
        expect(
          sameFigure(value, row.get(column)!),
          `${column}: overview ${value}, table ${row.get(column)}`,
        ).toBe(true);
      }
    }
  });

  it('draws the bars, calendar and year lines, and lists records that link to their activity', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    await page
      .getByRole('region', { name: /weekly distance/i })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    expect(await calendarDaysDrawn(page)).toBeGreaterThanOrEqual(365);
    expect(
      await page.getByRole('region', { name: 'Year over year' }).locator('.recharts-line-curve').count(),
    ).toBeGreaterThan(0);
    const records = page.getByRole('region', { name: 'Personal records' });
    const link = records.getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/activities\/[0-9a-f]+$/);
  });
});

describe('activity page', () => {
  it('renders the map with the track, the charts and the splits', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.locator('tbody a[href^="/activities/"]').first().click();
    const map = page.getByRole('region', { name: /^Map of / });
    await map.locator('canvas').first().waitFor();
    await expect
      .poll(async () => (await colourPixels(page, map, TRACK_RGB)).count, { timeout: 20_000 })
      .toBeGreaterThan(200);

    for (const chart of [/^Elevation/, /^(Pace|Speed)/, /^Heart rate/]) {
      const d = await page
        .getByRole('figure', { name: chart })
        .locator('path.recharts-curve')
        .first()
        .getAttribute('d');
      expect(d?.length ?? 0).toBeGreaterThan(200);
    }
    const splits = page.getByRole('table', { name: 'Splits per kilometre' });
    const rows = splits.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => rows.first().locator('th').textContent()).toBe('1');
    await page.getByRole('radio', { name: 'Per mile' }).check();
    await page.getByRole('table', { name: 'Splits per mile' }).waitFor();
    await expect(page.getByTestId('method-note').textContent()).resolves.toMatch(
      /moving time, .+; elevation gain and loss, .+/,
    );
  });

  it('moves the map marker with the chart cursor', async () => {
    const { page } = session;
    const map = page.getByRole('region', { name: /^Map of / });
    const chart = page.getByRole('figure', { name: /^Elevation/ }).locator('.recharts-surface');
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    expect(await map.getAttribute('data-cursor')).toBe('off');

    const hoverAt = async (fraction: number) => {
      await chart.hover({ position: { x: box.width * fraction, y: box.height / 2 } });
      await expect.poll(() => map.getAttribute('data-cursor')).toBe('on');
      await expect.poll(async () => (await colourPixels(page, map, CURSOR_RGB)).count).toBeGreaterThan(20);
      return {
        lon: await map.getAttribute('data-cursor-lon'),
        pixels: await colourPixels(page, map, CURSOR_RGB),
        readout: await page.getByTestId('cursor-readout').textContent(),
      };
    };
    const a = await hoverAt(0.25);
    const b = await hoverAt(0.75);
    expect(b.lon).not.toBe(a.lon);
    expect(b.readout).not.toBe(a.readout);
    expect(Math.hypot(b.pixels.x - a.pixels.x, b.pixels.y - a.pixels.y)).toBeGreaterThan(10);

    await page.mouse.move(1, 1);
    await expect.poll(() => map.getAttribute('data-cursor')).toBe('off');
  });

  it('renames and re-sports the activity (kept after reload), downloads the original, deletes after confirming', async () => {
    const { page } = session;
    const url = page.url();
    const fileName = ((await page.locator('.page-header__description').textContent()) ?? '').split(' · ')[0]!;
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit activity' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Renamed in the browser test');
    await form.getByRole('combobox', { name: 'Sport' }).selectOption('hike');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Renamed in the browser test' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Renamed in the browser test' }).waitFor();
    expect(await page.locator('.page-header__eyebrow .badge').textContent()).toBe('hike');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download original' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(readFileSync(await download.path(), 'utf8')).toMatch(/^<\?xml[\s\S]*<gpx[\s\S]*<\/gpx>\s*$/);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this activity?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Renamed in the browser test' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete activity' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/activities');
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Activity not found' }).waitFor();
  });

  it('logged no console errors', () => {
    expect(session.errors).toEqual([]);
  });
});
