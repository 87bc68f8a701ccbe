/**
 * Compare in Chromium against the built app: activities on one generated loop are stored through
 * the page (GPX through the real processActivity pipeline); three are selected in the Activities table
 * and compared. Every chart shows three series in three different colours of the palette, the
 * table three rows with the differences to the baseline, and a hover moves the cursor, the tooltip
 * and the map markers together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartsPainted } from '../../scripts/bench/compare-probe';
import { seedRouteActivities } from '../../scripts/bench/compare-seed';
import { COMPARE_PALETTE } from '../../src/features/compare';
import { openApp, type Session } from './browser';

const STORED = 4;
const PICKED = ['Lake loop 1', 'Lake loop 2', 'Lake loop 3'];
let session: Session;

beforeAll(async () => {
  session = await openApp('/');
  const ids = await seedRouteActivities(session.page, STORED, 900, Date.UTC(2025, 3, 1, 6));
  expect(ids).toHaveLength(STORED);
  await session.page.goto(session.page.url().replace(/\/$/, '') + '/activities');
  await session.page.getByRole('table', { name: 'Activities' }).waitFor();
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/** How long deck.gl must not draw before a hover is checked for causing no redraw, ms. */
const DRAWS_QUIET_MS = 1000;

describe('compare', () => {
  it('select three activities, open compare: three coloured series in each chart, three rows with differences', async () => {
    const { page } = session;
    for (const name of PICKED) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('link', { name: 'Compare 3' }).click();
    await page.waitForURL(/\/compare\?/);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(3);

    await chartsPainted(page, 3);
    const charts = page.locator('.compare-chart');
    const chartNames = await charts.evaluateAll((els) => els.map((el) => el.getAttribute('data-chart')));
    expect(chartNames).toEqual(expect.arrayContaining(['ele', 'speed', 'hr', 'cad', 'gap']));
    const palette = COMPARE_PALETTE.map((c) => c.toLowerCase());
    for (let k = 0; k < chartNames.length; k++) {
      const strokes = await charts
        .nth(k)
        .locator('path.compare-line')
        .evaluateAll((paths) => paths.map((p) => (p.getAttribute('stroke') ?? '').toLowerCase()));
      expect(strokes).toHaveLength(3);
      expect(new Set(strokes).size).toBe(3);
      for (const s of strokes) expect(palette).toContain(s);
    }

    // The legend tells the activities apart by their dates too (one loop, one name each here).
    const legend = await page
      .getByRole('list', { name: 'Overlaid activities' })
      .getByRole('listitem')
      .allTextContents();
    expect(legend).toHaveLength(3);
    for (const item of legend) expect(item).toMatch(/^Lake loop \d · \w{3} \d{1,2} \w{3} 2025$/);
    // One sport, one place: no warning.
    expect(await page.getByRole('note', { name: 'Not like for like' }).count()).toBe(0);

    const rows = page
      .getByRole('table', { name: /Summary statistics of the compared activities/ })
      .locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const names = await rows.locator('th[scope="row"] a').allTextContents();
    expect([...names].sort()).toEqual(PICKED);
    expect(await rows.nth(0).getByRole('radio').isChecked()).toBe(true);
    expect(await rows.nth(0).getByText('baseline').count()).toBeGreaterThan(3);
    for (const k of [1, 2]) {
      const diffs = await rows.nth(k).locator('.compare-table__diff').allTextContents();
      expect(diffs.length).toBeGreaterThan(3);
      expect(diffs.some((d) => /^[+\u2212±]\S/.test(d))).toBe(true);
    }
  });

  it('a hover shows the cursor on every chart, every value in the tooltip and a marker per track', async () => {
    const { page } = session;
    await page.locator('.map-view[data-paths="3"] canvas').first().waitFor({ timeout: 60_000 });
    const map = page.locator('.map-view');
    await expect.poll(async () => Number(await map.getAttribute('data-deck-draws'))).toBeGreaterThan(0);
    // The basemap is drawn (its arrival makes deck.gl draw again), then deck.gl has settled: no
    // draw for DRAWS_QUIET_MS (a late one, the basemap's say, came more than
    // 500 ms after the first on a loaded CI machine and was taken for a redraw by the hover).
    await map.locator('xpath=self::*[@data-basemap!="loading"]').waitFor({ timeout: 30_000 });
    let drawsBefore = await map.getAttribute('data-deck-draws');
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(DRAWS_QUIET_MS);
          const now = await map.getAttribute('data-deck-draws');
          const settled = now === drawsBefore;
          drawsBefore = now;
          return settled;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const layer = page.locator('.compare-chart__hover').first();
    const box = await layer.boundingBox();
    if (!box) throw new Error('no chart');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.locator('tbody tr').count()).toBe(3);
    const index = await tooltip.getAttribute('data-cursor-index');
    expect(Number(index)).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.compare-chart__cursor').count())
      .toBe(await page.locator('.compare-chart').count());
    await expect.poll(() => map.getAttribute('data-markers')).toBe('3');
    expect(await map.getAttribute('data-cursor-index')).toBe(index);
    // The markers are SVG over the canvas in the tracks' palette colours; deck.gl did not redraw.
    const fills = await map
      .locator('svg.map-markers circle')
      .evaluateAll((cs) => cs.map((c) => c.getAttribute('fill')));
    expect(fills).toHaveLength(3);
    expect(new Set(fills).size).toBe(3);
    for (const f of fills) expect(COMPARE_PALETTE.map((c) => c.toLowerCase())).toContain(f?.toLowerCase());
    const at = async () => map.locator('svg.map-markers circle').first().getAttribute('cx');
    const cx = await at();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await expect.poll(at).not.toBe(cx);
    await page.waitForTimeout(300);
    expect(await map.getAttribute('data-deck-draws')).toBe(drawsBefore);
    expect(session.errors).toEqual([]);
  });

  it('keeps the tooltip whole inside the charts, on a desktop and on a phone', async () => {
    const { page } = session;
    const inside = async (at: number) => {
      const layer = page.locator('.compare-chart__hover').first();
      const box = await layer.boundingBox();
      if (!box) throw new Error('no chart');
      await page.mouse.move(box.x + box.width * at, box.y + box.height / 2);
      const tooltip = page.getByRole('tooltip');
      await expect.poll(() => tooltip.locator('tbody tr').count()).toBe(3);
      await page.waitForTimeout(50);
      const tip = (await tooltip.boundingBox())!;
      const column = (await page.locator('.compare-charts').boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(tip.x, `left edge at ${at}`).toBeGreaterThanOrEqual(Math.max(0, column.x) - 0.5);
      expect(tip.x + tip.width, `right edge at ${at}`).toBeLessThanOrEqual(
        Math.min(width, column.x + column.width) + 0.5,
      );
    };
    const before = page.viewportSize()!;
    try {
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.locator('.compare-chart__hover').first().scrollIntoViewIfNeeded();
        for (const at of [0.02, 0.3, 0.5, 0.7, 0.98]) await inside(at);
      }
    } finally {
      await page.setViewportSize(before);
    }
    expect(session.errors).toEqual([]);
  });
});
