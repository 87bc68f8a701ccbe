/**
 * Loads what the heatmap draws into the heat worker: the heat points of every stored activity
 * (heat-loader.ts: restored from the heat cache and updated by what was imported or deleted since,
 * or built from scratch), again whenever the stored activities change, and their simplified paths
 * the first time lines are shown. The worker keeps them; filter changes then only send a selection
 * mask (use-heat-build.ts). Until the worker is ready, the cache's first-paint densities of the same
 * activities (domain/heat/heat-preview.ts) are offered for an unfiltered map.
 *
 * Opening order (bench heat-open): the preview is read first, alone; the summaries (10,000 of them
 * take seconds of main thread to read and parse) and the worker's load start only once the page
 * says the preview was painted (`previewPainted`), or at once when there is no stored preview.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { HeatLoadStats } from '../../../domain/heat/heat-engine';
import type { HeatPreview } from '../../../domain/heat/heat-preview';
import { packPaths } from '../../../domain/heat/pack';
import type { HeatMode } from '../../../domain/heat/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { TrackStore } from '../../../data';
import { useTrackStore } from '../../../lib/store-context';
import { heatIdsQuery, heatPreviewQuery, pathsQuery, summariesQuery } from '../../../lib/track-queries';
import type { HeatRunner } from '../../../workers/heat/client';
import { loadHeat, type HeldHeat, type LoadedHeat } from './heat-loader';
import { useSettings } from '../../../lib/settings';
import { zonesKey, type PrivacyZone } from '../../../domain/privacy/zones';
import { pathOutsideZones } from '../../../domain/privacy/cut';
import type { SimplifiedPath } from '../../../domain/series/types';

export interface HeatDataset {
  /** Loaded activities, in the order of the worker's data (and of every selection mask). */
  ids: string[];
  /** Distinct per load, so effects can tell a reload from a re-render. */
  key: number;
  stats: HeatLoadStats;
  /** Worker time to restore, update or index the heat points, ms. */
  loadMs: number;
  source: LoadedHeat['source'];
}

export type HeatDataStatus = 'loading' | 'ready' | 'error';

export interface HeatData {
  status: HeatDataStatus;
  error: string | null;
  dataset: HeatDataset | null;
  /** First-paint densities of exactly the stored activities (as they were when the page opened). */
  preview: HeatPreview | null;
  summaries: TrackSummary[];
  summaryById: ReadonlyMap<string, TrackSummary>;
  /** True once the paths of the current dataset are in the worker. */
  pathsReady: boolean;
  /** The heat cache holds what the worker holds (tests and benchmarks wait on it). */
  cached: boolean;
  /** Why the last write of the heat cache failed (it is tried again), null when none failed. */
  saveError: string | null;
  /** The stored preview was read (it may be null: none, or not of the stored activities). */
  previewRead: boolean;
}

let loads = 0;
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
/** Wait after a load before writing the worker's state to the cache (the map draws first), ms. */
const SAVE_DELAY_MS = 1500;
/**
 * Waits before each new try of a failed write (a quota, a write the browser aborted), ms: the
 * failure is shown (saveError) and the write tried again, then given up until the next load.
 */
const SAVE_RETRY_MS = [5_000, 30_000];

/** What each heat worker holds, per epoch (a crash empties it); the worker outlives the page. */
const held = new WeakMap<HeatRunner, HeldHeat & { epoch: number }>();
/** Loads into one worker run one after the other: each starts from what the last one left. */
const queues = new WeakMap<HeatRunner, Promise<unknown>>();

function queuedLoad(
  store: TrackStore,
  runner: HeatRunner,
  epoch: number,
  ids: string[] | null,
  zones: readonly PrivacyZone[],
) {
  const run = (queues.get(runner) ?? Promise.resolve()).then(async () => {
    const had = held.get(runner);
    const r = await loadHeat(store, runner, had?.epoch === epoch ? had : null, ids, zones);
    held.set(runner, { epoch, ids: r.ids, stats: r.stats, zones: zonesKey(zones), changes: r.changes });
    return r;
  });
  queues.set(
    runner,
    run.catch(() => undefined),
  );
  return run;
}

/** Paths without what lies in the privacy zones (domain/privacy/cut.ts). */
function pathsOutside(paths: Map<string, SimplifiedPath>, zones: readonly PrivacyZone[]) {
  if (zones.length === 0) return paths;
  return new Map([...paths].map(([id, p]) => [id, pathOutsideZones(p, zones)]));
}

function useWorkerDataset(runner: HeatRunner, enabled: boolean, zones: readonly PrivacyZone[]) {
  const store = useTrackStore();
  const heatIds = useQuery({ ...heatIdsQuery(store), enabled });
  const subscribe = useCallback((listener: () => void) => runner.subscribe(listener), [runner]);
  const epoch = useSyncExternalStore(subscribe, () => runner.epoch);
  const [dataset, setDataset] = useState<HeatDataset | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [savedKey, setSavedKey] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const shownRef = useRef<HeatDataset | null>(null);

  useEffect(() => {
    if (!heatIds.data) return;
    let live = true;
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    queuedLoad(store, runner, epoch, heatIds.data.ids, zones).then(
      (r) => {
        if (!live) return;
        const next = { ids: r.ids, key: ++loads, stats: r.stats, loadMs: r.ms, source: r.source };
        // Unchanged: the dataset shown stays, and the cache already holds it (its preview matched).
        const shown = r.source === 'unchanged' && shownRef.current ? shownRef.current : next;
        shownRef.current = shown;
        setDataset(shown);
        setLoadError(null);
        const trySave = (attempt: number) => {
          r.save().then(
            () => {
              if (!live) return;
              setSavedKey(shown.key);
              setSaveError(null);
            },
            (e: unknown) => {
              const retry = SAVE_RETRY_MS[attempt];
              console.warn(`The heatmap cache was not saved (try ${attempt + 1}): ${message(e)}`);
              if (!live) return;
              setSaveError(`${message(e)}${retry !== undefined ? ' (trying again)' : ''}`);
              if (retry !== undefined) saveTimer = setTimeout(() => trySave(attempt + 1), retry);
            },
          );
        };
        saveTimer = setTimeout(() => trySave(0), SAVE_DELAY_MS);
      },
      (e: unknown) => live && setLoadError(message(e)),
    );
    return () => {
      live = false;
      clearTimeout(saveTimer);
    };
  }, [heatIds.data, runner, epoch, store, zones]);
  const cached = dataset !== null && (savedKey === dataset.key || dataset.source === 'restored');
  return { dataset, loadError, heatIds, cached, saveError };
}

export function useHeatData(runner: HeatRunner, mode: HeatMode, previewPainted: boolean): HeatData {
  const store = useTrackStore();
  // The first-paint densities are read first: IndexedDB answers in order, and the summaries and
  // the worker's state are far bigger.
  const zones = useSettings().privacyZones;
  const stored = useQuery(heatPreviewQuery(store, zonesKey(zones)));
  const previewRead = stored.status !== 'pending';
  const go = previewRead && (!stored.data || previewPainted);
  const { dataset, loadError, heatIds, cached, saveError } = useWorkerDataset(runner, go, zones);
  const summaries = useQuery({ ...summariesQuery(store), enabled: go || dataset !== null });

  const paths = useQuery({ ...pathsQuery(store), enabled: mode === 'lines' && dataset !== null });
  const [pathsKey, setPathsKey] = useState<number | null>(null);
  const [pathsError, setPathsError] = useState<string | null>(null);
  useEffect(() => {
    if (!paths.data || !dataset) return;
    let live = true;
    runner.loadPaths(packPaths(dataset.ids, pathsOutside(paths.data, zones))).then(
      () => live && setPathsKey(dataset.key),
      (e: unknown) => live && setPathsError(message(e)),
    );
    return () => void (live = false);
  }, [paths.data, dataset, runner, zones]);

  const preview = stored.data ?? null;
  const summaryById = useMemo(() => new Map((summaries.data ?? []).map((s) => [s.id, s])), [summaries.data]);
  const queryError = summaries.error ?? heatIds.error ?? paths.error;
  const error = queryError ? message(queryError) : (loadError ?? pathsError);
  const status: HeatDataStatus = error ? 'error' : dataset && summaries.data ? 'ready' : 'loading';
  return {
    status,
    error,
    dataset,
    preview,
    summaries: summaries.data ?? [],
    summaryById,
    pathsReady: dataset !== null && pathsKey === dataset.key,
    cached,
    saveError,
    previewRead,
  };
}
