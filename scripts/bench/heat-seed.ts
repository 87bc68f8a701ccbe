/**
 * Node side of the heatmap seeding: injects heat-seed-entry.ts into a page of the running app
 * (seed-bundle.ts), so activities are written to the app's own IndexedDB through the TrackStore port
 * without an import through the UI.
 */
import type { Page } from 'playwright-core';
import type { TrackSummary } from '../../src/domain/stats/types';
import { injectSeed } from './seed-bundle';

const inject = (page: Page) => injectSeed(page, 'heat-seed-entry.ts', '__heatSeed');

/** Stores `count` demo activities through the real pipeline (originals kept). */
export async function seedHeatDemo(page: Page, count: number, endDate: number, seed = 1): Promise<number> {
  await inject(page);
  return page.evaluate(([n, s, end]) => window.__heatSeed!.seedDemo(n, s, end), [
    count,
    seed,
    endDate,
  ] as const);
}

/** Stores `total` activities whose heat points and paths derive from `templates` demo activities. */
export async function seedHeatClones(
  page: Page,
  total: number,
  endDate: number,
  templates = 100,
): Promise<number> {
  await inject(page);
  return page.evaluate(([n, t, end]) => window.__heatSeed!.seedClones(n, t, end), [
    total,
    templates,
    endDate,
  ] as const);
}

export async function heatSeedSummaries(page: Page): Promise<TrackSummary[]> {
  await inject(page);
  return page.evaluate(() => window.__heatSeed!.listSummaries());
}
