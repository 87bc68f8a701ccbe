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
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';
import type { TrackSummary } from '../../src/domain/stats/types';
import { DAY_MS, SPAN_DAYS, processDemo, seedDemo, store, tinyGpx, unit } from './seed-shared';

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

function cloneSummary(
  template: TrackSummary,
  tiny: ProcessedActivity,
  i: number,
  total: number,
  endDate: number,
): TrackSummary {
  const scale = 0.6 + 0.8 * unit(i, 3);
  const startTime =
    endDate -
    SPAN_DAYS * DAY_MS +
    Math.floor((i / total) * SPAN_DAYS * DAY_MS) +
    Math.floor(unit(i, 4) * 3_600_000);
  const scaled = (v: number | null) => (v === null ? null : v * scale);
  return {
    ...template,
    id: tiny.summary.id,
    name: `${template.name} ${i + 1}`,
    fileName: `activity-${String(i + 1).padStart(5, '0')}.gpx`,
    fileSize: tiny.summary.fileSize,
    startTime,
    endTime: template.elapsedS === null ? null : startTime + template.elapsedS * scale * 1000,
    distanceM: template.distanceM * scale,
    elapsedS: scaled(template.elapsedS),
    movingS: scaled(template.movingS),
    elevationGainM: scaled(template.elevationGainM),
    elevationLossM: scaled(template.elevationLossM),
    points: Math.round(template.points * scale),
    bestEfforts: [],
    importedAt: endDate,
  };
}

/** Activities written concurrently (IndexedDB queues the transactions; hashing overlaps). */
const BATCH = 16;

async function seedClones(total: number, templates: number, endDate: number): Promise<number> {
  const bases: TrackSummary[] = [];
  for (let i = 0; i < templates; i++)
    bases.push((await processDemo(i, templates, 7, endDate)).processed.summary);
  const one = async (i: number): Promise<boolean> => {
    const bytes = tinyGpx(
      `clone ${i}`,
      'history-seed',
      endDate - (i + 1) * 60_000,
      45 + unit(i, 1),
      6 + unit(i, 2),
    );
    const tiny = await processActivity(bytes, { fileName: `activity-${i + 1}.gpx` });
    const summary = cloneSummary(bases[i % bases.length] as TrackSummary, tiny, i, total, endDate);
    return (
      (await store.putActivity({ summary, track: tiny.track, products: tiny.products, original: bytes })) ===
      'added'
    );
  };
  let added = 0;
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => one(start + k));
    added += (await Promise.all(batch)).filter(Boolean).length;
  }
  return added;
}

window.__historySeed = { seedDemo, seedClones, listSummaries: () => store.listSummaries() };
