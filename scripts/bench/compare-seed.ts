/**
 * Node side of the compare seeding: bundles compare-seed-entry.ts (Vite library build, one IIFE
 * script) and injects it into a page of the running app, so generated activities are stored in
 * the app's own IndexedDB through the TrackStore port, without an import through the UI.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
let bundled: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'compare-seed-'));
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
        lib: { entry: join(here, 'compare-seed-entry.ts'), formats: ['iife'], name: 'compareSeed', fileName: () => 'seed.js' },
      },
    });
    const file = readdirSync(outDir).find((f) => f.endsWith('.js'));
    if (!file) throw new Error('the compare seed bundle was not written');
    return readFileSync(join(outDir, file), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Stores `count` runs of `durationS` seconds on one loop, the first starting at `firstStartMs`,
 * one day apart; resolves with their ids in generation order.
 */
export async function seedRouteActivities(page: Page, count: number, durationS: number, firstStartMs: number): Promise<string[]> {
  const loaded = await page.evaluate(() => window.__compareSeed !== undefined);
  if (!loaded) await page.addScriptTag({ content: await (bundled ??= bundle()) });
  return page.evaluate(([n, d, t]) => window.__compareSeed!.seedRoute(n, d, t), [count, durationS, firstStartMs] as const);
}
