/**
 * Probable duplicates across formats: the same activity exported twice (a GPX re-export and its
 * FIT original) has different bytes, so the content id cannot see it. Two activities are probable
 * duplicates when they start within DUPLICATE_START_S of each other, their distances differ by at
 * most DUPLICATE_DISTANCE_RATIO of the longer one, and they cover the same place: their bounding
 * boxes overlap by at least DUPLICATE_BOUNDS_OVERLAP of their union (intersection over union), when
 * both have one (an indoor recording has none: time and distance decide). The sport is not
 * compared: a file says hike where the export's CSV says run (issue 41), one person cannot do two
 * things at once. The richer one is kept: more sensor channels (heart rate, cadence, power,
 * temperature, elevation), then more points.
 */
import type { Bounds, TrackSummary } from '../stats/types';
import { exportMetadataChanges, type ExportChanges } from './manual-activity';
import type { ExportActivity } from './types';

export const DUPLICATE_START_S = 60;
export const DUPLICATE_DISTANCE_RATIO = 0.03;
/** Least share of the two bounding boxes' union that both cover (intersection over union). */
export const DUPLICATE_BOUNDS_OVERLAP = 0.7;

type Comparable = Pick<TrackSummary, 'startTime' | 'distanceM' | 'bounds'>;

/** Intersection over union of two boxes in degrees; null when either crosses the antimeridian. */
export function boundsOverlap(a: Bounds, b: Bounds): number | null {
  if (a.minLon > a.maxLon || b.minLon > b.maxLon) return null;
  const w = Math.min(a.maxLon, b.maxLon) - Math.max(a.minLon, b.minLon);
  const h = Math.min(a.maxLat, b.maxLat) - Math.max(a.minLat, b.minLat);
  const area = (x: Bounds) => (x.maxLon - x.minLon) * (x.maxLat - x.minLat);
  const inter = w > 0 && h > 0 ? w * h : 0;
  const union = area(a) + area(b) - inter;
  if (union <= 0) return a.minLat === b.minLat && a.minLon === b.minLon ? 1 : 0;
  return inter / union;
}

export function isProbableDuplicate(a: Comparable, b: Comparable): boolean {
  if (a.startTime === null || b.startTime === null) return false;
  if (Math.abs(a.startTime - b.startTime) > DUPLICATE_START_S * 1000) return false;
  const longer = Math.max(a.distanceM, b.distanceM);
  if (Math.abs(a.distanceM - b.distanceM) > DUPLICATE_DISTANCE_RATIO * longer) return false;
  if (a.bounds === null || b.bounds === null) return true;
  const overlap = boundsOverlap(a.bounds, b.bounds);
  return overlap === null || overlap >= DUPLICATE_BOUNDS_OVERLAP;
}

type Richness = Pick<
  TrackSummary,
  'avgHr' | 'avgCadence' | 'avgPower' | 'avgTempC' | 'maxElevationM' | 'points'
>;

/** Sensor channels present: heart rate, cadence, power, temperature, elevation. */
export function sensorChannels(s: Richness): number {
  return [s.avgHr, s.avgCadence, s.avgPower, s.avgTempC, s.maxElevationM].filter((v) => v !== null).length;
}

/** Positive when a is richer than b (more channels, then more points), negative when poorer, 0 when equal. */
export function compareRichness(a: Richness, b: Richness): number {
  return sensorChannels(a) - sensorChannels(b) || a.points - b.points;
}

/**
 * What merging a probable duplicate into the activity that was kept changes on the kept one
 * (issue 41: one is kept, the other offered to merge). From the duplicate: a description, gear and
 * a commute flag the kept one lacks; and when the duplicate came with a row of the person's export
 * (activities.csv), everything that row gives: name, sport, gear, description, commute flag
 * (exportMetadataChanges: what differs, never a field the person edited). The kept one's track,
 * times and figures stay. Null when the merge adds nothing.
 */
export function mergeChanges(
  kept: TrackSummary,
  duplicate: TrackSummary,
  row: ExportActivity | null,
): ExportChanges | null {
  const mine = (field: 'gear' | 'description' | 'commute') => kept.editedFields.includes(field);
  const out: ExportChanges = {};
  if (!kept.description && duplicate.description && !mine('description'))
    out.description = duplicate.description;
  if (kept.gear === null && duplicate.gear !== null && !mine('gear')) out.gear = duplicate.gear;
  if (!kept.commute && duplicate.commute && !mine('commute')) out.commute = true;
  Object.assign(out, row ? exportMetadataChanges(kept, row) : null);
  return Object.keys(out).length > 0 ? out : null;
}
