/**
 * Stored summaries after the statistics change (STATS_VERSION in summarize.ts).
 *
 * Definitions
 * - Stale: a summary of an activity with a track (not a manual entry) whose statsVersion is below
 *   STATS_VERSION. Its figures were computed by older definitions; its original file is stored
 *   beside it, so they can be computed again.
 * - Recomputed summary: the summary the pipeline gives for the original file today, with what the
 *   person or the import decided kept from the stored one: id, name, sport (either may have been
 *   edited), file name and size, import time, the gear chosen for it, and a bulk export's gear,
 *   description, commute flag and private note, and the person's edits (computed through again:
 *   domain/edits); the person's choices (issue 41: excluded, excluded efforts, edited fields); the
 *   kind only when the person set it (a route turned into an activity), else today's.
 */
import { STATS_VERSION } from './stats-version';
import type { TrackSummary } from './types';

export function isStale(summary: TrackSummary): boolean {
  return !summary.manual && summary.statsVersion < STATS_VERSION;
}

/** The recomputed summary (definition above) from the stored one and a fresh one. */
export function mergeRecomputed(stored: TrackSummary, fresh: TrackSummary): TrackSummary {
  return {
    ...fresh,
    id: stored.id,
    name: stored.name,
    sport: stored.sport,
    fileName: stored.fileName,
    fileSize: stored.fileSize,
    importedAt: stored.importedAt,
    gear: stored.gear,
    gearId: stored.gearId,
    description: stored.description,
    commute: stored.commute,
    privateNote: stored.privateNote,
    manual: false,
    edits: stored.edits,
    kind: stored.editedFields.includes('kind') ? stored.kind : fresh.kind,
    excluded: stored.excluded,
    excludedEfforts: stored.excludedEfforts,
    editedFields: stored.editedFields,
  };
}
