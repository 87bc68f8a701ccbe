/**
 * The overview's data: every summary, filtered by the global filter in the URL exactly as the
 * Activities page filters them (same model, same compiled predicate, same collection members).
 * The hand-picked `ids` are not a global filter and are ignored here.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { applyFilter, fromSearch, parseFilterSearch, type ActivityFilter } from '../../domain/filters';
import { hasPlausibleDate } from '../../domain/sanity/rules';
import type { TrackSummary } from '../../domain/stats/types';
import { useFilterContext } from '../../shared/filters/filter-hooks';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, summariesQuery } from '../../lib/track-queries';

export interface OverviewData {
  status: 'pending' | 'error' | 'ready';
  error: unknown;
  all: TrackSummary[];
  rows: TrackSummary[];
  /** The rows with a plausible start date (domain/sanity/rules.ts): what time charts draw. */
  dated: TrackSummary[];
  filter: ActivityFilter;
  collectionName: string | undefined;
}

const NONE: TrackSummary[] = [];

export function useOverviewData(): OverviewData {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const collections = useQuery(collectionsQuery(store));
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const filter = useMemo(() => ({ ...fromSearch(parseFilterSearch(rawSearch)), ids: null }), [rawSearch]);
  const ctx = useFilterContext(collections.data);
  const all = summaries.data ?? NONE;
  const rows = useMemo(() => applyFilter(all, filter, ctx), [all, filter, ctx]);
  const dated = useMemo(() => rows.filter(hasPlausibleDate), [rows]);
  const collectionName = collections.data?.find((c) => c.id === filter.collectionId)?.name;

  const status =
    summaries.isError || collections.isError
      ? 'error'
      : summaries.isPending || collections.isPending
        ? 'pending'
        : 'ready';
  return { status, error: summaries.error ?? collections.error, all, rows, dated, filter, collectionName };
}
