/**
 * The selection mask of the current filter over the loaded activities (domain/heat selection.ts),
 * recomputed only when the filter, the summaries or the loaded data change. A collection filter
 * waits for the collections.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { compileFilter, type ActivityFilter } from '../../../domain/filters';
import { selectionMask } from '../../../domain/heat/selection';
import type { SelectionMask } from '../../../domain/heat/types';
import type { TrackSummary } from '../../../domain/stats/types';
import { useFilterContext } from '../../../shared/filters/filter-hooks';
import { useTrackStore } from '../../../lib/store-context';
import { collectionsQuery } from '../../../lib/track-queries';

export function useSelection(
  ids: readonly string[] | null,
  summaryById: ReadonlyMap<string, TrackSummary>,
  filter: ActivityFilter,
): SelectionMask | null {
  const store = useTrackStore();
  const needsCollections = filter.collectionId !== null;
  const collections = useQuery({ ...collectionsQuery(store), enabled: needsCollections });
  const ctx = useFilterContext(collections.data);
  return useMemo(() => {
    if (!ids || (needsCollections && !collections.data)) return null;
    return selectionMask(ids, summaryById, compileFilter(filter, ctx));
  }, [ids, summaryById, filter, ctx, needsCollections, collections.data]);
}
