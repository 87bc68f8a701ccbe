/**
 * Compare benchmarks in headless Chromium against the built app (served by Vite's preview server):
 *
 * - compare-open: 20 one-hour runs on one loop are stored (generated GPX through the real
 *   pipeline); from the Activities page showing them, "select all" then a click on "Compare 20":
 *   milliseconds from the click to painted charts (every chart with its 20 lines drawn). Each run is
 *   a fresh page load (empty query cache; the first run also has cold code chunks); the figure is
 *   the median of the runs. Budget: at most 1000 ms.
 * - compare-hover: on that comparison, once its map is up, pointer moves across the elevation
 *   chart: milliseconds from the pointer event (its timeStamp) to the paint that shows the new
 *   cursor in every chart, the tooltip and the map markers. Median of the moves. Budget: 50 ms.
 *   The note counts the deck.gl redraws of the map during the moves (the markers are an SVG
 *   overlay, so it should be 0).
 */
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { chartsPainted, hoverLatency, type HoverTiming } from './compare-probe';
import { seedRouteActivities } from './compare-seed';
import { machine, median } from './figures';
import type { Bench, BenchResult } from './types';

const ACTIVITIES = 20;
const DURATION_S = 3600;
const OPEN_RUNS = 3;
const HOVER_MOVES = 21;
export const OPEN_BUDGET_MS = 1000;
export const HOVER_BUDGET_MS = 50;

const round = (v: number) => Math.round(v);

interface Session {
  page: Page;
  cdp: CDPSession;
  base: string;
  ids: string[];
  close: () => Promise<void>;
}

/** Build the app once per process (BENCH_NO_BUILD=1 serves the existing dist/). */
let built = process.env.BENCH_NO_BUILD === '1';

/** The app to measure: BENCH_BASE_URL when set (a server already running), else dist/ served here. */
async function appServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const given = process.env.BENCH_BASE_URL;
  if (given) return { url: given.replace(/\/$/, ''), close: () => Promise.resolve() };
  const server = await startPreview({ build: !built });
  built = true;
  return server;
}

async function startSession(): Promise<Session> {
  const server = await appServer();
  const { context, close } = await launchChromium({ viewport: { width: 1400, height: 1000 } });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/`);
  const ids = await seedRouteActivities(page, ACTIVITIES, DURATION_S, Date.UTC(2025, 3, 1, 6));
  const cdp = await context.newCDPSession(page);
  return {
    page,
    cdp,
    base: server.url,
    ids,
    close: async () => {
      await close();
      await server.close();
    },
  };
}

/** CPU time of the page's main thread so far, ms (Chromium's ThreadTime metric). */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

interface OpenTiming {
  /** Click to painted charts, ms. */
  wall: number;
  /** Main-thread CPU time spent meanwhile, ms (what the page itself costs, whatever the load). */
  cpu: number;
}

/** One open: a fresh Activities page with the 20, select all, click Compare; ms to painted charts. */
async function openOnce(s: Session): Promise<OpenTiming> {
  const { page, cdp } = s;
  await page.goto(`${s.base}/activities?ids=${s.ids.join(',')}`);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.getByRole('checkbox', { name: `Select all ${ACTIVITIES} shown activities` }).check();
  const link = page.getByRole('link', { name: `Compare ${ACTIVITIES}` });
  await link.waitFor();
  const cpuBefore = await mainThreadMs(cdp);
  const clickedAt = await link.evaluate((el) => {
    const t = performance.now();
    (el as HTMLElement).click();
    return t;
  });
  const wall = (await chartsPainted(page, ACTIVITIES)) - clickedAt;
  return { wall, cpu: (await mainThreadMs(cdp)) - cpuBefore };
}

/** Runs `measure` in a fresh session (browser, server, seeded activities), closing it after. */
async function withSession<T>(measure: (s: Session) => Promise<T>): Promise<T> {
  const s = await startSession();
  try {
    return await measure(s);
  } finally {
    await s.close();
  }
}

async function measureOpen(): Promise<BenchResult> {
  const runs = await withSession(async (s) => {
    const out: OpenTiming[] = [];
    for (let k = 0; k < OPEN_RUNS; k++) out.push(await openOnce(s));
    return out;
  });
  const figure = median(runs.map((r) => r.wall));
  return {
    figure: round(figure),
    unit: 'ms',
    comparison:
      `budget ${OPEN_BUDGET_MS} ms; ${ACTIVITIES} one-hour activities, runs ${runs.map((r) => round(r.wall)).join(', ')} ms ` +
      `(first with cold chunks), main-thread CPU median ${round(median(runs.map((r) => r.cpu)))} ms, ${machine()}`,
    withinBudget: figure <= OPEN_BUDGET_MS,
  };
}

/** How long the page is left to settle (map started, idle) before the hovers. */
const SETTLE_MS = 1500;

/** deck.gl draws of the compare map so far (MapView counts them in data-deck-draws). */
const deckDraws = async (page: Page): Promise<number> =>
  Number((await page.locator('.map-view').getAttribute('data-deck-draws')) ?? NaN);

async function hoverMoves(s: Session): Promise<{ timings: HoverTiming[]; deckDraws: number }> {
  const { page } = s;
  await openOnce(s);
  // A user hovers a page that is up: the map (started after the charts) has drawn its tracks.
  await page.locator(`.map-view[data-paths="${ACTIVITIES}"] canvas`).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const layer = page.locator('.compare-chart__hover').first();
  const box = await layer.boundingBox();
  if (!box) throw new Error('no chart to hover');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 2, y);
  const drawsBefore = await deckDraws(page);
  const latencies: HoverTiming[] = [];
  for (let k = 1; k <= HOVER_MOVES; k++) {
    const x = box.x + (box.width * k) / (HOVER_MOVES + 1);
    latencies.push(await hoverLatency(page, () => page.mouse.move(x, y)));
  }
  return { timings: latencies, deckDraws: (await deckDraws(page)) - drawsBefore };
}

async function measureHover(): Promise<BenchResult> {
  const { timings, deckDraws: draws } = await withSession(hoverMoves);
  const totals = timings.map((t) => t.total);
  if (process.env.BENCH_VERBOSE)
    console.log(timings.map((t) => `${round(t.total)}/${round(t.inPage)}`).join(' '));
  const figure = median(totals);
  return {
    figure: Math.round(figure * 10) / 10,
    unit: 'ms',
    comparison:
      `budget ${HOVER_BUDGET_MS} ms; median of ${HOVER_MOVES} moves over ${ACTIVITIES} overlaid tracks, worst ${round(Math.max(...totals))} ms, ` +
      `from the page's first listener to paint median ${round(median(timings.map((t) => t.inPage)))} ms, ` +
      `deck.gl map redraws during the moves ${draws}, ${machine()}`,
    withinBudget: figure <= HOVER_BUDGET_MS,
  };
}

const benches: Bench[] = [
  { name: 'compare-open', run: measureOpen },
  { name: 'compare-hover', run: measureHover },
];

export default benches;
