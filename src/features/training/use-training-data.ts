/**
 * The Training page's data: every summary the global filter selects (the filter in the URL, as on
 * the Overview), scored with the stored thresholds. The date filter does not cut the history the
 * model runs over (fitness on the first day of a range carries every earlier day's load): it
 * sets the chart's span instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fromSearch, parseFilterSearch, type ActivityFilter } from '../../domain/filters';
import { localDayOf, resolveDateRange } from '../../domain/filters/date-range';
import type { TrackSummary } from '../../domain/stats/types';
import { trainingModel, type TrainingModel } from '../../domain/training/model';
import type { ThresholdSettings } from '../../domain/training/thresholds';
import { useFilterContext } from '../../shared/filters/filter-hooks';
import { useTrackStore } from '../../lib/store-context';
import { collectionsQuery, summariesQuery } from '../../lib/track-queries';
import { thresholdsQuery } from '../../shared/training/training-queries';
import { trainingRows } from '../../shared/training/training-rows';

export interface TrainingData {
  status: 'pending' | 'error' | 'ready';
  error: unknown;
  all: TrackSummary[];
  rows: TrackSummary[];
  /** An activity's name by id (its map built at the first call: only a picked day asks). */
  nameOf: (id: string) => string | undefined;
  model: TrainingModel | null;
  thresholds: ThresholdSettings | undefined;
  filter: ActivityFilter;
  /** The date filter's days (a side null: open), or null for "any time". */
  range: { from: number | null; to: number | null } | null;
  today: number;
}

const NONE: TrackSummary[] = [];

export function useTrainingData(): TrainingData {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const collections = useQuery(collectionsQuery(store));
  const thresholds = useQuery(thresholdsQuery(store));
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const filter = useMemo(() => ({ ...fromSearch(parseFilterSearch(rawSearch)), ids: null }), [rawSearch]);
  const ctx = useFilterContext(collections.data);
  const all = summaries.data ?? NONE;
  const today = localDayOf(new Date());
  const rows = useMemo(() => trainingRows(all, filter, ctx), [all, filter, ctx]);
  const nameOf = useMemo(() => {
    let names: Map<string, string> | null = null;
    return (id: string) => (names ??= new Map(rows.map((s) => [s.id, s.name]))).get(id);
  }, [rows]);
  const entries = thresholds.data?.entries;
  const model = useMemo(
    () => (entries === undefined ? null : trainingModel(rows, entries, today)),
    [rows, entries, today],
  );
  const resolved = resolveDateRange(filter.date, new Date());
  const range = resolved === null ? null : { from: resolved.fromDay, to: resolved.toDay };
  const failed = summaries.isError || collections.isError || thresholds.isError;
  const pending = summaries.isPending || collections.isPending || thresholds.isPending;
  return {
    status: failed ? 'error' : pending ? 'pending' : 'ready',
    error: summaries.error ?? collections.error ?? thresholds.error,
    all,
    rows,
    nameOf,
    model,
    thresholds: thresholds.data,
    filter,
    range,
    today,
  };
}
