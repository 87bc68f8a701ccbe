/**
 * Segments: a stretch of road or trail a person cares about, and every effort on it across their
 * whole history (issue 16). Pure domain types: no storage, worker or UI concerns.
 *
 * Flow
 * - A Segment is made from a range of an activity (segmentFromTrack), from a GPX file's track, or
 *   from a suggestion (buildSegment computes its length, gain and grades from the points).
 * - matchSegment(prepareSegment(segment), track) finds every effort in one activity (match.ts,
 *   where each matching rule is defined in writing with its named threshold).
 * - toEffort(match, segment, summary) turns a match into the stored SegmentEffort; rankEfforts
 *   orders a segment's efforts (fastest elapsed first) and gives each its rank and gap to the best.
 *
 * Units: metres, seconds, metres per second, epoch milliseconds (UTC) for instants.
 */
import type { Sport } from '../stats/types';

/** Where a segment came from. */
export type SegmentSource = 'activity' | 'gpx' | 'suggestion';

/**
 * The path of a segment, columnar (plain arrays: a segment has a few hundred points, and plain
 * arrays store as they are in IndexedDB and Firestore). ele is NaN where unknown.
 */
export interface SegmentPoints {
  lat: number[];
  lon: number[];
  ele: number[];
}

export interface Segment {
  id: string;
  name: string;
  /** The path from start to end, in the direction efforts must go. */
  points: SegmentPoints;
  /** Length along the points, metres. */
  distanceM: number;
  /** Smoothed elevation gain along the points, metres; null without elevations. */
  elevationGainM: number | null;
  /** (end elevation - start elevation) / distance, percent; null without elevations. */
  avgGradePct: number | null;
  /** Steepest grade over GRADE_WINDOW_M of the path, percent; null without elevations. */
  maxGradePct: number | null;
  /** Epoch ms. */
  createdAt: number;
  source: SegmentSource;
  /** The activity it was cut from (source 'activity'), else null. */
  sourceTrackId: string | null;
}

/** What matchSegment finds in one track: one pass over the segment. */
export interface EffortMatch {
  /**
   * Fractional point positions where the effort crosses the start and end lines: 12.25 is a
   * quarter of the way from point 12 to point 13 of the track.
   */
  startPos: number;
  endPos: number;
  /** Interpolated crossing instants, epoch ms; null when the track has no times there. */
  startTime: number | null;
  endTime: number | null;
  /** endTime - startTime, seconds; stops inside the segment count. null without times. */
  elapsedS: number | null;
  /** Moving time between the crossings (the activity's moving rule, stats/timeline.ts), seconds. */
  movingS: number | null;
  /** Distance travelled between the crossings, metres (the track's own distance). */
  distanceM: number;
  /** distanceM / elapsedS; null without times. */
  avgSpeedMps: number | null;
  /** Time-weighted means between the crossings, null where the track has none. */
  avgHr: number | null;
  avgPower: number | null;
}

/** One effort as stored: a match of one segment in one activity. */
export interface SegmentEffort extends EffortMatch {
  /** `${segmentId}:${trackId}:${Math.floor(startPos)}`: stable across re-matching. */
  id: string;
  segmentId: string;
  trackId: string;
  sport: Sport;
  /** The activity's start time (epoch ms), for year filters and "efforts over time"; null unknown. */
  activityStartTime: number | null;
}

/** A stored effort with its place among all efforts of its segment. */
export interface RankedEffort extends SegmentEffort {
  /** 1 for the fastest elapsed time; efforts without time come last, unranked (null). */
  rank: number | null;
  /** Number of ranked efforts of the segment ("3rd of 41"). */
  of: number;
  /** elapsedS - best elapsedS, seconds (0 for the best); null when unranked. */
  gapToBestS: number | null;
}
