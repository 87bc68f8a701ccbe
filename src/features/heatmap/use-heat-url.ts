/**
 * The heatmap's state in the URL: the shared filter (global params plus the page's hand-picked
 * ids), the mode and the camera. Writes keep every param they do not own; camera moves are written
 * after the map settles (replace, so panning does not fill the history).
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapViewState } from '../../components/map';
import {
  fromSearch,
  parseFilterSearch,
  toSearch,
  type ActivityFilter,
  type FilterSearchPatch,
} from '../../domain/filters';
import type { ExplorerZoom } from '../../domain/explorer/tiles';
import { useStableFilter } from '../../shared/filters/filter-hooks';
import { useHrefFor, type HrefFor } from '../../lib/use-href-for';
import { DEFAULT_TILE_ZOOM, parseHeatView, viewSearch, type MapMode } from './heat-search';

/** Every param the page writes; undefined removes one from the URL. */
type HeatSearchPatch = Partial<FilterSearchPatch> & {
  mode?: MapMode | undefined;
  tz?: ExplorerZoom | undefined;
  lat?: number;
  lon?: number;
  zoom?: number;
};

/** Quiet time after the last camera move before it is written to the URL, ms. */
const VIEW_WRITE_DELAY_MS = 400;

export interface HeatUrl {
  filter: ActivityFilter;
  mode: MapMode;
  /** Explorer tile zoom of tiles mode. */
  tileZoom: ExplorerZoom;
  /** The camera in the URL when the page opened (later camera moves do not change it). */
  initialView: MapViewState | null;
  setFilter: (next: ActivityFilter) => void;
  setMode: (mode: MapMode) => void;
  setTileZoom: (zoom: ExplorerZoom) => void;
  setView: (view: MapViewState) => void;
  /** An app-internal href with these search params, serialised the router's way. */
  hrefFor: HrefFor;
}

export function useHeatUrl(): HeatUrl {
  const router = useRouter();
  const rawSearch = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const filter = useStableFilter(useMemo(() => fromSearch(parseFilterSearch(rawSearch)), [rawSearch]));
  const { mode, tileZoom } = parseHeatView(rawSearch);
  const [initialView] = useState(() => parseHeatView(rawSearch).view);

  const hrefFor = useHrefFor();

  // A navigation with a search object, not an href: the root route retains the global filter
  // params a new location lacks, so a cleared filter must be written as an explicit undefined.
  const patch = useCallback(
    (changes: HeatSearchPatch, replace: boolean) =>
      void router.navigate({ to: '/heatmap', search: (prev) => ({ ...prev, ...changes }), replace }),
    [router],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const setView = useCallback(
    (view: MapViewState) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => patch(viewSearch(view), true), VIEW_WRITE_DELAY_MS);
    },
    [patch],
  );
  const setFilter = useCallback((next: ActivityFilter) => patch(toSearch(next), false), [patch]);
  const setMode = useCallback(
    (next: MapMode) => patch({ mode: next === 'density' ? undefined : next }, false),
    [patch],
  );
  const setTileZoom = useCallback(
    (next: ExplorerZoom) => patch({ tz: next === DEFAULT_TILE_ZOOM ? undefined : next }, false),
    [patch],
  );

  return { filter, mode, tileZoom, initialView, setFilter, setMode, setTileZoom, setView, hrefFor };
}
