/**
 * Loads what the heatmap draws into the heat worker: the heat points of every stored activity
 * (once per change of the stored data), and their simplified paths the first time lines are shown.
 * The worker keeps them; filter changes then only send a selection mask (use-heat-build.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { HeatLoadStats } from '../../domain/heat/heat-engine';
import { packHeat, packPaths } from '../../domain/heat/pack';
import type { HeatMode } from '../../domain/heat/types';
import type { TrackSummary } from '../../domain/stats/types';
import { useTrackStore } from '../../lib/store-context';
import { heatQuery, pathsQuery, summariesQuery } from '../../lib/track-queries';
import type { HeatRunner } from '../../workers/heat/client';

export interface HeatDataset {
  /** Loaded activities, in the order of the worker's data (and of every selection mask). */
  ids: string[];
  /** Distinct per load, so effects can tell a reload from a re-render. */
  key: number;
  stats: HeatLoadStats;
  /** Worker time to index the heat points, ms. */
  loadMs: number;
}

export type HeatDataStatus = 'loading' | 'ready' | 'error';

export interface HeatData {
  status: HeatDataStatus;
  error: string | null;
  dataset: HeatDataset | null;
  summaries: TrackSummary[];
  summaryById: ReadonlyMap<string, TrackSummary>;
  /** True once the paths of the current dataset are in the worker. */
  pathsReady: boolean;
}

let loads = 0;
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function useHeatData(runner: HeatRunner, mode: HeatMode): HeatData {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const heat = useQuery(heatQuery(store));
  const subscribe = useCallback((listener: () => void) => runner.subscribe(listener), [runner]);
  const epoch = useSyncExternalStore(subscribe, () => runner.epoch);
  const [dataset, setDataset] = useState<HeatDataset | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!heat.data) return;
    let live = true;
    const ids = [...heat.data.keys()];
    runner.load(packHeat(ids, heat.data)).then(
      (r) => live && (setDataset({ ids, key: ++loads, stats: r.value, loadMs: r.ms }), setLoadError(null)),
      (e: unknown) => live && setLoadError(message(e)),
    );
    return () => void (live = false);
  }, [heat.data, runner, epoch]);

  const paths = useQuery({ ...pathsQuery(store), enabled: mode === 'lines' && dataset !== null });
  const [pathsKey, setPathsKey] = useState<number | null>(null);
  useEffect(() => {
    if (!paths.data || !dataset) return;
    let live = true;
    runner.loadPaths(packPaths(dataset.ids, paths.data)).then(
      () => live && setPathsKey(dataset.key),
      (e: unknown) => live && setLoadError(message(e)),
    );
    return () => void (live = false);
  }, [paths.data, dataset, runner]);

  const summaryById = useMemo(() => new Map((summaries.data ?? []).map((s) => [s.id, s])), [summaries.data]);
  const queryError = summaries.error ?? heat.error ?? paths.error;
  const error = queryError ? message(queryError) : loadError;
  const status: HeatDataStatus = error ? 'error' : dataset && summaries.data ? 'ready' : 'loading';
  return {
    status,
    error,
    dataset,
    summaries: summaries.data ?? [],
    summaryById,
    pathsReady: dataset !== null && pathsKey === dataset.key,
  };
}
