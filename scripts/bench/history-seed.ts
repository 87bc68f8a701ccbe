/**
 * Node side of the history seeding: bundles history-seed-entry.ts (Vite library build, one IIFE
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

async function bundleSeedScript(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'history-seed-'));
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
        lib: {
          entry: join(here, 'history-seed-entry.ts'),
          formats: ['iife'],
          name: 'historySeed',
          fileName: () => 'seed.js',
        },
      },
    });
    const file = readdirSync(outDir).find((f) => f.endsWith('.js'));
    if (!file) throw new Error('the seed bundle was not written');
    return readFileSync(join(outDir, file), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The seed script (built once per process). */
export function seedScript(): Promise<string> {
  bundled ??= bundleSeedScript();
  return bundled;
}

async function inject(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => window.__historySeed !== undefined);
  if (!loaded) await page.addScriptTag({ content: await seedScript() });
}

/** Stores `count` demo activities (full pipeline, originals kept), ending at `endDate`. */
export async function seedDemoActivities(
  page: Page,
  count: number,
  endDate: number,
  seed = 1,
): Promise<number> {
  await inject(page);
  return page.evaluate(([n, s, end]) => window.__historySeed!.seedDemo(n, s, end), [
    count,
    seed,
    endDate,
  ] as const);
}

/** Stores `total` activities derived from `templates` real demo activities (fast, for 10,000). */
export async function seedClonedActivities(
  page: Page,
  total: number,
  endDate: number,
  templates = 60,
): Promise<number> {
  await inject(page);
  return page.evaluate(([n, t, end]) => window.__historySeed!.seedClones(n, t, end), [
    total,
    templates,
    endDate,
  ] as const);
}

/** Every stored summary, read through the port. */
export async function storedSummaries(page: Page): Promise<TrackSummary[]> {
  await inject(page);
  return page.evaluate(() => window.__historySeed!.listSummaries());
}
