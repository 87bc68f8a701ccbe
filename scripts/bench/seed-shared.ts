/**
 * Browser-side pieces shared by the seed entries (history-seed-entry.ts, heat-seed-entry.ts,
 * compare-seed-entry.ts): the app's local store, demo activities through the real pipeline,
 * a deterministic hash and the tiny stand-in track stored with cloned activities.
 */
import { createLocalTrackStore } from '../../src/data/local/local-track-store';
import { generateDemoActivity } from '../../src/domain/demo';
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';

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
