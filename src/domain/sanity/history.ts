/**
 * What counts in a person's history (issue 41). Every figure built over many activities (totals,
 * records, the heatmap, explorer tiles, Eddington, the year in review, training, curves) reads
 * these predicates, so one click on an activity takes it out of all of them at once.
 *
 * - A route (kind 'route': a GPX file of planned routes, a track without a single timestamp, a FIT
 *   course) is kept, listed and mapped on its own, but is not where or when the person went: it
 *   never counts (isRoute).
 * - An activity the person excluded (excluded: true) is still listed and opened, with a badge, but
 *   counts in nothing (countsInHistory). Undone by including it again.
 * - A date before 1990 or after the import (sanity/rules.ts isPlausibleStart) is a wrong clock:
 *   "date unknown", sorted last, in no time chart and no review year (hasKnownDate).
 * - A best effort counts for records only when the activity counts, its date is known, it was not
 *   flagged for speed, the effort is within the sport's limits (limits.ts) and the person did not
 *   leave that effort out (recordEfforts).
 */
import { hasPlausibleDate, isPlausibleEffort } from './rules';
import type { BestEffort, EditableField, TrackSummary } from '../stats/types';

type Kinded = Pick<TrackSummary, 'kind'>;
type Counted = Pick<TrackSummary, 'kind' | 'excluded'>;

/** A planned route or a timeless track: kept, never counted. */
export const isRoute = (s: Kinded): boolean => s.kind === 'route';

/** Whether an activity counts in totals, records, heat, tiles, Eddington, review and training. */
export const countsInHistory = (s: Counted): boolean => s.kind !== 'route' && !s.excluded;

/** Whether the activity's date is one the person can trust (not a wrong device clock). */
export const hasKnownDate = (s: Pick<TrackSummary, 'startTime' | 'importedAt'>): boolean =>
  hasPlausibleDate(s);

type RecordInput = Pick<
  TrackSummary,
  'kind' | 'excluded' | 'excludedEfforts' | 'flags' | 'startTime' | 'importedAt' | 'sport' | 'bestEfforts'
>;

/** Whether the activity may give records at all (rule above, before looking at each effort). */
export function activityGivesRecords(
  s: Omit<RecordInput, 'excludedEfforts' | 'sport' | 'bestEfforts'>,
): boolean {
  return countsInHistory(s) && hasPlausibleDate(s) && !s.flags.some((f) => f.code === 'speed');
}

/** The best efforts of an activity that may be records (rule above); none when it gives none. */
export function recordEfforts(s: RecordInput): BestEffort[] {
  if (!activityGivesRecords(s)) return [];
  return s.bestEfforts.filter(
    (e) =>
      e.timeS > 0 &&
      Number.isFinite(e.timeS) &&
      isPlausibleEffort(s.sport, e) &&
      !s.excludedEfforts.includes(e.key),
  );
}

/** The edited fields with `field` added once: the person's own edit wins over an export's. */
export function withEdited(edited: readonly EditableField[], field: EditableField): EditableField[] {
  return edited.includes(field) ? [...edited] : [...edited, field];
}
