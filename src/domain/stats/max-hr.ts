/**
 * The maximum heart rate the heart-rate zones are shares of (zones: sensors.ts). Definitions:
 * - Set by the person (Settings), from MAX_HR_SETTING_MIN to MAX_HR_SETTING_MAX bpm: used as it is.
 * - Otherwise estimated from their history: the ESTIMATE_RANK-th highest of the activities'
 *   recorded maxima (summary.maxHr), so that one strap spike in one activity does not set it.
 *   Only activities without sanity flags and with a maximum from PLAUSIBLE_MAX_HR_MIN to
 *   PLAUSIBLE_MAX_HR_MAX bpm count, and at least MIN_ACTIVITIES_FOR_ESTIMATE of them are needed
 *   (fewer rarely hold a true all-out effort).
 * - Otherwise DEFAULT_MAX_HR (sensors.ts), as the stored summaries use.
 */
import { DEFAULT_MAX_HR } from './sensors';
import type { TrackSummary } from './types';

export const MAX_HR_SETTING_MIN = 120;
export const MAX_HR_SETTING_MAX = 230;
/** Recorded maxima outside this range are strap or device errors, bpm. */
export const PLAUSIBLE_MAX_HR_MIN = 100;
export const PLAUSIBLE_MAX_HR_MAX = 230;
/** The estimate is the n-th highest plausible maximum (2: the highest but one). */
export const ESTIMATE_RANK = 2;
export const MIN_ACTIVITIES_FOR_ESTIMATE = 5;

export type MaxHrSource = 'settings' | 'history' | 'default';

export interface MaxHr {
  bpm: number;
  source: MaxHrSource;
  /** Activities the estimate was taken from (0 unless source is 'history'). */
  activities: number;
}

/** The estimate from history (definition above), or null with too few activities. */
export function estimateMaxHr(rows: Iterable<Pick<TrackSummary, 'maxHr' | 'flags'>>): MaxHr | null {
  const maxima: number[] = [];
  for (const s of rows) {
    const m = s.maxHr;
    if (m === null || !(m >= PLAUSIBLE_MAX_HR_MIN && m <= PLAUSIBLE_MAX_HR_MAX)) continue;
    if (s.flags.length > 0) continue;
    maxima.push(m);
  }
  if (maxima.length < MIN_ACTIVITIES_FOR_ESTIMATE) return null;
  maxima.sort((a, b) => b - a);
  return { bpm: Math.round(maxima[ESTIMATE_RANK - 1]!), source: 'history', activities: maxima.length };
}

/** Whether a value can be saved as the person's maximum heart rate. */
export function isMaxHrSetting(bpm: number): boolean {
  return Number.isInteger(bpm) && bpm >= MAX_HR_SETTING_MIN && bpm <= MAX_HR_SETTING_MAX;
}

/** The maximum heart rate in effect: the setting, else the estimate, else the default. */
export function resolveMaxHr(
  setting: number | null,
  rows: Iterable<Pick<TrackSummary, 'maxHr' | 'flags'>>,
): MaxHr {
  if (setting !== null && isMaxHrSetting(setting)) return { bpm: setting, source: 'settings', activities: 0 };
  return estimateMaxHr(rows) ?? { bpm: DEFAULT_MAX_HR, source: 'default', activities: 0 };
}
