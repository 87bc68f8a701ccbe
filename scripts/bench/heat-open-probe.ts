// TEMP probe (not committed): persistent profile at /tmp/heatoff/profile, fixed port 4199.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { heatSeedSummaries, seedHeatClones } from './heat-seed';

const N = Number(process.env.N ?? 10000);
const server = await startPreview({ build: process.env.BUILD === '1', port: 4199 });
const context = await chromium.launchPersistentContext('/tmp/heatoff/profile', {
  executablePath: ensureChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: 1400, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(`${server.url}/`);
let summaries = await heatSeedSummaries(page);
if (summaries.length < N) {
  const t = Date.now();
  await seedHeatClones(page, N - summaries.length, Date.UTC(2026, 10, 1));
  console.log('seeded', (Date.now() - t) / 1000);
  summaries = await heatSeedSummaries(page);
}
const home = summaries.find((s) => s.startLat !== null)!;
for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
  await page.goto(`${server.url}/`);
  const t1 = Date.now();
  await page.goto(
    `${server.url}/heatmap?lat=${home.startLat!.toFixed(4)}&lon=${home.startLon!.toFixed(4)}&zoom=11`,
  );
  await page.locator('[data-heat-painted="preview"], [data-heat-painted="engine"]').waitFor({ timeout: 600000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const painted = Date.now() - t1;
  const what = await page.locator('[data-heat-seq]').getAttribute('data-heat-painted');
  await page.locator('[data-heat-seq="1"][data-heat-pending="false"]').waitFor({ timeout: 600000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const ms = Date.now() - t1;
  console.log(`painted ${what} after ${painted} ms`);
  const attrs = await page.locator('[data-heat-seq]').evaluate((e) => ({ ...(e as HTMLElement).dataset }));
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => `${m.name}@${Math.round(m.startTime)}`)
      .join(' '),
  );
  console.log(`open ${i}: ${ms} ms`, JSON.stringify(attrs), marks);
  await page.waitForTimeout(Number(process.env.WAIT ?? 1000));
}
if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
await context.close();
await server.close();
