/**
 * Explorer tiles mode of the heatmap in Chromium against the built app: demo activities seeded
 * through the real pipeline; the true tiles come from the same demo files processed here in Node
 * with the domain code (generateDemoActivity + processActivity + ExplorerIndex).
 */
import { WebMercatorViewport } from '@deck.gl/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHeatDemo } from '../../scripts/bench/heat-seed';
import { generateDemoActivity } from '../../src/domain/demo';
import { ExplorerIndex, type TileTotals } from '../../src/domain/explorer/explorer-index';
import { keyX, keyY, tileXToLon, tileYToLat } from '../../src/domain/explorer/tiles';
import { processActivity } from '../../src/domain/process-activity';
import { openApp, type Session } from './browser';
import { shootPage } from './screenshots';

const COUNT = 12;
const END_DATE = Date.UTC(2026, 10, 1);
/** seedHeatDemo's generator seed (scripts/bench/heat-seed-entry.ts seedDemo). */
const SEED = 1;
const MAP_ZOOM = 13;

interface Truth {
  z14: TileTotals;
  z17: TileTotals;
  /** A visited z14 tile, the names of its activities in first-visit order. */
  tile: { x: number; y: number; names: string[] };
}

async function truth(): Promise<Truth> {
  const index = new ExplorerIndex();
  const names: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const file = generateDemoActivity(i, { seed: SEED, count: COUNT, endDate: END_DATE });
    const p = await processActivity(new TextEncoder().encode(file.gpx), { fileName: file.fileName });
    index.add({ id: p.summary.id, startMs: p.summary.startTime ?? NaN, line: p.products.path });
    names.push(p.summary.name);
  }
  // The busiest tile of the first activity: several activities, an order to check.
  const own = index.activityTiles(14, 0);
  let best = own[0]!;
  for (const k of own) if (index.activitiesAt(14, k).length > index.activitiesAt(14, best).length) best = k;
  const order = index.activitiesAt(14, best).map((a) => names[a]!);
  return {
    z14: index.totals(14),
    z17: index.totals(17),
    tile: { x: keyX(best), y: keyY(best), names: order },
  };
}

async function shown(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-tiles-seq="${seq}"][data-tiles-pending="false"]`).waitFor({ timeout: 120_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const cellText = (page: Page, row: string, col: 1 | 2) =>
  page
    .getByRole('region', { name: 'Explorer tiles' })
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('cell')
    .nth(col - 1)
    .innerText();

describe('heatmap tiles mode', () => {
  let session: Session;
  let t: Truth;
  let centre: { lon: number; lat: number };

  beforeAll(async () => {
    t = await truth();
    session = await openApp('/');
    expect(await seedHeatDemo(session.page, COUNT, END_DATE, SEED)).toBe(COUNT);
    centre = { lon: tileXToLon(t.tile.x + 0.5, 14), lat: tileYToLat(t.tile.y + 0.5, 14) };
    await session.page.goto(
      `${new URL(session.page.url()).origin}/heatmap?lat=${centre.lat.toFixed(5)}&lon=${centre.lon.toFixed(5)}&zoom=${MAP_ZOOM}`,
    );
    await session.page.getByRole('radio', { name: 'Tiles' }).click();
    await shown(session.page, 1);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the true tiles, cluster and max square at zoom 14 and draws every visited tile', async () => {
    const page = session.page;
    expect(new URL(page.url()).searchParams.get('mode')).toBe('tiles');
    expect(await cellText(page, 'Visited tiles', 1)).toBe(t.z14.tiles.toLocaleString('en-US'));
    expect(await cellText(page, 'Visited tiles', 2)).toBe(t.z14.tiles.toLocaleString('en-US'));
    expect(await cellText(page, 'Largest cluster', 1)).toBe(t.z14.cluster.size.toLocaleString('en-US'));
    const side = t.z14.maxSquare.size;
    expect(await cellText(page, 'Max square', 1)).toBe(`${side} × ${side}`);
    expect(await page.locator('.heatmap-map').getAttribute('data-tiles-drawn')).toBe(String(t.z14.tiles));
    expect(t.z14.tiles).toBeGreaterThan(10);
  });

  it('lists the activities that visited a clicked tile, the first visit first', async () => {
    const page = session.page;
    const canvas = page.locator('.heatmap-map canvas').first();
    const box = (await canvas.boundingBox())!;
    const vp = new WebMercatorViewport({
      width: box.width,
      height: box.height,
      latitude: Number(centre.lat.toFixed(5)),
      longitude: Number(centre.lon.toFixed(5)),
      zoom: MAP_ZOOM,
    });
    const [x, y] = vp.project([centre.lon, centre.lat]);
    await page.mouse.click(box.x + x!, box.y + y!);
    const panel = page.getByRole('region', { name: 'Activities in this tile' });
    await expect
      .poll(() => panel.getAttribute('data-tile'), { timeout: 30_000 })
      .toBe(`14/${t.tile.x}/${t.tile.y}`);
    const links = panel.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(t.tile.names);
    expect(t.tile.names.length).toBeGreaterThan(1);
    // EXPLORER_SHOTS=<dir>: the tiles mode with a clicked tile, desktop and phone, light and dark.
    await shootPage(page, 'heatmap-tiles', process.env.EXPLORER_SHOTS, { fullPage: true, settleMs: 800 });
  });

  it('switches to zoom 17 with its own true numbers, and logs no errors', async () => {
    const page = session.page;
    const seq = Number(await page.locator('.heatmap-map').getAttribute('data-tiles-seq'));
    await page.getByRole('radio', { name: /Zoom 17/ }).click();
    await shown(page, seq + 1);
    expect(new URL(page.url()).searchParams.get('tz')).toBe('17');
    expect(await cellText(page, 'Visited tiles', 1)).toBe(t.z17.tiles.toLocaleString('en-US'));
    expect(await cellText(page, 'Largest cluster', 1)).toBe(t.z17.cluster.size.toLocaleString('en-US'));
    expect(session.errors).toEqual([]);
  });
});
