/**
 * Browser-side seeding for the history benchmark and the activities browser test. Bundled by
 * history-seed.ts into one script that is injected into the built app's page (same origin, so it
 * writes the app's own IndexedDB through the TrackStore port). Exposes window.__historySeed.
 *
 * - seedDemo(count): the demo generator's GPX files through the real pipeline (processActivity), with
 *   their original bytes: exactly what an import stores.
 * - seedClones(total, templates): `templates` demo activities processed for real, then `total`
 *   summaries derived from them (dates spread over two years, distance and time scaled, own name
 *   and id), each stored with a tiny three-point track so 10,000 activities seed in seconds.
 */
import type { TrackSummary } from '../../src/domain/stats/types';
import { SPAN_DAYS, cloneSummary, seedClones, seedDemo, store } from './seed-shared';

export interface HistorySeedApi {
  seedDemo(count: number, seed: number, endDate: number): Promise<number>;
  seedClones(total: number, templates: number, endDate: number): Promise<number>;
  listSummaries(): Promise<TrackSummary[]>;
}

declare global {
  interface Window {
    __historySeed?: HistorySeedApi;
  }
}

window.__historySeed = {
  seedDemo,
  seedClones: (total, templates, endDate) =>
    seedClones({
      total,
      templates,
      endDate,
      creator: 'history-seed',
      clone: (template, tiny, i) =>
        cloneSummary(template, tiny, { i, total, endDate, spanDays: SPAN_DAYS }).summary,
    }),
  listSummaries: () => store.listSummaries(),
};
