import type { SourceFormat } from '../formats/types';
import type { LoggerPart, SanityFlag } from '../sanity/types';
import type { ElevationSource } from './elevation-source';
import type { TrainingProduct } from '../training/product';
import type { EditHistory } from '../edits/types';

export type Sport = 'run' | 'ride' | 'hike' | 'walk' | 'swim' | 'ski' | 'other';
export const SPORTS: readonly Sport[] = ['run', 'ride', 'hike', 'walk', 'swim', 'ski', 'other'];

export interface Bounds {
  minLat: number;
  maxLat: number;
  /** West edge. When the track crosses the 180th meridian, minLon > maxLon. */
  minLon: number;
  /** East edge. */
  maxLon: number;
}

export type BestEffortKey = '400m' | '1k' | '1mi' | '5k' | '10k' | 'half' | 'marathon';

export interface BestEffort {
  key: BestEffortKey;
  distanceM: number;
  /** Fastest elapsed time over this distance within the activity, seconds. */
  timeS: number;
  /** Distance from the start where the fastest window begins, metres. */
  startDistanceM: number;
}

/** Everything computeStats derives from a TrackData. Absent values are null, never NaN. */
export interface TrackStats {
  points: number;
  segments: number;
  distanceM: number;
  startTime: number | null;
  endTime: number | null;
  elapsedS: number | null;
  movingS: number | null;
  /** Stopped time: elapsed − moving, stops and pauses between segments (compute-stats.ts); null without times. */
  stopsS: number | null;
  /** Smoothed gain (elevation.ts, method in elevationMethod). */
  elevationGainM: number | null;
  /** Raw sum of the rises between consecutive samples, as recorded. */
  elevationGainRawM: number | null;
  /** Where the altitude comes from (elevation-source.ts). */
  elevationSource: ElevationSource;
  elevationLossM: number | null;
  minElevationM: number | null;
  maxElevationM: number | null;
  avgSpeedMps: number | null;
  maxSpeedMps: number | null;
  avgHr: number | null;
  maxHr: number | null;
  avgCadence: number | null;
  maxCadence: number | null;
  avgPower: number | null;
  maxPower: number | null;
  avgTempC: number | null;
  maxTempC: number | null;
  /** Seconds in each heart-rate zone (Z1..Z5), null without heart rate and time. */
  hrZonesS: number[] | null;
  bounds: Bounds | null;
  startLat: number | null;
  startLon: number | null;
  bestEfforts: BestEffort[];
  /** Points judged GPS spikes and excluded from distance and speed. */
  spikePoints: number;
  /** Human-readable names of the methods used (shown in the UI). */
  elevationMethod: string;
  movingMethod: string;
}

/** One activity as lists, filters and charts read it: small, a few hundred bytes. */
export interface TrackSummary extends TrackStats {
  /** Content hash of the original file (hex), so re-importing the same file is a no-op. */
  id: string;
  name: string;
  sport: Sport;
  /** UTC offset in minutes at the start, where the file says it; else null. */
  utcOffsetMin: number | null;
  /** IANA time zone of the start position (time-zone.ts), null without one. */
  timeZone: string | null;
  fileName: string;
  fileSize: number;
  /** Points dropped by the parser (invalid coordinates). */
  droppedPoints: number;
  /** Parser warnings, one line each. */
  warnings: string[];
  statsVersion: number;
  importedAt: number;
  /** Format of the original file, found from its content; null without a file (a manual entry). */
  format: SourceFormat | null;
  /** Recording device or app: FIT manufacturer and product, TCX Creator, GPX creator; else null. */
  device: string | null;
  /** The device's own session totals (FIT sessions, TCX laps), shown beside ours; null when not written. */
  deviceDistanceM: number | null;
  deviceTimerS: number | null;
  deviceAscentM: number | null;
  /** Legs of a multisport activity (triathlon: swim, transition, bike, run), else empty. */
  legs: ActivityLeg[];
  /** From a bulk export's metadata (Strava activities.csv); null when not known. */
  gear: string | null;
  /**
   * The gear the person chose for this activity (domain/gear: a Gear id, or NO_GEAR_ID for "none");
   * null: no choice, rules, the export's gear and the sport's default decide (domain/gear/assign.ts).
   */
  gearId: string | null;
  description: string | null;
  commute: boolean | null;
  privateNote: string | null;
  /** An activity without a track: a manual entry of a bulk export (numbers from its CSV). */
  manual: boolean;
  /** What the sanity rules found (sanity/rules.ts), in plain words; empty when nothing. */
  flags: SanityFlag[];
  /** One part of a data logger's file (sanity/logger-split.ts), else null. */
  part: LoggerPart | null;
  /** What training load re-scores from (training/product.ts); null: none (a manual entry, or older). */
  training: TrainingProduct | null;
  /**
   * The person's edits of the recording (trim, cut, split, merge: domain/edits), the figures
   * computed through the applied ones; null when never edited.
   */
  edits: EditHistory | null;
  // What the person decides (issue 41; domain/sanity/history.ts). Absent before: an activity,
  // counted, nothing edited.
  /** 'route': a planned route or a track without times, kept and mapped but never counted. */
  kind: ActivityKind;
  /** Left out of records, totals, the heatmap and training by the person (undoable). */
  excluded: boolean;
  /** Best efforts of this activity the person left out of records. */
  excludedEfforts: BestEffortKey[];
  /** Fields the person edited: a bulk export's metadata never overwrites them. */
  editedFields: EditableField[];
}

/** An activity, or a route: a planned line or a track without times (domain/sanity/history.ts). */
export type ActivityKind = 'activity' | 'route';
export const ACTIVITY_KINDS: readonly ActivityKind[] = ['activity', 'route'];

/**
 * The summary fields a person edits that an import or a recompute would otherwise set: a bulk
 * export's metadata (name to commute) and the kind (a route turned into an activity).
 */
export type EditableField = 'name' | 'sport' | 'gear' | 'description' | 'commute' | 'kind';
export const EDITABLE_FIELDS: readonly EditableField[] = [
  'name',
  'sport',
  'gear',
  'description',
  'commute',
  'kind',
];

/** One leg of a multisport activity, with its own statistics (ours and the device's). */
export interface ActivityLeg {
  sport: Sport;
  /** The sport as the file names it ("swimming", "transition", ...). */
  sportName: string;
  startTime: number | null;
  points: number;
  distanceM: number;
  elapsedS: number | null;
  movingS: number | null;
  avgHr: number | null;
  deviceDistanceM: number | null;
  deviceTimerS: number | null;
}

/** One split of an activity (per km, per mile...), see computeSplits in splits.ts. */
export interface Split {
  /** 0-based position of the split. */
  index: number;
  /** Cumulative distance where the split starts, metres. */
  startDistanceM: number;
  /** Length of the split, metres: the split length, except for a shorter last split. */
  distanceM: number;
  /** Elapsed seconds from the split's start to its end (interpolated), null without times. */
  elapsedS: number | null;
  /** Moving seconds within the split, null without times. */
  movingS: number | null;
  elevationGainM: number | null;
  elevationLossM: number | null;
  /** Time-weighted average heart rate of the points in the split, null without heart rate. */
  avgHr: number | null;
  /** distanceM / movingS, null without moving time. */
  avgSpeedMps: number | null;
  /** Moving seconds per kilometre (movingS / distanceM × 1000), null without moving time. */
  paceSPerKm: number | null;
}
