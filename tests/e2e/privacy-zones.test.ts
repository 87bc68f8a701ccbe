/**
 * Privacy zones in Chromium against the built app: a zone around the demo athlete's home, set in
 * the stored settings, leaves a hole in the heatmap there (pixels of the deck.gl canvas and of the
 * PNG "Save image" downloads), while the tracks outside it are still drawn; the Activities page's
 * zip then holds GPX tracks with no point inside the zone.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { haversineM } from '../../src/domain/geo';
import { parseGpx } from '../../src/domain/gpx/parse-gpx';
import { SETTINGS_STORAGE_KEY } from '../../src/lib/settings';
import { openApp, type Session } from './browser';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;

const COUNT = 30;
const END_DATE = Date.UTC(2026, 10, 1);
const ZOOM = 12;
const ZONE_RADIUS_M = 2000;
/** The heatmap blurs each point over about this many pixels: the hole is that much smaller. */
const BLUR_MARGIN_PX = 30;
/** Map background (.heatmap-map): rgb(11 16 32); a channel further than PAINT_DELTA is paint. */
const BACKGROUND = [11, 16, 32] as const;
const PAINT_DELTA = 40;

/** Painted pixels inside and outside a circle around the canvas centre (every 2nd pixel). */
async function paintAround(page: Page, canvas: Locator, radiusPx: number) {
  return paintInPng(page, (await canvas.screenshot()).toString('base64'), radiusPx);
}

/** The same count in a PNG (base64) of the map, at its own centre. */
function paintInPng(page: Page, png: string, radiusPx: number) {
  return page.evaluate(
    async ({ png, radiusPx, bg, delta }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let inside = 0,
        outside = 0;
      for (let y = 20; y < c.height - 20; y += 2)
        for (let x = 20; x < c.width - 20; x += 2) {
          const i = 4 * (y * c.width + x);
          if (![0, 1, 2].some((k) => Math.abs(d[i + k]! - bg[k]!) > delta)) continue;
          if (Math.hypot(x - c.width / 2, y - c.height / 2) <= radiusPx) inside++;
          else outside++;
        }
      return { inside, outside };
    },
    { png, radiusPx, bg: [...BACKGROUND], delta: PAINT_DELTA },
  );
}

async function drawn(page: Page): Promise<void> {
  await page.locator('[data-heat-seq="1"][data-heat-pending="false"]').waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(500);
}

describe('privacy zones', () => {
  let session: Session;
  let url: string;
  let home: { lat: number; lon: number };
  let firstId: string;

  beforeAll(async () => {
    session = await openApp('/');
    expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
    const first = (await heatSeedSummaries(session.page)).find((s) => s.startLat !== null)!;
    home = { lat: first.startLat!, lon: first.startLon! };
    firstId = first.id;
    url = `${new URL(session.page.url()).origin}/heatmap?lat=${home.lat}&lon=${home.lon}&zoom=${ZOOM}`;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('leaves a hole in the heatmap where a zone is, and draws the rest', async () => {
    const { page } = session;
    const metresPerPx = (156_543.03392 * Math.cos((home.lat * Math.PI) / 180)) / 2 ** ZOOM;
    const holePx = ZONE_RADIUS_M / metresPerPx - BLUR_MARGIN_PX;
    expect(holePx).toBeGreaterThan(20);
    const canvas = page.locator('.heatmap-map canvas').first();

    await page.goto(url);
    await drawn(page);
    const before = await paintAround(page, canvas, holePx);
    expect(before.inside).toBeGreaterThan(50);

    const zone = { id: 'home', lat: home.lat, lon: home.lon, radiusM: ZONE_RADIUS_M };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ privacyZones: [zone] }),
    ] as const);
    await page.goto(url);
    await drawn(page);
    const after = await paintAround(page, canvas, holePx);
    expect(after.inside).toBe(0);
    expect(after.outside).toBeGreaterThan(50);
    expect(session.errors).toEqual([]);
  });

  it('saves a heatmap image with no heat inside the zone', async () => {
    const { page } = session;
    // The page of the test above, with the zone. The image is at the device pixel ratio (1 here).
    const metresPerPx = (156_543.03392 * Math.cos((home.lat * Math.PI) / 180)) / 2 ** ZOOM;
    const holePx = ZONE_RADIUS_M / metresPerPx - BLUR_MARGIN_PX;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save image' }).click(),
    ]);
    const png = readFileSync(await download.path()).toString('base64');
    const saved = await paintInPng(page, png, holePx);
    expect(saved.inside).toBe(0);
    expect(saved.outside).toBeGreaterThan(50);
    expect(session.errors).toEqual([]);
  });

  it('zips GPX tracks with no point inside the zone instead of the original files', async () => {
    const { page } = session;
    await page.goto(url.replace(/\/heatmap\?.*$/, '/activities'));
    await page.getByRole('checkbox', { name: /select all/i }).check();
    const button = page.getByRole('button', { name: 'Download GPX without privacy zones (.zip)' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const files = unzipSync(readFileSync(await download.path()));
    const names = Object.keys(files);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.endsWith('.gpx'))).toBe(true);
    let points = 0;
    for (const bytes of Object.values(files)) {
      const track = parseGpx(bytes).track;
      points += track.length;
      for (let i = 0; i < track.length; i++)
        expect(haversineM(track.lat[i]!, track.lon[i]!, home.lat, home.lon)).toBeGreaterThan(ZONE_RADIUS_M);
    }
    expect(points).toBeGreaterThan(1000);
    await expect
      .poll(() => page.getByText(/^Zipped \d+ GPX files? without the privacy zones/).count())
      .toBe(1);
    expect(session.errors).toEqual([]);
  });

  it("outlines the zone on the owner's activity map", async () => {
    const { page } = session;
    await page.goto(url.replace(/\/heatmap\?.*$/, `/activities/${firstId}`));
    const map = page.locator('[data-privacy-zones]');
    await expect.poll(() => map.getAttribute('data-privacy-zones')).toBe('1');
    await shootPage(page, 'activity-zone-outline', SHOTS, { settleMs: 500 });
    expect(session.errors).toEqual([]);
  });

  it("places a new zone's centre by a click on the Settings map", async () => {
    const { page } = session;
    await page.goto(url.replace(/\/heatmap\?.*$/, '/settings'));
    const map = page.getByRole('region', { name: /Map of the privacy zones/ });
    await map.locator('canvas').first().waitFor();
    await expect.poll(() => map.getAttribute('data-view')).toMatch(/,/);
    await page.waitForTimeout(500);
    const [lon, lat] = ((await map.getAttribute('data-view')) ?? '').split(',').map(Number);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const latBox = page.getByRole('textbox', { name: 'Latitude' });
    const lonBox = page.getByRole('textbox', { name: 'Longitude' });
    await expect.poll(async () => Number(await latBox.inputValue())).toBeCloseTo(lat!, 2);
    expect(Number(await lonBox.inputValue())).toBeCloseTo(lon!, 2);
    await expect.poll(() => map.getAttribute('data-draft')).toBe('on');
    await shootPage(page, 'settings-zone-map', SHOTS, { settleMs: 500 });
    await page.getByRole('button', { name: 'Add zone' }).click();
    await expect.poll(() => map.getAttribute('data-zones')).toBe('2');
    expect(session.errors).toEqual([]);
  });
});
