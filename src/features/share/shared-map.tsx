/**
 * The shared activity's line on the map shell, its first and last kept positions marked. The line
 * was cut by the owner's privacy zones when the link was made, so its ends are where a zone begins,
 * never a home.
 *
 * The line comes first on a 2D canvas (shared-line-canvas.tsx, in the view the map fits): deck.gl's
 * WebGL context and shaders take seconds in software GL on a loaded machine (bench share-open), so
 * deck.gl is held until the canvas has shown the line, and MapLibre's basemap (a second WebGL
 * context) until deck.gl has drawn it; the canvas goes then. The canvas carries
 * data-shared-painted="yes" once it has drawn the line, the map element data-shared-drawn="yes"
 * once deck.gl has (bench share-open waits for either).
 */
import { positionBounds } from '../../domain/heat/density';
import type { Layer, LayersList } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { useCallback, useMemo, useState } from 'react';
import {
  endDotsLayer,
  layerDrawn,
  MapView,
  pathLayerData,
  type EndDotsStyle,
  type MapViewState,
} from '../../components/map';
import type { SimplifiedPath } from '../../domain/series/types';
import { useAfterPaint } from '../../lib/use-after-paint';
import {
  DOT_OUTLINE_PX,
  DOT_RADIUS_PX,
  FINISH_COLOR,
  OUTLINE,
  SHARED_MAP_HEIGHT_PX,
  SharedLineCanvas,
  START_COLOR,
  TRACK_COLOR,
  TRACK_WIDTH_PX,
} from './shared-line-canvas';

/** Both ends the size the first canvas draws them (shared-line-canvas.tsx). */
const END_DOTS: EndDotsStyle = {
  start: START_COLOR,
  finish: FINISH_COLOR,
  outline: OUTLINE,
  startRadiusPx: DOT_RADIUS_PX,
  finishRadiusPx: DOT_RADIUS_PX,
  outlinePx: DOT_OUTLINE_PX,
};

export function SharedMap({
  path,
  label,
  firstView,
}: {
  path: SimplifiedPath;
  label: string;
  /** The view SharedMapPending drew the line in while this chunk loaded (null if it had none). */
  firstView: MapViewState | null;
}) {
  const bounds = useMemo(() => positionBounds(path.lonLat), [path]);
  const track = useMemo(
    () =>
      new PathLayer({
        id: 'shared-path',
        data: pathLayerData([path]),
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: TRACK_COLOR,
        getWidth: TRACK_WIDTH_PX,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
    [path],
  );
  const ends = useMemo(() => endDotsLayer('shared-ends', path, END_DOTS), [path]);
  const layers = useMemo<Layer[]>(() => [track, ends], [track, ends]);
  const [view, setView] = useState<MapViewState | null>(firstView);
  const [deckDrawn, setDeckDrawn] = useState(false);
  const canvasShown = useAfterPaint(view !== null);
  const onDrawn = useCallback(
    (drawn: LayersList, element: HTMLElement) => {
      if (!layerDrawn(track, drawn)) return;
      element.dataset.sharedDrawn = 'yes';
      setDeckDrawn(true);
    },
    [track],
  );
  return (
    <MapView
      layers={layers}
      bounds={bounds}
      label={label}
      height={SHARED_MAP_HEIGHT_PX}
      refitOnResize
      holdLayers={!canvasShown}
      holdBasemap={!deckDrawn}
      onViewChange={setView}
      onDrawn={onDrawn}
      under={!deckDrawn && view ? <SharedLineCanvas path={path} view={view} /> : null}
    />
  );
}
