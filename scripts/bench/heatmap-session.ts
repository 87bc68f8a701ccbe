/**
 * The start shared by the heatmap benches (heat, explorer-toggle): the built app served (or
 * BENCH_BASE_URL), Chromium at 1400 × 900, `count` demo clones seeded through the real pipeline,
 * then the Heatmap opened at `zoom` over the first activity's start. The caller waits for what
 * it measures (first draw, explorer ready) from `openedAt`, and must call `close()`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { startPreview } from '../lib/preview-server';
import { heatSeedSummaries, seedHeatClones } from './heat-seed';

export interface HeatmapSession {
  context: BrowserContext;
  page: Page;
  /** Seconds the seeding took. */
  seedS: number;
  /** Date.now() when the Heatmap was opened. */
  openedAt: number;
  /** The app's base URL, and the Heatmap URL it opened. */
  base: string;
  heatUrl: string;
  close: () => Promise<void>;
}

export async function openSeededHeatmap(
  count: number,
  endDate: number,
  zoom: number,
): Promise<HeatmapSession> {
  // --no-build (bench index.ts, heat-open-probe.ts) serves the dist/ already built.
  const build = !process.argv.includes('--no-build');
  const server = process.env.BENCH_BASE_URL ? null : await startPreview({ build });
  const base = process.env.BENCH_BASE_URL ?? server!.url;
  const browser = await launchChromium({ viewport: { width: 1400, height: 900 } });
  const close = async () => {
    await browser.close();
    await server?.close();
  };
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${base}/`);
    const t0 = Date.now();
    const added = await seedHeatClones(page, count, endDate);
    const seedS = (Date.now() - t0) / 1000;
    if (added !== count) throw new Error(`seeded ${added} of ${count} activities`);
    const home = (await heatSeedSummaries(page)).find((s) => s.startLat !== null)!;
    const heatUrl = `${base}/heatmap?lat=${home.startLat!.toFixed(4)}&lon=${home.startLon!.toFixed(4)}&zoom=${zoom}`;
    const openedAt = Date.now();
    await page.goto(heatUrl);
    return { context: browser.context, page, seedS, openedAt, base, heatUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
