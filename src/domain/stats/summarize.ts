/**
 * summarize: the TrackSummary of one imported file, from the parse result and its statistics.
 * - name: the file's name (metadata name, else the first track's or route's name, as the parser
 *   gives it), trimmed; else the file name without its extension(s) (.gpx, .gpx.gz, .xml).
 * - startTime: the statistics' start time, else the metadata time, else null.
 * - sport: guessSport (sport.ts).
 */
import type { ParsedGpx } from '../gpx/types';
import { guessSport } from './sport';
import type { TrackStats, TrackSummary } from './types';

/**
 * Version of the statistics definitions. Bump it whenever a definition or threshold changes, so
 * stored summaries are recomputed from their original files.
 */
export const STATS_VERSION = 2;

export interface SummaryMeta {
  id: string;
  fileName: string;
  fileSize: number;
  importedAt: number;
}

/** The file name without directories and without a trailing .gpx/.xml/.gz/.zip chain. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? fileName;
  const stripped = last.replace(/(\.(gpx|xml|gz|zip))+$/i, '');
  return stripped.trim() === '' ? last : stripped;
}

export function summarize(parsed: ParsedGpx, stats: TrackStats, meta: SummaryMeta): TrackSummary {
  const name = parsed.name?.trim() ? parsed.name.trim() : baseName(meta.fileName);
  const startTime =
    stats.startTime ??
    (parsed.metadataTime !== null && Number.isFinite(parsed.metadataTime) ? parsed.metadataTime : null);
  return {
    ...stats,
    startTime,
    id: meta.id,
    name,
    sport: guessSport(parsed.type, stats),
    utcOffsetMin: parsed.utcOffsetMin,
    fileName: meta.fileName,
    fileSize: meta.fileSize,
    droppedPoints: parsed.droppedPoints,
    warnings: [...parsed.warnings],
    statsVersion: STATS_VERSION,
    importedAt: meta.importedAt,
    gear: null,
    description: null,
    commute: null,
    privateNote: null,
    manual: false,
  };
}
