/**
 * Browser-side seeding for the heatmap benchmark and browser test. Bundled by heat-seed.ts into one
 * script injected into the built app's page (same origin, so it writes the app's own IndexedDB
 * through the TrackStore port). Exposes window.__heatSeed.
 *
 * - seedDemo(count): the demo generator's GPX files through the real pipeline (processActivity), with
 *   their original bytes: exactly what an import stores.
 * - seedClones(total, templates): `templates` demo activities processed for real, then `total`
 *   activities whose heat points and paths are a template's, moved as a whole by up to
 *   CLONE_SHIFT_M and each point by up to CLONE_NOISE_M (the spread of GPS tracks of one route run
 *   many times), with the template's sport, dates spread over two years, and a tiny stored track,
 *   so 10,000 activities with realistic heat data seed in minutes, not hours.
 */
import { METRES_PER_DEGREE } from '../../src/domain/geo';
import { positionBounds } from '../../src/domain/heat/density';
import { processActivity, type ProcessedActivity } from '../../src/domain/process-activity';
import type { HeatPoints, SimplifiedPath } from '../../src/domain/series/types';
import type { TrackSummary } from '../../src/domain/stats/types';
import { DAY_MS, SPAN_DAYS, processDemo, seedDemo, store, tinyGpx, unit } from './seed-shared';

/** Largest shift of a whole clone (each direction), metres. */
const CLONE_SHIFT_M = 15;
/** Largest shift of one point of a clone (each direction), metres. */
const CLONE_NOISE_M = 3;

export interface HeatSeedApi {
  seedDemo(count: number, seed: number, endDate: number): Promise<number>;
  seedClones(total: number, templates: number, endDate: number): Promise<number>;
  listSummaries(): Promise<TrackSummary[]>;
}

declare global {
  interface Window {
    __heatSeed?: HeatSeedApi;
  }
}

/** A shifted, noisy copy of interleaved lon/lat (noise salted by clone and point). */
function jitter(lonLat: Float32Array, clone: number, noise: boolean): Float32Array {
  const out = new Float32Array(lonLat.length);
  const lat0 = lonLat[1] ?? 0;
  const kLon = 1 / (METRES_PER_DEGREE * Math.max(0.1, Math.cos((lat0 * Math.PI) / 180)));
  const kLat = 1 / METRES_PER_DEGREE;
  const sx = (unit(clone, 11) * 2 - 1) * CLONE_SHIFT_M;
  const sy = (unit(clone, 12) * 2 - 1) * CLONE_SHIFT_M;
  for (let k = 0; k + 1 < lonLat.length; k += 2) {
    const nx = noise ? (unit(clone * 65_536 + k, 13) * 2 - 1) * CLONE_NOISE_M : 0;
    const ny = noise ? (unit(clone * 65_536 + k, 14) * 2 - 1) * CLONE_NOISE_M : 0;
    out[k] = lonLat[k]! + (sx + nx) * kLon;
    out[k + 1] = lonLat[k + 1]! + (sy + ny) * kLat;
  }
  return out;
}

interface Template {
  summary: TrackSummary;
  heat: HeatPoints;
  path: SimplifiedPath;
}

function cloneSummary(
  t: Template,
  tiny: ProcessedActivity,
  heat: Float32Array,
  i: number,
  total: number,
  endDate: number,
): TrackSummary {
  const startTime = endDate - SPAN_DAYS * DAY_MS + Math.floor((i / total) * SPAN_DAYS * DAY_MS);
  const start = heat.length >= 2 ? { startLon: heat[0]!, startLat: heat[1]! } : {};
  return {
    ...t.summary,
    ...start,
    id: tiny.summary.id,
    name: `${t.summary.name} ${i + 1}`,
    fileName: `heat-${String(i + 1).padStart(5, '0')}.gpx`,
    fileSize: tiny.summary.fileSize,
    startTime,
    endTime: t.summary.elapsedS === null ? null : startTime + t.summary.elapsedS * 1000,
    bounds: positionBounds(heat),
    bestEfforts: [],
    importedAt: endDate,
  };
}

async function seedClones(total: number, templates: number, endDate: number): Promise<number> {
  const bases: Template[] = [];
  for (let i = 0; i < templates; i++) {
    const { processed } = await processDemo(i, templates, 7, endDate);
    bases.push({ summary: processed.summary, heat: processed.products.heat, path: processed.products.path });
  }
  let added = 0;
  for (let i = 0; i < total; i++) {
    const t = bases[i % bases.length]!;
    const bytes = tinyGpx(`heat clone ${i}`, 'heat-seed', endDate - (i + 1) * 60_000, 45, 6);
    const tiny = await processActivity(bytes, { fileName: `heat-${i + 1}.gpx` });
    const heat = jitter(t.heat.lonLat, i, true);
    const path = { lonLat: jitter(t.path.lonLat, i, false), partStarts: t.path.partStarts.slice() };
    const summary = cloneSummary(t, tiny, heat, i, total, endDate);
    const products = { ...tiny.products, heat: { lonLat: heat }, path };
    if ((await store.putActivity({ summary, track: tiny.track, products, original: bytes })) === 'added')
      added++;
  }
  return added;
}

window.__heatSeed = { seedDemo, seedClones, listSummaries: () => store.listSummaries() };
