/**
 * The activities the training model runs over for a filter (the Training page and the Overview's
 * card alike, so they agree): those the filter selects on any date (fitness on a day carries every
 * earlier day's load; a date filter sets the span the Training page shows, not the history), with a
 * plausible date, and counting in history (routes and excluded activities count in no load, issue 41).
 */
import { applyFilter, type ActivityFilter, type FilterContext } from '../../domain/filters';
import { countsInHistory } from '../../domain/sanity/history';
import { hasPlausibleDate } from '../../domain/sanity/rules';
import type { TrackSummary } from '../../domain/stats/types';

const ANY_DATE = { preset: 'all' as const, from: null, to: null };

export function trainingRows(
  all: readonly TrackSummary[],
  filter: ActivityFilter,
  ctx: FilterContext,
): TrackSummary[] {
  return applyFilter(all, { ...filter, date: ANY_DATE }, ctx).filter(
    (s) => hasPlausibleDate(s) && countsInHistory(s),
  );
}
