/** The context a compiled filter (src/domain/filters) needs on a page, from the stored collections. */
import { useMemo, useState } from 'react';
import type { Collection } from '../data/track-store';
import type { FilterContext } from '../domain/filters';

/**
 * Relative date presets ("this week") are resolved against the time the page opened; a collection
 * filter reads the members of the collections given (none while they load).
 */
export function useFilterContext(collections: readonly Collection[] | undefined): FilterContext {
  const [now] = useState(() => new Date());
  return useMemo(() => {
    const members = new Map((collections ?? []).map((c) => [c.id, new Set(c.trackIds)]));
    return { now, collectionMembers: (id) => members.get(id) };
  }, [now, collections]);
}
