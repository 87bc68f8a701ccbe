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
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { useCallback, useMemo, useState } from 'react';
import { layerDrawn, MapView, pathLayerData, type MapViewState } from '../../components/map';
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
  type Rgba,
} from './shared-line-canvas';

interface Dot {
  position: [number, number];
  color: Rgba;
}

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
  const ends = useMemo(() => {
    const n = path.lonLat.length >> 1;
    const at = (k: number): [number, number] => [path.lonLat[2 * k]!, path.lonLat[2 * k + 1]!];
    const dots: Dot[] =
      n > 0
        ? [
            { position: at(n - 1), color: FINISH_COLOR },
            { position: at(0), color: START_COLOR },
          ]
        : [];
    return new ScatterplotLayer<Dot>({
      id: 'shared-ends',
      data: dots,
      getPosition: (d) => d.position,
      getFillColor: (d) => d.color,
      getLineColor: OUTLINE,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: DOT_OUTLINE_PX,
      radiusUnits: 'pixels',
      getRadius: DOT_RADIUS_PX,
    });
  }, [path]);
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
