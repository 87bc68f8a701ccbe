/**
 * Tiles mode's data: the explorer view (numbers and geometry) of the current zoom and filter, one
 * worker request per change with the previous one abandoned, and the tile click (the activities
 * that visited the clicked tile, first visit first).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ExplorerView } from '../../../domain/explorer/explorer-engine';
import type { ExplorerZoom } from '../../../domain/explorer/tiles';
import type { SelectionMask } from '../../../domain/heat/types';
import { positionBounds } from '../../../domain/heat/density';
import type { Bounds, TrackSummary } from '../../../domain/stats/types';
import type { ExplorerData } from '../../../shared/explorer/use-explorer';

export interface TileClick {
  x: number;
  y: number;
  zoom: ExplorerZoom;
  /** Activities that visited the tile (within the filter), first visit first. */
  summaries: TrackSummary[];
}

export interface TilesViewState {
  view: ExplorerView | null;
  /** Bounds of the drawn tiles, null when none. */
  bounds: Bounds | null;
  /** Bounds of the max square and of the largest cluster, null when there is none. */
  squareBounds: Bounds | null;
  clusterBounds: Bounds | null;
  /** Worker time of the last view, ms. */
  viewMs: number | null;
  /** Counts finished views (tests and benchmarks wait on it). */
  seq: number;
  pending: boolean;
  error: string | null;
  click: TileClick | null;
  clickPending: boolean;
  clickAt: (lon: number, lat: number) => void;
  clearClick: () => void;
}

const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function useTilesView(
  explorer: ExplorerData,
  mask: SelectionMask | null,
  zoom: ExplorerZoom,
  summaryById: ReadonlyMap<string, TrackSummary>,
  enabled: boolean,
): TilesViewState {
  const { runner, ids, key } = explorer;
  const [done, setDone] = useState<{
    view: ExplorerView | null;
    ms: number | null;
    seq: number;
    error: string | null;
    inputs: readonly unknown[];
  }>({ view: null, ms: null, seq: 0, error: null, inputs: [] });
  const ready = enabled && ids !== null && mask !== null && mask.length === ids.length;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const inputs = [key, mask, zoom];
    runner.view(zoom, mask, controller.signal).then(
      (r) => setDone((d) => ({ view: r.value, ms: r.ms, seq: d.seq + 1, error: null, inputs })),
      (e: unknown) => !isAbort(e) && setDone((d) => ({ ...d, error: message(e), inputs })),
    );
    return () => controller.abort();
  }, [runner, key, mask, zoom, ready]);

  const inputs = [key, mask, zoom];
  const pending = ready && !(done.inputs.length === 3 && done.inputs.every((v, i) => v === inputs[i]));

  const [hits, setHits] = useState<{ x: number; y: number; zoom: ExplorerZoom; ids: string[] } | null>(null);
  const [clickPending, setClickPending] = useState(false);
  const clickAt = useCallback(
    (lon: number, lat: number) => {
      if (!ids || !mask) return;
      setClickPending(true);
      runner.at(zoom, lon, lat, mask).then(
        (r) => {
          setHits({ x: r.value.x, y: r.value.y, zoom, ids: Array.from(r.value.activities, (a) => ids[a]!) });
          setClickPending(false);
        },
        () => setClickPending(false),
      );
    },
    [runner, ids, mask, zoom],
  );
  const clearClick = useCallback(() => setHits(null), []);
  const click = useMemo<TileClick | null>(
    () =>
      hits && {
        x: hits.x,
        y: hits.y,
        zoom: hits.zoom,
        summaries: hits.ids.flatMap((id) => {
          const s = summaryById.get(id);
          return s ? [s] : [];
        }),
      },
    [hits, summaryById],
  );

  const bounds = useMemo(() => (done.view ? positionBounds(done.view.visited.positions) : null), [done.view]);
  const squareBounds = useMemo(
    () => (done.view?.square ? positionBounds(done.view.square) : null),
    [done.view],
  );
  const clusterBounds = useMemo(
    () => (done.view?.cluster.length ? positionBounds(done.view.cluster.positions) : null),
    [done.view],
  );
  return {
    view: done.view,
    bounds,
    squareBounds,
    clusterBounds,
    viewMs: done.ms,
    seq: done.seq,
    pending,
    error: done.error,
    click,
    clickPending,
    clickAt,
    clearClick,
  };
}

/** How long a new view is drawn invisibly under the heat modes before it is hidden, ms (tile-layers.ts). */
const TILES_WARM_MS = 1000;

/**
 * Whether `value` has been drawn invisibly long enough (TILES_WARM_MS) while `active` (the heat
 * modes): tileLayers draws it `warming` until then, `hidden` after.
 */
export function useDrawnOnce<T>(value: T | null, active: boolean): boolean {
  const [drawn, setDrawn] = useState<T | null>(null);
  useEffect(() => {
    if (!active || value === null || drawn === value) return;
    const timer = setTimeout(() => setDrawn(value), TILES_WARM_MS);
    return () => clearTimeout(timer);
  }, [value, active, drawn]);
  return value !== null && drawn === value;
}
