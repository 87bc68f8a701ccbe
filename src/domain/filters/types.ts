import type { Sport } from '../stats/types';

/**
 * The filter model shared by the activities table, the overview charts, compare and the heatmap.
 * Quantities are SI like the rest of the domain, except pace, which is seconds per kilometre.
 */

/** Date range presets. 'all' means no date restriction; 'custom' uses `from`/`to`. */
export type DatePreset =
  'all' | 'this-week' | 'this-month' | 'last-30-days' | 'this-year' | 'last-year' | 'custom';

export const DATE_PRESETS: readonly DatePreset[] = [
  'all',
  'this-week',
  'this-month',
  'last-30-days',
  'this-year',
  'last-year',
  'custom',
];

export interface DateFilter {
  preset: DatePreset;
  /** Inclusive first calendar day, `yyyy-MM-dd`, used when preset is 'custom'. null: open. */
  from: string | null;
  /** Inclusive last calendar day, `yyyy-MM-dd`, used when preset is 'custom'. null: open. */
  to: string | null;
}

/** An inclusive numeric range; null on a side means open on that side. */
export interface NumRange {
  min: number | null;
  max: number | null;
}

export interface ActivityFilter {
  date: DateFilter;
  /** Sports to keep; empty keeps every sport. */
  sports: Sport[];
  /** Distance, metres. */
  distanceM: NumRange;
  /** Duration, seconds: moving time, or elapsed time when moving time is unknown. */
  durationS: NumRange;
  /** Elevation gain, metres. */
  gainM: NumRange;
  /** Average moving pace, seconds per kilometre (lower is faster). */
  paceSPerKm: NumRange;
  /** Words that must all occur in the name or the file name (case-insensitive). */
  text: string;
  /** Keep only activities in this collection. */
  collectionId: string | null;
  /** Keep only activities with this gear (bulk-export metadata); NO_GEAR keeps those without. null: any. */
  gear: string | null;
  /**
   * Keep only these activity ids (a hand-picked set: "show the selection on the heatmap", "filter
   * to these"). null: no restriction. Order is kept, for pages where it matters (compare).
   */
  ids: string[] | null;
  /**
   * What counts (issue 41, sanity/history.ts): 'counted' the activities that count, 'excluded'
   * those the person left out, 'routes' the routes. null: everything.
   */
  show: HistoryShow | null;
}

export type HistoryShow = 'counted' | 'excluded' | 'routes';
export const HISTORY_SHOWS: readonly HistoryShow[] = ['counted', 'excluded', 'routes'];

/** The gear filter value for "activities without gear". */
export const NO_GEAR = '-';

export type RangeKey = 'distanceM' | 'durationS' | 'gainM' | 'paceSPerKm';
export const RANGE_KEYS: readonly RangeKey[] = ['distanceM', 'durationS', 'gainM', 'paceSPerKm'];

/** What a compiled filter needs from outside the domain (kept pure: everything is passed in). */
export interface FilterContext {
  /** The current instant, for relative date presets. */
  now: Date;
  /**
   * UTC offset in minutes of the viewer's time zone at an instant (e.g. +120 in Paris in summer).
   * Used for activities whose file gives no offset. Defaults to the JS runtime's zone.
   */
  viewerOffsetMin?: (epochMs: number) => number;
  /** Track ids of a collection, or undefined when the collection does not exist. */
  collectionMembers?: (collectionId: string) => ReadonlySet<string> | undefined;
}
