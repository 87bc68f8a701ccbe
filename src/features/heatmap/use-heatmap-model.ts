/**
 * The Heatmap page's model: everything the page shows, from its URL (use-heat-url.ts), the heat
 * worker (density/: loaded data, selection mask, built layers; click/: what passed where clicked)
 * and the explorer worker (tiles/), so heatmap-page.tsx only lays it out. The heat worker keeps every
 * activity's heat points; a filter change sends a selection mask and gets binary buffers back for
 * layers with fixed ids.
 */
import type { PickingInfo } from '@deck.gl/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { mapLayers, PLACE_ZOOM, type MapGoTo, type MapViewState } from '../../components/map';
import { toSearch, type ActivityFilter } from '../../domain/filters';
import { normalizeLon } from '../../domain/geo';
import { cellLevelFor } from '../../domain/heat/cell-levels';
import { clickToleranceM } from '../../domain/heat/click-tolerance';
import { previewBuild } from '../../domain/heat/heat-preview';
import type { HeatBuild } from '../../domain/heat/types';
import type { Bounds } from '../../domain/stats/types';
import { useWorkers } from '../../lib/workers-context';
import { useExplorerData } from '../../shared/explorer/use-explorer';
import { useHeatClick, type HeatClick } from './click/use-heat-click';
import { clickMarker, DENSITY_CELL_MAX_PX, densityLayer, linesLayer } from './density/heat-layers';
import { DEFAULT_SETTINGS, type HeatSettings } from './density/heat-settings';
import { pathSports } from './density/sport-colors';
import { useHeatBuild, type HeatBuildState } from './density/use-heat-build';
import { useHeatData, type HeatData } from './density/use-heat-data';
import { useSelection } from './density/use-selection';
import { unfiltered } from './map-status';
import { coarseLevel, gridKey, gridPaths, tileLayers, type GridView } from './tiles/tile-layers';
import { useDrawnOnce, useTilesView, type TilesViewState } from './tiles/use-tiles-view';
import { useAfterFrames } from './use-after-frames';
import { useHeatUrl, type HeatUrl } from './use-heat-url';

/**
 * Load the explorer worker in the background on the Heatmap page, after the first heat draw (bench
 * explorer-toggle: the switch to tiles mode must paint within 300 ms with 10,000 activities).
 */
const EXPLORER_PREWARM = true;

/**
 * The longest the basemap waits for the heat to be painted (usePaintOrder), ms: past it the basemap
 * is drawn anyway (a build that failed in some way not shown, say).
 */
const BASEMAP_WAIT_MS = 4000;

/** The camera's centre (for the tile grid) and the density cell level of its zoom. */
function useCamera() {
  const [gridView, setGridView] = useState<GridView | null>(null);
  // Density cells as coarse as the view allows (cell-levels.ts); a zoom across a level rebuilds.
  const [level, setLevel] = useState<number | null>(null);
  const onViewChange = useCallback((v: MapViewState) => {
    setLevel(cellLevelFor(v.zoom, v.latitude, DENSITY_CELL_MAX_PX));
    setGridView({ longitude: v.longitude, latitude: v.latitude, zoom: v.zoom });
  }, []);
  const [goTo, setGoTo] = useState<MapGoTo | null>(null);
  const goToPlace = useCallback((p: { lon: number; lat: number }) => {
    setGoTo((g) => ({
      key: (Number(g?.key) || 0) + 1,
      view: { longitude: p.lon, latitude: p.lat, zoom: PLACE_ZOOM, pitch: 0, bearing: 0 },
    }));
  }, []);
  const goToBounds = useCallback((bounds: Bounds) => {
    setGoTo((g) => ({ key: (Number(g?.key) || 0) + 1, bounds }));
  }, []);
  return { gridView, level, onViewChange, goTo, goToPlace, goToBounds };
}

interface PaintInputs {
  data: HeatData;
  built: HeatBuildState;
  level: number | null;
  gridView: GridView | null;
  density: boolean;
  filter: ActivityFilter;
  tilesMode: boolean;
  firstPaint: boolean;
  onFirstPaint: () => void;
}

/**
 * The paint order: the stored preview is painted first on a 2D canvas (density-canvas.tsx); deck.gl
 * (its WebGL context, its shaders) is held until that has shown, and the canvas goes once deck.gl
 * has drawn. Until the first paint the summaries, the worker's load and the basemap wait
 * (use-heat-data.ts).
 *
 * The basemap (MapLibre: the world's geometry tiled again in its worker, seconds on two cores, and
 * its own WebGL context) waits until heat is on screen: the preview canvas, or else (no stored
 * preview: the first opening, or any after an activity changed, a mend say) two frames after the
 * worker's build was handed to deck.gl, so deck.gl's layer set-up and shaders and the worker's
 * build do not share the cores with it (bench edit-apply). Tiles mode, an error or BASEMAP_WAIT_MS
 * after the first paint release it too. Once drawn it stays.
 */
function usePaintOrder(p: PaintInputs) {
  const { data, built, level, gridView, density, filter, tilesMode } = p;
  const preview = useMemo(
    () =>
      data.preview && level !== null && density && !tilesMode && unfiltered(filter)
        ? previewBuild(data.preview, level)
        : null,
    [data.preview, level, density, tilesMode, filter],
  );
  const [deckDrawn, setDeckDrawn] = useState(false);
  const onDrawn = useCallback(() => setDeckDrawn(true), []);
  const canvasPreview = !deckDrawn && built.build === null && preview?.density && gridView ? preview : null;
  const paintedEarly = preview !== null || built.build !== null;
  const nothingEarly = data.previewRead && (level !== null || tilesMode) && !paintedEarly;
  useAfterFrames(!p.firstPaint && (paintedEarly || nothingEarly), p.onFirstPaint);
  const basemapDue = useBasemapDue(p.firstPaint, {
    now: preview !== null || tilesMode || data.error !== null || built.error !== null,
    afterFrames: built.build !== null,
  });
  return { preview, canvasPreview, onDrawn, basemapDue };
}

/**
 * True, and then for good, once the first paint is done and heat is shown (`now`) or was handed
 * to deck.gl two frames ago (`afterFrames`), or BASEMAP_WAIT_MS after the first paint.
 */
function useBasemapDue(firstPaint: boolean, heat: { now: boolean; afterFrames: boolean }): boolean {
  const [due, setDue] = useState(false);
  const release = useCallback(() => setDue(true), []);
  if (!due && firstPaint && heat.now) setDue(true);
  useAfterFrames(!due && firstPaint && heat.afterFrames, release);
  useEffect(() => {
    if (due || !firstPaint) return;
    const timer = setTimeout(release, BASEMAP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [due, firstPaint, release]);
  return due;
}

/** Fit the data once when it first shows, unless the URL has a camera; "Fit" fits again. */
function useFit(url: HeatUrl, dataBounds: Bounds | null) {
  const [firstBounds, setFirstBounds] = useState<Bounds | null>(null);
  if (firstBounds === null && dataBounds) setFirstBounds(dataBounds);
  const fitKey = url.initialView ? 'url' : firstBounds ? 'data' : 'none';
  return { bounds: dataBounds ?? firstBounds, fitKey };
}

interface LayerInputs {
  build: HeatBuild | null;
  data: HeatData;
  tiles: TilesViewState;
  gridView: GridView | null;
  tileZoom: HeatUrl['tileZoom'];
  settings: HeatSettings;
  tilesMode: boolean;
}

/**
 * Every layer stays in the list in every mode, the other mode's hidden: a switch changes what is
 * drawn, never what deck.gl holds (no GPU upload, no heat aggregation, no pipeline to build).
 */
function useLayers({ build, data, tiles, gridView, tileZoom, settings, tilesMode }: LayerInputs) {
  // The grid is kept in every mode (hidden under the heat modes, like the tile layers), rebuilt only
  // when the view's centre tile changes.
  const gridAt = gridView ? gridKey(gridView, tileZoom) : null;
  const grid = useMemo(() => (gridAt === null ? null : gridPaths(gridAt)), [gridAt]);
  const { dataset, summaryById } = data;
  const sports = useMemo(
    () =>
      build?.lines && dataset
        ? pathSports(build.lines, (a) => summaryById.get(dataset.ids[a] ?? '')?.sport)
        : null,
    [build, dataset, summaryById],
  );
  const tileView = tiles.view;
  const tilesReady = useDrawnOnce(tileView, !tilesMode);
  // Zoomed far out, the tiles are drawn on a coarser grid (tile-layers.ts); it changes by level.
  const coarse = tileView ? coarseLevel(tileView, gridView?.zoom ?? null) : null;
  const layers = useMemo(
    () =>
      mapLayers(
        build?.density ? densityLayer(build.density, settings, !tilesMode) : null,
        build?.lines ? linesLayer(build.lines, settings, sports, !tilesMode) : null,
        ...tileLayers(tileView, grid, tilesMode ? 'shown' : tilesReady ? 'hidden' : 'warming', coarse),
      ),
    [tilesMode, tileView, tilesReady, grid, build, settings, sports, coarse],
  );
  return { layers, sports, tilesReady, coarseZoom: coarse?.zoom ?? null };
}

/** Links and actions of the click results: compare the activities found, or filter to them. */
function useResultLinks({ filter, hrefFor, setFilter }: HeatUrl) {
  const router = useRouter();
  const carried = useMemo(() => ({ ...toSearch(filter), ids: undefined }), [filter]);
  const compareHref = useCallback(
    (ids: string[]) => hrefFor('/compare', { ...carried, ids: ids.join(',') }),
    [hrefFor, carried],
  );
  const go = useCallback((href: string) => void router.navigate({ href }), [router]);
  const filterTo = useCallback((ids: string[]) => setFilter({ ...filter, ids }), [setFilter, filter]);
  return { compareHref, go, filterTo };
}

/** The heat worker's and the explorer worker's state for the current URL and camera. */
function useWorkerState(url: HeatUrl, firstPaint: boolean, level: number | null) {
  const runner = useWorkers().heat;
  const tilesMode = url.mode === 'tiles';
  const heatMode = url.mode === 'lines' ? 'lines' : 'density';
  const data = useHeatData(runner, heatMode, firstPaint);
  const mask = useSelection(data.dataset?.ids ?? null, data.summaryById, url.filter);
  const built = useHeatBuild(runner, data.dataset, tilesMode ? null : mask, heatMode, data.pathsReady, level);
  // The explorer worker loads every path once the heat map has drawn (EXPLORER_PREWARM), so a switch
  // to tiles mode only waits for one view; the views themselves are asked only in tiles mode.
  const explorer = useExplorerData(tilesMode || (EXPLORER_PREWARM && built.build !== null));
  // The tiles view of the current filter is kept ready in the background too (EXPLORER_PREWARM):
  // a switch to tiles mode then draws layers that already exist (tileLayers, hidden until then).
  const tileMask = useSelection(explorer.ids, data.summaryById, url.filter);
  const tiles = useTilesView(
    explorer,
    tileMask,
    url.tileZoom,
    data.summaryById,
    tilesMode || EXPLORER_PREWARM,
  );
  const click = useHeatClick(runner, data.dataset, mask, data.summaryById);
  const kept = useMemo(() => (mask ? mask.reduce((n, v) => n + v, 0) : null), [mask]);
  return { tilesMode, heatMode, data, built, explorer, tiles, click, kept } as const;
}

/** A click on the map: in tiles mode the tile's activities, else what passed within the tolerance. */
function useMapClick(
  tilesMode: boolean,
  setPoint: HeatClick['setPoint'],
  clickAt: TilesViewState['clickAt'],
) {
  return useCallback(
    (info: PickingInfo) => {
      if (!info.coordinate) return;
      const [lon = NaN, lat = NaN] = info.coordinate;
      if (!Number.isFinite(lon) || !Number.isFinite(lat)) return;
      if (tilesMode) return clickAt(normalizeLon(lon), lat);
      setPoint({ lon: normalizeLon(lon), lat, toleranceM: clickToleranceM(info.viewport?.zoom ?? NaN, lat) });
    },
    [setPoint, clickAt, tilesMode],
  );
}

export function useHeatmapModel() {
  const url = useHeatUrl();
  // Set once the first density (the stored preview) was painted, or nothing could be painted early.
  const [firstPaint, setFirstPaint] = useState(false);
  const onFirstPaint = useCallback(() => setFirstPaint(true), []);
  const camera = useCamera();
  const state = useWorkerState(url, firstPaint, camera.level);
  const { tilesMode, heatMode, data, built, tiles, click } = state;
  const [settings, setSettings] = useState<HeatSettings>(DEFAULT_SETTINGS);
  const paint = usePaintOrder({
    ...{ data, built, level: camera.level, gridView: camera.gridView, filter: url.filter },
    ...{ density: heatMode === 'density', tilesMode, firstPaint, onFirstPaint },
  });
  const fit = useFit(url, tilesMode ? tiles.bounds : (built.build?.bounds ?? paint.preview?.bounds ?? null));
  const build = built.build ?? paint.preview;
  const drawn = useLayers({
    build,
    data,
    tiles,
    gridView: camera.gridView,
    tileZoom: url.tileZoom,
    settings,
    tilesMode,
  });
  const legendSports =
    heatMode === 'lines' && settings.lineColors === 'sport' ? (drawn.sports?.present ?? null) : null;
  const markers = useMemo(() => (click.point ? [clickMarker(click.point)] : []), [click.point]);
  const onClick = useMapClick(tilesMode, click.setPoint, tiles.clickAt);
  const links = useResultLinks(url);
  return {
    ...state,
    ...{ url, firstPaint, camera, settings, setSettings, paint, fit, legendSports, markers, onClick, links },
    basemapDue: paint.basemapDue,
    layers: drawn.layers,
    tilesReady: drawn.tilesReady,
    tilesCoarseZoom: drawn.coarseZoom,
  };
}

export type HeatmapModel = ReturnType<typeof useHeatmapModel>;
