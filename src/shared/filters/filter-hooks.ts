/** Hooks for the pages that apply the shared filter (src/domain/filters). */
import { useMemo, useState } from 'react';
import type { Collection } from '../../data';
import { toSearch, type ActivityFilter, type FilterContext } from '../../domain/filters';

/**
 * The context a compiled filter needs. Relative date presets ("this week") are resolved against
 * the time the page opened; a collection filter reads the members of the collections given (none
 * while they load).
 */
export function useFilterContext(collections: readonly Collection[] | undefined): FilterContext {
  const [now] = useState(() => new Date());
  return useMemo(() => {
    const members = new Map((collections ?? []).map((c) => [c.id, new Set(c.trackIds)]));
    return { now, collectionMembers: (id) => members.get(id) };
  }, [now, collections]);
}

/**
 * The same object for the same filter (its URL params, serialised), so a new filter object with
 * equal content (the typed text reaching the URL a moment later, an unrelated param changing)
 * does not filter and render again.
 */
export function useStableFilter(filter: ActivityFilter): ActivityFilter {
  const key = JSON.stringify(toSearch(filter));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content on purpose
  return useMemo(() => filter, [key]);
}
