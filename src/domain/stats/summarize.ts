/**
 * summarize: the TrackSummary of one imported file, from the parse result and its statistics.
 * - name: the file's name (metadata name, else the first track's or route's name, as the parser
 *   gives it), cleaned and at most MAX_NAME_CHARS long (names.ts: a longer one is shortened, with a
 *   warning); else the file name without its extension(s) (.gpx, .fit, .tcx, .gz, .xml).
 * - format, device, device totals and legs: as the parser gives them (formats/types.ts); legs get
 *   their own statistics from the caller (process-activity.ts).
 * - startTime: the statistics' start time, else the metadata time, else null.
 * - sport: guessSportChecked (sanity/sport-guess.ts: the named sport, else speed and stretches).
 */
import { fromGpx } from '../formats/parse-activity';
import type { ParsedActivity } from '../formats/types';
import type { ParsedGpx } from '../track/types';
import { keepName, shortenedNameWarning } from '../names';
import { timeZoneAt } from '../time-zone-at';
import { guessSportChecked } from '../sanity/sport-guess';
import type { ActivityLeg, TrackStats, TrackSummary } from './types';

import { STATS_VERSION } from './stats-version';
import { freshFields } from './fresh-fields';

export { STATS_VERSION };

/** Longest device name kept (the store's limit). */
const MAX_DEVICE_CHARS = 200;

export interface SummaryMeta {
  id: string;
  fileName: string;
  fileSize: number;
  importedAt: number;
}

/** The file name without directories and without a trailing .gpx/.xml/.gz/.zip chain. */
export function baseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? fileName;
  const stripped = last.replace(/(\.(gpx|fit|tcx|xml|gz|zip))+$/i, '');
  return stripped.trim() === '' ? last : stripped;
}

export function summarize(
  input: ParsedGpx | ParsedActivity,
  stats: TrackStats,
  meta: SummaryMeta,
  legs: ActivityLeg[] = [],
): TrackSummary {
  const parsed = 'format' in input ? input : fromGpx(input);
  const fromFile = parsed.name ? keepName(parsed.name) : null;
  const kept = fromFile?.name ? fromFile : keepName(baseName(meta.fileName));
  const name = kept.name || baseName(meta.fileName);
  const startTime =
    stats.startTime ??
    (parsed.metadataTime !== null && Number.isFinite(parsed.metadataTime) ? parsed.metadataTime : null);
  return {
    ...stats,
    startTime,
    id: meta.id,
    name,
    sport: guessSportChecked(parsed.type, stats),
    utcOffsetMin: parsed.utcOffsetMin,
    timeZone: timeZoneAt(stats.startLat, stats.startLon),
    fileName: meta.fileName,
    fileSize: meta.fileSize,
    droppedPoints: parsed.droppedPoints,
    warnings:
      kept.shortenedFrom === null
        ? [...parsed.warnings]
        : [...parsed.warnings, shortenedNameWarning(kept.shortenedFrom)],
    statsVersion: STATS_VERSION,
    importedAt: meta.importedAt,
    format: parsed.format,
    device: parsed.device?.trim() ? parsed.device.trim().slice(0, MAX_DEVICE_CHARS) : null,
    deviceDistanceM: parsed.deviceTotals?.distanceM ?? null,
    deviceTimerS: parsed.deviceTotals?.timerS ?? null,
    deviceAscentM: parsed.deviceTotals?.ascentM ?? null,
    legs,
    ...freshFields(),
  };
}
