/**
 * Heatmap in Chromium with WebGL2 on SwiftShader, against the built app: demo activities seeded
 * through the real pipeline; pixels read from screenshots of the deck.gl canvas. SCREENSHOT_DIR set:
 * it also saves the canvas the "none far away" check reads.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatSeedSummaries, seedHeatDemo } from '../../scripts/bench/heat-seed';
import type { Bounds, TrackSummary } from '../../src/domain/stats/types';
import { openApp, type Session } from './browser';

/** With SCREENSHOT_DIR set: the canvas the "none far away" check reads. */
const SHOTS = process.env.SCREENSHOT_DIR;
const COUNT = 30;
const END_DATE = Date.UTC(2026, 10, 1);
const ZOOM = 12;
/** Downsampling of the analysed screenshot: one pixel in STEP × STEP. */
const STEP = 3;
/** A pixel is painted when a channel differs from the map's background by more than this. */
const PAINT_DELTA = 40;
/** Map background (.heatmap-map): rgb(11 16 32). */
const BACKGROUND = [11, 16, 32] as const;
/** Far away: more than this from every activity's bounds (heat radius is ~18 px ≈ 0.5 km here). */
const FAR_M = 2500;

interface Frame {
  width: number;
  height: number;
  /** '1' for a painted sample, row by row, one per STEP pixels. */
  bits: string;
  hottest: { x: number; y: number };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Edge band left out of the analysis: the map's rounded corners show the page behind them, px. */
const EDGE_PX = 12;

/** What is drawn over the canvas (legend, controls, scale bar, attribution), relative to it: not the heatmap. */
async function overlays(page: Page, canvas: Locator): Promise<Rect[]> {
  const c = (await canvas.boundingBox())!;
  const boxes = await page
    .locator(
      '.heat-legend, .map-view__controls, .map-view__note, .map-markers__marker, .map-scale, .maplibregl-ctrl',
    )
    .evaluateAll((els) =>
      els
        .map((e) => e.getBoundingClientRect())
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    );
  return boxes.map((b) => ({ x: b.x - c.x - 4, y: b.y - c.y - 4, width: b.width + 8, height: b.height + 8 }));
}

/**
 * Screenshot of the canvas decoded in the page: painted samples and the hottest pixel. Samples
 * under an overlay or in the edge band count as unpainted.
 */
async function frame(page: Page, canvas: Locator): Promise<Frame> {
  const hidden = await overlays(page, canvas);
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, step, delta, bg, hidden, edge }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let bits = '';
      let best = -1;
      const hottest = { x: 0, y: 0 };
      for (let y = 0; y < c.height; y += step) {
        for (let x = 0; x < c.width; x += step) {
          const i = 4 * (y * c.width + x);
          const covered =
            x < edge ||
            y < edge ||
            x >= c.width - edge ||
            y >= c.height - edge ||
            hidden.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
          const painted = !covered && [0, 1, 2].some((k) => Math.abs(d[i + k]! - bg[k]!) > delta);
          bits += painted ? '1' : '0';
          if (painted && d[i]! + d[i + 1]! > best) {
            best = d[i]! + d[i + 1]!;
            hottest.x = x;
            hottest.y = y;
          }
        }
      }
      return { width: c.width, height: c.height, bits, hottest };
    },
    { png, step: STEP, delta: PAINT_DELTA, bg: [...BACKGROUND], hidden, edge: EDGE_PX },
  );
}

/** Waits for build number `seq` to be drawn (two frames after the buffers reached the layer). */
async function drawn(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-heat-seq="${seq}"][data-heat-pending="false"]`).waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(500);
}

/**
 * In the page before its scripts: when the 2D density canvas first shows, <html data-first-paint>
 * gets its opaque pixels, the WebGL contexts made so far and what the map says it painted.
 */
const FIRST_PAINT_PROBE = `(() => {
  let webgl = 0;
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    if (String(type).startsWith('webgl')) webgl++;
    return get.call(this, type, ...rest);
  };
  const observer = new MutationObserver(() => {
    const c = document.querySelector('canvas.heat-density-canvas');
    if (!c || !c.width) return;
    observer.disconnect();
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let opaque = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) opaque++;
    const painted = document.querySelector('[data-heat-painted]')?.getAttribute('data-heat-painted');
    document.documentElement.dataset.firstPaint = JSON.stringify({ opaque, webgl, painted });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const seqOf = async (page: Page): Promise<number> =>
  Number(await page.locator('[data-heat-seq]').getAttribute('data-heat-seq'));
const count = (f: Frame): number => [...f.bits].filter((b) => b === '1').length;

/** The most common start point: the demo athlete's home. */
function homeOf(summaries: TrackSummary[]): { lat: number; lon: number } {
  const tally = new Map<string, number>();
  for (const s of summaries)
    if (s.startLat !== null && s.startLon !== null) {
      const key = `${s.startLat.toFixed(2)},${s.startLon.toFixed(2)}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  const [key] = [...tally].sort((a, b) => b[1] - a[1])[0]!;
  const [lat, lon] = key.split(',').map(Number) as [number, number];
  return { lat, lon };
}

/** Metres from a point to a bounds box (0 inside), flat-earth (good enough at a few km). */
function metresToBounds(lat: number, lon: number, b: Bounds): number {
  const dLat = Math.max(b.minLat - lat, 0, lat - b.maxLat) * 111_195;
  const dLon = Math.max(b.minLon - lon, 0, lon - b.maxLon) * 111_195 * Math.cos((lat * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

describe('heatmap', () => {
  let session: Session;
  let summaries: TrackSummary[];
  let home: { lat: number; lon: number };
  let canvas: Locator;
  /** Console warnings from the first heatmap open on. */
  const warnings: string[] = [];

  beforeAll(async () => {
    session = await openApp('/');
    session.page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    expect(await seedHeatDemo(session.page, COUNT, END_DATE)).toBe(COUNT);
    summaries = await heatSeedSummaries(session.page);
    home = homeOf(summaries);
    await session.page.goto(
      `${new URL(session.page.url()).origin}/heatmap?lat=${home.lat}&lon=${home.lon}&zoom=${ZOOM}`,
    );
    canvas = session.page.locator('.heatmap-map canvas').first();
    await drawn(session.page, 1);
    // The basemap is drawn too: it starts only once the heat is on screen (use-heatmap-model.ts
    // usePaintOrder), and while it arrives what lies over the canvas changes (MapLibre's
    // attribution fills in and widens after its box was measured, and was taken for heat far away).
    await session.page
      .locator('.heatmap-map[data-basemap]:not([data-basemap="loading"])')
      .waitFor({ timeout: 60_000 });
    await session.page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
  });
  afterAll(async () => {
    await session?.close();
  });

  it('paints coloured pixels where the activities are and none far away', async () => {
    const f = await frame(session.page, canvas);
    const vp = new WebMercatorViewport({
      width: f.width,
      height: f.height,
      latitude: home.lat,
      longitude: home.lon,
      zoom: ZOOM,
    });
    const [hx, hy] = vp.project([home.lon, home.lat]);
    const cols = Math.ceil(f.width / STEP);
    const near = [...f.bits].some(
      (b, i) => b === '1' && Math.hypot((i % cols) * STEP - hx!, Math.floor(i / cols) * STEP - hy!) < 12,
    );
    expect(near).toBe(true);
    let far = 0;
    let farPainted = 0;
    [...f.bits].forEach((b, i) => {
      const [lon, lat] = vp.unproject([(i % cols) * STEP, Math.floor(i / cols) * STEP]) as [number, number];
      if (summaries.every((s) => !s.bounds || metresToBounds(lat, lon, s.bounds) > FAR_M)) {
        far++;
        if (b === '1') farPainted++;
      }
    });
    if (SHOTS) await canvas.screenshot({ path: `${SHOTS}/heatmap-far-away.png` });
    expect(far).toBeGreaterThan(1000); // the check is not empty
    expect(farPainted).toBe(0);
    expect(count(f)).toBeGreaterThan(500);
  });

  it('opens without the luma.gl warning "Binding weightsTexture not set" (heat-layers.ts withoutTargetBinding)', async () => {
    // The weight map was computed: the density is painted.
    expect(count(await frame(session.page, canvas))).toBeGreaterThan(500);
    await session.page.waitForTimeout(500);
    expect(warnings.filter((w) => /Binding \S+ not set/.test(w))).toEqual([]);
  });

  it('repaints when the sport filter changes', async () => {
    const page = session.page;
    const rides = summaries.filter((s) => s.sport === 'ride').length;
    expect(rides).toBeGreaterThan(0);
    const before = await frame(page, canvas);
    const seq = await seqOf(page);
    await page.getByRole('checkbox', { name: 'Ride' }).click();
    await drawn(page, seq + 1);
    await expect.poll(() => page.getByText(`${rides} of ${COUNT} activities shown`).count()).toBe(1);
    const after = await frame(page, canvas);
    const gone = [...before.bits].filter((b, i) => b === '1' && after.bits[i] === '0').length;
    expect(gone).toBeGreaterThan(200);
    expect(count(after)).toBeGreaterThan(0);
    expect(count(after)).toBeLessThan(count(before));
    await page.getByRole('checkbox', { name: 'Ride' }).click();
    await drawn(page, seq + 2);
  });

  it('lists the activities passing where one clicks on a hot area, marking the spot without a redraw', async () => {
    const page = session.page;
    const f = await frame(page, canvas);
    const box = (await canvas.boundingBox())!;
    const map = page.locator('.heatmap-map');
    await page.waitForTimeout(500);
    const drawsBefore = await map.getAttribute('data-deck-draws');
    await page.mouse.click(box.x + f.hottest.x, box.y + f.hottest.y);
    const results = page.getByRole('region', { name: 'Activities here' });
    await expect.poll(() => results.getByText(/pass(es)? within/).count(), { timeout: 30_000 }).toBe(1);
    // The click mark is an SVG ring centred on the clicked pixel; deck.gl did not redraw the heatmap.
    const ring = map.locator('svg.map-markers circle');
    expect(await ring.count()).toBe(1);
    const [cx, cy] = await ring.evaluate((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
    expect(Math.hypot(cx - f.hottest.x, cy - f.hottest.y)).toBeLessThan(2);
    await page.waitForTimeout(300);
    expect(await map.getAttribute('data-deck-draws')).toBe(drawsBefore);
    const links = results.getByRole('link').filter({ hasNotText: /Compare/ });
    expect(await links.count()).toBeGreaterThan(1);
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect(href).toMatch(/^\/activities\/[0-9a-f]+$/);
    }
  });

  it('merges density cells to the zoom: finer cells after zooming in, and still painted', async () => {
    const page = session.page;
    const map = page.locator('.heatmap-map');
    const level = Number(await map.getAttribute('data-heat-level'));
    const cells = Number(await map.getAttribute('data-heat-drawn'));
    expect(level).toBeGreaterThan(0); // city zoom: coarser than the 10 m grid
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(120);
    }
    await expect
      .poll(async () => Number(await map.getAttribute('data-heat-level')), { timeout: 30_000 })
      .toBeLessThan(level);
    await drawn(page, await seqOf(page));
    expect(Number(await map.getAttribute('data-heat-drawn'))).toBeGreaterThan(cells);
    expect(count(await frame(page, canvas))).toBeGreaterThan(200);
  });

  it('draws additive lines in lines mode, and logs no errors', async () => {
    const page = session.page;
    const seq = await seqOf(page);
    await page.getByRole('radio', { name: 'Lines' }).click();
    await drawn(page, seq + 1);
    expect(await page.locator('[data-heat-mode="lines"]').count()).toBe(1);
    expect(count(await frame(page, canvas))).toBeGreaterThan(200);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('lines');
    expect(session.errors).toEqual([]);
  });
  it('opens on the stored preview painted on a 2D canvas before any WebGL context, then deck.gl takes over', async () => {
    const page = session.page;
    await page.locator('[data-heat-cached="true"]').waitFor({ timeout: 60_000 });
    await page.addInitScript(FIRST_PAINT_PROBE);
    await page.goto(`${new URL(page.url()).origin}/heatmap?lat=${home.lat}&lon=${home.lon}&zoom=${ZOOM}`);
    const probe = page.locator('html[data-first-paint]');
    await probe.waitFor({ state: 'attached', timeout: 60_000 });
    const first = JSON.parse((await probe.getAttribute('data-first-paint'))!) as {
      opaque: number;
      webgl: number;
      painted: string;
    };
    expect(first.painted).toBe('preview');
    expect(first.webgl).toBe(0);
    expect(first.opaque).toBeGreaterThan(100);
    // deck.gl then draws the same density and the 2D canvas goes; the worker restored its state.
    await drawn(page, 1);
    expect(await page.locator('.heatmap-map').getAttribute('data-heat-source')).toBe('restored');
    await expect.poll(() => page.locator('.heat-density-canvas').count(), { timeout: 30_000 }).toBe(0);
    expect(count(await frame(page, canvas))).toBeGreaterThan(500);
    expect(session.errors).toEqual([]);
  });
});
