/**
 * Data-logger files: a GPS logger (Holux, MTK, GlobalSat...) writes weeks or years of trips into one
 * file. Read as one activity it gives a "Run" of thousands of hours; read as one per trip it is right.
 *
 * Definition: a file is a logger's when its point times span more than LOGGER_MIN_SPAN_MS (two days,
 * latest time minus earliest) and somewhere two consecutive timed points, whether inside a segment
 * or across a track or segment boundary, lie more than LOGGER_GAP_MS (6 h) apart. It is cut at every
 * such gap and each part becomes its own activity (process-activity.ts), all linking to the one original
 * file. A file spanning two days or less is never cut: a two-day hike with a night stop stays one.
 * Points without a time stay in the part of the timed point before them (the first part when none).
 */
import type { TrackData } from '../track/types';

/** A file's times must span more than this to be cut, ms (two days). */
export const LOGGER_MIN_SPAN_MS = 2 * 24 * 3_600_000;
/** A gap between consecutive timed points longer than this starts a new part, ms (6 h). */
export const LOGGER_GAP_MS = 6 * 3_600_000;

/** Points [startIndex, endIndex) of one part of a logger file. */
export interface TrackPart {
  startIndex: number;
  endIndex: number;
}

/** Earliest and latest finite time of the track (files are not always in time order), or null. */
function timeSpan(time: Float64Array): { first: number; last: number } | null {
  let first = Infinity;
  let last = -Infinity;
  for (const t of time) {
    if (!Number.isFinite(t)) continue;
    if (t < first) first = t;
    if (t > last) last = t;
  }
  return first <= last ? { first, last } : null;
}

/**
 * The parts of a logger file, in order, covering every point; an empty list when the track is not
 * a logger's (definition above), so the caller keeps it whole.
 */
export function loggerParts(track: TrackData): TrackPart[] {
  const span = timeSpan(track.time);
  if (span === null || span.last - span.first <= LOGGER_MIN_SPAN_MS) return [];
  const cuts: number[] = [];
  let previous = NaN;
  for (let i = 0; i < track.length; i++) {
    const t = track.time[i]!;
    if (!Number.isFinite(t)) continue;
    if (Number.isFinite(previous) && Math.abs(t - previous) > LOGGER_GAP_MS) cuts.push(i);
    previous = t;
  }
  if (cuts.length === 0) return [];
  const bounds = [0, ...cuts, track.length];
  const parts: TrackPart[] = [];
  for (let k = 0; k + 1 < bounds.length; k++)
    parts.push({ startIndex: bounds[k]!, endIndex: bounds[k + 1]! });
  return parts;
}
