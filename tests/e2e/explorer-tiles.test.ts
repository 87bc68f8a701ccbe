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
import { hex, pixelsAt, type Rgb } from './pixels';
import { shootPage } from './screenshots';
import { WORLD_PALETTES } from '../../src/components/map/geo/world-style';

/** Largest difference per channel between a drawn tile and its legend swatch (a tile over a lake). */
const SWATCH_TOLERANCE = 12;
const near = (a: Rgb, b: Rgb, tol = SWATCH_TOLERANCE) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);
const far = (a: Rgb, b: Rgb) => a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0);

/** The colours of screenshot pixels of the map at CSS-pixel points. */
const mapPixels = (page: Page, points: [number, number][]) =>
  pixelsAt(page, page.locator('.heatmap-map'), points);

/** The legend swatch's colour of a row ('tiles', 'cluster', 'maxSquare'), as the page paints it. */
async function swatchRgb(page: Page, key: string, prop: 'backgroundColor' | 'boxShadow'): Promise<Rgb> {
  const css = await page
    .locator(`[data-swatch="${key}"]`)
    .evaluate((el, p) => getComputedStyle(el)[p as 'backgroundColor'], prop);
  const [r = NaN, g = NaN, b = NaN] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** The map's view from its data-view attribute. */
async function viewOf(page: Page) {
  const raw = (await page.locator('.heatmap-map').getAttribute('data-view')) ?? '';
  const [longitude = NaN, latitude = NaN, zoom = NaN] = raw.split(',').map(Number);
  return { longitude, latitude, zoom };
}

/** Centre of a block of z14 tiles, lon/lat. */
const blockCentre = (x0: number, y0: number, x1: number, y1: number) => ({
  lon: tileXToLon((x0 + x1) / 2, 14),
  lat: tileYToLat((y0 + y1) / 2, 14),
});

const COUNT = 12;
const END_DATE = Date.UTC(2026, 10, 1);
/** seedHeatDemo's generator seed (scripts/bench/heat-seed-entry.ts seedDemo). */
const SEED = 1;
const MAP_ZOOM = 13;

interface Truth {
  z14: TileTotals;
  z17: TileTotals;
  /** Visited z14 tile keys. */
  visited: Float64Array;
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
    visited: index.visitedKeys(14),
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

  it('draws visited tiles and the cluster in their legend colours, far from the land, light and dark', async () => {
    const page = session.page;
    const inCluster = new Set(t.z14.cluster.keys);
    const [c0 = NaN] = t.z14.cluster.keys;
    const c = blockCentre(keyX(c0), keyY(c0), keyX(c0) + 1, keyY(c0) + 1);
    await page.goto(
      `${new URL(page.url()).origin}/heatmap?mode=tiles&lat=${c.lat.toFixed(5)}&lon=${c.lon.toFixed(5)}&zoom=${MAP_ZOOM}`,
    );
    await shown(page, 1);
    await page.waitForTimeout(1000);
    const box = (await page.locator('.heatmap-map').boundingBox())!;
    const vp = new WebMercatorViewport({ ...(await viewOf(page)), width: box.width, height: box.height });
    const at = (k: number) => {
      const p = blockCentre(keyX(k), keyY(k), keyX(k) + 1, keyY(k) + 1);
      return vp.project([p.lon, p.lat]) as [number, number];
    };
    // A visited tile outside the cluster whose centre is on screen (a pixel off the map reads 0,0,0).
    const onScreen = ([x, y]: [number, number]) =>
      x > 20 && y > 20 && x < box.width - 20 && y < box.height - 20;
    const v = [...t.visited].find((k) => !inCluster.has(k) && onScreen(at(k)));
    expect(v, 'a visited tile beside the cluster, on screen').toBeDefined();
    const land = hex(WORLD_PALETTES.heat.land);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300);
      const [visitedPx, clusterPx] = await mapPixels(page, [at(v!), at(c0)]);
      const visitedSwatch = await swatchRgb(page, 'tiles', 'backgroundColor');
      const clusterSwatch = await swatchRgb(page, 'cluster', 'backgroundColor');
      expect(
        near(visitedPx!, visitedSwatch),
        `${scheme} visited ${String(visitedPx)} vs ${String(visitedSwatch)}`,
      ).toBe(true);
      expect(
        near(clusterPx!, clusterSwatch),
        `${scheme} cluster ${String(clusterPx)} vs ${String(clusterSwatch)}`,
      ).toBe(true);
      expect(far(visitedPx!, land)).toBeGreaterThan(150);
      expect(far(clusterPx!, visitedPx!)).toBeGreaterThan(150);
      // The square's swatch is an outline in the square's colour, on the land.
      expect(await swatchRgb(page, 'maxSquare', 'backgroundColor')).toEqual(land);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('zooms to the max square and to the cluster with their buttons', async () => {
    const page = session.page;
    const sq = t.z14.maxSquare;
    const keys = [...t.z14.cluster.keys];
    const xs = keys.map(keyX);
    const ys = keys.map(keyY);
    const targets = [
      ['Zoom to max square', blockCentre(sq.x, sq.y, sq.x + sq.size, sq.y + sq.size)],
      [
        'Zoom to cluster',
        blockCentre(Math.min(...xs), Math.min(...ys), Math.max(...xs) + 1, Math.max(...ys) + 1),
      ],
    ] as const;
    for (const [name, centre] of targets) {
      // Zoomed out first: each button moves the view onto its tiles.
      const start = await viewOf(page);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(async () => (await viewOf(page)).zoom).toBeLessThan(start.zoom - 1.5);
      const before = await viewOf(page);
      await page.getByRole('button', { name }).click();
      await expect
        .poll(async () => {
          const now = await viewOf(page);
          return Math.hypot(now.longitude - centre.lon, now.latitude - centre.lat);
        })
        .toBeLessThan(1e-3);
      const after = await viewOf(page);
      // Fitted to a block of 2.4 km tiles: zoomed in well past the two zoom-outs.
      expect(after.zoom).toBeGreaterThan(before.zoom);
      expect(after.zoom).toBeGreaterThan(11);
    }
    expect(session.errors).toEqual([]);
  });

  it('shows the tiles at world zoom, on a coarser grid', async () => {
    const page = session.page;
    const [c0 = NaN] = t.z14.cluster.keys;
    await page.goto(`${new URL(page.url()).origin}/heatmap?mode=tiles&lat=20&lon=0&zoom=1.5`);
    await shown(page, 1);
    await page.waitForTimeout(1000);
    // At zoom 1.5 a zoom 14 tile is 0.04 px; zoom 6 tiles are 11 px (tile-layers.ts coarseLevel).
    expect(await page.locator('.heatmap-map').getAttribute('data-tiles-coarse')).toBe('6');
    const box = (await page.locator('.heatmap-map').boundingBox())!;
    const vp = new WebMercatorViewport({ ...(await viewOf(page)), width: box.width, height: box.height });
    // The zoom 6 tile holding the cluster: a point 3 px inside it, away from the max square's mark.
    const cx = Math.floor(keyX(c0) / 256);
    const cy = Math.floor(keyY(c0) / 256);
    const sq = t.z14.maxSquare;
    const sqAt = vp.project([tileXToLon(sq.x, 14), tileYToLat(sq.y, 14)]) as [number, number];
    const corners = [0.2, 0.8].flatMap((fx) =>
      [0.2, 0.8].map(
        (fy) => vp.project([tileXToLon(cx + fx, 6), tileYToLat(cy + fy, 6)]) as [number, number],
      ),
    );
    const point = corners.reduce((a, b) =>
      Math.hypot(a[0] - sqAt[0], a[1] - sqAt[1]) >= Math.hypot(b[0] - sqAt[0], b[1] - sqAt[1]) ? a : b,
    );
    const [px] = await mapPixels(page, [point]);
    const visited = await swatchRgb(page, 'tiles', 'backgroundColor');
    const cluster = await swatchRgb(page, 'cluster', 'backgroundColor');
    expect(
      near(px!, visited) || near(px!, cluster),
      `${String(px)} vs ${String(visited)} or ${String(cluster)}`,
    ).toBe(true);
    await shootPage(page, 'heatmap-tiles-world', process.env.EXPLORER_SHOTS, { settleMs: 800 });
    expect(session.errors).toEqual([]);
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
