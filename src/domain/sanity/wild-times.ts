/**
 * Wild timestamps and unset clocks.
 *
 * A wild timestamp: a real GPX file dates its first point in the year 7525 and the other 4,660 from
 * 1970-01-01 00:00:01 on. Read as written, the data-logger rule (logger-split.ts) cut it at the
 * "gap" into two activities, the first of one point. Definition: a timed point is wild when the
 * timed points next to it in the file (the one before and the one after; only one for the first and
 * last) are more than LOGGER_GAP_MS (6 h) away in time while the recording goes on around it: those
 * two neighbours are within LOGGER_GAP_MS of each other (at an end of the file, its one neighbour
 * is within LOGGER_GAP_MS of the next timed point in). The file needs MIN_TIMED_POINTS timed points.
 * A lone point between two trips days apart is not wild (the logger rule keeps it as a part). Such a
 * point is dropped before anything else is computed, and the activity says so in a warning (its
 * date and where it was in the file).
 *
 * An unset clock: a device without a clock fix writes times from 1970-01-01 00:00 (the Unix epoch,
 * where its counter starts) on. Definition: every timed point is in 1970 (from 0 to
 * UNSET_CLOCK_END_MS, 1971-01-01); no GPS fix can be dated before 1980-01-06 (GPS week 0).
 * Durations between such points are still right, so elapsed and moving time are kept, but the date
 * is not: the activity has no start time ("time unknown") and a warning. Other impossible dates
 * (1901, 2085) keep their date and get the date flag of rules.ts.
 */
import { formatIsoDate } from './format';
import { LOGGER_GAP_MS } from './logger-split';
import { keepPoints } from '../track/keep-points';
import type { TrackData } from '../track/types';

/** A file needs this many timed points for one of them to be judged against its neighbours. */
export const MIN_TIMED_POINTS = 3;
/** End of 1970 (ms): a clock never set counts from the Unix epoch, 1970-01-01T00:00:00Z. */
export const UNSET_CLOCK_END_MS = Date.UTC(1971, 0, 1);

/** Indices of the wild points of a track (definition above), ascending. */
export function wildTimePoints(time: Float64Array): number[] {
  const timed: number[] = [];
  for (let i = 0; i < time.length; i++) if (Number.isFinite(time[i])) timed.push(i);
  if (timed.length < MIN_TIMED_POINTS) return [];
  const far = (i: number | undefined, j: number | undefined) =>
    i === undefined || j === undefined || Math.abs(time[i]! - time[j]!) > LOGGER_GAP_MS;
  const wild = timed.filter((i, k) => {
    const before = timed[k - 1];
    const after = timed[k + 1];
    if (!far(i, before) || !far(i, after)) return false;
    // The recording goes on around it: its neighbours are near each other (or, at an end of the
    // file, its one neighbour is near the next one in).
    if (before !== undefined && after !== undefined) return !far(before, after);
    return before === undefined ? !far(after, timed[k + 2]) : !far(before, timed[k - 2]);
  });
  // Points all far apart are a sparse recording, not one wild time among good ones.
  return wild.length === timed.length ? [] : wild;
}

/** The track without the points whose flag is set (segments that become empty are dropped). */
const dropPoints = (track: TrackData, drop: Uint8Array): TrackData =>
  keepPoints(
    track,
    drop.map((d) => (d === 1 ? 0 : 1)),
  );

export interface WildTimes {
  track: TrackData;
  /** Number of points before each old index that were kept (to move leg bounds); null when none dropped. */
  keptBefore: ((oldIndex: number) => number) | null;
  warnings: string[];
}

const dateOf = (ms: number): string => {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? `${ms} ms` : formatIsoDate(ms);
};

/** The track without its wild points (definition above), with a warning for each. */
export function dropWildTimes(track: TrackData): WildTimes {
  const wild = wildTimePoints(track.time);
  if (wild.length === 0) return { track, keptBefore: null, warnings: [] };
  const drop = new Uint8Array(track.length);
  for (const i of wild) drop[i] = 1;
  const warnings = wild.map(
    (i) =>
      `Dropped point ${i + 1}, dated ${dateOf(track.time[i]!)}: over 6 hours from the points around it, so its time is wrong`,
  );
  const keptBefore = (oldIndex: number) => oldIndex - wild.filter((i) => i < oldIndex).length;
  return { track: dropPoints(track, drop), keptBefore, warnings };
}

/** Whether the track's times are all in 1970 (an unset clock, definition above); false without times. */
export function clockNotSet(time: Float64Array): boolean {
  let timed = false;
  for (const t of time) {
    if (!Number.isFinite(t)) continue;
    if (t < 0 || t >= UNSET_CLOCK_END_MS) return false;
    timed = true;
  }
  return timed;
}

export const CLOCK_NOT_SET_WARNING =
  "The device's clock was not set (every time is in 1970): the date is unknown, durations are kept";
