/**
 * Node side of the heatmap seeding: bundles heat-seed-entry.ts (Vite library build, one IIFE
 * script) and injects it into a page of the running app, so activities are written to the app's
 * own IndexedDB through the TrackStore port without an import through the UI.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { TrackSummary } from '../../src/domain/stats/types';

const here = dirname(fileURLToPath(import.meta.url));
let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'heat-seed-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: join(here, '..', '..'),
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        lib: { entry: join(here, 'heat-seed-entry.ts'), formats: ['iife'], name: 'heatSeed', fileName: () => 'seed.js' },
      },
    });
    const file = readdirSync(outDir).find((f) => f.endsWith('.js'));
    if (!file) throw new Error('the heat seed bundle was not written');
    return readFileSync(join(outDir, file), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function inject(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => window.__heatSeed !== undefined);
  if (!loaded) await page.addScriptTag({ content: await (bundled ??= bundle()) });
}

/** Stores `count` demo activities through the real pipeline (originals kept). */
export async function seedHeatDemo(page: Page, count: number, endDate: number, seed = 1): Promise<number> {
  await inject(page);
  return page.evaluate(([n, s, end]) => window.__heatSeed!.seedDemo(n, s, end), [count, seed, endDate] as const);
}

/** Stores `total` activities whose heat points and paths derive from `templates` demo activities. */
export async function seedHeatClones(page: Page, total: number, endDate: number, templates = 100): Promise<number> {
  await inject(page);
  return page.evaluate(([n, t, end]) => window.__heatSeed!.seedClones(n, t, end), [total, templates, endDate] as const);
}

export async function heatSeedSummaries(page: Page): Promise<TrackSummary[]> {
  await inject(page);
  return page.evaluate(() => window.__heatSeed!.listSummaries());
}
