/**
 * The explorer worker brought up to date with the stored activities, for any page: the simplified
 * path and start time of every stored activity that visits tiles (domain/explorer/eligible.ts) go
 * to the worker (workers/explorer/client.ts sync: an import adds only the new activities, an edit
 * replaces the edited one, a delete rebuilds). `ids` is the worker's order, which every mask and answer follows; `key` changes with
 * each sync that changed the worker.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { visitsExplorerTiles } from '../../domain/explorer/eligible';
import type { NewTiles } from '../../domain/explorer/explorer-engine';
import type { ExplorerRunner } from '../../workers/explorer/client';
import { useWorkers } from '../../lib/workers-context';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery, summariesQuery } from '../../lib/track-queries';

export interface ExplorerData {
  runner: ExplorerRunner;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Loaded activity ids in the worker's order; null until the first sync. */
  ids: readonly string[] | null;
  /** Changes with each sync that changed the worker. */
  key: number;
  /** Worker time of the last sync, ms. */
  syncMs: number | null;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
let syncs = 0;

/** Keeps the explorer worker in step with the store while `enabled`. */
export function useExplorerData(enabled = true): ExplorerData {
  const runner = useWorkers().explorer;
  const store = useTrackStore();
  const summaries = useQuery({ ...summariesQuery(store), enabled });
  const paths = useQuery({ ...pathsQuery(store), enabled });
  const subscribe = useCallback((listener: () => void) => runner.subscribe(listener), [runner]);
  const epoch = useSyncExternalStore(subscribe, () => runner.epoch);
  const [state, setState] = useState<{ ids: readonly string[] | null; key: number; ms: number | null }>({
    ids: null,
    key: 0,
    ms: null,
  });
  const [syncError, setSyncError] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || !summaries.data || !paths.data) return;
    let live = true;
    const pathById = paths.data;
    const entries = summaries.data.flatMap((s) => {
      const path = pathById.get(s.id);
      // An edit changes the path under the same id: its figures tell the worker to load it again.
      const version = s.edits ? `${s.points}:${s.distanceM}:${s.startTime}:${s.elapsedS}` : undefined;
      return path && visitsExplorerTiles(s) ? [{ id: s.id, startMs: s.startTime, path, version }] : [];
    });
    runner.sync(entries).then(
      (r) => {
        if (!live) return;
        setSyncError(null);
        setState((prev) =>
          r.added > 0 || r.rebuilt || r.replaced > 0 || prev.ids === null
            ? { ids: r.ids, key: ++syncs, ms: r.ms }
            : prev,
        );
      },
      (e: unknown) => live && setSyncError(message(e)),
    );
    return () => void (live = false);
  }, [enabled, summaries.data, paths.data, runner, epoch]);

  const queryError = summaries.error ?? paths.error;
  const error = queryError ? message(queryError) : syncError;
  const status = error ? 'error' : state.ids ? 'ready' : 'loading';
  return { runner, status, error, ids: state.ids, key: state.key, syncMs: state.ms };
}

export interface NewTilesById {
  z14: ReadonlyMap<string, number>;
  z17: ReadonlyMap<string, number>;
}

/** New tiles of every activity (first visits in time order, domain/explorer/explorer-index.ts). */
export function useNewTiles(enabled = true): NewTilesById | null {
  const explorer = useExplorerData(enabled);
  const { runner, ids, key } = explorer;
  const [answer, setAnswer] = useState<{ key: number; newTiles: NewTiles; ids: readonly string[] } | null>(
    null,
  );
  useEffect(() => {
    if (!enabled || !ids) return;
    let live = true;
    runner.newTiles().then(
      (r) => live && setAnswer({ key, newTiles: r.value, ids }),
      () => undefined,
    );
    return () => void (live = false);
  }, [enabled, runner, ids, key]);
  return useMemo(() => {
    if (!answer) return null;
    const z14 = new Map<string, number>();
    const z17 = new Map<string, number>();
    answer.ids.forEach((id, i) => {
      z14.set(id, answer.newTiles.z14[i] ?? 0);
      z17.set(id, answer.newTiles.z17[i] ?? 0);
    });
    return { z14, z17 };
  }, [answer]);
}
