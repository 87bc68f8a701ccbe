/**
 * The overview's data: every summary, filtered by the global filter in the URL exactly as the
 * Activities page filters them (same model, same compiled predicate, same collection members).
 * The hand-picked `ids` are not a global filter and are ignored here. Routes and activities the
 * person excluded count in nothing (domain/sanity/history.ts): `all` holds only what counts, and
 * `leftOut` says how many were left out.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { applyFilter, fromSearch, parseFilterSearch, type ActivityFilter } from '../../domain/filters';
import { hasPlausibleDate } from '../../domain/sanity/rules';
import { countsInHistory, isRoute } from '../../domain/sanity/history';
import type { TrackSummary } from '../../domain/stats/types';
import { useFilterContext } from '../../shared/filters/filter-hooks';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, summariesQuery } from '../../lib/track-queries';
import { trainingRows } from '../../shared/training/training-rows';

export interface OverviewData {
  status: 'pending' | 'error' | 'ready';
  error: unknown;
  /** Every activity that counts (not a route, not excluded). */
  all: TrackSummary[];
  rows: TrackSummary[];
  /** How many stored activities count in nothing: routes, and those the person excluded. */
  leftOut: { routes: number; excluded: number };
  /** The rows with a plausible start date (domain/sanity/rules.ts): what time charts draw. */
  dated: TrackSummary[];
  /** What fitness and form run over: the filter on any date (shared/training/training-rows.ts). */
  history: TrackSummary[];
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
  const stored = summaries.data ?? NONE;
  const all = useMemo(() => stored.filter(countsInHistory), [stored]);
  const leftOut = useMemo(() => {
    const routes = stored.filter(isRoute).length;
    return { routes, excluded: stored.length - all.length - routes };
  }, [stored, all]);
  const rows = useMemo(() => applyFilter(all, filter, ctx), [all, filter, ctx]);
  const dated = useMemo(() => rows.filter(hasPlausibleDate), [rows]);
  const history = useMemo(() => trainingRows(all, filter, ctx), [all, filter, ctx]);
  const collectionName = collections.data?.find((c) => c.id === filter.collectionId)?.name;

  const status =
    summaries.isError || collections.isError
      ? 'error'
      : summaries.isPending || collections.isPending
        ? 'pending'
        : 'ready';
  return {
    status,
    error: summaries.error ?? collections.error,
    all,
    rows,
    leftOut,
    dated,
    history,
    filter,
    collectionName,
  };
}
