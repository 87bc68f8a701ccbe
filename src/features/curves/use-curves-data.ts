/**
 * The Curves page's data: the summaries filtered by the filter bar's filter (as the Overview
 * filters them) and every stored curve (TrackStore.getCurves).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { applyFilter, fromSearch, parseFilterSearch } from '../../domain/filters';
import { useFilterContext } from '../../shared/filters/filter-hooks';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, curvesQuery, summariesQuery } from '../../lib/track-queries';
import { curveRows, type CurveRows } from './curves-model';

export interface CurvesData {
  status: 'pending' | 'error' | 'ready';
  error: unknown;
  data: CurveRows;
  /** Activities in the filter (with or without curves). */
  filtered: number;
}

export function useCurvesData(): CurvesData {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const collections = useQuery(collectionsQuery(store));
  const curves = useQuery(curvesQuery(store));
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const filter = useMemo(() => ({ ...fromSearch(parseFilterSearch(rawSearch)), ids: null }), [rawSearch]);
  const ctx = useFilterContext(collections.data);
  const rows = useMemo(() => applyFilter(summaries.data ?? [], filter, ctx), [summaries.data, filter, ctx]);
  const data = useMemo(() => curveRows(rows, curves.data ?? new Map()), [rows, curves.data]);
  const queries = [summaries, collections, curves];
  const status = queries.some((q) => q.isError)
    ? 'error'
    : queries.some((q) => q.isPending)
      ? 'pending'
      : 'ready';
  return { status, error: queries.find((q) => q.isError)?.error, data, filtered: rows.length };
}
