/**
 * Sanity rules, applied to every activity when it is computed (process-activity.ts) and shown on its
 * page (summary.flags), never silent:
 *
 * - Dates: a start before EARLIEST_PLAUSIBLE_START (1 January 1990, before consumer GPS) or later
 *   than FUTURE_TOLERANCE_MS after the import is a wrong device clock. The activity is flagged and
 *   kept out of time charts (hasPlausibleDate), its figures still listed.
 * - Elevation: a sample outside MIN_ELEVATION_M..MAX_ELEVATION_M (-450 m, below the Dead Sea shore;
 *   9,000 m, above Everest) is not a place on foot or wheel: it counts as missing (NaN) before any
 *   statistic is computed (maskImplausibleElevation).
 * - Speed: an average moving speed above the sport's limit (limits.ts) is a motor or a broken
 *   recording: the sport becomes "other", the reason is flagged, the activity gives no records.
 * - Peak speed: a maximum speed above the sport's peak limit (limits.ts peakSpeedMps) is a GPS error
 *   or a vehicle: flagged, so a figure like 3,366 km/h is never shown without saying so.
 * - Efforts: a best effort faster than the sport's limit over its distance is dropped (flagged);
 *   records come only from plausible efforts of plausible activities (history.ts recordEfforts).
 */
import { formatIsoDate } from './format';
import { maxAverageMps, maxEffortMps, peakSpeedMps } from './limits';
import type { SanityFlag } from './types';
import type { BestEffort, Sport, TrackSummary } from '../stats/types';

/** Earliest plausible start, epoch ms (1990-01-01T00:00Z). */
export const EARLIEST_PLAUSIBLE_START = Date.UTC(1990, 0, 1);
/** How far after its import an activity may start (time zones, clock drift), ms (one day). */
export const FUTURE_TOLERANCE_MS = 24 * 3_600_000;
/** Lowest plausible elevation, metres. */
export const MIN_ELEVATION_M = -450;
/** Highest plausible elevation, metres. */
export const MAX_ELEVATION_M = 9000;

/** Sets every elevation outside the plausible range to NaN (in place); returns how many. */
export function maskImplausibleElevation(ele: Float32Array): number {
  let masked = 0;
  for (let i = 0; i < ele.length; i++) {
    const e = ele[i]!;
    if (Number.isFinite(e) && (e < MIN_ELEVATION_M || e > MAX_ELEVATION_M)) {
      ele[i] = NaN;
      masked++;
    }
  }
  return masked;
}

/** True when the start is a plausible date (rule above); false without a start. */
export function isPlausibleStart(startTime: number | null, importedAt: number): boolean {
  return (
    startTime !== null &&
    Number.isFinite(startTime) &&
    startTime >= EARLIEST_PLAUSIBLE_START &&
    startTime <= importedAt + FUTURE_TOLERANCE_MS
  );
}

/** Whether an activity belongs in time charts: it has a plausible start date. */
export const hasPlausibleDate = (s: Pick<TrackSummary, 'startTime' | 'importedAt'>): boolean =>
  isPlausibleStart(s.startTime, s.importedAt);

/** Whether a best effort is within the sport's limit (limits.ts). */
export function isPlausibleEffort(sport: Sport, effort: Pick<BestEffort, 'distanceM' | 'timeS'>): boolean {
  if (!(effort.timeS > 0)) return false;
  return effort.distanceM / effort.timeS <= maxEffortMps(sport, effort.distanceM);
}

const kmh = (mps: number) => `${(mps * 3.6).toFixed(1)} km/h`;

function dateFlag(s: TrackSummary): SanityFlag | null {
  if (s.startTime === null || isPlausibleStart(s.startTime, s.importedAt)) return null;
  const when = formatIsoDate(s.startTime);
  const why = s.startTime < EARLIEST_PLAUSIBLE_START ? 'before 1990' : 'after the day it was imported';
  return {
    code: 'date',
    message: `Starts on ${when}, ${why}: the device's clock was probably wrong. Left out of time charts and records.`,
  };
}

function speedFlag(s: TrackSummary): SanityFlag | null {
  const v = s.avgSpeedMps;
  if (v === null || !Number.isFinite(v)) return null;
  const limit = maxAverageMps(s.sport, s.distanceM);
  if (v <= limit) return null;
  return {
    code: 'speed',
    message:
      s.sport === 'other'
        ? `Averages ${kmh(v)}, faster than any sport (${kmh(limit)}): probably motorised or a wrong recording. Left out of records.`
        : `Averages ${kmh(v)}, faster than any ${s.sport} (${kmh(limit)}): probably motorised or a wrong recording. Filed as Other and left out of records.`,
  };
}

function peakFlag(s: TrackSummary, sport: Sport): SanityFlag | null {
  const v = s.maxSpeedMps;
  const limit = peakSpeedMps(sport);
  if (v === null || !Number.isFinite(v) || v <= limit) return null;
  return {
    code: 'peak',
    message: `Maximum speed ${kmh(v)}, faster than any ${sport} goes (${kmh(limit)}): a GPS error or a vehicle. Treat that figure with care.`,
  };
}

/**
 * The summary with the rules above applied: flags added (after those already there), an
 * implausibly fast activity filed as "other", implausible best efforts dropped.
 */
export function applySanity(summary: TrackSummary): TrackSummary {
  const flags = [...summary.flags];
  const date = dateFlag(summary);
  if (date) flags.push(date);
  const speed = speedFlag(summary);
  if (speed) flags.push(speed);
  const peak = peakFlag(summary, speed ? 'other' : summary.sport);
  if (peak) flags.push(peak);
  const kept = summary.bestEfforts.filter((e) => isPlausibleEffort(summary.sport, e));
  const dropped = summary.bestEfforts.length - kept.length;
  if (dropped > 0) {
    flags.push({
      code: 'effort',
      message: `${dropped} best effort${dropped === 1 ? ' was' : 's were'} faster than the world's fastest ${summary.sport} over the distance: left out.`,
    });
  }
  return { ...summary, flags, bestEfforts: kept, sport: speed ? 'other' : summary.sport };
}
