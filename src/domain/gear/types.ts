/**
 * Gear (issue 35): bikes, shoes and other things activities wear out, the rules that assign them to
 * activities, and their maintenance tasks. Small documents of their own; an activity links to its
 * gear through its summary (TrackSummary.gearId). Dates are day numbers (days since 1970-01-01 of a
 * calendar day, as in domain/calendar), distances metres.
 */
import type { Sport } from '../stats/types';

export type GearKind = 'bike' | 'shoes' | 'other';
export const GEAR_KINDS: readonly GearKind[] = ['bike', 'shoes', 'other'];

/** Shoes suggest retirement past this distance unless the person sets another (issue 35: 700 km). */
export const DEFAULT_SHOE_RETIRE_M = 700_000;

export interface Gear {
  id: string;
  kind: GearKind;
  name: string;
  brand: string;
  model: string;
  /** A free note (no photos). */
  note: string;
  /** Day it came into use; null: unknown. */
  inUseFromDay: number | null;
  /** Distance it had before its first activity here (bought second-hand, counted elsewhere), metres. */
  startDistanceM: number;
  retired: boolean;
  /** Suggest retirement past this total distance, metres; null: never (shoes use DEFAULT_SHOE_RETIRE_M). */
  retireAtM: number | null;
  /**
   * The name a bulk export's gear column gives it (TrackSummary.gear), when it was created from
   * one: activities naming it get this gear, also after the gear is renamed. null: made by hand.
   */
  importName: string | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * An assignment rule: activities of `sport` get `gearId`. Without a date range (both days null) it
 * is the sport's default; with one (either or both ends, inclusive, on the activity's local day) it
 * is a dated rule, which ranks above the export's column (assign.ts).
 */
export interface GearRule {
  id: string;
  gearId: string;
  sport: Sport;
  fromDay: number | null;
  toDay: number | null;
  createdAt: number;
}

/**
 * A maintenance task of one gear, due every `everyM` metres or `everyDays` days or both (whichever
 * comes first); at least one of them is set.
 */
export interface MaintenanceTask {
  id: string;
  gearId: string;
  name: string;
  everyM: number | null;
  everyDays: number | null;
  /** Day it was last done; null: never (counted from the gear's first day in use). */
  lastDoneDay: number | null;
  /** The gear's total distance when it was last done, metres; null: never (counted from 0). */
  lastDoneAtM: number | null;
  createdAt: number;
}

/** An activity's own choice of "no gear": rules, the export and defaults do not apply to it. */
export const NO_GEAR_ID = 'none';
