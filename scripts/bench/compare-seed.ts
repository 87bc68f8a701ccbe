/**
 * Node side of the compare seeding: injects compare-seed-entry.ts into a page of the running app
 * (seed-bundle.ts), so generated activities are stored in the app's own IndexedDB through the
 * TrackStore port, without an import through the UI.
 */
import type { Page } from 'playwright-core';
import { injectSeed } from './seed-bundle';

/**
 * Stores `count` runs of `durationS` seconds on one loop, the first starting at `firstStartMs`,
 * one day apart; resolves with their ids in generation order.
 */
export async function seedRouteActivities(
  page: Page,
  count: number,
  durationS: number,
  firstStartMs: number,
): Promise<string[]> {
  await injectSeed(page, 'compare-seed-entry.ts', '__compareSeed');
  return page.evaluate(([n, d, t]) => window.__compareSeed!.seedRoute(n, d, t), [
    count,
    durationS,
    firstStartMs,
  ] as const);
}
