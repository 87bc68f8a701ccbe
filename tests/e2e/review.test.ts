/**
 * The Eddington card and the year in review in Chromium against the built app: demo activities
 * seeded through the real pipeline (Feb 2024 to Jan 2026); expected figures computed in Node by the
 * same domain code from the stored summaries. With REVIEW_SHOTS=<dir>, screenshots of both at
 * desktop and phone size, light and dark, are written there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import { eddingtonOf } from '../../src/domain/explorer/eddington';
import { startDayOf } from '../../src/domain/filters';
import type { TrackSummary } from '../../src/domain/stats/types';
import { SETTINGS_STORAGE_KEY } from '../../src/lib/settings';
import { BASE_URL, calendarDaysDrawn, openApp, type Session } from './browser';
import { shootPage } from './screenshots';

const COUNT = 40;
const END_DATE = Date.UTC(2026, 1, 1);
const YEAR = 2025;
/** A saved page image smaller than this is not a real picture of the page, bytes. */
const MIN_PNG_BYTES = 50_000;
/** Time for the year's map to finish fitting its view after its tracks are drawn, ms. */
const MAP_SETTLE_MS = 1500;
/**
 * The share of the map's box in the image not of its most common colour, at least: the year's
 * demo tracks span continents, so the map fitted to them shows land and sea (about a third
 * land); without the map's canvases the box is the map's plain background.
 */
const MAP_SECOND_COLOUR_MIN = 0.1;
/** Colours closer than this (0–255, in every channel) count as one. */
const SAME_COLOUR = 24;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let session: Session;
let summaries: TrackSummary[];

const yearOf = (s: TrackSummary) => new Date((startDayOf(s) ?? NaN) * 86_400_000).getUTCFullYear();

/** Accessibility basics of the current page: one h1, a main landmark, named buttons and controls. */
async function a11yProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.querySelectorAll('h1').length !== 1) problems.push('not exactly one h1');
    if (!document.querySelector('main')) problems.push('no main landmark');
    for (const b of document.querySelectorAll('button, a[href]')) {
      const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
      if (!name) problems.push(`unnamed ${b.tagName.toLowerCase()}: ${b.outerHTML.slice(0, 80)}`);
    }
    for (const c of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
      const labelled = (c.labels?.length ?? 0) > 0 || c.getAttribute('aria-label') || c.closest('label');
      if (!labelled) problems.push(`unlabelled ${c.tagName.toLowerCase()} ${c.name}`);
    }
    return problems;
  });
}

/** Screenshots with REVIEW_SHOTS=<dir>; REVIEW_SHOTS_DEBUG also logs what sticks out at each size. */
const shoot = (page: Page, name: string) =>
  shootPage(page, name, process.env.REVIEW_SHOTS, {
    fullPage: true,
    settleMs: 800,
    afterShot: process.env.REVIEW_SHOTS_DEBUG
      ? (label, size) => logOverflow(page, `${name} ${label}`, size.width)
      : undefined,
  });

async function logOverflow(page: Page, what: string, width: number): Promise<void> {
  const wide = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1) out.push(`${el.tagName}.${el.className} ${Math.round(r.right)}`);
    }
    return [document.documentElement.scrollWidth, ...out.slice(0, 8)];
  }, width);
  console.log(what, wide);
}

beforeAll(async () => {
  session = await openApp('/');
  expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
  summaries = await heatSeedSummaries(session.page);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe('Eddington card', () => {
  it('shows the number of all activities and of one year, with what the next needs', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    const card = page.getByRole('region', { name: 'Eddington number' });
    await card.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 60_000 });

    const all = eddingtonOf(summaries, 'km');
    expect(all.n).toBeGreaterThan(0);
    expect(await card.locator('.eddington__number').textContent()).toBe(String(all.n));
    await card.getByText(`more day${all.daysToNext === 1 ? '' : 's'} of ${all.n + 1} km`).waitFor();

    await card.getByRole('combobox', { name: 'Period' }).selectOption(String(YEAR));
    const ofYear = eddingtonOf(
      summaries.filter((s) => yearOf(s) === YEAR),
      'km',
    );
    await expect.poll(() => card.locator('.eddington__number').textContent()).toBe(String(ofYear.n));
    await card.getByText(`(all sports, ${YEAR})`).waitFor();
    expect(await a11yProblems(page)).toEqual([]);
    await shoot(page, 'overview');
    expect(session.errors).toEqual([]);
  });
});

describe('year in review', () => {
  it('is linked from the Overview calendar', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(YEAR));
    await calendar.getByRole('link', { name: `${YEAR} in review` }).click();
    await page.getByRole('heading', { level: 1, name: String(YEAR) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/review/${YEAR}`);
  });

  it('shows the totals, map, calendar and records of the year, accessibly', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/review/${YEAR}`);
    const inYear = summaries.filter((s) => yearOf(s) === YEAR);
    expect(inYear.length).toBeGreaterThan(5);
    const totals = page.locator(`dl[aria-label="Totals of ${YEAR}"]`);
    const count = totals.locator('.stat-tile').filter({ hasText: 'Activities' }).locator('dd').first();
    expect(await count.textContent()).toBe(String(inYear.length));
    // Change from 2024 (which has activities) is shown.
    await totals
      .getByText(`on ${YEAR - 1}`)
      .first()
      .waitFor();
    for (const name of ['Highlights', 'Sports', 'Map', 'Calendar', `Records set in ${YEAR}`, 'New tiles']) {
      await page.getByRole('region', { name, exact: true }).waitFor();
    }
    const map = page.getByRole('region', { name: 'Map', exact: true }).locator('[data-paths]');
    await expect.poll(() => map.getAttribute('data-paths'), { timeout: 30_000 }).toBe(String(inYear.length));
    expect(await calendarDaysDrawn(page)).toBeGreaterThanOrEqual(365);
    expect(await a11yProblems(page)).toEqual([]);
    await shoot(page, 'review');
    expect(session.errors).toEqual([]);
  });

  it('saves the page as a real PNG image', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/review/${YEAR}`);
    await page.getByRole('region', { name: 'Map', exact: true }).locator('canvas').first().waitFor();
    await expect.poll(() => calendarDaysDrawn(page)).toBeGreaterThanOrEqual(365);
    await page.getByRole('region', { name: 'New tiles' }).locator('.stat-tile').first().waitFor();
    // Where the map is, to find it in the image (which fits it to all of the year's tracks).
    const paths = page.getByRole('region', { name: 'Map', exact: true }).locator('[data-paths]');
    await expect.poll(() => paths.getAttribute('data-paths'), { timeout: 30_000 }).not.toBe('0');
    await page.waitForTimeout(MAP_SETTLE_MS);
    const mapCanvas = page.getByRole('region', { name: 'Map', exact: true }).locator('canvas').first();
    const mapBox = (await mapCanvas.boundingBox())!;
    const pageBox = (await page.locator('.review-page').boundingBox())!;
    // Paint every control magenta: the image is the content only, so no magenta pixel may be in it.
    await page.addStyleTag({
      content:
        '.review-page button, .review-page nav a, .review-page [role="status"], .map-view__controls,' +
        ' .map-view__note { background: #f0f !important; color: #f0f !important; border-color: #f0f !important; }',
    });
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Save as image' }).click(),
    ]);
    console.log(`review image saved in ${Date.now() - started} ms`);
    expect(download.suggestedFilename()).toBe(`year-in-review-${YEAR}.png`);
    if (process.env.REVIEW_SHOTS) await download.saveAs(join(process.env.REVIEW_SHOTS, 'saved-image.png'));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.length).toBeGreaterThan(MIN_PNG_BYTES);
    const scale = Math.min(2, Math.max(1, await page.evaluate(() => devicePixelRatio)));
    const at = {
      x: (mapBox.x - pageBox.x) * scale,
      y: (mapBox.y - pageBox.y) * scale,
      w: mapBox.width * scale,
      h: mapBox.height * scale,
      pageW: pageBox.width * scale,
    };
    const image = await page.evaluate(
      async ([b64, same, at]) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        const m = (bitmap.width - at.pageW) / 2;
        /** The share of a w × h box of the image that is not of its most common colour. */
        const notMostCommon = (x: number, y: number, w: number, h: number) => {
          const box: number[] = [];
          for (let row = y; row < y + h; row++)
            for (let i = (row * bitmap.width + x) * 4; i < (row * bitmap.width + x + w) * 4; i += 4)
              box.push(i);
          const counts = new Map<number, number>();
          for (const i of box) {
            const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const top = [...counts].sort((p, q) => q[1] - p[1])[0]![0];
          const rgb = [(top >> 8) * 16 + 8, ((top >> 4) & 15) * 16 + 8, (top & 15) * 16 + 8];
          let other = 0;
          for (const i of box) if ([0, 1, 2].some((k) => Math.abs(data[i + k]! - rgb[k]!) > same)) other++;
          return other / (w * h);
        };
        const mapOther = notMostCommon(
          Math.round(at.x + m),
          Math.round(at.y + m),
          Math.round(at.w),
          Math.round(at.h),
        );
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 4 * 97)
          colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        let magenta = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i]! > 240 && data[i + 1]! < 16 && data[i + 2]! > 240) magenta++;
        return {
          width: bitmap.width,
          height: bitmap.height,
          colours: colours.size,
          magenta,
          mapOther,
          m,
        };
      },
      [bytes.toString('base64'), SAME_COLOUR, at] as const,
    );
    const page1 = await page.evaluate(() => {
      const { width, height } = document.querySelector('.review-page')!.getBoundingClientRect();
      return { width, height, scale: Math.min(2, Math.max(1, window.devicePixelRatio)) };
    });
    // The screen's pixel ratio (at most 2) times the element's CSS size, in a margin of some CSS px
    // on every side; many colours (text, charts, map), not a blank frame.
    expect(image.m / page1.scale).toBeGreaterThanOrEqual(8);
    expect(image.m / page1.scale).toBeLessThanOrEqual(64);
    expect(image.height).toBeGreaterThan((page1.height - 2) * page1.scale + 2 * image.m - 1);
    // The map is in the image: land and sea in its box, not one plain colour (a map left out, or
    // drawn before its images decoded, leaves its background there).
    expect(image.mapOther).toBeGreaterThan(MAP_SECOND_COLOUR_MIN);
    expect(image.colours).toBeGreaterThan(50);
    expect(image.magenta).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: `Saved year-in-review-${YEAR}.png` })
      .waitFor();
    expect(session.errors).toEqual([]);
  });

  it("cuts the privacy zones out of the year's map, as the heatmap does", async () => {
    const { page } = session;
    const map = page.getByRole('region', { name: 'Map', exact: true }).locator('[data-paths]');
    const positions = async () => Number(await map.getAttribute('data-positions'));
    await page.goto(`${BASE_URL}/review/${YEAR}`);
    await expect.poll(() => map.getAttribute('data-paths'), { timeout: 30_000 }).not.toBe('0');
    const before = await positions();
    expect(before).toBeGreaterThan(0);

    // A zone of the largest radius around the start of the year's first activity.
    const first = summaries.find((s) => yearOf(s) === YEAR && s.startLat !== null)!;
    const zone = { id: 'home', lat: first.startLat!, lon: first.startLon!, radiusM: 2000 };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ privacyZones: [zone] }),
    ] as const);
    try {
      await page.goto(`${BASE_URL}/review/${YEAR}`);
      await expect.poll(positions, { timeout: 30_000 }).toBeGreaterThan(0);
      const after = await positions();
      expect(after).toBeLessThan(before);
      // The tracks outside the zone are still drawn.
      expect(after).toBeGreaterThan(before / 4);
    } finally {
      await page.evaluate((key) => localStorage.removeItem(key), SETTINGS_STORAGE_KEY);
    }
    expect(session.errors).toEqual([]);
  });
});
