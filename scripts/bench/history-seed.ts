/**
 * Node side of the history seeding: injects history-seed-entry.ts into a page of the running app
 * (seed-bundle.ts), so activities are written to the app's own IndexedDB through the TrackStore port
 * without an import through the UI.
 */
import type { Page } from 'playwright-core';
import type { TrackSummary } from '../../src/domain/stats/types';
import { injectSeed } from './seed-bundle';

const inject = (page: Page) => injectSeed(page, 'history-seed-entry.ts', '__historySeed');

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
