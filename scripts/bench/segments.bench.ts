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
import { median } from './figures';
import { profileWanted, startTraceProfile, type TraceProfile } from './trace-profile';
import { seedClonedActivities } from './history-seed';
import { FILE_COUNT, SEED, measure as measureImport, previewForBench } from './import.bench';
import { loopSegmentGpx, seedDemoSegments, seedLoopPasses } from './segments-seed';
import type { Bench, BenchResult } from './types';

const ACTIVITIES = 10_000;
const PASSES = 250;
const EFFORTS = 2 * PASSES;
const BUDGET = { matchMs: 1000, matchTaskMs: 50, openMs: 1000, importOverhead: 0.1 } as const;
const SEGMENTS_FOR_IMPORT = 50;
const RELOADS = 3;
const NAME = 'Bench loop segment';

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
async function until(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await sleep(50);
  }
}

/**
 * Records in window.__segOpenMs the frame after the page shows all its efforts: the leaderboard
 * holds EFFORTS rows (aria-rowcount; its body is virtualised, so only the rows in view are in the
 * DOM) with its first rows drawn, and the map has every effort activity's line.
 */
const OPEN_PROBE = `
  new MutationObserver((_, observer) => {
    const table = document.querySelector('.leaderboard');
    if (!table || table.getAttribute('aria-rowcount') !== '${EFFORTS + 1}') return;
    if (!table.querySelector('tbody tr[data-testid="effort-row"]')) return;
    if (document.querySelector('[data-effort-lines="${PASSES}"]') === null) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__segOpenMs = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
`;

interface MatchFigures {
  matchMs: number;
  longestTaskMs: number;
  efforts: number;
  openMs: number;
  seedS: number;
}

/** With BENCH_PROFILE=1: a CDP trace of the page (main thread and workers) while `work` runs. */
async function profiled<T>(page: Page, what: string, work: () => Promise<T>): Promise<T> {
  let profile: TraceProfile | null = null;
  if (profileWanted())
    profile = await startTraceProfile(await page.context().newCDPSession(page), { timeline: true });
  const out = await work();
  if (profile) console.error(`${what}\n${await profile.stop()}`);
  return out;
}

async function createSegment(
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
  const text = (await page.locator('.page-header').first().textContent()) ?? '';
  const efforts = Number(/(\d[\d,]*) efforts/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
  return {
    ms: probe.end - probe.start,
    taskMs: inWindow.reduce((m, t) => Math.max(m, t.duration), 0),
    efforts,
  };
}

async function openTimes(page: Page): Promise<number> {
  await page.addInitScript(OPEN_PROBE);
  const times: number[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await profiled(page, `segment-open profile (reload ${i + 1})`, async () => {
      await page.reload();
      await until(page, "typeof window.__segOpenMs === 'number'", 60_000);
    });
    times.push(await page.evaluate<number>('window.__segOpenMs'));
  }
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
