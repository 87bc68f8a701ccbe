/** What the FIT decoder reads: the messages and fields this product uses, nothing else. */

/** Record columns, one entry per record message in file order; NaN where the record has no value. */
export interface FitRecords {
  readonly length: number;
  /** Epoch ms. */
  time: Float64Array;
  /** Degrees (from semicircles). */
  lat: Float64Array;
  lon: Float64Array;
  /** Metres: enhanced_altitude where written, else altitude. */
  ele: Float32Array;
  hr: Float32Array;
  cad: Float32Array;
  power: Float32Array;
  temp: Float32Array;
  /** Cumulative distance written by the device, metres (distance or compressed_speed_distance). */
  dist: Float64Array;
  /** m/s: enhanced_speed where written, else speed. */
  speed: Float32Array;
  /**
   * Watts from a developer field that is power (developer-power.ts); decodeFit makes it `power`
   * when no record has a native power value.
   */
  devPower: Float32Array;
}

/** A session or lap message: the device's own totals. null where not written. */
export interface FitTotals {
  /** Epoch ms. */
  startTime: number | null;
  /** Epoch ms of the message's timestamp (end of the session or lap). */
  endTime: number | null;
  sport: number | null;
  subSport: number | null;
  distanceM: number | null;
  timerS: number | null;
  elapsedS: number | null;
  ascentM: number | null;
  descentM: number | null;
}

export interface FitFileId {
  /** FIT file type: 4 activity, 6 course, ... */
  type: number | null;
  manufacturer: number | null;
  product: number | null;
  productName: string | null;
}

export interface DecodedFit {
  records: FitRecords;
  sessions: FitTotals[];
  laps: FitTotals[];
  fileIds: FitFileId[];
  /** sport messages (sport, sub_sport, name). */
  sports: { sport: number | null; subSport: number | null; name: string | null }[];
  /** Epoch ms of each timer stop event (a pause), ascending. */
  timerStops: number[];
  /** activity.local_timestamp minus timestamp, minutes; null when not written. */
  utcOffsetMin: number | null;
  /** False when decoding had to stop before the end of the data (lost sync, truncation). */
  complete: boolean;
  /** Sensors the device_info messages name (device-sensors.ts). */
  sensors: FitSensors;
  /** How many FIT files were chained in the bytes. */
  fileCount: number;
  /** Problems worked around, one line each (truncation, bad CRC, lost sync). */
  warnings: string[];
}

/** Sensors named by a file's device_info messages (definitions in device-sensors.ts). */
export interface FitSensors {
  /** The recording device has a barometric altimeter. */
  barometer: boolean;
  /** A wheel or foot-pod speed/distance sensor was paired (the device may take distance from it). */
  speedDistance: boolean;
}

/** Thrown when bytes cannot be read as a FIT activity at all. One line, plain words. */
export class FitParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FitParseError';
  }
}
