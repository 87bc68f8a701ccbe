/**
 * Segments budgets (issue 16), in headless Chromium against the built app:
 *
 *   segment-match            a new 2 km segment ("New segment from a GPX file" on /segments) against
 *                            10,000 stored activities (history-seed clones) of which PASSES runs do
 *                            two laps of a loop the segment lies on (2 x PASSES real efforts): from
 *                            the click on "Create segment" to the segment page showing all efforts
 *                            found and ranked (its first leaderboard rows drawn). Budget 1,000 ms, and the longest main-thread task in
 *                            that time at most 50 ms (the matching runs in the segments worker).
 *   segment-open             reload of that segment page (2 x PASSES = 500 efforts) to the frame
 *                            after the leaderboard holds all of them (virtualised: the rows in
 *                            view drawn) and the map all PASSES effort lines, median of 3.
 *                            Budget 1,000 ms.
 *   segment-import-overhead  import-1000 (import.bench.ts) with 50 saved segments cut from the demo
 *                            activities themselves, against import-1000 without: at most 10 % slower.
 * Figures are wall-clock: the line ends with the machine's load average.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_END_DATE } from '../../src/domain/demo';
import { launchChromium } from '../lib/chromium';
import { EFFORT_BLUE_TEST, effortBluePixels } from '../lib/effort-pixels';
import { median } from './figures';
import { profileWanted, startTraceProfile, type TraceProfile } from './trace-profile';
import { seedClonedActivities } from './history-seed';
import { FILE_COUNT, SEED, measure as measureImport, previewForBench } from './import.bench';
import { loopSegmentGpx, seedDemoSegments, seedLoopPasses } from './segments-seed';
import type { Bench, BenchResult } from './types';

export const ACTIVITIES = 10_000;
export const PASSES = 250;
const EFFORTS = 2 * PASSES;
const BUDGET = { matchMs: 1000, matchTaskMs: 50, openMs: 1000, importOverhead: 0.1 } as const;
const SEGMENTS_FOR_IMPORT = 50;
const RELOADS = 3;
/** Quiet time (no long task) before each reload, ms: longer than the recompute's start delay. */
const SETTLE_MS = 2500;
/** A frame later than this after the previous one means the page (or the GPU process) was busy, ms. */
const FRAME_GAP_MS = 100;
const NAME = 'Bench loop segment';
/** Effort-blue pixels the map must show after an opening (the lines' band is thousands). */
const MIN_EFFORT_PIXELS = 500;

const load = () => `machine load ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;

/** Long tasks and the click on "Create segment", recorded in the page. */
const MATCH_PROBE = `(() => {
  const probe = { start: null, end: null, tasks: [] };
  window.__segProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button')?.textContent === 'Create segment') {
      probe.start ??= performance.now();
      // Places the profile's long tasks in time (trace-profile.ts, timeline mode).
      performance.mark('create-segment-click');
    }
  }, true);
  // The end: the frame after the segment page shows its leaderboard (observed in the page: the
  // app's Content-Security-Policy forbids the evaluated polling of page.waitForFunction).
  new MutationObserver((_, observer) => {
    const h1 = document.querySelector('h1');
    if (!h1 || h1.textContent !== ${JSON.stringify(NAME)}) return;
    if (document.querySelectorAll('.leaderboard tbody tr').length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { probe.end = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
})()`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls an expression in the page (CDP evaluate, allowed by the CSP) until it is true. */
export async function until(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await sleep(50);
  }
}

/** The page's performance mark at the end of an opening (the profile's CPU inside it ends there). */
const OPEN_MARK = 'segment-open-painted';

/** Keeps in window.__lastLongTaskEnd when the page's last long task ended (see settle()). */
const WATCH_LONG_TASKS = `
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * Records in window.__segOpenMs the frame after the page shows all its efforts painted: the
 * leaderboard holds EFFORTS rows (aria-rowcount; its body is virtualised, so only the rows in view
 * are in the DOM) with its first rows drawn; the map has DRAWN every effort activity's line, not
 * merely loaded them: its first picture, a 2D canvas, stroked the lines of all PASSES activities
 * (data-effort-lines-painted, segment-lines-canvas.tsx), or deck.gl drew a frame with the layer
 * holding them all (data-effort-lines-drawn, from its onAfterRender, segment-map.tsx); and the
 * chart of effort times has a dot for each of the EFFORTS efforts (one path of EFFORTS circles,
 * effort-dots.tsx). Each part counts from the first time it is in the page (the canvas makes way
 * for deck.gl's drawing of the same lines). Right after the mark (outside the measured time) it
 * counts the effort-blue pixels of that canvas in window.__segOpenCanvasBlue (null when deck.gl's
 * frame was the signal), so the signal is not taken on trust.
 */
export const OPEN_PROBE = `
  ${WATCH_LONG_TASKS}
  // When each part was first in the page, ms from navigation (printed with BENCH_PROFILE=1).
  window.__segOpenParts = {};
  new MutationObserver((_, observer) => {
    const parts = window.__segOpenParts;
    const now = Math.round(performance.now());
    if (document.querySelector('h1')?.textContent === ${JSON.stringify(NAME)}) parts.header ??= now;
    const table = document.querySelector('.leaderboard');
    if (table?.getAttribute('aria-rowcount') === '${EFFORTS + 1}' && table.querySelector('tbody tr[data-testid="effort-row"]'))
      parts.rows ??= now;
    const lines = '[data-effort-lines-painted="${PASSES}"], [data-effort-lines-drawn="${PASSES}"]';
    if (document.querySelector(lines) !== null) parts.lines ??= now;
    const dots = document.querySelector('.segments-chart [data-dots="${EFFORTS}"] path');
    if ((dots?.getAttribute('d')?.match(/M/g) ?? []).length === ${EFFORTS}) parts.dots ??= now;
    if (parts.rows === undefined || parts.lines === undefined || parts.dots === undefined) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      window.__segOpenMs = performance.now();
      performance.mark('${OPEN_MARK}');
      window.__segOpenCanvasBlue = blueOf(document.querySelector('canvas[data-effort-lines-painted]'));
    }, 0));
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-effort-lines-drawn', 'data-effort-lines-painted', 'data-dots', 'd'],
  });
  function blueOf(canvas) {
    if (!canvas) return null;
    const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && ${EFFORT_BLUE_TEST}) n++;
    return n;
  }
`;

interface MatchFigures {
  matchMs: number;
  longestTaskMs: number;
  efforts: number;
  openMs: number;
  seedS: number;
}

/** With BENCH_PROFILE=1: a CDP trace of the page (main thread and workers) while `work` runs. */
async function profiled<T>(page: Page, what: string, work: () => Promise<T>, endMark?: string): Promise<T> {
  let profile: TraceProfile | null = null;
  if (profileWanted())
    profile = await startTraceProfile(
      await page.context().newCDPSession(page),
      endMark ? { endMark } : { timeline: true },
    );
  const out = await work();
  if (profile) console.error(`${what}\n${await profile.stop()}`);
  return out;
}

export async function createSegment(
  page: Page,
  url: string,
): Promise<{ ms: number; taskMs: number; efforts: number }> {
  const file = join(mkdtempSync(join(tmpdir(), 'segment-bench-')), 'loop-segment.gpx');
  writeFileSync(file, loopSegmentGpx());
  await page.goto(`${url}/segments`);
  await page.getByLabel('New segment from a GPX file').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Name the new segment' });
  await dialog.getByLabel('Segment name').fill(NAME);
  await page.evaluate(MATCH_PROBE);
  await profiled(page, 'segment-match profile', async () => {
    await dialog.getByRole('button', { name: 'Create segment' }).click();
    await until(page, 'window.__segProbe.end !== null', 120_000);
  });
  const probe = await page.evaluate<{
    start: number;
    end: number;
    tasks: { start: number; duration: number }[];
  }>('window.__segProbe');
  const inWindow = probe.tasks.filter((t) => t.start + t.duration >= probe.start && t.start <= probe.end);
  if (profileWanted())
    console.error(
      `segment-match long tasks (PerformanceObserver) from the click, ${Math.round(probe.end - probe.start)} ms window:\n` +
        inWindow
          .map((t) => `  at ${Math.round(t.start - probe.start)} ms, ${Math.round(t.duration)} ms`)
          .join('\n'),
    );
  const text = (await page.locator('.page-header').first().textContent()) ?? '';
  const efforts = Number(/(\d[\d,]*) efforts/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
  return {
    ms: probe.end - probe.start,
    taskMs: inWindow.reduce((m, t) => Math.max(m, t.duration), 0),
    efforts,
  };
}

/**
 * Watches the page's frames from now on: window.__frameGapEnd is when a frame last came more than
 * FRAME_GAP_MS after the one before (or when the watch began). Run in the page being left only (it
 * ends with it), never inside a measured opening: a frame loop would add frames to it.
 */
const WATCH_FRAMES = `(() => {
  window.__frameGapEnd = performance.now();
  let last = performance.now();
  const tick = (now) => {
    if (now - last > ${FRAME_GAP_MS}) window.__frameGapEnd = now;
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Waits until the page has run no long task and has shown frames at a steady pace for SETTLE_MS: a
 * reload while the previous page still works would wait for that work and count it in the next
 * opening. The page's main thread is not all of it: the previous page's deck.gl and MapLibre
 * shaders compile in the GPU process (software GL), after the main thread has gone quiet, and while
 * they do, the GPU process draws no frame (its main thread is the one that composites): a reload
 * then waited seconds for it (one 2-5 s task at once on the renderer's main thread, the GPU's and
 * the compositor). A frame gap shows that wait.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(WATCH_FRAMES);
  const quietSince = 'Math.max(window.__lastLongTaskEnd ?? 0, window.__segOpenMs ?? 0, window.__frameGapEnd)';
  await until(page, `performance.now() - ${quietSince} > ${SETTLE_MS}`, 60_000);
}

/**
 * One opening of the segment page (a reload once the page is quiet), ms from navigation start. When
 * the 2D canvas gave the signal, it must show at least MIN_EFFORT_PIXELS effort-blue pixels.
 */
export async function openOnce(page: Page, what: string): Promise<number> {
  await settle(page);
  await profiled(
    page,
    what,
    async () => {
      await page.reload();
      await until(page, "typeof window.__segOpenMs === 'number'", 60_000);
    },
    OPEN_MARK,
  );
  if (profileWanted())
    console.error(
      `${what}: parts in the page at (ms) ` +
        (await page.evaluate<string>(
          'JSON.stringify({ ...window.__segOpenParts, end: Math.round(window.__segOpenMs) })',
        )),
    );
  const blue = await page.evaluate<number | null>('window.__segOpenCanvasBlue');
  if (blue !== null && blue < MIN_EFFORT_PIXELS)
    throw new Error(`the first paint's canvas shows ${blue} effort-line pixels`);
  return page.evaluate<number>('window.__segOpenMs');
}

async function openTimes(page: Page): Promise<number> {
  await page.evaluate(WATCH_LONG_TASKS);
  await page.addInitScript(OPEN_PROBE);
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++)
    times.push(await openOnce(page, `segment-open profile (reload ${i + 1})`));
  // The signal is not taken on trust: the map must show the blue of the effort lines (once deck.gl
  // has taken over from the first paint's canvas, too).
  const blue = await effortBluePixels(page.locator('[data-effort-lines-drawn]'));
  if (blue < MIN_EFFORT_PIXELS) throw new Error(`the map shows ${blue} effort-line pixels`);
  return median(times);
}

let matchRun: Promise<MatchFigures> | null = null;

function measureMatch(): Promise<MatchFigures> {
  matchRun ??= (async () => {
    const server = await previewForBench();
    const { context, close } = await launchChromium();
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.url}/segments`);
      const t0 = Date.now();
      await seedClonedActivities(page, ACTIVITIES - PASSES, DEFAULT_END_DATE);
      const passes = await seedLoopPasses(page, PASSES, DEFAULT_END_DATE - 400 * 86_400_000);
      if (passes !== PASSES) throw new Error(`seeded ${passes} of ${PASSES} passes`);
      const seedS = (Date.now() - t0) / 1000;
      const made = await createSegment(page, server.url);
      if (made.efforts !== EFFORTS) throw new Error(`found ${made.efforts} of ${EFFORTS} efforts`);
      const openMs = await openTimes(page);
      return { matchMs: made.ms, longestTaskMs: made.taskMs, efforts: made.efforts, openMs, seedS };
    } finally {
      await close();
      await server.close();
    }
  })();
  return matchRun;
}

async function segmentMatch(): Promise<BenchResult> {
  const f = await measureMatch();
  return {
    figure: Math.round(f.matchMs),
    unit: 'ms',
    comparison:
      `${f.efforts} efforts in ${ACTIVITIES.toLocaleString('en-US')} activities; longest main-thread task ` +
      `${Math.round(f.longestTaskMs)} ms; budget ${BUDGET.matchMs} ms and ${BUDGET.matchTaskMs} ms; ` +
      `seeded in ${Math.round(f.seedS)} s; ${load()}`,
    withinBudget: f.matchMs <= BUDGET.matchMs && f.longestTaskMs <= BUDGET.matchTaskMs,
  };
}

async function segmentOpen(): Promise<BenchResult> {
  const f = await measureMatch();
  return {
    figure: Math.round(f.openMs),
    unit: 'ms',
    comparison: `segment page with ${f.efforts} efforts, median of ${RELOADS} reloads; budget ${BUDGET.openMs} ms; ${load()}`,
    withinBudget: f.openMs <= BUDGET.openMs,
  };
}

async function importOverhead(): Promise<BenchResult> {
  const without = await measureImport();
  let seeded = 0;
  const withSegments = await measureImport(async (page) => {
    seeded = await seedDemoSegments(page, SEGMENTS_FOR_IMPORT, {
      count: FILE_COUNT,
      seed: SEED,
      endDate: DEFAULT_END_DATE,
    });
    // The page read the (empty) list at start: reload so the import sees the segments.
    await page.reload();
  });
  if (seeded !== SEGMENTS_FOR_IMPORT) throw new Error(`seeded ${seeded} of ${SEGMENTS_FOR_IMPORT} segments`);
  const overhead = withSegments.seconds / without.seconds - 1;
  return {
    figure: Math.round(overhead * 1000) / 10,
    unit: '%',
    comparison:
      `import-${FILE_COUNT} ${withSegments.seconds.toFixed(1)} s with ${seeded} segments, ` +
      `${without.seconds.toFixed(1)} s without; longest task ${Math.round(withSegments.longestTaskMs)} ms; ` +
      `budget ${BUDGET.importOverhead * 100} %; ${load()}`,
    withinBudget: overhead <= BUDGET.importOverhead,
  };
}

const benches: Bench[] = [
  { name: 'segment-match', run: segmentMatch },
  { name: 'segment-open', run: segmentOpen },
  { name: 'segment-import-overhead', run: importOverhead },
];
export default benches;
