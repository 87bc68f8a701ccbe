/**
 * Training page budgets with 10,000 activities spread over twenty years, in headless Chromium
 * against the built app (issue 33):
 *
 *   training-open     a click on Training in the main navigation (from the Overview, the app
 *                     loaded and its summaries read) to the frame after the fitness chart's lines
 *                     are in the DOM; median of 3 navigations. The cards below the chart (zones,
 *                     thresholds, method) mount a frame after the chart painted: the time to the
 *                     frame after the whole page is there is reported beside it, as is a cold
 *                     reload (reading the 10,000 summaries from IndexedDB first); neither budgeted.
 *   training-rescore  "Add threshold" (an FTP, then an LTHR, for every sport from 2000-01-01)
 *                     clicked in the page to the frame after the chart's lines changed; median of
 *                     4 changes. Reads of the IndexedDB `tracks` and `originals` stores during the
 *                     changes are counted (IDBObjectStore get/getAll/openCursor wrapped): must be 0.
 *
 * Activities are seeded through the page (training-seed-entry.ts): 60 demo activities processed by
 * the real pipeline, cloned to 10,000 with their training products.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { median } from './figures';
import { injectSeed } from './seed-bundle';
import type { Bench, BenchResult } from './types';

export const TRAINING_ACTIVITIES = 10_000;
const BUDGET = { openMs: 300, rescoreMs: 500 } as const;
const LOADS = 3;
/** How long an untimed step (a page reading the 10,000 summaries) may take on a loaded machine, ms. */
const PREPARE_TIMEOUT_MS = 180_000;
export const TRAINING_END_DATE = Date.UTC(2026, 10, 1);
const CHANGES: readonly [string, string][] = [
  ['FTP', '240'],
  ['Threshold heart rate (LTHR)', '168'],
  ['FTP', '265'],
  ['Threshold heart rate (LTHR)', '160'],
];

interface Figures {
  openMs: number;
  wholeMs: number;
  coldMs: number;
  rescoreMs: number;
  trackReads: number;
  seedS: number;
  load: number;
}

/** Records in window.__trainingPaintMs the frame after the chart's lines first appear (cold load). */
const PAINT_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="fitness-chart"] path.training-line--fitness')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__trainingPaintMs = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
  window.__trackReads = 0;
  for (const m of ['get', 'getAll', 'openCursor', 'getAllKeys']) {
    const orig = IDBObjectStore.prototype[m];
    IDBObjectStore.prototype[m] = function (...args) {
      if (this.name === 'tracks' || this.name === 'originals') window.__trackReads++;
      return orig.apply(this, args);
    };
  }
`;

/** Clicks a main navigation link; resolves with ms from the click to the frame after the chart's lines appeared. */
export const NAVIGATE_IN_PAGE = `() => new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent.trim() === 'Training');
  const t0 = performance.now();
  window.__trainingWholeMs = undefined;
  const whole = new MutationObserver(() => {
    if (!document.querySelector('form[aria-label="Add a threshold"]')) return;
    whole.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__trainingWholeMs = performance.now() - t0; }, 0));
  });
  whole.observe(document.body, { childList: true, subtree: true });
  const done = () => document.querySelector('[data-testid="fitness-chart"] path.training-line--fitness');
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => reject(new Error('no chart within 10 s')), 10000);
  link.click();
})`;

async function coldLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    () => typeof (window as { __trainingPaintMs?: number }).__trainingPaintMs === 'number',
    undefined,
    { timeout: PREPARE_TIMEOUT_MS },
  );
  return page.evaluate(() => (window as unknown as { __trainingPaintMs: number }).__trainingPaintMs);
}

async function open(page: Page, overview: string): Promise<{ chart: number; whole: number }> {
  const times: number[] = [];
  const wholes: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.goto(overview);
    // The Overview reads and sums 10,000 summaries first: slow on a loaded machine, and not timed.
    await page.getByRole('heading', { name: 'Fitness and form' }).waitFor({ timeout: PREPARE_TIMEOUT_MS });
    await page.waitForTimeout(500);
    times.push(Number(await page.evaluate(`(${NAVIGATE_IN_PAGE})()`)));
    const whole = await page.waitForFunction(
      () => (window as { __trainingWholeMs?: number }).__trainingWholeMs,
      undefined,
      { timeout: PREPARE_TIMEOUT_MS },
    );
    wholes.push(Number(await whole.jsonValue()));
  }
  return { chart: median(times), whole: median(wholes) };
}

/** Adds one threshold through the form; resolves with ms from the click to the frame after the lines changed. */
export const RESCORE_IN_PAGE = `([kind, value]) => new Promise((resolve, reject) => {
  const form = document.querySelector('form[aria-label="Add a threshold"]');
  const select = form.querySelector('select');
  const option = [...select.options].find((o) => o.text === kind);
  const set = (el, v) => {
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, v);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  };
  set(select, option.value);
  const [number, date] = form.querySelectorAll('input');
  set(number, value);
  set(date, '2000-01-01');
  const line = document.querySelector('[data-testid="fitness-chart"] path.training-line--fitness');
  const before = line.getAttribute('d');
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    const now = document.querySelector('[data-testid="fitness-chart"] path.training-line--fitness');
    if (!now || now.getAttribute('d') === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
  });
  observer.observe(document.querySelector('[data-testid="fitness-chart"]'), { attributes: true, subtree: true, childList: true });
  setTimeout(() => reject(new Error('the chart did not change within 10 s')), 10000);
  setTimeout(() => form.querySelector('button[type="submit"]').click(), 0);
})`;

async function rescore(page: Page): Promise<{ ms: number; reads: number }> {
  await page.evaluate(() => void ((window as unknown as { __trackReads: number }).__trackReads = 0));
  const times: number[] = [];
  for (const change of CHANGES) {
    times.push(Number(await page.evaluate(`(${RESCORE_IN_PAGE})(${JSON.stringify(change)})`)));
    await page.waitForTimeout(300);
  }
  const reads = await page.evaluate(() => (window as unknown as { __trackReads: number }).__trackReads);
  return { ms: median(times), reads };
}

async function measure(): Promise<Figures> {
  const server = await startPreview({ build: !process.argv.includes('--no-build') });
  const { context, close } = await launchChromium({ viewport: { width: 1400, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const url = `${server.url}/training`;
    await page.goto(`${server.url}/import`);
    const t0 = Date.now();
    await injectSeed(page, 'training-seed-entry.ts', '__trainingSeed');
    const added = await page.evaluate(
      ([n, end]) =>
        (
          window as unknown as { __trainingSeed: { seed(a: number, b: number, c: number): Promise<number> } }
        ).__trainingSeed.seed(n, 60, end),
      [TRAINING_ACTIVITIES, TRAINING_END_DATE] as const,
    );
    const seedS = (Date.now() - t0) / 1000;
    if (added !== TRAINING_ACTIVITIES)
      throw new Error(`seeded ${added} of ${TRAINING_ACTIVITIES} activities`);
    await page.addInitScript(PAINT_PROBE);
    const opened = await open(page, `${server.url}/`);
    const coldMs = await coldLoad(page, url);
    await page.getByRole('button', { name: 'Add threshold' }).waitFor({ timeout: PREPARE_TIMEOUT_MS });
    const r = await rescore(page);
    return {
      openMs: opened.chart,
      wholeMs: opened.whole,
      coldMs,
      rescoreMs: r.ms,
      trackReads: r.reads,
      seedS,
      load: loadavg()[0] ?? 0,
    };
  } finally {
    await close();
    await server.close();
  }
}

let figures: Promise<Figures> | undefined;
const getFigures = () => (figures ??= measure());

function result(f: Figures, figure: number, budget: number, note: string, ok = true): BenchResult {
  return {
    figure,
    unit: 'ms',
    comparison: `budget ${budget} ms; ${note}; load average ${f.load.toFixed(1)}`,
    withinBudget: ok && figure <= budget,
  };
}

const benches: Bench[] = [
  {
    name: 'training-open',
    run: async () => {
      const f = await getFigures();
      return result(
        f,
        f.openMs,
        BUDGET.openMs,
        `click on Training to painted chart, median of ${LOADS}; whole page ${Math.round(f.wholeMs)} ms; cold reload ${Math.round(f.coldMs)} ms; 10,000 activities over 20 years (seeded in ${Math.round(f.seedS)} s)`,
      );
    },
  },
  {
    name: 'training-rescore',
    run: async () => {
      const f = await getFigures();
      return result(
        f,
        f.rescoreMs,
        BUDGET.rescoreMs,
        `median of ${CHANGES.length} FTP/LTHR changes, ${f.trackReads} track or original reads`,
        f.trackReads === 0,
      );
    },
  },
];

export default benches;
