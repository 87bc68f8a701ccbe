/**
 * Heatmap budgets with 10,000 activities stored, in headless Chromium (WebGL2 on SwiftShader)
 * against the built app:
 *
 *   heat-build            worker time to build the map buffers for one filter change (the heat
 *                         worker's own measure, data-heat-build-ms), median of the sport toggles
 *   heat-main-thread      main-thread task time per filter change: Chrome's TaskDuration metric
 *                         (CDP Performance.getMetrics) from before a click on a sport checkbox
 *                         (in-page DOM click) to two frames after the new buffers reached the
 *                         layer; everything the renderer's main thread ran meanwhile counts,
 *                         deck.gl's idle frame loop included; median of the toggles (the note
 *                         gives the main thread's CPU time too: TaskDuration is wall time, so it
 *                         grows with the machine's load)
 *   heat-bytes-per-point  bytes of the density buffers handed to deck.gl per drawn point (one per
 *                         grid cell of the level the view uses, all activities shown); a filter
 *                         change sends only the 4-byte weights, the positions go once per level
 *   heat-open             navigating to the Heatmap page (a full page load from the home page once
 *                         that has settled, no filter, the camera in the URL) to two frames after
 *                         the first density reached the map (timed in the page: PAINT_PROBE; a first
 *                         paint with no density pixels fails), once the heat cache holds what the first opening
 *                         built: the median of OPENS openings (the note gives the time until the
 *                         worker itself drew, and what the first opening after seeding took
 *                         without a cache)
 *   heat-click            pointerup on a hot pixel of the density (hotSpots: the heat alone, never a
 *                         button or note over the map) to the frame after the list of
 *                         activities passing there was updated, median of CLICKS hot spots (the
 *                         note gives the worker's query time and the deck.gl redraws meanwhile)
 *
 * Activities are seeded through the page (heat-seed.ts): heat points and paths of 100 real demo
 * activities, each reused 100 times with a GPS-like shift and noise. All figures come from one
 * session. BENCH_BASE_URL=<url> uses an app already served there instead of building one.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { machine, median } from './figures';
import { openSeededHeatmap } from './heatmap-session';
import { step } from './steps';
import type { Bench, BenchResult } from './types';

const ACTIVITY_COUNT = Number(process.env.HEAT_BENCH_COUNT ?? 10_000);
const BUDGET = { buildMs: 150, mainMs: 50, bytesPerPoint: 12, clickMs: 50, openMs: 1000 } as const;
const OPENS = 3;
const TOGGLES = ['run', 'run', 'ride', 'ride', 'hike', 'hike', 'walk', 'walk'];
const CLICKS = 5;
const END_DATE = Date.UTC(2026, 10, 1);
const ZOOM = 11;
const LOAD_TIMEOUT_MS = Number(process.env.HEAT_BENCH_LOAD_TIMEOUT_MS ?? 600_000);
/** Limits of the opening's steps (steps.ts): the page loaded and settled, its first paint, ms. */
export const OPEN_LIMITS = { loadMs: 60_000, settleMs: 45_000, paintMs: 60_000 };
/** Waiting for two frames, ms. */
const FRAME_LIMIT_MS = 10_000;
/** Waiting for the heat state to be stored after the first opening, ms. */
const STORED_LIMIT_MS = Number(process.env.HEAT_BENCH_STORED_TIMEOUT_MS ?? 180_000);

interface Figures {
  buildMs: number;
  mainMs: number;
  /** Main-thread CPU per filter change (Chrome's ThreadTime), ms: mainMs without waits and contention. */
  mainCpuMs: number;
  /** Worker time of the click queries (data-query-ms), median, ms. */
  queryMs: number;
  /** deck.gl draws of the map during the clicks (the click mark is an SVG overlay: should be 0). */
  clickDeckDraws: number;
  bytesPerPoint: number;
  clickMs: number;
  heatPoints: number;
  drawn: number;
  firstDrawS: number;
  /** Opening the page with the heat cache: to the first density painted, and to the worker's own. */
  openMs: number;
  openEngineMs: number;
  loadMs: number;
  seedS: number;
  /** Bytes of typed arrays in the heat cache's stored engine state (IndexedDB row 'state'). */
  storedBytes: number;
}

/**
 * In the page: the bytes of every typed array and ArrayBuffer in the heat cache's 'state' row of
 * the app's database (what the heat worker stored after the first opening), read from IndexedDB.
 */
const STORED_STATE_BYTES = `new Promise((resolve, reject) => {
  const open = indexedDB.open('gpx-dashboard');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction('heatCache').objectStore('heatCache').get('state');
    get.onerror = () => reject(get.error);
    get.onsuccess = () => {
      let bytes = 0;
      const walk = (v) => {
        if (v instanceof ArrayBuffer) bytes += v.byteLength;
        else if (ArrayBuffer.isView(v)) bytes += v.byteLength;
        else if (v && typeof v === 'object') for (const k of Object.keys(v)) walk(v[k]);
      };
      walk(get.result);
      open.result.close();
      resolve(bytes);
    };
  };
})`;

/** Progress on stderr with HEAT_BENCH_VERBOSE=1 (stdout keeps one line per benchmark). */
const log = (text: string): void =>
  void (process.env.HEAT_BENCH_VERBOSE && process.stderr.write(`heat bench: ${text}\n`));

const attr = async (page: Page, name: string): Promise<string> =>
  (await page.locator('[data-heat-seq]').getAttribute(`data-heat-${name}`)) ?? '';

/** Two frames in the page (a page that never renders a frame fails the step). */
const frames = (page: Page, name: string) =>
  step(`two frames after ${name}`, FRAME_LIMIT_MS, () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );

async function drawn(page: Page, seq: number, timeout = 60_000): Promise<void> {
  const selector = `[data-heat-seq="${seq}"][data-heat-pending="false"]`;
  const name = `the heatmap's draw ${seq} (${selector})`;
  await step(name, timeout, () => page.locator(selector).waitFor({ timeout }));
  await frames(page, name);
}

async function metricSeconds(cdp: CDPSession, name: 'TaskDuration' | 'ThreadTime'): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value ?? NaN;
}

/**
 * In the page: clicks the sport's checkbox (a plain DOM click, no test-driver checks in the page)
 * and resolves two frames after the next build reached the map.
 */
const TOGGLE_IN_PAGE = `(sport) => new Promise((resolve) => {
  const map = document.querySelector('[data-heat-seq]');
  const seq = map.dataset.heatSeq;
  const observer = new MutationObserver(() => {
    if (map.dataset.heatSeq === seq || map.dataset.heatPending !== 'false') return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
  observer.observe(map, { attributes: true });
  const boxes = [...document.querySelectorAll('input[type="checkbox"]')];
  const box = boxes.find((b) => b.parentElement.textContent.trim().toLowerCase() === sport);
  if (!box) throw new Error('no sport checkbox labelled ' + sport);
  box.click();
})`;

/** Worker build ms, main-thread task ms and main-thread CPU ms of each sport toggle. */
async function filterChanges(
  page: Page,
  cdp: CDPSession,
): Promise<{ build: number[]; main: number[]; cpu: number[] }> {
  const build: number[] = [];
  const main: number[] = [];
  const cpu: number[] = [];
  for (const sport of TOGGLES) {
    await page.waitForTimeout(300);
    const [task0, cpu0] = [await metricSeconds(cdp, 'TaskDuration'), await metricSeconds(cdp, 'ThreadTime')];
    await page.evaluate(`(${TOGGLE_IN_PAGE})(${JSON.stringify(sport)})`);
    main.push(((await metricSeconds(cdp, 'TaskDuration')) - task0) * 1000);
    cpu.push(((await metricSeconds(cdp, 'ThreadTime')) - cpu0) * 1000);
    build.push(Number(await attr(page, 'build-ms')));
  }
  return { build, main, cpu };
}

/**
 * What the hot-spot screenshot shows: the density alone (deck.gl's canvas) on black. Everything else
 * in the map (buttons, legend, notes, scale, attribution, the basemap) is hidden, or their white
 * pixels are taken for the hottest spots: the bench once clicked the "Map tiles" and "Save image"
 * buttons and the tiles note, and its clicks got no list.
 */
const DENSITY_ONLY_CSS = `
  .heatmap-map { background: #000 !important; }
  .heatmap-map * { visibility: hidden !important; }
  .heatmap-map canvas:not(.maplibregl-canvas) { visibility: visible !important; }`;

/**
 * Up to n hottest spots of the map, at least 40 px apart (from a screenshot of the density alone,
 * decoded in the page), where a click reaches the map (no control over it).
 */
async function hotSpots(page: Page, canvas: Locator, n: number): Promise<{ x: number; y: number }[]> {
  const png = (await canvas.screenshot({ style: DENSITY_ONLY_CSS })).toString('base64');
  const box = (await canvas.boundingBox())!;
  return page.evaluate(
    async ({ png, n, box, EDGE_PX }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const spots: { x: number; y: number; v: number }[] = [];
      // Not along the edges: the map's rounded corners show the page behind.
      for (let y = EDGE_PX; y < c.height - EDGE_PX; y += 2)
        for (let x = EDGE_PX; x < c.width - EDGE_PX; x += 2) {
          const i = 4 * (y * c.width + x);
          spots.push({ x, y, v: d[i]! + d[i + 1]! });
        }
      spots.sort((a, b) => b.v - a.v);
      const out: { x: number; y: number }[] = [];
      for (const s of spots) {
        if (out.length >= n) break;
        if (out.some((o) => Math.hypot(o.x - s.x, o.y - s.y) < 40)) continue;
        // A click there must reach the map: no button, link or panel of the map on top. (No named
        // function in here: tsx would wrap it in a helper the page does not have.)
        const top = document.elementFromPoint(box.x + s.x, box.y + s.y);
        if (top?.closest('button, a, input, [role="status"], .map-view__controls, .heat-legend')) continue;
        out.push({ x: s.x, y: s.y });
      }
      return out;
    },
    { png, n, box, EDGE_PX: 16 },
  );
}

/** A click whose list has not changed after this long is counted as unanswered (NaN), not awaited. */
const CLICK_TIMEOUT_MS = 15_000;

/**
 * Installs window.__heatClickMs in the page: a promise of the ms from the next pointerup to the
 * frame after the answer to that click was rendered, or NaN when no new answer came within
 * CLICK_TIMEOUT_MS (a spot whose list equals the previous one: the bench once waited forever).
 */
const CLICK_PROBE = `window.__heatClickMs = new Promise((resolve) => {
  let t0 = NaN;
  const timer = setTimeout(() => { observer.disconnect(); resolve(NaN); }, ${CLICK_TIMEOUT_MS});
  addEventListener('pointerup', (e) => { t0 = e.timeStamp; }, { capture: true, once: true });
  const target = document.querySelector('[aria-label="Activities here"]').parentElement;
  const before = document.querySelector('[data-point]')?.getAttribute('data-point') ?? null;
  const observer = new MutationObserver(() => {
    const now = document.querySelector('[data-point]')?.getAttribute('data-point') ?? null;
    if (now === null || now === before || Number.isNaN(t0)) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
  });
  observer.observe(target, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-point'] });
}); true`;

const deckDraws = async (page: Page): Promise<number> =>
  Number((await page.locator('[data-heat-seq]').getAttribute('data-deck-draws')) ?? NaN);

/** Click latencies, the worker's query times and the deck.gl draws meanwhile. */
async function clicks(
  page: Page,
  canvas: Locator,
): Promise<{ times: number[]; queries: number[]; draws: number }> {
  const box = (await canvas.boundingBox())!;
  const times: number[] = [];
  const queries: number[] = [];
  const spots = await hotSpots(page, canvas, CLICKS);
  const drawsBefore = await deckDraws(page);
  for (const spot of spots) {
    await page.evaluate(CLICK_PROBE);
    await page.mouse.click(box.x + spot.x, box.y + spot.y);
    times.push(Number(await page.evaluate('window.__heatClickMs')));
    // No answer panel (an unanswered click): NaN, so the other figures of the session still print.
    const query = await page
      .locator('[data-query-ms]')
      .getAttribute('data-query-ms', { timeout: 2_000 })
      .catch(() => null);
    queries.push(query === null ? NaN : Number(query));
    await page.waitForTimeout(300);
  }
  return { times, queries, draws: (await deckDraws(page)) - drawsBefore };
}

/**
 * Installed in every page before its scripts: <html data-heat-painted-at>, the performance.now() of the
 * second animation frame after the map first said a density was handed to deck.gl or to the first
 * paint's 2D canvas (data-heat-painted "preview" or "engine"), when that frame's callbacks run: the
 * same moment the bench used to find by polling from Node and asking the page for two frames,
 * without the test driver's round trips (hundreds of ms on a loaded machine) in the figure. Then,
 * <html data-heat-painted-pixels>: the opaque pixels of the 2D density canvas at that moment (the
 * density really shown), or "deck" when deck.gl drew first (its pixels are not readable here).
 */
const PAINT_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-heat-painted="preview"], [data-heat-painted="engine"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const html = document.documentElement;
      html.dataset.heatPaintedAt = String(performance.now());
      const c = document.querySelector('canvas.heat-density-canvas');
      if (!c || !c.width) return void (html.dataset.heatPaintedPixels = 'deck');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let opaque = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) opaque++;
      html.dataset.heatPaintedPixels = String(opaque);
    }));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-heat-painted'] });
})();`;

/**
 * Resolves once the page's main thread has been idle for a while (three idle periods in a row of
 * at least IDLE_MS), or after SETTLE_TIMEOUT_MS. The home page reads every summary as it loads;
 * a navigation started meanwhile waits for that page (its fetch once began 1.3 s late), which is
 * the home page's cost, not the heatmap's.
 */
const SETTLE_IN_PAGE = `new Promise((resolve) => {
  const deadline = performance.now() + 30000;
  let quiet = 0;
  const check = (idle) => {
    quiet = idle.timeRemaining() >= 45 ? quiet + 1 : 0;
    if (quiet >= 3 || performance.now() > deadline) resolve(true);
    else requestIdleCallback(check, { timeout: 1000 });
  };
  requestIdleCallback(check, { timeout: 1000 });
})`;

/**
 * Opens the heatmap at `url` from the home page, once that has settled: ms from the navigation's
 * start in Node to the first density painted (PAINT_PROBE, on the page's clock), and to the
 * worker's own density; the opaque pixels of the first paint (PAINT_PROBE).
 */
export async function openHeatmap(
  page: Page,
  base: string,
  url: string,
  limits = OPEN_LIMITS,
): Promise<{ paint: number; engine: number; pixels: string }> {
  await step(`the home page (${base}/)`, limits.loadMs, () =>
    page.goto(`${base}/`, { timeout: limits.loadMs }),
  );
  await step('the home page to settle', limits.settleMs, () => page.evaluate(SETTLE_IN_PAGE));
  const t0 = Date.now();
  await step(`the heatmap page (${url})`, limits.loadMs, () => page.goto(url, { timeout: limits.loadMs }));
  const html = page.locator('html[data-heat-painted-at]');
  await step("the heatmap's first paint (html[data-heat-painted-at])", limits.paintMs, () =>
    html.waitFor({ state: 'attached', timeout: limits.paintMs }),
  );
  const paintedAt = Number(await html.getAttribute('data-heat-painted-at'));
  const origin = Number(await page.evaluate('performance.timeOrigin'));
  const paint = origin + paintedAt - t0;
  const pixels = (await html.getAttribute('data-heat-painted-pixels')) ?? '';
  if (pixels === '0') throw new Error('The first paint of the heatmap showed no density pixels');
  await drawn(page, 1, LOAD_TIMEOUT_MS);
  return { paint, engine: Date.now() - t0, pixels };
}

async function measure(): Promise<Figures> {
  const { context, page, seedS, openedAt, base, heatUrl, close } = await openSeededHeatmap(
    ACTIVITY_COUNT,
    END_DATE,
    ZOOM,
  );
  log(`seeded ${ACTIVITY_COUNT} in ${seedS} s`);
  try {
    await drawn(page, 1, LOAD_TIMEOUT_MS);
    const firstDrawS = (Date.now() - openedAt) / 1000;
    log(`first draw after ${firstDrawS} s`);
    await step('the heat state to be stored ([data-heat-cached="true"])', STORED_LIMIT_MS, async () => {
      const saved = page.locator('[data-heat-cached="true"]');
      const failed = page.locator('[data-heat-save-error]:not([data-heat-save-error=""])');
      await saved.or(failed).first().waitFor({ timeout: STORED_LIMIT_MS });
      const error =
        (await failed.count()) > 0 ? await failed.first().getAttribute('data-heat-save-error') : null;
      if (error) throw new Error(`the app could not store it: ${error}`);
    });
    const storedBytes = Number(await page.evaluate(STORED_STATE_BYTES));
    log(`stored heat state: ${(storedBytes / 1e6).toFixed(1)} MB`);
    await page.addInitScript(PAINT_PROBE);
    const opens: { paint: number; engine: number; pixels: string }[] = [];
    for (let i = 0; i < OPENS; i++) opens.push(await openHeatmap(page, base, heatUrl));
    log(
      `opens: ${opens.map((o) => `${Math.round(o.paint)} ms (${o.pixels} px; worker ${o.engine} ms)`).join(', ')} (${machine()})`,
    );
    const bytes = Number(await attr(page, 'bytes'));
    const drawnPoints = Number(await attr(page, 'drawn'));
    const heatPoints = Number(await attr(page, 'points'));
    const loadMs = Number(await attr(page, 'load-ms'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const changes = await filterChanges(page, cdp);
    log(
      `filter changes: build ${changes.build.join(', ')} ms; main ${changes.main.map(Math.round).join(', ')} ms; ` +
        `main CPU ${changes.cpu.map(Math.round).join(', ')} ms (${machine()})`,
    );
    const canvas = page.locator('.heatmap-map canvas').first();
    const clicked = await clicks(page, canvas);
    log(
      `clicks: ${clicked.times.map(Math.round).join(', ')} ms; worker queries ${clicked.queries.join(', ')} ms (${machine()})`,
    );
    const answered = clicked.times.filter((t) => Number.isFinite(t));
    if (answered.length < clicked.times.length)
      log(`clicks: ${clicked.times.length - answered.length} of ${clicked.times.length} got no new list`);
    const clickMs = answered.length > 0 ? median(answered) : NaN;
    return {
      buildMs: median(changes.build),
      mainMs: median(changes.main),
      mainCpuMs: median(changes.cpu),
      queryMs: median(clicked.queries),
      clickDeckDraws: clicked.draws,
      bytesPerPoint: bytes / drawnPoints,
      clickMs,
      heatPoints,
      drawn: drawnPoints,
      firstDrawS,
      openMs: median(opens.map((o) => o.paint)),
      openEngineMs: median(opens.map((o) => o.engine)),
      loadMs,
      seedS,
      storedBytes,
    };
  } catch (error) {
    if (process.env.HEAT_BENCH_VERBOSE) await page.screenshot({ path: 'heat-bench-failure.png' });
    throw error;
  } finally {
    await close();
  }
}

let figures: Promise<Figures> | undefined;
const getFigures = () => (figures ??= measure());

function result(figure: number, unit: string, budget: number, note: string): BenchResult {
  return {
    figure,
    unit,
    comparison: `budget ${budget}${unit ? ` ${unit}` : ''}; ${note}`,
    withinBudget: figure <= budget,
  };
}

const n = ACTIVITY_COUNT.toLocaleString('en-US');
const benches: Bench[] = [
  {
    name: 'heat-build',
    run: async () => {
      const f = await getFigures();
      return result(
        f.buildMs,
        'ms',
        BUDGET.buildMs,
        `heat worker, median of ${TOGGLES.length} sport toggles, ${n} activities, ${f.heatPoints.toLocaleString('en-US')} heat points; ` +
          `first draw ${f.firstDrawS.toFixed(1)} s after opening the page (worker indexing ${Math.round(f.loadMs)} ms); seeded in ${Math.round(f.seedS)} s; ${machine()}`,
      );
    },
  },
  {
    name: 'heat-main-thread',
    run: async () => {
      const f = await getFigures();
      return result(
        f.mainMs,
        'ms',
        BUDGET.mainMs,
        `Chrome TaskDuration per sport toggle, median of ${TOGGLES.length}; main-thread CPU (ThreadTime) median ${Math.round(f.mainCpuMs)} ms; ${machine()}`,
      );
    },
  },
  {
    name: 'heat-bytes-per-point',
    run: async () => {
      const f = await getFigures();
      return result(
        f.bytesPerPoint,
        '',
        BUDGET.bytesPerPoint,
        `density buffers / drawn points: ${f.drawn.toLocaleString('en-US')} grid cells drawn for ${f.heatPoints.toLocaleString('en-US')} heat points; ` +
          `the stored heat state ${(f.storedBytes / 1e6).toFixed(1)} MB (${(f.storedBytes / f.heatPoints).toFixed(1)} bytes per heat point)`,
      );
    },
  },
  {
    name: 'heat-open',
    run: async () => {
      const f = await getFigures();
      return result(
        f.openMs,
        'ms',
        BUDGET.openMs,
        `navigation to first density painted (from the heat cache), median of ${OPENS} openings, ${n} activities; ` +
          `the worker's own first draw after ${Math.round(f.openEngineMs)} ms; without a cache (first opening) ${f.firstDrawS.toFixed(1)} s; ${machine()}`,
      );
    },
  },
  {
    name: 'heat-click',
    run: async () => {
      const f = await getFigures();
      return result(
        f.clickMs,
        'ms',
        BUDGET.clickMs,
        `pointerup to listed activities painted, median of ${CLICKS} hot spots; worker query median ${f.queryMs.toFixed(1)} ms; ` +
          `deck.gl map redraws during the clicks ${f.clickDeckDraws}; ${machine()}`,
      );
    },
  },
];

export default benches;
