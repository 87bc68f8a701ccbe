/**
 * Browser-side pieces shared by the seed entries (history-seed-entry.ts, heat-seed-entry.ts,
 * compare-seed-entry.ts, training-seed-entry.ts): the app's local store, demo activities through
 * the real pipeline, a deterministic hash, the tiny stand-in track stored with cloned activities,
 * and the clones themselves (cloneSummary, seedClones).
 */
import { createLocalTrackStore } from '../../src/data/local/local-track-store';
import { generateDemoActivity } from '../../src/domain/demo';
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';
import type { TrackSummary } from '../../src/domain/stats/types';

export const DAY_MS = 86_400_000;
/** Cloned activities spread over this many days before the end date. */
export const SPAN_DAYS = 730;
export const encoder = new TextEncoder();
/** The app's own local store (same origin as the page the seed is injected into). */
export const store = createLocalTrackStore();

/** Deterministic 0..1 from an integer and a salt (a small integer hash). */
export function unit(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

/** Demo activity `index` of `count` (the app's generator), processed as an import would. */
export async function processDemo(
  index: number,
  count: number,
  seed: number,
  endDate: number,
): Promise<{ processed: ProcessedActivity; bytes: Uint8Array }> {
  const file = generateDemoActivity(index, { seed, count, endDate });
  const bytes = encoder.encode(file.gpx);
  return { processed: await processActivity(bytes, { fileName: file.fileName }), bytes };
}

/** Stores `count` demo activities through the real pipeline with their originals; how many were added. */
export async function seedDemo(count: number, seed: number, endDate: number): Promise<number> {
  let added = 0;
  for (let i = 0; i < count; i++) {
    const { processed, bytes } = await processDemo(i, count, seed, endDate);
    if ((await store.putActivity({ ...processed, original: bytes })) === 'added') added++;
  }
  return added;
}

/**
 * A three-point GPX (10 s apart, ~11 m per step north from lat/lon) with its own name, so each clone
 * gets its own content-hash id and a tiny stored track.
 */
export function tinyGpx(
  name: string,
  creator: string,
  startMs: number,
  lat: number,
  lon: number,
): Uint8Array {
  const t = (s: number) => new Date(startMs + s * 1000).toISOString();
  const pts = [0, 1, 2]
    .map(
      (k) =>
        `<trkpt lat="${(lat + k * 0.0001).toFixed(6)}" lon="${lon.toFixed(6)}"><time>${t(k * 10)}</time></trkpt>`,
    )
    .join('');
  return encoder.encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="${creator}"><trk><name>${name}</name><trkseg>${pts}</trkseg></trk></gpx>`,
  );
}

/**
 * Clone `i` of `total` of a template summary: the tiny track's id and size, its own name and file
 * name, a start spread evenly over `spanDays` before the end date (plus up to an hour), distance,
 * durations, elevation and point count scaled by 0.6 to 1.4 (`scale`, for what a caller scales
 * itself), no best efforts.
 */
export function cloneSummary(
  template: TrackSummary,
  tiny: ProcessedActivity,
  clone: { i: number; total: number; endDate: number; spanDays: number },
): { summary: TrackSummary; scale: number } {
  const { i, total, endDate, spanDays } = clone;
  const scale = 0.6 + 0.8 * unit(i, 3);
  const startTime =
    endDate -
    spanDays * DAY_MS +
    Math.floor((i / total) * spanDays * DAY_MS) +
    Math.floor(unit(i, 4) * 3_600_000);
  const scaled = (v: number | null) => (v === null ? null : v * scale);
  const summary: TrackSummary = {
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
  return { summary, scale };
}

/** Activities written concurrently (IndexedDB queues the transactions; hashing overlaps). */
const BATCH = 16;

/**
 * Stores `total` clones of the first `templates` demo activities (processed for real), each with a
 * tiny track of its own (so its own content-hash id) and the summary `clone` makes from its
 * template; how many were added.
 */
export async function seedClones(options: {
  total: number;
  templates: number;
  endDate: number;
  /** The GPX creator of the tiny tracks (names the seed). */
  creator: string;
  clone: (template: TrackSummary, tiny: ProcessedActivity, i: number) => TrackSummary;
}): Promise<number> {
  const { total, templates, endDate, creator, clone } = options;
  const bases: TrackSummary[] = [];
  for (let i = 0; i < templates; i++)
    bases.push((await processDemo(i, templates, 7, endDate)).processed.summary);
  const one = async (i: number): Promise<boolean> => {
    const bytes = tinyGpx(`clone ${i}`, creator, endDate - (i + 1) * 60_000, 45 + unit(i, 1), 6 + unit(i, 2));
    const tiny = await processActivity(bytes, { fileName: `activity-${i + 1}.gpx` });
    const summary = clone(bases[i % bases.length]!, tiny, i);
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
