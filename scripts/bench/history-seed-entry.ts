/**
 * Browser-side seeding for the history benchmark and the activities browser test. Bundled by
 * history-seed.ts into one script that is injected into the built app's page (same origin, so it
 * writes the app's own IndexedDB through the TrackStore port). Exposes window.__historySeed.
 *
 * - seedDemo(count): the demo generator's GPX files through the real pipeline (processGpx), with
 *   their original bytes: exactly what an import stores.
 * - seedClones(total, templates): `templates` demo activities processed for real, then `total`
 *   summaries derived from them (dates spread over two years, distance and time scaled, own name
 *   and id), each stored with a tiny three-point track so 10,000 activities seed in seconds.
 */
import { createLocalTrackStore } from '../../src/data/local/local-track-store';
import { generateDemoActivity } from '../../src/domain/demo';
import { processGpx, type ProcessedActivity } from '../../src/domain/process-gpx';
import type { TrackSummary } from '../../src/domain/stats/types';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;
const encoder = new TextEncoder();

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

const store = createLocalTrackStore();

async function processDemo(index: number, count: number, seed: number, endDate: number) {
  const file = generateDemoActivity(index, { seed, count, endDate });
  const bytes = encoder.encode(file.gpx);
  return { processed: await processGpx(bytes, { fileName: file.fileName }), bytes };
}

async function seedDemo(count: number, seed: number, endDate: number): Promise<number> {
  let added = 0;
  for (let i = 0; i < count; i++) {
    const { processed, bytes } = await processDemo(i, count, seed, endDate);
    if ((await store.putActivity({ ...processed, original: bytes })) === 'added') added++;
  }
  return added;
}

/** Deterministic 0..1 from an integer (a small integer hash). */
function unit(i: number, salt: number): number {
  let h = Math.imul(i ^ salt, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

function tinyGpx(i: number, startMs: number): string {
  const t = (s: number) => new Date(startMs + s * 1000).toISOString();
  const lat = 45 + unit(i, 1);
  const lon = 6 + unit(i, 2);
  const pts = [0, 1, 2]
    .map(
      (k) =>
        `<trkpt lat="${(lat + k * 0.001).toFixed(6)}" lon="${lon.toFixed(6)}"><time>${t(k * 10)}</time></trkpt>`,
    )
    .join('');
  return `<?xml version="1.0"?><gpx version="1.1" creator="history-seed"><trk><name>clone ${i}</name><trkseg>${pts}</trkseg></trk></gpx>`;
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
    const bytes = encoder.encode(tinyGpx(i, endDate - (i + 1) * 60_000));
    const tiny = await processGpx(bytes, { fileName: `activity-${i + 1}.gpx` });
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
