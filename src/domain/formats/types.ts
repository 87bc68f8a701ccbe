/**
 * The one parse result every format (GPX, FIT, TCX) gives before statistics: the TrackData plus what
 * the summary needs. GPX's ParsedGpx is one (see fromGpx in parse-activity.ts).
 */
import type { TrackData, Waypoint } from '../track/types';

export type SourceFormat = 'gpx' | 'fit' | 'tcx';
export const SOURCE_FORMATS: readonly SourceFormat[] = ['gpx', 'fit', 'tcx'];

/** The totals a device wrote for the activity (FIT sessions, summed). null where not written. */
export interface DeviceTotals {
  distanceM: number | null;
  timerS: number | null;
  ascentM: number | null;
}

/**
 * How the device measured, where the file says (FIT: device_info messages, and whether the decoder
 * read the file to its end). Used to judge whether its totals can check ours (device-comparison.ts)
 * and where its altitude comes from.
 */
export interface DeviceFacts {
  /** The recording device has a barometric altimeter. */
  barometer: boolean;
  /** A wheel or foot-pod speed/distance sensor was paired. */
  speedSensor: boolean;
  /** The whole file was read (false: decoding stopped early, part of the activity is missing). */
  complete: boolean;
}

/** One leg of a multisport activity, as parsed: its sport and its points [startIndex, endIndex). */
export interface ParsedLeg {
  /** The file's sport name for the leg ("swimming", "transition", "cycling", "running"...). */
  sport: string;
  startIndex: number;
  endIndex: number;
  device: DeviceTotals;
}

export interface ParsedActivity {
  format: SourceFormat;
  /** Name written in the file, or null. */
  name: string | null;
  /** Sport as the file writes it (GPX <type>, FIT sport name, TCX Sport attribute), or null. */
  type: string | null;
  /** A time to fall back on for the start when no point has one, epoch ms. */
  metadataTime: number | null;
  utcOffsetMin: number | null;
  track: TrackData;
  /**
   * True when the file has points but no positions (indoor trainer, treadmill, pool): the track has
   * NaN positions and a `dist` channel; no map, no heat points.
   */
  indoor: boolean;
  /**
   * True for a virtual activity (Zwift and the like): its positions are a game world's, so its
   * distance comes from the `dist` channel (the trainer) and it gives no heat points.
   */
  virtual: boolean;
  droppedPoints: number;
  warnings: string[];
  /** "Garmin edge500", the GPX creator, the TCX Creator name; null when the file does not say. */
  device: string | null;
  deviceTotals: DeviceTotals | null;
  /** What the file says about the device's sensors; absent when it says nothing (GPX, TCX). */
  deviceFacts?: DeviceFacts;
  /** Legs of a multisport activity (two or more), else empty. */
  legs: ParsedLeg[];
  /** Waypoints (places marked in the file: GPX <wpt>); absent for formats without them. */
  waypoints?: Waypoint[];
  /**
   * True when a GPX file had no track points and its routes became the track (parse-gpx.ts): a plan,
   * not a recording. Absent for formats without routes.
   */
  fromRoutes?: boolean;
}
