/**
 * A manual entry of a bulk export (a CSV row without a file) as an activity without a track, so
 * totals match what the person sees on Strava: date, sport, name, distance and times come from the
 * CSV; everything measured from points is null (or 0 points); manual is true. Its id is derived
 * from the CSV row (the caller hashes manualActivityText), so importing the export again is a no-op.
 */
import type { TrackData } from '../track/types';
import type { ViewProducts } from '../series/types';
import { computeStats } from '../stats/compute-stats';
import { STATS_VERSION } from '../stats/stats-version';
import type { TrackSummary } from '../stats/types';
import { freshFields } from '../stats/fresh-fields';
import type { ExportActivity } from './types';

export function emptyTrack(): TrackData {
  return {
    length: 0,
    lat: new Float64Array(0),
    lon: new Float64Array(0),
    ele: new Float32Array(0),
    time: new Float64Array(0),
    hr: new Float32Array(0),
    cad: new Float32Array(0),
    power: new Float32Array(0),
    temp: new Float32Array(0),
    speed: new Float32Array(0),
    segmentStarts: new Uint32Array(0),
  };
}

export function emptyProducts(): ViewProducts {
  return {
    profile: {
      distanceM: new Float64Array(0),
      timeS: new Float64Array(0),
      ele: new Float32Array(0),
      speedMps: new Float32Array(0),
      hr: new Float32Array(0),
      cad: new Float32Array(0),
      power: new Float32Array(0),
      lat: new Float64Array(0),
      lon: new Float64Array(0),
    },
    heat: { lonLat: new Float32Array(0) },
    path: { lonLat: new Float32Array(0), partStarts: new Uint32Array(0) },
  };
}

/** The text kept as the manual activity's "original file" (and hashed for its id). */
export function manualActivityText(activity: ExportActivity): string {
  return `${JSON.stringify({ source: 'activities.csv', ...activity }, null, 2)}\n`;
}

export const manualFileName = (activity: ExportActivity): string =>
  `activities.csv row ${activity.row}${activity.activityId ? ` (activity ${activity.activityId})` : ''}.json`;

export function manualSummary(
  activity: ExportActivity,
  meta: { id: string; fileSize: number; importedAt: number },
): TrackSummary {
  const stats = computeStats(emptyTrack());
  const moving = activity.movingS ?? activity.elapsedS;
  const distanceM = Math.max(0, activity.distanceM ?? 0);
  return {
    ...stats,
    distanceM,
    startTime: activity.startTime,
    endTime:
      activity.startTime !== null && activity.elapsedS !== null
        ? activity.startTime + activity.elapsedS * 1000
        : null,
    elapsedS: activity.elapsedS,
    movingS: moving,
    avgSpeedMps: moving !== null && moving > 0 && distanceM > 0 ? distanceM / moving : null,
    id: meta.id,
    name: activity.name ?? activity.typeLabel ?? 'Manual activity',
    sport: activity.sport ?? 'other',
    utcOffsetMin: null,
    timeZone: null,
    fileName: manualFileName(activity),
    fileSize: meta.fileSize,
    droppedPoints: 0,
    warnings: [],
    statsVersion: STATS_VERSION,
    importedAt: meta.importedAt,
    format: null,
    device: null,
    deviceDistanceM: null,
    deviceTimerS: null,
    deviceAscentM: null,
    legs: [],
    ...freshFields(),
    gear: activity.gear,
    description: activity.description,
    commute: activity.commute,
    privateNote: activity.privateNote,
    manual: true,
  };
}

/** A file's summary with the export's metadata: the CSV's name and sport win over the file's. */
export function applyExportActivity(summary: TrackSummary, activity: ExportActivity): TrackSummary {
  return {
    ...summary,
    name: activity.name ?? summary.name,
    sport: activity.sport ?? summary.sport,
    gear: activity.gear ?? summary.gear,
    description: activity.description ?? summary.description,
    commute: activity.commute ?? summary.commute,
    privateNote: activity.privateNote ?? summary.privateNote,
  };
}

/** The fields an export's metadata sets on an activity already stored (exportMetadataChanges). */
export type ExportChanges = Partial<
  Pick<TrackSummary, 'name' | 'sport' | 'gear' | 'description' | 'commute'>
>;

/**
 * What an export's row changes on an activity already stored (issue 41: the export imported after
 * its files): each of its name, sport, gear, description and commute flag that the row gives, that
 * differs from the stored one, and that the person did not edit (summary.editedFields: the
 * person's own edits win). Null when nothing changes.
 */
export function exportMetadataChanges(stored: TrackSummary, activity: ExportActivity): ExportChanges | null {
  const out: ExportChanges = {};
  const mine = (field: 'name' | 'sport' | 'gear' | 'description' | 'commute') =>
    stored.editedFields.includes(field);
  if (activity.name !== null && activity.name !== stored.name && !mine('name')) out.name = activity.name;
  if (activity.sport !== null && activity.sport !== stored.sport && !mine('sport'))
    out.sport = activity.sport;
  if (activity.gear !== null && activity.gear !== stored.gear && !mine('gear')) out.gear = activity.gear;
  if (activity.description !== null && activity.description !== stored.description && !mine('description')) {
    out.description = activity.description;
  }
  if (activity.commute !== null && activity.commute !== stored.commute && !mine('commute')) {
    out.commute = activity.commute;
  }
  return Object.keys(out).length > 0 ? out : null;
}
