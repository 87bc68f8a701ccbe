/**
 * Explorer tiles mode budget with 10,000 activities stored, in headless Chromium against the built
 * app:
 *
 *   explorer-toggle  a click on the Heatmap's "Tiles" mode (in-page DOM click) to the frame after
 *                    deck.gl drew the tile layers: the explorer view of zoom 14 for the current
 *                    filter asked of the explorer worker, its visited tiles, cluster and max square
 *                    handed to deck.gl, and one draw. Median of TOGGLES switches, back to density
 *                    (and its heat map drawn again) between two. The explorer worker loads every
 *                    path in the background once the heat map has drawn (heatmap-page.tsx
 *                    EXPLORER_PREWARM), and the view of the current filter is kept ready with
 *                    its layers hidden; the note gives how long after opening the page it was
 *                    ready, the worker's view time, and the page's main-thread task time per
 *                    switch (CDP Performance TaskDuration): the app's own work. The rest of the
 *                    wall time is headless Chromium's software GL (SwiftShader compositing in the
 *                    GPU process), which a loaded machine slows most.
 *
 * Activities are seeded like the heat benchmarks (heat-seed.ts seedClones): paths of 100 real demo
 * activities, each reused 100 times with a GPS-like shift. BENCH_BASE_URL=<url> uses an app already
 * served there instead of building one.
 */
import type { Page } from 'playwright-core';
import { machine, median } from './figures';
import { openSeededHeatmap } from './heatmap-session';
import type { Bench } from './types';

const ACTIVITY_COUNT = Number(process.env.EXPLORER_BENCH_COUNT ?? 10_000);
const BUDGET_MS = 300;
const TOGGLES = 5;
const END_DATE = Date.UTC(2026, 10, 1);
const ZOOM = 11;
const LOAD_TIMEOUT_MS = 600_000;

/**
 * In the page: clicks the mode radio named `Tiles` and resolves with the ms from the click to the
 * frame after the first deck.gl draw that has the tile layers (data-map-layers="tiles" with a
 * finished view of at least one tile).
 */
const TOGGLE_IN_PAGE = `() => new Promise((resolve) => {
  const map = document.querySelector('[data-map-layers]');
  let drawsAtSwitch = -1;
  let t0 = NaN;
  const check = () => {
    const d = map.dataset;
    if (drawsAtSwitch < 0) {
      if (d.mapLayers !== 'tiles' || d.tilesPending !== 'false' || d.tilesDrawn === '0') return;
      drawsAtSwitch = Number(d.deckDraws ?? 0);
      return;
    }
    if (Number(d.deckDraws ?? 0) <= drawsAtSwitch) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - t0));
  };
  const observer = new MutationObserver(check);
  observer.observe(map, { attributes: true });
  const radio = [...document.querySelectorAll('input[type="radio"]')].find(
    (r) => r.parentElement.textContent.trim() === 'Tiles',
  );
  t0 = performance.now();
  radio.click();
})`;

interface Figures {
  toggles: number[];
  /** The page's main-thread task time during each switch (CDP Performance TaskDuration), ms. */
  mainMs: number[];
  viewMs: number[];
  readyS: number;
  tiles: number;
  seedS: number;
}

const attr = async (page: Page, name: string): Promise<string> =>
  (await page.locator('[data-map-layers]').getAttribute(`data-${name}`)) ?? '';

async function backToDensity(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Density' }).click();
  await page
    .locator('[data-map-layers="density"][data-heat-pending="false"]')
    .waitFor({ timeout: LOAD_TIMEOUT_MS });
  await page.waitForTimeout(500);
}

async function measure(): Promise<Figures> {
  const { page, seedS, openedAt, close } = await openSeededHeatmap(ACTIVITY_COUNT, END_DATE, ZOOM);
  try {
    await page.locator('[data-explorer-status="ready"]').waitFor({ timeout: LOAD_TIMEOUT_MS });
    const readyS = (Date.now() - openedAt) / 1000;
    await page.waitForTimeout(1000);
    const toggles: number[] = [];
    const viewMs: number[] = [];
    const mainMs: number[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskMs = async (): Promise<number> =>
      1000 *
      ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ??
        NaN);
    for (let i = 0; i < TOGGLES; i++) {
      const before = await taskMs();
      toggles.push(Number(await page.evaluate(`(${TOGGLE_IN_PAGE})()`)));
      mainMs.push((await taskMs()) - before);
      viewMs.push(Number(await attr(page, 'tiles-view-ms')));
      if (i < TOGGLES - 1) await backToDensity(page);
    }
    return { toggles, mainMs, viewMs, readyS, tiles: Number(await attr(page, 'tiles-drawn')), seedS };
  } finally {
    await close();
  }
}

const explorerToggle: Bench = {
  name: 'explorer-toggle',
  async run() {
    const f = await measure();
    const figure = median(f.toggles);
    return {
      figure,
      unit: 'ms',
      comparison:
        `budget ${BUDGET_MS} ms; click on Tiles to tiles drawn, median of ${TOGGLES} (${f.toggles.map(Math.round).join(', ')} ms); ` +
        `page main thread busy median ${median(f.mainMs).toFixed(0)} ms (${f.mainMs.map(Math.round).join(', ')}); ` +
        `worker view median ${median(f.viewMs).toFixed(0)} ms; ${ACTIVITY_COUNT.toLocaleString('en-US')} activities, ` +
        `${f.tiles.toLocaleString('en-US')} zoom 14 tiles drawn; explorer worker ready ${f.readyS.toFixed(1)} s after opening the page; ` +
        `seeded in ${Math.round(f.seedS)} s; ${machine()}`,
      withinBudget: figure <= BUDGET_MS,
    };
  },
};

export default [explorerToggle];
