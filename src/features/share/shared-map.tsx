/**
 * The shared activity's line on the map shell, its first and last kept positions marked. The line
 * was cut by the owner's privacy zones when the link was made, so its ends are where a zone begins,
 * never a home. The map element carries data-shared-drawn="yes" once deck.gl has drawn the line.
 */
import type { Layer, LayersList } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import { layerDrawn, MapView, pathLayerData } from '../../components/map';
import type { SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';

type Rgba = [number, number, number, number];
const TRACK_COLOR: Rgba = [232, 84, 36, 255];
const START_COLOR: Rgba = [22, 163, 74, 255];
const FINISH_COLOR: Rgba = [30, 30, 30, 255];
const OUTLINE: Rgba = [255, 255, 255, 255];
/** The map's height: the activity page's (activity-map.tsx); the box around it takes this height. */
const SHARED_MAP_HEIGHT_PX = 420;

interface Dot {
  position: [number, number];
  color: Rgba;
}

/** The bounds of a path's positions (null when it has none). */
export function pathBounds(path: SimplifiedPath): Bounds | null {
  const n = path.lonLat.length >> 1;
  if (n === 0) return null;
  let minLat = 90,
    maxLat = -90,
    minLon = 180,
    maxLon = -180;
  for (let i = 0; i < n; i++) {
    const lon = path.lonLat[2 * i]!,
      lat = path.lonLat[2 * i + 1]!;
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
  }
  return { minLat, maxLat, minLon, maxLon };
}

export function SharedMap({ path, label }: { path: SimplifiedPath; label: string }) {
  const bounds = useMemo(() => pathBounds(path), [path]);
  const track = useMemo(
    () =>
      new PathLayer({
        id: 'shared-path',
        data: pathLayerData([path]),
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: TRACK_COLOR,
        getWidth: 4,
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
      getLineWidth: 2,
      radiusUnits: 'pixels',
      getRadius: 6,
    });
  }, [path]);
  const layers = useMemo<Layer[]>(() => [track, ends], [track, ends]);
  const onDrawn = useCallback(
    (drawn: LayersList, element: HTMLElement) => {
      if (layerDrawn(track, drawn)) element.dataset.sharedDrawn = 'yes';
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
      onDrawn={onDrawn}
    />
  );
}
