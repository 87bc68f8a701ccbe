/**
 * When a device's own totals (FIT session, TCX laps) can check ours, and when they cannot.
 *
 * Comparing is only fair where both sides measured the same thing. Each rule below is a reason the
 * device's figure measures something else; the first that applies is given. No rule looks at
 * either figure's value, so a file is never left out because it disagrees.
 *
 * Distance (deviceDistanceComparison)
 * - NO_TOTAL: the file writes no device distance.
 * - NO_POSITIONS: an indoor file (no positions): ours is the device's own distance channel.
 * - VIRTUAL: a virtual ride (Zwift and the like): ours is the trainer's distance from the file too.
 * - INCOMPLETE: the file could not be read to its end (decoding lost sync or the bytes stop), so our
 *   track is only part of the activity the device's total covers.
 * - SPEED_SENSOR: the device paired a wheel or foot-pod speed/distance sensor (FIT device_info), and
 *   may take its distance from it instead of from the positions; a wheel's circumference or a pod's
 *   calibration is not something positions can check.
 *
 * Ascent (deviceAscentComparison): the same NO_TOTAL, NO_POSITIONS, VIRTUAL (a game world's
 * altitude) and INCOMPLETE rules, and
 * - NOT_BAROMETRIC: the altitude is not barometric (the file does not say so and the profile is not
 *   too smooth to be GPS, elevation-source.ts): a GPS altitude's ascent depends on how each tool
 *   smooths its metres of noise, so it is no check on ours.
 */
import type { ParsedActivity } from '../formats/types';
import type { ElevationSource } from './elevation-source';

export const COMPARISON_RULES = {
  NO_TOTAL: 'the file writes no device total',
  NO_POSITIONS: 'indoor: no positions, our distance is the device’s own',
  VIRTUAL: 'virtual activity: distance from the trainer, altitude from a game world',
  INCOMPLETE: 'the file could not be read to its end: part of the activity is missing',
  SPEED_SENSOR: 'a wheel or foot-pod sensor was paired: the device may measure distance with it',
  NOT_BAROMETRIC: 'GPS altitude: its ascent depends on each tool’s smoothing',
} as const;

export type ComparisonRule = keyof typeof COMPARISON_RULES;

/** null when the totals are comparable, else the rule that says why not. */
export type Comparison = ComparisonRule | null;

type Facts = Pick<ParsedActivity, 'indoor' | 'virtual' | 'deviceTotals' | 'deviceFacts'>;

function commonRule(p: Facts, total: number | null | undefined): Comparison {
  if (total === null || total === undefined || !(total > 0)) return 'NO_TOTAL';
  if (p.indoor) return 'NO_POSITIONS';
  if (p.virtual) return 'VIRTUAL';
  if (p.deviceFacts?.complete === false) return 'INCOMPLETE';
  return null;
}

/** Whether the device's total distance can check ours (rules above). */
export function deviceDistanceComparison(p: Facts): Comparison {
  const common = commonRule(p, p.deviceTotals?.distanceM);
  if (common !== null) return common;
  return p.deviceFacts?.speedSensor === true ? 'SPEED_SENSOR' : null;
}

/** Whether the device's total ascent can check ours, given the source our statistics used. */
export function deviceAscentComparison(p: Facts, source: ElevationSource): Comparison {
  const common = commonRule(p, p.deviceTotals?.ascentM);
  if (common !== null) return common;
  return source === 'barometric' ? null : 'NOT_BAROMETRIC';
}
