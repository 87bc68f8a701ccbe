/**
 * The segment on the map, a broad band under every effort's line: each effort activity's simplified path,
 * kept only near the segment (near-segment.ts), so the lines show how each pass went through it
 * without the rest of the activity.
 *
 * The lines come first: the page holds the basemap (MapLibre, its own WebGL context, shaders and the
 * world's drawing) until they and the chart are on screen. The frame in which deck.gl drew every
 * effort line (layerDrawn: in the frame, its program linked) is marked on the map element as
 * data-effort-lines-drawn="N" (N activities' lines; bench segment-open waits for it).
 */
import type { LayersList } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import { layerDrawn, MapView, mapLayers, pathLayerData } from '../../components/map';
import type { Segment } from '../../domain/segments/types';
import type { SimplifiedPath } from '../../domain/series/types';
import { clipPath, segmentBounds } from './near-segment';

type Rgba = [number, number, number, number];
const SEGMENT_COLOR: Rgba = [232, 84, 36, 150];
const SEGMENT_WIDTH_PX = 12;
const EFFORT_COLOR: Rgba = [37, 99, 235, 110];
/** The map's height, px (segment-view.tsx keeps the same room for it while it loads). */
export const MAP_HEIGHT_PX = 360;

export function SegmentMap(props: {
  segment: Segment;
  paths: ReadonlyMap<string, SimplifiedPath> | undefined;
  /** Leave the basemap out for now (segment-view.tsx starts it once the page is painted). */
  holdBasemap: boolean;
  /** Called after the frame that drew every effort line (and after later frames). */
  onLinesDrawn: () => void;
}) {
  const { segment, paths, onLinesDrawn } = props;
  const bounds = useMemo(() => segmentBounds(segment), [segment]);
  const segmentPath = useMemo<SimplifiedPath>(() => {
    const lonLat = new Float32Array(segment.points.lat.length * 2);
    segment.points.lat.forEach((lat, k) => {
      lonLat[k * 2] = segment.points.lon[k]!;
      lonLat[k * 2 + 1] = lat;
    });
    return { lonLat, partStarts: Uint32Array.of(0) };
  }, [segment]);
  const effortData = useMemo(
    () => (paths && bounds ? pathLayerData([...paths.values()].map((p) => clipPath(p, bounds))) : null),
    [paths, bounds],
  );
  const effortLayer = useMemo(
    () =>
      effortData &&
      new PathLayer({
        id: 'segment-efforts',
        data: effortData,
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: EFFORT_COLOR,
        getWidth: 2,
        widthUnits: 'pixels',
      }),
    [effortData],
  );
  const onDrawn = useCallback(
    (drawn: LayersList, element: HTMLElement) => {
      if (!effortLayer || !paths || !layerDrawn(effortLayer, drawn)) return;
      element.dataset.effortLinesDrawn = String(paths.size);
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
          data: pathLayerData([segmentPath]),
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
    [effortLayer, segmentPath],
  );
  return (
    <MapView
      label={`Map of the segment ${segment.name}`}
      bounds={bounds}
      fitKey={segment.id}
      refitOnResize
      height={MAP_HEIGHT_PX}
      layers={layers}
      holdBasemap={props.holdBasemap}
      onDrawn={onDrawn}
      dataAttributes={{ 'data-effort-lines': String(paths?.size ?? 0) }}
    />
  );
}
