/**
 * The segment on the map, a broad band under every effort's line: each effort activity's simplified path,
 * kept only near the segment (near-segment.ts), so the lines show how each pass went through it
 * without the rest of the activity.
 *
 * The lines come first, on a 2D canvas (segment-lines-canvas.tsx): deck.gl (its WebGL context and
 * shaders, about a second in software GL) is held until the canvas has shown them and the page
 * lets it start (holdLayers), then draws the same lines over it, and the canvas goes once deck.gl
 * has drawn them. The page holds the basemap
 * (MapLibre, its own WebGL context, shaders and the world's drawing) until deck.gl's lines and the
 * chart are on screen. The frame in which deck.gl drew every effort line (layerDrawn: in the frame,
 * its program linked) is marked on the map element as data-effort-lines-drawn="N" (N activities'
 * lines); the canvas marks its own drawing as data-effort-lines-painted="N" (bench segment-open
 * waits for either).
 */
import type { LayersList } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { layerDrawn, MapView, mapLayers, type MapViewState } from '../../../components/map';
import type { Segment } from '../../../domain/segments/types';
import type { SimplifiedPath } from '../../../domain/series/types';
import { useAfterPaint } from '../../../lib/use-after-paint';
import type { SegmentLineData } from './segment-line-data';
import { SegmentLinesCanvas, type CanvasView } from './segment-lines-canvas';
import { EFFORT_COLOR, EFFORT_WIDTH_PX, SEGMENT_COLOR, SEGMENT_WIDTH_PX } from './segment-map-style';

/** The map's height, px (segment-view.tsx keeps the same room for it while it loads). */
export const MAP_HEIGHT_PX = 360;

export function SegmentMap(props: {
  segment: Segment;
  /** The effort activities' paths; undefined while they are read. */
  paths: ReadonlyMap<string, SimplifiedPath> | undefined;
  /** The band and the lines drawn (segment-line-data.ts, from `segment` and `paths`). */
  lines: SegmentLineData;
  /**
   * The view the lines were drawn in while this map's code loaded (segment-lines-canvas.tsx
   * SegmentLinesPending, the same fit in a box of the same size): the canvas shows them from the
   * map's first frame, not only once the map has reported its own view.
   */
  firstView: CanvasView | null;
  /**
   * Leave deck.gl out for now: segment-view.tsx starts it once the page (the canvas's lines, the
   * chart) is painted, so its WebGL start (GPU process busy for a second in software GL, and every
   * frame waits for that process) does not hold back the page's first paint.
   */
  holdLayers: boolean;
  /** Called once the 2D canvas has shown every effort line (the frame after it drew them). */
  onLinesPainted: () => void;
  /** Leave the basemap out for now (segment-view.tsx starts it once the page is painted). */
  holdBasemap: boolean;
  /** Called after the frame in which deck.gl drew every effort line (and after later frames). */
  onLinesDrawn: () => void;
}) {
  const { segment, paths, onLinesDrawn, onLinesPainted } = props;
  const { bounds, band, efforts } = props.lines;
  const [view, setView] = useState<CanvasView | null>(props.firstView);
  const onViewChange = useCallback(
    (v: MapViewState) => setView({ longitude: v.longitude, latitude: v.latitude, zoom: v.zoom }),
    [],
  );
  const [deckDrawn, setDeckDrawn] = useState(false);
  const canvasShown = useAfterPaint(paths !== undefined && view !== null);
  useEffect(() => {
    if (canvasShown) onLinesPainted();
  }, [canvasShown, onLinesPainted]);
  const effortLayer = useMemo(
    () =>
      paths &&
      new PathLayer({
        id: 'segment-efforts',
        data: efforts,
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: EFFORT_COLOR,
        getWidth: EFFORT_WIDTH_PX,
        widthUnits: 'pixels',
      }),
    [paths, efforts],
  );
  const onDrawn = useCallback(
    (drawn: LayersList, element: HTMLElement) => {
      if (!effortLayer || !paths || !layerDrawn(effortLayer, drawn)) return;
      element.dataset.effortLinesDrawn = String(paths.size);
      setDeckDrawn(true);
      onLinesDrawn();
    },
    [effortLayer, paths, onLinesDrawn],
  );
  // The segment as a broad band UNDER the effort lines: drawn over them (as before), the bold
  // segment hid every effort exactly where it matters.
  const layers = useMemo(
    () =>
      mapLayers(
        new PathLayer({
          id: 'segment-path',
          data: band,
          _pathType: 'open',
          positionFormat: 'XY',
          getColor: SEGMENT_COLOR,
          getWidth: SEGMENT_WIDTH_PX,
          widthUnits: 'pixels',
          capRounded: true,
          jointRounded: true,
        }),
        effortLayer,
      ),
    [effortLayer, band],
  );
  return (
    <MapView
      label={`Map of the segment ${segment.name}`}
      bounds={bounds}
      fitKey={segment.id}
      refitOnResize
      height={MAP_HEIGHT_PX}
      layers={layers}
      holdLayers={props.holdLayers || !canvasShown}
      holdBasemap={props.holdBasemap}
      onViewChange={onViewChange}
      onDrawn={onDrawn}
      under={
        !deckDrawn && view ? (
          <SegmentLinesCanvas segment={band} efforts={efforts} activities={paths?.size ?? null} view={view} />
        ) : null
      }
      dataAttributes={{ 'data-effort-lines': String(paths?.size ?? 0) }}
    />
  );
}
