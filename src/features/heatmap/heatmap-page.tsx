/**
 * /heatmap: every activity matching the filters on one map, as a density heatmap or additive lines.
 * The heat worker keeps every activity's heat points; a filter change sends a selection mask and
 * gets binary buffers back for layers with fixed ids. Click anywhere to list what passed there.
 */
import type { PickingInfo } from '@deck.gl/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { MapIcon } from '../../components/icons';
import {
  MapView,
  mapLayers,
  PLACE_ZOOM,
  PlaceSearch,
  type MapGoTo,
  type MapViewState,
} from '../../components/map';
import { PageHeader } from '../../components/page-header';
import { toSearch } from '../../domain/filters';
import { normalizeLon } from '../../domain/geo';
import { cellLevelFor } from '../../domain/heat/cell-levels';
import { previewBuild } from '../../domain/heat/heat-preview';
import type { HeatBuild } from '../../domain/heat/types';
import { clickToleranceM } from '../../domain/heat/click-tolerance';
import type { Bounds } from '../../domain/stats/types';
import { useWorkers } from '../../lib/workers-context';
import { ClickResults } from './click/click-results';
import { DensityCanvas } from './density/density-canvas';
import { HeatControls } from './controls/heat-controls';
import { HeatFilterPanel } from './controls/heat-filter-panel';
import { clickMarker, DENSITY_CELL_MAX_PX, densityLayer, linesLayer } from './density/heat-layers';
import { HeatLegend, imageLegend } from './density/heat-legend';
import { DEFAULT_SETTINGS, type HeatSettings } from './density/heat-settings';
import { useHeatBuild, type HeatBuildState } from './density/use-heat-build';
import { useHeatClick } from './click/use-heat-click';
import { useHeatData, type HeatData } from './density/use-heat-data';
import { useHeatUrl } from './use-heat-url';
import { useAfterFrames } from './use-after-frames';
import { useSelection } from './density/use-selection';
import { SaveMapImage } from './controls/save-map-image';
import { pathSports } from './density/sport-colors';
import { useExplorerData, type ExplorerData } from '../../shared/explorer/use-explorer';
import { gridKey, gridPaths, tileLayers, type GridView } from './tiles/tile-layers';
import { TileHitsPanel, TileNumbersPanel } from './tiles/tiles-panel';
import { useDrawnOnce, useTilesView, type TilesViewState } from './tiles/use-tiles-view';
import './heatmap.css';

const MAP_HEIGHT = 'max(420px, min(72vh, 780px))';
/**
 * Load the explorer worker in the background on the Heatmap page, after the first heat draw (bench
 * explorer-toggle: the switch to tiles mode must paint within 300 ms with 10,000 activities).
 */
const EXPLORER_PREWARM = true;
const cursor = ({ isDragging }: { isDragging: boolean }) => (isDragging ? 'grabbing' : 'crosshair');

function statusLine(data: HeatData, built: HeatBuildState, kept: number | null): string | null {
  if (data.status === 'loading') {
    return data.dataset
      ? 'Loading…'
      : `Preparing ${data.summaries.length.toLocaleString('en-US')} activities…`;
  }
  if (built.error) return `The map could not be updated: ${built.error}`;
  if (kept === 0) return 'No activity matches the filters.';
  if (built.pending || !built.build) return 'Updating…';
  return null;
}

function tilesStatus(explorer: ExplorerData, tiles: TilesViewState, kept: number | null): string | null {
  if (explorer.error) return `The tiles could not be loaded: ${explorer.error}`;
  if (explorer.status === 'loading') return 'Finding your tiles…';
  if (tiles.error) return `The tiles could not be updated: ${tiles.error}`;
  if (kept === 0) return 'No activity matches the filters.';
  if (tiles.pending || !tiles.view) return 'Updating…';
  return null;
}

/** Data attributes of tiles mode that tests and benchmarks read. */
function tileAttributes(tiles: TilesViewState): Record<`data-${string}`, string> {
  return {
    'data-tiles-seq': String(tiles.seq),
    'data-tiles-pending': String(tiles.pending),
    'data-tiles-view-ms': tiles.viewMs === null ? '' : tiles.viewMs.toFixed(2),
    'data-tiles-drawn': String(tiles.view?.visited.length ?? 0),
  };
}

/** Is nothing filtered out (so the stored all-activities preview is what the filter would draw)? */
const unfiltered = (filter: Parameters<typeof toSearch>[0]): boolean =>
  filter.ids === null && Object.values(toSearch(filter)).every((v) => v === undefined);

/** Data attributes that tests and benchmarks read (what is drawn, how long the worker took). */
function mapAttributes(
  data: HeatData,
  built: HeatBuildState,
  preview: HeatBuild | null,
): Record<`data-${string}`, string> {
  const b = built.build;
  const bytes = b?.density
    ? b.density.positions.byteLength + b.density.weights.byteLength
    : (b?.lines?.lonLat.byteLength ?? 0) + (b?.lines?.startIndices.byteLength ?? 0);
  return {
    'data-heat-status': data.status,
    'data-heat-mode': b?.mode ?? 'none',
    'data-heat-seq': String(built.seq),
    'data-heat-pending': String(built.pending),
    'data-heat-build-ms': built.buildMs === null ? '' : built.buildMs.toFixed(2),
    'data-heat-load-ms': data.dataset ? data.dataset.loadMs.toFixed(0) : '',
    'data-heat-source': data.dataset?.source ?? '',
    'data-heat-cached': String(data.cached),
    'data-heat-painted': b ? 'engine' : preview ? 'preview' : 'none',
    'data-heat-drawn': String(b?.density?.length ?? b?.lines?.length ?? 0),
    'data-heat-level': String(b?.densityLevel ?? ''),
    'data-heat-bytes': String(bytes),
    'data-heat-points': String(b?.heatPoints ?? 0),
    'data-heat-activities': String(b?.activities ?? 0),
  };
}

export function HeatmapPage() {
  const runner = useWorkers().heat;
  const router = useRouter();
  const url = useHeatUrl();
  const tilesMode = url.mode === 'tiles';
  const heatMode = url.mode === 'lines' ? 'lines' : 'density';
  // Set once the first density (the stored preview) was painted, or nothing could be painted early:
  // until then the summaries, the worker's load and the basemap wait (use-heat-data.ts).
  const [firstPaint, setFirstPaint] = useState(false);
  const data = useHeatData(runner, heatMode, firstPaint);
  const mask = useSelection(data.dataset?.ids ?? null, data.summaryById, url.filter);
  const [gridView, setGridView] = useState<GridView | null>(null);
  // Density cells as coarse as the view allows (cell-levels.ts); a zoom across a level rebuilds.
  const [level, setLevel] = useState<number | null>(null);
  const onViewChange = useCallback((v: MapViewState) => {
    setLevel(cellLevelFor(v.zoom, v.latitude, DENSITY_CELL_MAX_PX));
    setGridView({ longitude: v.longitude, latitude: v.latitude, zoom: v.zoom });
  }, []);
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
  const [settings, setSettings] = useState<HeatSettings>(DEFAULT_SETTINGS);
  const [goTo, setGoTo] = useState<MapGoTo | null>(null);
  const kept = useMemo(() => (mask ? mask.reduce((n, v) => n + v, 0) : null), [mask]);
  // The grid is kept in every mode (hidden under the heat modes, like the tile layers), rebuilt only
  // when the view's centre tile changes.
  const gridAt = gridView ? gridKey(gridView, url.tileZoom) : null;
  const grid = useMemo(() => (gridAt === null ? null : gridPaths(gridAt)), [gridAt]);

  const preview = useMemo(
    () =>
      data.preview && level !== null && heatMode === 'density' && !tilesMode && unfiltered(url.filter)
        ? previewBuild(data.preview, level)
        : null,
    [data.preview, level, heatMode, tilesMode, url.filter],
  );
  // The preview is painted first on a 2D canvas (density-canvas.tsx): deck.gl (its WebGL context,
  // its shaders) is held until that has shown, and the canvas goes once deck.gl has drawn.
  const [deckDrawn, setDeckDrawn] = useState(false);
  const onDrawn = useCallback(() => setDeckDrawn(true), []);
  const canvasPreview = !deckDrawn && built.build === null && preview?.density && gridView ? preview : null;
  const paintedEarly = preview !== null || built.build !== null;
  const nothingEarly = data.previewRead && (level !== null || tilesMode) && !paintedEarly;
  useAfterFrames(!firstPaint && (paintedEarly || nothingEarly), () => setFirstPaint(true));
  // Fit the data once when it first shows, unless the URL has a camera; "Fit" fits again.
  const [firstBounds, setFirstBounds] = useState<Bounds | null>(null);
  const dataBounds = tilesMode ? tiles.bounds : (built.build?.bounds ?? preview?.bounds ?? null);
  if (firstBounds === null && dataBounds) setFirstBounds(dataBounds);
  const fitKey = url.initialView ? 'url' : firstBounds ? 'data' : 'none';

  const build = built.build ?? preview;
  const tileView = tiles.view;
  const { dataset, summaryById } = data;
  const sports = useMemo(
    () =>
      build?.lines && dataset
        ? pathSports(build.lines, (a) => summaryById.get(dataset.ids[a] ?? '')?.sport)
        : null,
    [build, dataset, summaryById],
  );
  // Every layer stays in the list in every mode, the other mode's hidden: a switch changes what is
  // drawn, never what deck.gl holds (no GPU upload, no heat aggregation, no pipeline to build).
  const tilesReady = useDrawnOnce(tileView, !tilesMode);
  const layers = useMemo(
    () =>
      mapLayers(
        build?.density ? densityLayer(build.density, settings, !tilesMode) : null,
        build?.lines ? linesLayer(build.lines, settings, sports, !tilesMode) : null,
        ...tileLayers(tileView, grid, tilesMode ? 'shown' : tilesReady ? 'hidden' : 'warming'),
      ),
    [tilesMode, tileView, tilesReady, grid, build, settings, sports],
  );
  const legendSports =
    heatMode === 'lines' && settings.lineColors === 'sport' ? (sports?.present ?? null) : null;
  const markers = useMemo(() => (click.point ? [clickMarker(click.point)] : []), [click.point]);

  const { setPoint } = click;
  const { clickAt } = tiles;
  const onClick = useCallback(
    (info: PickingInfo) => {
      if (!info.coordinate) return;
      const [lon = NaN, lat = NaN] = info.coordinate;
      if (!Number.isFinite(lon) || !Number.isFinite(lat)) return;
      if (tilesMode) return clickAt(normalizeLon(lon), lat);
      setPoint({ lon: normalizeLon(lon), lat, toleranceM: clickToleranceM(info.viewport?.zoom ?? NaN, lat) });
    },
    [setPoint, clickAt, tilesMode],
  );

  const { filter, hrefFor, setFilter } = url;
  const carried = useMemo(() => ({ ...toSearch(filter), ids: undefined }), [filter]);
  const compareHref = useCallback(
    (ids: string[]) => hrefFor('/compare', { ...carried, ids: ids.join(',') }),
    [hrefFor, carried],
  );
  const go = useCallback((href: string) => void router.navigate({ href }), [router]);
  const filterTo = useCallback((ids: string[]) => setFilter({ ...filter, ids }), [setFilter, filter]);

  const header = (
    <PageHeader
      title="Heatmap"
      description="Everywhere you have been: the activities matching your filters, as density, as lines or as the map tiles you have visited."
    />
  );
  if (data.status === 'error' && !data.dataset) {
    return (
      <>
        {header}
        <ErrorPanel
          error={new Error(data.error ?? 'The heatmap could not be loaded')}
          title="The heatmap could not be loaded"
        />
      </>
    );
  }
  if (data.status === 'ready' && data.dataset?.stats.heatPoints === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<MapIcon size={28} />}
          title="No tracks to map yet"
          actions={
            <Link to="/import" className={buttonClassName('primary')}>
              Import GPX files
            </Link>
          }
        >
          <p>
            Import activities with GPS positions and they will appear here as a heatmap of everywhere you have
            been.
          </p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="heatmap-layout">
        <MapView
          className="heatmap-map"
          look="heat"
          holdBasemap={!firstPaint}
          holdLayers={!firstPaint}
          onDrawn={onDrawn}
          under={
            canvasPreview?.density && gridView ? (
              <DensityCanvas density={canvasPreview.density} view={gridView} settings={settings} />
            ) : null
          }
          label="Heatmap of the filtered activities"
          layers={layers}
          markers={markers}
          bounds={dataBounds ?? firstBounds}
          fitKey={fitKey}
          height={MAP_HEIGHT}
          initialView={url.initialView ?? undefined}
          goTo={goTo}
          onViewStateChange={url.setView}
          onViewChange={onViewChange}
          onClick={onClick}
          getCursor={cursor}
          doubleClickZoom={false}
          actions={
            <SaveMapImage legend={tilesMode ? {} : imageLegend(heatMode, settings.ramp, legendSports)} />
          }
          overlay={
            tilesMode ? null : (
              <HeatLegend
                mode={heatMode}
                ramp={settings.ramp}
                sports={legendSports}
                status={statusLine(data, built, kept)}
              />
            )
          }
          dataAttributes={{
            ...mapAttributes(data, built, preview),
            'data-heat-canvas': canvasPreview ? 'preview' : '',
            ...tileAttributes(tiles),
            'data-map-layers': tilesMode ? 'tiles' : heatMode,
            'data-explorer-status': explorer.status,
            // The tile layers of the current view have had their warm-up draw (tile-layers.ts).
            'data-tiles-warm': String(tilesReady),
          }}
        />
        <div className="heatmap-side">
          <section className="heat-panel" aria-label="Place search">
            <PlaceSearch
              onPick={(p) =>
                setGoTo((g) => ({
                  key: (Number(g?.key) || 0) + 1,
                  view: { longitude: p.lon, latitude: p.lat, zoom: PLACE_ZOOM, pitch: 0, bearing: 0 },
                }))
              }
            />
          </section>
          <HeatControls
            mode={url.mode}
            onModeChange={url.setMode}
            tileZoom={url.tileZoom}
            onTileZoomChange={url.setTileZoom}
            settings={settings}
            onSettingsChange={setSettings}
          />
          {tilesMode ? (
            <TileNumbersPanel
              zoom={url.tileZoom}
              all={tiles.view?.all ?? null}
              filtered={tiles.view?.filtered ?? null}
              status={tilesStatus(explorer, tiles, kept)}
            />
          ) : null}
          <HeatFilterPanel
            filter={url.filter}
            onChange={url.setFilter}
            kept={kept}
            total={data.dataset?.ids.length ?? 0}
          />
          {tilesMode ? (
            <TileHitsPanel
              click={tiles.click}
              pending={tiles.clickPending}
              go={go}
              onClose={tiles.clearClick}
            />
          ) : (
            <ClickResults
              answer={click.answer}
              pending={click.pending}
              error={click.error}
              compareHref={compareHref}
              go={go}
              onFilterTo={filterTo}
              onClose={click.clear}
            />
          )}
        </div>
      </div>
    </>
  );
}
