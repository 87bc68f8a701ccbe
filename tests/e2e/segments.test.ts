/**
 * Segments in Chromium against the built app: four synthetic runs along one road are imported; a
 * part of one is selected by dragging on its elevation chart. With SCREENSHOT_DIR set, it also saves
 * the pages at desktop and phone sizes, light and dark.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EFFORT_BLUE_TEST, effortBluePixels } from '../../scripts/lib/effort-pixels';
import { BASE_URL, openApp, type Session } from './browser';
import { roadRunFiles, roadRunGpx } from './segment-tracks';

const SHOTS = process.env.SCREENSHOT_DIR;

/** A 2 km segment running due east (GPX), away from the road runs. */
function eastWestGpx(): string {
  const points = Array.from({ length: 41 }, (_, k) => {
    const lon = 7.1 + (0.0262 * k) / 40;
    return `<trkpt lat="46.6" lon="${lon.toFixed(6)}"></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="e2e"><trk><name>Crosstown</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

/** Effort-blue pixels (segment-map-style.ts EFFORT_COLOR, over any ground) that show the lines. */
const MIN_BLUE_PIXELS = 300;

/**
 * Records the segment map's first paint: when its 2D canvas had stroked the four efforts' lines,
 * how many canvases the map then held, that canvas's effort-blue pixels, and every WebGL context
 * made (getContext('webgl…') calls), with their times.
 */
const FIRST_PAINT_PROBE = `(() => {
  const log = (window.__firstPaint = { webgl: [], painted: null, canvases: 0, blue: 0 });
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    if (String(type).startsWith('webgl')) log.webgl.push(performance.now());
    return getContext.call(this, type, ...rest);
  };
  new MutationObserver(() => {
    const canvas = document.querySelector('canvas[data-effort-lines-painted="4"]');
    if (log.painted !== null || !canvas) return;
    log.painted = performance.now();
    log.canvases = canvas.closest('.map-view').querySelectorAll('canvas').length;
    const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && ${EFFORT_BLUE_TEST}) log.blue++;
  }).observe(document, { childList: true, subtree: true, attributes: true });
})()`;

let session: Session;

beforeAll(async () => {
  session = await openApp('/import');
  const { page } = session;
  await page.getByLabel('Choose files', { exact: true }).setInputFiles(roadRunFiles());
  await page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) })
    .waitFor({ timeout: 60_000 });
}, 90_000);

afterAll(async () => {
  await session?.close();
});

async function shots(name: string) {
  if (SHOTS === undefined) return;
  const { page } = session;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(SHOTS, `${name}-${size}-${scheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('segments', () => {
  it('selects a part of an activity by dragging on its elevation chart', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.getByRole('link', { name: 'Road run B' }).first().click();
    const plot = page.getByRole('figure', { name: /Elevation/ }).locator('.profile-chart__plot');
    await plot.waitFor();
    const box = (await plot.boundingBox())!;
    const y = box.y + box.height / 2;
    // The plot spans the width minus the y axis (56 px) and the right margin (12 px): 1 to 2 km of 3.
    const xAt = (t: number) => box.x + 56 + (box.width - 68) * t;
    await page.mouse.move(xAt(1 / 3), y);
    await page.mouse.down();
    await page.mouse.move(xAt(0.5), y, { steps: 4 });
    await page.mouse.move(xAt(2 / 3), y, { steps: 4 });
    await page.mouse.up();
    const summary = page.getByTestId('range-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/1\.0\d–2\.0\d km · 1\.0\d km/);
    await shots('activity-selection');

    // Create the segment: every run on the road has an effort on it, found at once.
    await page.getByRole('button', { name: 'Create segment…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a segment' });
    await dialog.getByLabel('Segment name').fill('Middle kilometre');
    await dialog.getByRole('button', { name: 'Create segment' }).click();
    const created = page.getByRole('status').filter({ hasText: 'Middle kilometre' });
    await created.waitFor({ timeout: 30_000 });
    expect(await created.textContent()).toContain('saved with 4 efforts');
  });

  it('the leaderboard ranks the efforts, fastest first, sortable by date', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Open the segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Middle kilometre' }).waitFor();
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /Time/ }) });
    const firstCells = async () =>
      (await table.getByRole('row').allTextContents()).slice(1).map((t) => t.match(/Road run [A-E]/)?.[0]);
    await expect
      .poll(firstCells, { timeout: 10_000 })
      .toEqual(['Road run B', 'Road run D', 'Road run A', 'Road run C']);
    // B at 4 m/s over about 1 km: about 4:10 (crossings interpolated between points 5 s apart).
    expect(await table.getByRole('row').nth(1).textContent()).toMatch(/4:0\d|4:1\d/);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('PR');
    await table.getByRole('button', { name: 'Date' }).click();
    await expect.poll(firstCells).toEqual(['Road run D', 'Road run C', 'Road run B', 'Road run A']);
    expect(await table.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await page.getByRole('region', { name: 'Leaderboard' }).getByLabel('Year').selectOption('2025');
    await expect.poll(firstCells).toEqual(['Road run D', 'Road run C']);
    await page.getByRole('region', { name: 'Leaderboard' }).getByLabel('Year').selectOption('');
    // The chart of effort times: one dot per effort (one path), the dot under the pointer named.
    const chart = page.getByRole('figure', { name: 'Elapsed time of 4 efforts by date' });
    const dots = chart.locator('[data-dots="4"] path').first();
    expect((await dots.getAttribute('d'))?.match(/M/g)).toHaveLength(4);
    const first = /M(-?[\d.]+),(-?[\d.]+)a([\d.]+)/.exec((await dots.getAttribute('d')) ?? '')!;
    const svg = (await chart.locator('svg').first().boundingBox())!;
    await page.mouse.move(svg.x + Number(first[1]) + Number(first[3]), svg.y + Number(first[2]));
    await expect.poll(() => chart.locator('.segments-chart__tip').textContent()).toMatch(/20\d\d · \d+:\d\d/);
    // The map draws the four efforts' lines first (a frame holding all of them, marked from deck.gl's
    // onAfterRender), and only then starts its basemap.
    const map = page.getByRole('region', { name: /^Map of the segment/ });
    await expect.poll(() => map.getAttribute('data-effort-lines-drawn'), { timeout: 20_000 }).toBe('4');
    await expect.poll(() => map.getAttribute('data-basemap'), { timeout: 20_000 }).not.toBe('loading');
    await shots('segment-page');
  });

  it('the map paints its lines on a 2D canvas first, then deck.gl draws them and the canvas goes', async () => {
    const { page } = session;
    await page.addInitScript(FIRST_PAINT_PROBE);
    await page.reload();
    await expect
      .poll(() => page.evaluate('window.__firstPaint.painted !== null'), { timeout: 20_000 })
      .toBe(true);
    const log = await page.evaluate<{ webgl: number[]; painted: number; canvases: number; blue: number }>(
      'window.__firstPaint',
    );
    // The first picture: one canvas in the map (no deck.gl, no basemap), no WebGL context before it.
    expect(log.canvases).toBe(1);
    expect(log.webgl.filter((t) => t <= log.painted)).toEqual([]);
    expect(log.blue).toBeGreaterThan(MIN_BLUE_PIXELS);
    // Then deck.gl draws the same lines and the 2D canvas is removed; the lines stay on screen.
    const map = page.getByRole('region', { name: /^Map of the segment/ });
    await expect.poll(() => map.getAttribute('data-effort-lines-drawn'), { timeout: 20_000 }).toBe('4');
    await expect.poll(() => map.locator('canvas.segments-lines-canvas').count()).toBe(0);
    expect(await page.evaluate<number>('window.__firstPaint.webgl.length')).toBeGreaterThan(0);
    expect(await effortBluePixels(map)).toBeGreaterThan(MIN_BLUE_PIXELS);
  });

  it('a new import is matched against the saved segment', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/import`);
    await page.getByLabel('Choose files', { exact: true }).setInputFiles([
      {
        name: 'road-run-5.gpx',
        mimeType: 'application/gpx+xml',
        buffer: Buffer.from(roadRunGpx({ name: 'Road run E', start: '2025-07-01T07:00:00Z', speedMps: 5 })),
      },
    ]);
    await page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) })
      .waitFor({ timeout: 60_000 });
    await page.goto(`${BASE_URL}/segments`);
    const row = page.getByRole('row').filter({ hasText: 'Middle kilometre' });
    await row.waitFor();
    // Efforts 5 (the new run's included), best 3:24 (run E at 5 m/s over 1.02 km).
    expect((await row.getByRole('cell').allTextContents()).slice(3, 5)).toEqual(['5', '3:24']);
    await shots('segments-list');
  });

  it('"Compare the best 3" opens Compare with the three fastest efforts cropped', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Middle kilometre' }).click();
    await page.getByRole('button', { name: 'Compare the best 3' }).click();
    await page.waitForURL(/\/compare\?/);
    const url = new URL(page.url());
    const crops = (url.searchParams.get('crop') ?? '').split(',');
    expect(url.searchParams.get('ids')?.split(',')).toHaveLength(3);
    expect(crops).toHaveLength(3);
    for (const c of crops) {
      const [, range] = c.split(':');
      const [a, b] = range!.split('-').map(Number);
      expect(a).toBeGreaterThan(950);
      expect(a).toBeLessThan(1100);
      expect(b! - a!).toBeGreaterThan(950);
      expect(b! - a!).toBeLessThan(1050);
    }
    const table = page.getByRole('table', { name: /Summary statistics of the compared activities/ });
    await table.waitFor({ timeout: 20_000 });
    const text = await table.textContent();
    for (const name of ['Road run E', 'Road run B', 'Road run D']) expect(text).toContain(name);
    expect(text).not.toContain('Road run A');
  });

  it('the segment map fits the segment again when a phone turns', async () => {
    const { page } = session;
    // A 2 km segment running east-west: its fitted zoom depends on the map's width.
    await page.goto(`${BASE_URL}/segments`);
    await page
      .getByLabel('New segment from a GPX file')
      .setInputFiles([
        { name: 'crosstown.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(eastWestGpx()) },
      ]);
    const dialog = page.getByRole('dialog', { name: 'Name the new segment' });
    await dialog.getByLabel('Segment name').fill('Crosstown');
    await dialog.getByRole('button', { name: 'Create segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crosstown' }).waitFor({ timeout: 30_000 });
    const map = page.getByRole('region', { name: /^Map of the segment/ });
    const view = () => map.getAttribute('data-view');
    const zoom = (v: string | null) => Number(v?.split(',')[2]);
    const fit = async () => {
      await map.getByRole('button', { name: 'Fit', exact: true }).click();
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))');
      return view();
    };
    try {
      await page.setViewportSize({ width: 844, height: 390 });
      const landscape = await fit();
      expect(landscape).toMatch(/^[-\d.]+,[-\d.]+,[\d.]+$/);
      // Turned to portrait: the map is narrower, so the segment fits only at a smaller zoom; the
      // map fits it again without a click (Fit then changes nothing).
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(view, { timeout: 10_000 }).not.toBe(landscape);
      const portrait = await view();
      expect(zoom(portrait)).toBeLessThan(zoom(landscape) - 0.5);
      expect(await fit()).toBe(portrait);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('logged no console errors', () => {
    expect(session.errors).toEqual([]);
  });
});
