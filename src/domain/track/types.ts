/**
 * The GPX model produced by the parser. Columnar typed arrays, never arrays of point objects.
 * Missing per-point values are NaN.
 */
export interface TrackData {
  /** Number of points (all arrays below have this length). */
  readonly length: number;
  lat: Float64Array;
  lon: Float64Array;
  /** Elevation in metres, NaN where missing. */
  ele: Float32Array;
  /** Epoch milliseconds (UTC), NaN where missing. */
  time: Float64Array;
  /** Heart rate bpm, NaN where missing. */
  hr: Float32Array;
  /** Cadence rpm (or steps/min per foot as the device writes it), NaN where missing. */
  cad: Float32Array;
  /** Power in watts, NaN where missing. */
  power: Float32Array;
  /** Temperature in °C, NaN where missing. */
  temp: Float32Array;
  /** Speed written by the device (m/s), NaN where missing. Informational only. */
  speed: Float32Array;
  /** Course over ground in degrees written by the device (GPX 1.0 <course>); only present when the file has any. */
  course?: Float32Array;
  /**
   * Cumulative distance written by the device (FIT/TCX), metres, NaN where missing; present only when
   * the parser read one. For indoor and virtual tracks it is the track's distance (formats/indoor.ts).
   */
  dist?: Float64Array;
  /**
   * Index of the first point of each non-empty segment, ascending, first is 0 when length > 0.
   * Segment k spans [segmentStarts[k], segmentStarts[k+1]) (or to length for the last one).
   */
  segmentStarts: Uint32Array;
}

export interface Waypoint {
  lat: number;
  lon: number;
  ele: number | null;
  time: number | null;
  name: string | null;
}

export interface ParsedRoute {
  name: string | null;
  points: TrackData;
}

export interface ParsedGpx {
  version: string | null;
  creator: string | null;
  /** metadata/name, else the first track's name, else the first route's name. */
  name: string | null;
  description: string | null;
  /** The first track's (or route's) <type>, as written. */
  type: string | null;
  /** metadata/time in epoch ms. */
  metadataTime: number | null;
  /**
   * UTC offset in minutes of the first point time (or metadata time) written with an explicit
   * numeric offset (e.g. +02:00 gives 120). null when times are in Z or have no zone.
   */
  utcOffsetMin: number | null;
  /** All track segments of all <trk> in document order (or the routes, see fromRoutes). */
  track: TrackData;
  trackCount: number;
  /** True when the file had no track points and the activity was built from its routes. */
  fromRoutes: boolean;
  routes: ParsedRoute[];
  waypoints: Waypoint[];
  /** Points skipped because lat/lon were missing, unparsable or out of range. */
  droppedPoints: number;
  /** Human-readable notes about local faults that were worked around (one line each). */
  warnings: string[];
}

/** Thrown when a file cannot be read as GPX at all. message is one line, in plain words. */
export class GpxParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GpxParseError';
  }
}
