/**
 * Profiling aid for benches training-open and training-rescore (not a benchmark): 10,000 activities
 * over twenty years seeded once (training-seed-entry.ts) into a kept browser profile, then
 * PROBE_OPENS clicks on Training from the Overview and PROBE_RESCORES threshold changes, each timed
 * as the benches time them (the frame after the fitness line appeared or changed) and traced on
 * every thread of the page (trace-profile.ts: busy time, hot functions, long tasks, slow events).
 *
 * The seeded profile is kept in PROBE_PROFILE_DIR (default /tmp/training-probe), served from
 * PROBE_PORT (default 4392: the origin, and so the stored data, stays the same), so a second run
 * skips the seeding. Run after `npm run build`:
 *   npx tsx scripts/bench/training-probe.ts --no-build
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { injectSeed } from './seed-bundle';
import { startTraceProfile } from './trace-profile';
import { NAVIGATE_IN_PAGE, RESCORE_IN_PAGE, TRAINING_ACTIVITIES, TRAINING_END_DATE } from './training.bench';

const OPENS = Number(process.env.PROBE_OPENS ?? 2);
const RESCORES = Number(process.env.PROBE_RESCORES ?? 2);
const TRACE = process.env.PROBE_TRACE !== '0';
const PROFILE_DIR = process.env.PROBE_PROFILE_DIR ?? '/tmp/training-probe';
const PORT = Number(process.env.PROBE_PORT ?? 4392);
const SEEDED = join(PROFILE_DIR, 'seeded');
const CHANGES: readonly [string, string][] = [
  ['FTP', '240'],
  ['Threshold heart rate (LTHR)', '168'],
  ['FTP', '265'],
  ['Threshold heart rate (LTHR)', '160'],
];

async function main() {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const server = await startPreview({ build: !process.argv.includes('--no-build'), port: PORT });
  const browser = await launchChromium({ viewport: { width: 1400, height: 900 }, profileDir: PROFILE_DIR });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    if (!existsSync(SEEDED)) {
      await page.goto(`${server.url}/import`);
      const t0 = Date.now();
      await injectSeed(page, 'training-seed-entry.ts', '__trainingSeed');
      const added = await page.evaluate(
        ([n, end]) =>
          (
            window as unknown as {
              __trainingSeed: { seed(a: number, b: number, c: number): Promise<number> };
            }
          ).__trainingSeed.seed(n, 60, end),
        [TRAINING_ACTIVITIES, TRAINING_END_DATE] as const,
      );
      if (added !== TRAINING_ACTIVITIES) throw new Error(`seeded ${added}: remove ${PROFILE_DIR}`);
      writeFileSync(SEEDED, String(added));
      process.stdout.write(`seeded ${added} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
    }
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    /** The page's main-thread counters (CDP Performance.getMetrics), s. */
    const metrics = async () =>
      new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    /** CPU time of the main thread (ThreadTime) and time in script, layout and style between two reads, ms. */
    const spent = (a: Map<string, number>, b: Map<string, number>) =>
      ['ThreadTime', 'TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration']
        .map((k) => `${k} ${Math.round(((b.get(k) ?? NaN) - (a.get(k) ?? NaN)) * 1000)}`)
        .join(', ');
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Fitness and form' }).waitFor({ timeout: 300_000 });
      await page.waitForTimeout(1000);
      const trace = TRACE ? await startTraceProfile(cdp, { timeline: true }) : null;
      if (trace) await page.waitForTimeout(300);
      const before = await metrics();
      const ms = Number(await page.evaluate(`(${NAVIGATE_IN_PAGE})()`));
      process.stdout.write(
        `open ${i + 1}: ${Math.round(ms)} ms (${spent(before, await metrics())}; ${loadavg()[0]!.toFixed(1)} load)\n`,
      );
      if (trace) process.stdout.write(`${await trace.stop()}\n`);
    }
    await page.getByRole('button', { name: 'Add threshold' }).waitFor({ timeout: 300_000 });
    for (let i = 0; i < RESCORES; i++) {
      await page.waitForTimeout(1000);
      const trace = TRACE ? await startTraceProfile(cdp, { timeline: true }) : null;
      if (trace) await page.waitForTimeout(300);
      const change = CHANGES[i % CHANGES.length]!;
      const before = await metrics();
      const ms = Number(await page.evaluate(`(${RESCORE_IN_PAGE})(${JSON.stringify(change)})`));
      process.stdout.write(
        `rescore ${i + 1} (${change[0]} ${change[1]}): ${Math.round(ms)} ms (${spent(before, await metrics())}; ${loadavg()[0]!.toFixed(1)} load)\n`,
      );
      if (trace) process.stdout.write(`${await trace.stop()}\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
