/**
 * The selection mask of the current filter over the loaded activities (domain/heat selection.ts),
 * recomputed only when the filter, the summaries or the loaded data change. A collection filter
 * waits for the collections.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { compileFilter, type ActivityFilter } from '../../domain/filters';
import { selectionMask } from '../../domain/heat/selection';
import type { SelectionMask } from '../../domain/heat/types';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery } from '../../lib/track-queries';

export function useSelection(
  ids: readonly string[] | null,
  summaryById: ReadonlyMap<string, TrackSummary>,
  filter: ActivityFilter,
): SelectionMask | null {
  const store = useTrackStore();
  const needsCollections = filter.collectionId !== null;
  const collections = useQuery({ ...collectionsQuery(store), enabled: needsCollections });
  // Relative date presets ("this week") are resolved against the time the page opened.
  const [now] = useState(() => new Date());
  return useMemo(() => {
    if (!ids || (needsCollections && !collections.data)) return null;
    const members = new Map((collections.data ?? []).map((c) => [c.id, new Set(c.trackIds)]));
    const predicate = compileFilter(filter, { now, collectionMembers: (id) => members.get(id) });
    return selectionMask(ids, summaryById, predicate);
  }, [ids, summaryById, filter, now, needsCollections, collections.data]);
}
