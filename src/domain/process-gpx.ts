/**
 * The one pipeline from file bytes to everything the app stores for an activity: parse, statistics,
 * summary and view products. The worker, the command-line tool and the Cloud Functions all call
 * processGpx, so a number never differs between them.
 */
import { parseGpx } from './gpx/parse-gpx';
import type { ParsedGpx, TrackData } from './gpx/types';
import { contentId } from './hash';
import { deriveViewProductsFromAnalysis } from './series/view-products';
import type { ViewProducts } from './series/types';
import { analyzeTrack } from './stats/analysis';
import { computeStatsFromAnalysis, type StatsOptions } from './stats/compute-stats';
import { summarize } from './stats/summarize';
import type { TrackSummary } from './stats/types';

export interface ProcessedActivity {
  summary: TrackSummary;
  track: TrackData;
  products: ViewProducts;
}

export interface ProcessGpxMeta {
  fileName: string;
  /** Epoch ms written into the summary; now when absent. */
  importedAt?: number;
  /** The content id (contentId of these bytes) when the caller already has it; computed otherwise. */
  id?: string;
}

/** Statistics, summary and view products of an already parsed file (id = content hash). */
export function processParsed(
  parsed: ParsedGpx,
  meta: { id: string; fileName: string; fileSize: number; importedAt: number },
  options?: StatsOptions,
): ProcessedActivity {
  const track = parsed.track;
  const analysis = analyzeTrack(track, options?.elevationSource);
  const stats = computeStatsFromAnalysis(track, analysis, options);
  return {
    summary: summarize(parsed, stats, meta),
    track,
    products: deriveViewProductsFromAnalysis(track, analysis),
  };
}

/**
 * Parses GPX bytes and derives the activity. Throws GpxParseError (one line) for a file that cannot
 * be read as GPX.
 */
export async function processGpx(
  bytes: Uint8Array,
  meta: ProcessGpxMeta,
  options?: StatsOptions,
): Promise<ProcessedActivity> {
  const id = meta.id ?? (await contentId(bytes));
  const parsed = parseGpx(bytes);
  return processParsed(
    parsed,
    { id, fileName: meta.fileName, fileSize: bytes.byteLength, importedAt: meta.importedAt ?? Date.now() },
    options,
  );
}
