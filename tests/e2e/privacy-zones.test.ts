/**
 * Privacy zones in Chromium against the built app: a zone around the demo athlete's home, set in
 * the stored settings, leaves a hole in the heatmap there (pixels of the deck.gl canvas), while the
 * tracks outside it are still drawn.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { SETTINGS_STORAGE_KEY } from '../../src/lib/settings';
import { openApp, type Session } from './browser';

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
  const png = (await canvas.screenshot()).toString('base64');
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

  beforeAll(async () => {
    session = await openApp('/');
    expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
    const first = (await heatSeedSummaries(session.page)).find((s) => s.startLat !== null)!;
    home = { lat: first.startLat!, lon: first.startLon! };
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
});
