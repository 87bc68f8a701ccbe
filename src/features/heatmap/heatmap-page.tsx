/**
 * /heatmap: every activity matching the filters on one map, as a density heatmap or additive lines.
 * The heat worker keeps every activity's heat points; a filter change sends a selection mask and
 * gets binary buffers back for layers with fixed ids. Click anywhere to list what passed there.
 */
import { ImportEmptyState } from '../../shared/empty/import-empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { MapIcon } from '../../components/icons';
import { MapView, PlaceSearch } from '../../components/map';
import { PageHeader } from '../../components/page-header';
import { ClickResults } from './click/click-results';
import { HeatControls } from './controls/heat-controls';
import { HeatFilterPanel } from './controls/heat-filter-panel';
import { SaveMapImage } from './controls/save-map-image';
import { DensityCanvas } from './density/density-canvas';
import { HeatLegend, imageLegend } from './density/heat-legend';
import { mapAttributes, statusLine, tileAttributes, tilesStatus } from './map-status';
import { HEATMAP_LOOK } from './tiles/tile-layers';
import { TileHitsPanel, TileNumbersPanel } from './tiles/tiles-panel';
import { useHeatmapModel, type HeatmapModel } from './use-heatmap-model';
import './heatmap.css';

const MAP_HEIGHT = 'max(420px, min(72vh, 780px))';
const cursor = ({ isDragging }: { isDragging: boolean }) => (isDragging ? 'grabbing' : 'crosshair');

export function HeatmapPage() {
  const model = useHeatmapModel();
  const { data } = model;
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
        <ImportEmptyState icon={<MapIcon size={28} />} title="No tracks to map yet">
          <p>
            Import activities with GPS positions and they will appear here as a heatmap of everywhere you have
            been.
          </p>
        </ImportEmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="heatmap-layout">
        <HeatMap model={model} />
        <HeatSide model={model} />
      </div>
    </>
  );
}

/** The map: density, lines or tiles layers, the first-paint canvas, the legend and "Save image". */
function HeatMap({ model }: { model: HeatmapModel }) {
  const { data, built, tiles, tilesMode, heatMode, settings, paint, camera, url, legendSports } = model;
  const canvasPreview = paint.canvasPreview;
  return (
    <MapView
      className="heatmap-map"
      look={HEATMAP_LOOK}
      holdBasemap={!model.basemapDue}
      holdLayers={!model.firstPaint}
      onDrawn={paint.onDrawn}
      under={
        canvasPreview?.density && camera.gridView ? (
          <DensityCanvas density={canvasPreview.density} view={camera.gridView} settings={settings} />
        ) : null
      }
      label="Heatmap of the filtered activities"
      layers={model.layers}
      markers={model.markers}
      bounds={model.fit.bounds}
      fitKey={model.fit.fitKey}
      height={MAP_HEIGHT}
      initialView={url.initialView ?? undefined}
      goTo={camera.goTo}
      onViewStateChange={url.setView}
      onViewChange={camera.onViewChange}
      onClick={model.onClick}
      getCursor={cursor}
      doubleClickZoom={false}
      actions={<SaveMapImage legend={tilesMode ? {} : imageLegend(heatMode, settings.ramp, legendSports)} />}
      overlay={
        tilesMode ? null : (
          <HeatLegend
            mode={heatMode}
            ramp={settings.ramp}
            sports={legendSports}
            status={statusLine(data, built, model.kept)}
          />
        )
      }
      dataAttributes={{
        ...mapAttributes(data, built, paint.preview),
        'data-heat-canvas': canvasPreview ? 'preview' : '',
        ...tileAttributes(tiles),
        'data-map-layers': tilesMode ? 'tiles' : heatMode,
        'data-explorer-status': model.explorer.status,
        // The tile layers of the current view have had their warm-up draw (tile-layers.ts).
        'data-tiles-warm': String(model.tilesReady),
        // The coarser grid drawn instead of the tiles when zoomed far out (tile-layers.ts), or ''.
        'data-tiles-coarse': String(model.tilesCoarseZoom ?? ''),
      }}
    />
  );
}

/** Beside the map: place search, controls, tile numbers, the filter and what the click found. */
function HeatSide({ model }: { model: HeatmapModel }) {
  const { url, tiles, click, links, tilesMode } = model;
  const { squareBounds, clusterBounds } = tiles;
  return (
    <div className="heatmap-side">
      <section className="heat-panel" aria-label="Place search">
        <PlaceSearch onPick={model.camera.goToPlace} />
      </section>
      <HeatControls
        mode={url.mode}
        onModeChange={url.setMode}
        tileZoom={url.tileZoom}
        onTileZoomChange={url.setTileZoom}
        settings={model.settings}
        onSettingsChange={model.setSettings}
      />
      {tilesMode ? (
        <TileNumbersPanel
          zoom={url.tileZoom}
          all={tiles.view?.all ?? null}
          filtered={tiles.view?.filtered ?? null}
          status={tilesStatus(model.explorer, tiles, model.kept)}
          onZoomToSquare={squareBounds ? () => model.camera.goToBounds(squareBounds) : null}
          onZoomToCluster={clusterBounds ? () => model.camera.goToBounds(clusterBounds) : null}
        />
      ) : null}
      <HeatFilterPanel
        filter={url.filter}
        onChange={url.setFilter}
        kept={model.kept}
        total={model.data.dataset?.ids.length ?? 0}
      />
      {tilesMode ? (
        <TileHitsPanel
          click={tiles.click}
          pending={tiles.clickPending}
          go={links.go}
          onClose={tiles.clearClick}
        />
      ) : (
        <ClickResults
          answer={click.answer}
          pending={click.pending}
          error={click.error}
          compareHref={links.compareHref}
          go={links.go}
          onFilterTo={links.filterTo}
          onClose={click.clear}
        />
      )}
    </div>
  );
}
