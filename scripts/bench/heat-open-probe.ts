/**
 * Profiling aid for bench heat-open (not a benchmark): HEAT_BENCH_COUNT activities (default 10,000)
 * in the built app, the heat cache built once, then PROBE_OPENS openings of the Heatmap, each with a
 * Chrome trace of every thread of the page (main thread and workers: trace-profile.ts) and the
 * page's own marks on its clock (ms from the navigation's start): canvases and WebGL contexts made,
 * chunks loaded, each change of what the map painted. Prints where the time went.
 *
 * The seeded browser profile is kept in PROBE_PROFILE_DIR (default /tmp/heat-open-probe), served
 * from PROBE_PORT (default 4391: the origin, and so the stored data, stays the same), so a second
 * run skips the minutes of seeding. Run after `npm run build`:
 *   npx tsx scripts/bench/heat-open-probe.ts
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { heatSeedSummaries, seedHeatClones } from './heat-seed';
import { startTraceProfile } from './trace-profile';

const COUNT = Number(process.env.HEAT_BENCH_COUNT ?? 10_000);
const OPENS = Number(process.env.PROBE_OPENS ?? 2);
const PROFILE_DIR = process.env.PROBE_PROFILE_DIR ?? '/tmp/heat-open-probe';
const PORT = Number(process.env.PROBE_PORT ?? 4391);
const END_DATE = Date.UTC(2026, 10, 1);
const ZOOM = 11;

/** Installed before the page's scripts: window.__marks, "<ms> <what>" on the page's clock. */
const MARKS = `(() => {
  performance.mark('probe-start');
  const t = () => Math.round(performance.now());
  const marks = (window.__marks = []);
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const t0 = performance.now();
    const ctx = get.call(this, type, ...rest);
    if (!this.__seen || this.__seen !== type) marks.push(t() + ' getContext ' + type + ' (' + Math.round(performance.now() - t0) + ' ms) ' + (this.parentElement?.className ?? ''));
    this.__seen = type;
    return ctx;
  };
  new MutationObserver(() => {
    const el = document.querySelector('[data-heat-painted]');
    if (!el) return;
    const key = el.dataset.heatPainted + '/' + el.dataset.heatStatus + '/' + el.dataset.heatSeq + '/' + el.dataset.basemap;
    if (marks.at(-1)?.endsWith(key)) return;
    marks.push(t() + ' heat ' + key);
    if (el.dataset.heatPainted !== 'none' && !window.__painted) {
      window.__painted = true;
      requestAnimationFrame(() => requestAnimationFrame(() => marks.push(t() + ' PAINTED (two frames later)')));
    }
  }).observe(document, { subtree: true, attributes: true, childList: true });
})();`;

async function main() {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const build = !process.argv.includes('--no-build');
  const server = await startPreview({ build, port: PORT });
  const browser = await launchChromium({ viewport: { width: 1400, height: 900 }, profileDir: PROFILE_DIR });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${server.url}/`);
    let summaries = await heatSeedSummaries(page);
    if (summaries.length === 0) {
      const t0 = Date.now();
      await seedHeatClones(page, COUNT, END_DATE);
      summaries = await heatSeedSummaries(page);
      process.stdout.write(`seeded ${summaries.length} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
    }
    if (summaries.length !== COUNT)
      throw new Error(`${summaries.length} stored, not ${COUNT}: remove ${PROFILE_DIR}`);
    const home = summaries.find((s) => s.startLat !== null)!;
    const heatUrl = `${server.url}/heatmap?lat=${home.startLat!.toFixed(4)}&lon=${home.startLon!.toFixed(4)}&zoom=${ZOOM}`;
    await page.goto(heatUrl);
    await page.locator('[data-heat-cached="true"]').waitFor({ timeout: 900_000 });
    await page.addInitScript(MARKS);
    const cdp = await browser.context.newCDPSession(page);
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${server.url}/`);
      await page.waitForTimeout(1500);
      const trace = await startTraceProfile(cdp, { timeline: true });
      await page.goto(heatUrl);
      await page.locator('[data-heat-seq="1"][data-heat-pending="false"]').waitFor({ timeout: 300_000 });
      await page.waitForTimeout(500);
      const summary = await trace.stop();
      const marks = await page.evaluate(() => (window as unknown as { __marks: string[] }).__marks);
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /\.(js|wasm|json)$/.test(e.name))
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${e.name.replace(/^.*\//, '')}`;
          }),
      );
      process.stdout.write(
        `open ${i}:\nmarks:\n  ${marks.join('\n  ')}\nchunks:\n  ${chunks.join('\n  ')}\n${summary}\n\n`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
