/**
 * Query options of the training thresholds (issue 33): under ['tracks'] so an import or a
 * recompute invalidates them with everything else.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TrackStore } from '../../data';

export const thresholdsKey = ['tracks', 'thresholds'] as const;

export const thresholdsQuery = (store: TrackStore) =>
  queryOptions({ queryKey: thresholdsKey, queryFn: () => store.getThresholds() });
