/**
 * History page budgets with 10,000 activities stored, in headless Chromium against the built app:
 *
 *   history-first-paint  reload of /activities to the first painted table rows (navigation start to
 *                        the frame after the first body row is in the DOM), median of 3 reloads
 *   history-sort         click on the Distance header to painted rows (in-page click, then the next
 *                        frame), median of 6 clicks alternating the direction
 *   history-search       one keystroke in the search box to painted rows, median of 6 keystrokes
 *   history-dom-rows     <tr> elements in the document (header, spacers, rows, totals) after load
 *
 * Activities are seeded through the page (history-seed.ts): summaries derived from real demo
 * activities, each stored through the TrackStore port. All four figures come from one session.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { median } from './figures';
import { seedClonedActivities } from './history-seed';
import type { Bench, BenchResult } from './types';

const ACTIVITY_COUNT = 10_000;
const BUDGET = { firstPaintMs: 1500, sortMs: 50, searchMs: 100, domRows: 80 } as const;
const RELOADS = 3;
const CLICKS = 6;
const KEYSTROKES = ['l', 'o', 'o', 'p', ' ', '1'];
/** Past the search box's URL update (300 ms), so it never overlaps a measurement. */
const SETTLE_MS = 450;
const END_DATE = Date.UTC(2026, 10, 1);

interface Figures {
  firstPaintMs: number;
  sortMs: number;
  searchMs: number;
  domRows: number;
  seedS: number;
  /** 1-minute load average when the measurement ended (the figures are wall-clock times). */
  load: number;
}

/** Records in window.__historyPaintMs the time (since navigation start) of the first frame with rows. */
const PAINT_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('tbody tr[data-index]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__historyPaintMs = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
`;

async function firstPaint(page: Page, url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await page.goto(url);
    await page.waitForFunction(
      () => typeof (window as { __historyPaintMs?: number }).__historyPaintMs === 'number',
    );
    await page
      .getByText(`${ACTIVITY_COUNT.toLocaleString('en-US')} activities`)
      .first()
      .waitFor();
    times.push(
      await page.evaluate(() => (window as unknown as { __historyPaintMs: number }).__historyPaintMs),
    );
  }
  return median(times);
}

/** Runs `act` in the page and resolves with the ms until the frame after it was painted. */
const TIMED = `(act) => new Promise((resolve) => {
  const t0 = performance.now();
  act();
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
})`;

async function sortClicks(page: Page): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const ms = await page.evaluate(
      `(${TIMED})(() => document.querySelector('button[aria-label="Distance"]').click())`,
    );
    times.push(Number(ms));
    const firstTwo = await page
      .locator('tbody tr[data-index]')
      .evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-row-id')));
    if (firstTwo.length < 2) throw new Error('no rows after sorting');
    await page.waitForTimeout(100);
  }
  const sort = await page.getByRole('columnheader', { name: 'Distance' }).getAttribute('aria-sort');
  if (sort !== 'ascending' && sort !== 'descending') throw new Error(`distance header not sorted (${sort})`);
  return median(times);
}

async function searchKeystrokes(page: Page): Promise<number> {
  const times: number[] = [];
  let text = '';
  for (const key of KEYSTROKES) {
    text += key;
    const ms = await page.evaluate(
      `(${TIMED})(() => {
        const input = document.querySelector('input[type="search"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, ${JSON.stringify(text)});
        input.dispatchEvent(new Event('input', { bubbles: true }));
      })`,
    );
    times.push(Number(ms));
    await page.waitForTimeout(SETTLE_MS);
  }
  return median(times);
}

async function measure(): Promise<Figures> {
  const server = await startPreview({ build: true });
  const { context, close } = await launchChromium({ viewport: { width: 1400, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const url = `${server.url}/activities`;
    await page.goto(url);
    const t0 = Date.now();
    const added = await seedClonedActivities(page, ACTIVITY_COUNT, END_DATE);
    const seedS = (Date.now() - t0) / 1000;
    if (added !== ACTIVITY_COUNT) throw new Error(`seeded ${added} of ${ACTIVITY_COUNT} activities`);
    await page.addInitScript(PAINT_PROBE);
    const firstPaintMs = await firstPaint(page, url);
    const domRows = await page.locator('tr').count();
    const sortMs = await sortClicks(page);
    const searchMs = await searchKeystrokes(page);
    return { firstPaintMs, sortMs, searchMs, domRows, seedS, load: loadavg()[0] ?? 0 };
  } finally {
    await close();
    await server.close();
  }
}

let figures: Promise<Figures> | undefined;
const getFigures = () => (figures ??= measure());

function result(f: Figures, figure: number, unit: string, budget: number, note: string): BenchResult {
  const comparison = `budget ${budget}${unit ? ` ${unit}` : ''}; ${note}; load average ${f.load.toFixed(1)}`;
  return { figure, unit, comparison, withinBudget: figure <= budget };
}

/** A bench reading one figure of the shared session. */
function bench(
  name: string,
  pick: (f: Figures) => number,
  unit: string,
  budget: number,
  note: (f: Figures) => string,
): Bench {
  return {
    name,
    run: async () => {
      const f = await getFigures();
      return result(f, pick(f), unit, budget, note(f));
    },
  };
}

const benches: Bench[] = [
  bench(
    'history-first-paint',
    (f) => f.firstPaintMs,
    'ms',
    BUDGET.firstPaintMs,
    (f) => `median of ${RELOADS} reloads, 10,000 activities (seeded in ${Math.round(f.seedS)} s)`,
  ),
  bench(
    'history-sort',
    (f) => f.sortMs,
    'ms',
    BUDGET.sortMs,
    () => `click on Distance to painted rows, median of ${CLICKS}`,
  ),
  bench(
    'history-search',
    (f) => f.searchMs,
    'ms',
    BUDGET.searchMs,
    () => `keystroke to painted rows, median of ${KEYSTROKES.length}`,
  ),
  bench(
    'history-dom-rows',
    (f) => f.domRows,
    '',
    BUDGET.domRows,
    () => '<tr> elements in the document, 10,000 activities',
  ),
];

export default benches;
