/**
 * Year in review, "Save as image" (issue 42), in headless Chromium against the built app:
 *
 *   review-image  a click on "Save as image" on /review/2025 (40 demo activities, the year's map
 *                 drawn) to the PNG's download; median of 3 saves, each after a fresh page load.
 *                 The image's size is reported beside it, and the median of each step the page
 *                 measures (User Timing `review-image:*`, save-image.ts and review-page.tsx):
 *                 data = the year's paths and the bundled world read for the map, load = the
 *                 renderer's chunk, clone = the page's DOM cloned (the map's box left empty),
 *                 decode = that SVG loaded as an image, draw = it drawn on the image's canvas,
 *                 map = the year's map drawn on it in its box (2D canvas, no WebGL readback),
 *                 encode = the PNG encoded.
 */
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { median } from './figures';
import { seedHeatDemo } from './heat-seed';
import { profileWanted, startTraceProfile } from './trace-profile';
import type { Bench, BenchResult } from './types';

/** "In a few seconds" (issue 42). */
const BUDGET_MS = 5000;
const SAVES = 3;
const COUNT = 40;
const END_DATE = Date.UTC(2026, 1, 1);
const YEAR = 2025;
/** Time for the page and its map to load before a save (not timed), ms. */
const PREPARE_TIMEOUT_MS = 120_000;

/** The steps a save measures (save-image.ts measureStep), in order. */
const STEPS = ['data', 'load', 'clone', 'decode', 'draw', 'map', 'encode'] as const;

async function measure(): Promise<{ ms: number; bytes: number; load: number; steps: string }> {
  const server = await startPreview({ build: !process.argv.includes('--no-build') });
  const { context, close } = await launchChromium({ viewport: { width: 1440, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/`);
    const added = await seedHeatDemo(page, COUNT, END_DATE);
    if (added !== COUNT) throw new Error(`seeded ${added} of ${COUNT} activities`);
    const times: number[] = [];
    const stepTimes = new Map<string, number[]>(STEPS.map((s) => [s, []]));
    let bytes = 0;
    for (let i = 0; i < SAVES; i++) {
      await page.goto(`${server.url}/review/${YEAR}`);
      const map = page.getByRole('region', { name: 'Map', exact: true });
      await map.locator('canvas').first().waitFor({ timeout: PREPARE_TIMEOUT_MS });
      await page.locator('.calendar-chart path[data-level="0"]').waitFor({ timeout: PREPARE_TIMEOUT_MS });
      await page.waitForTimeout(2000);
      // BENCH_PROFILE=1: where the first save's time went (trace-profile.ts, stderr).
      const profile =
        i === 0 && profileWanted() ? await startTraceProfile(await context.newCDPSession(page)) : null;
      const t0 = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: PREPARE_TIMEOUT_MS }),
        page.getByRole('button', { name: 'Save as image' }).click(),
      ]);
      times.push(Date.now() - t0);
      if (profile) console.error(`review-image profile (first save)\n${await profile.stop()}`);
      const measures = await page.evaluate(() =>
        performance
          .getEntriesByType('measure')
          .filter((m) => m.name.startsWith('review-image:'))
          .map((m) => [m.name.slice('review-image:'.length), m.duration] as const),
      );
      for (const [name, ms] of measures) stepTimes.get(name)?.push(ms);
      const path = await download.path();
      bytes = statSync(path).size;
    }
    const steps = STEPS.map((s) => {
      const list = stepTimes.get(s) ?? [];
      return `${s} ${list.length > 0 ? Math.round(median(list)) : '?'}`;
    }).join(', ');
    return { ms: median(times), bytes, load: loadavg()[0] ?? 0, steps: `${steps} ms` };
  } finally {
    await close();
    await server.close();
  }
}

const benches: Bench[] = [
  {
    name: 'review-image',
    run: async (): Promise<BenchResult> => {
      const f = await measure();
      return {
        figure: f.ms,
        unit: 'ms',
        comparison: `budget ${BUDGET_MS} ms; click on Save as image to the PNG's download, median of ${SAVES} (${f.steps}); ${Math.round(f.bytes / 1024)} KiB PNG; load average ${f.load.toFixed(1)}`,
        withinBudget: f.ms <= BUDGET_MS,
      };
    },
  },
];

export default benches;
