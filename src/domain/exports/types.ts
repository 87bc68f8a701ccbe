import type { Sport } from '../stats/types';

/** One row of a bulk export's metadata (Strava activities.csv), in our units. */
export interface ExportActivity {
  /** 1-based row number in the CSV (after the header), for messages. */
  row: number;
  activityId: string | null;
  /** Epoch ms (UTC). */
  startTime: number | null;
  name: string | null;
  /** The activity type as written ("Ride", "Radfahrt"). */
  typeLabel: string | null;
  sport: Sport | null;
  description: string | null;
  gear: string | null;
  commute: boolean | null;
  privateNote: string | null;
  elapsedS: number | null;
  movingS: number | null;
  distanceM: number | null;
  /** The file as the CSV names it ("activities/123.fit.gz"); null for a manual entry. */
  file: string | null;
}

export type ExportCsv =
  | {
      ok: true;
      activities: ExportActivity[];
      /** Rows with a file, by exportFileKey of their file. */
      byFile: ReadonlyMap<string, ExportActivity>;
      /** Rows without a file: manual entries, activities without a track. */
      manual: ExportActivity[];
      /** What was odd but not fatal, one line each. */
      warnings: string[];
    }
  | { ok: false; reason: string };
