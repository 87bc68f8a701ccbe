/**
 * The selection mask of a filter over the loaded activities: mask[i] is 1 when the summary of
 * ids[i] passes the predicate (domain/filters compileFilter), 0 otherwise, when it has no summary,
 * or when it counts in nothing (a route, or excluded by the person: sanity/history.ts).
 */
import { countsInHistory } from '../sanity/history';
import type { SummaryPredicate } from '../filters';
import type { TrackSummary } from '../stats/types';
import type { SelectionMask } from './types';

export function selectionMask(
  ids: readonly string[],
  summaries: ReadonlyMap<string, TrackSummary>,
  predicate: SummaryPredicate,
): SelectionMask {
  const mask = new Uint8Array(ids.length);
  ids.forEach((id, i) => {
    const s = summaries.get(id);
    if (s !== undefined && countsInHistory(s) && predicate(s)) mask[i] = 1;
  });
  return mask;
}
