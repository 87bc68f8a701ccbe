/**
 * The activity's track on the shared map shell: the stored simplified path (PathLayer, binary
 * attributes), start and finish dots, and a marker at the profile sample hovered on the charts. The
 * marker is the shell's SVG marker, not a deck.gl layer: a chart hover never redraws the map.
 */
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { PickingInfo } from '@deck.gl/core';
import { memo, useCallback, useMemo } from 'react';
import { MapView, mapLayers, pathLayerData, type MapMarker } from '../../components/map';
import type { ChartProfile, SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';

type Rgba = [number, number, number, number];
const TRACK_COLOR: Rgba = [232, 84, 36, 255];
const START_COLOR: Rgba = [22, 163, 74, 255];
const FINISH_COLOR: Rgba = [30, 30, 30, 255];
/** The chart cursor's marker: blue, 7 px radius, 2 px white outline. */
const CURSOR_COLOR = 'rgb(37 99 235)';
const CURSOR_RADIUS_PX = 7;
const OUTLINE: Rgba = [255, 255, 255, 255];

interface Dot {
  position: [number, number];
  color: Rgba;
  radius: number;
}

/** Finish below start, the start smaller: on a loop both show, as concentric dots. */
const FINISH_RADIUS_PX = 7;
const START_RADIUS_PX = 4;

export interface ActivityMapProps {
  id: string;
  path: SimplifiedPath;
  profile: ChartProfile;
  bounds: Bounds | null;
  /** Profile sample under the chart cursor, or null. */
  cursor: number | null;
  label: string;
  /** Profile samples [first, last] of the selected part, drawn over the track; null when none. */
  selection?: readonly [number, number] | null;
  /** When set, a click on the map reports its position (start or end picking). */
  onPick?: ((lon: number, lat: number) => void) | null;
}

const SELECTION_COLOR: Rgba = [37, 99, 235, 255];

/** The profile's positions from sample a to b as one interleaved lon/lat path. */
function selectionPath(profile: ChartProfile, a: number, b: number): SimplifiedPath {
  const lonLat: number[] = [];
  for (let i = a; i <= b && i < profile.lon.length; i++) {
    const lon = profile.lon[i]!;
    const lat = profile.lat[i]!;
    if (Number.isFinite(lon) && Number.isFinite(lat)) lonLat.push(lon, lat);
  }
  return { lonLat: Float32Array.from(lonLat), partStarts: Uint32Array.of(0) };
}

function endDots(path: SimplifiedPath): Dot[] {
  const n = path.lonLat.length / 2;
  if (n < 1) return [];
  const at = (k: number): [number, number] => [path.lonLat[k * 2]!, path.lonLat[k * 2 + 1]!];
  return [
    { position: at(n - 1), color: FINISH_COLOR, radius: FINISH_RADIUS_PX },
    { position: at(0), color: START_COLOR, radius: START_RADIUS_PX },
  ];
}

/** Position of a profile sample, or null when out of range or not finite. */
export function samplePosition(profile: ChartProfile, sample: number | null): [number, number] | null {
  if (sample === null) return null;
  const lon = profile.lon[sample];
  const lat = profile.lat[sample];
  return lon !== undefined && lat !== undefined && Number.isFinite(lon) && Number.isFinite(lat)
    ? [lon, lat]
    : null;
}

export const ActivityMap = memo(function ActivityMap({
  id,
  path,
  profile,
  bounds,
  cursor,
  label,
  selection = null,
  onPick = null,
}: ActivityMapProps) {
  const data = useMemo(() => pathLayerData([path]), [path]);
  const dots = useMemo(() => endDots(path), [path]);
  const trackLayer = useMemo(
    () =>
      new PathLayer({
        id: 'activity-path',
        data,
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: TRACK_COLOR,
        getWidth: 4,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
    [data],
  );
  const endsLayer = useMemo(
    () =>
      new ScatterplotLayer<Dot>({
        id: 'activity-ends',
        data: dots,
        getPosition: (d) => d.position,
        getFillColor: (d) => d.color,
        getLineColor: OUTLINE,
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 2,
        radiusUnits: 'pixels',
        getRadius: (d) => d.radius,
      }),
    [dots],
  );
  const [selA = -1, selB = -1] = selection ?? [];
  const selectionLayer = useMemo(
    () =>
      selA >= 0 &&
      new PathLayer({
        id: 'activity-selection',
        data: pathLayerData([selectionPath(profile, selA, selB)]),
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: SELECTION_COLOR,
        getWidth: 6,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
    [profile, selA, selB],
  );
  const layers = useMemo(
    () => mapLayers(trackLayer, selectionLayer, endsLayer),
    [trackLayer, selectionLayer, endsLayer],
  );
  const onClick = useCallback(
    (info: PickingInfo) => {
      const [lon, lat] = info.coordinate ?? [];
      if (onPick && lon !== undefined && lat !== undefined) onPick(lon, lat);
    },
    [onPick],
  );
  const position = samplePosition(profile, cursor);
  const [lon = NaN, lat = NaN] = position ?? [];
  const markers = useMemo<MapMarker[]>(
    () =>
      Number.isFinite(lon)
        ? [{ key: 'cursor', lon, lat, color: CURSOR_COLOR, radiusPx: CURSOR_RADIUS_PX }]
        : [],
    [lon, lat],
  );

  const attrs: Record<`data-${string}`, string> = position
    ? {
        'data-cursor': 'on',
        'data-cursor-lon': position[0].toFixed(6),
        'data-cursor-lat': position[1].toFixed(6),
      }
    : { 'data-cursor': 'off' };

  return (
    <MapView
      label={label}
      bounds={bounds}
      fitKey={id}
      height={420}
      layers={layers}
      markers={markers}
      dataAttributes={{ ...attrs, 'data-picking': onPick ? 'on' : 'off' }}
      {...(onPick ? { onClick, doubleClickZoom: false, getCursor: () => 'crosshair' } : {})}
    />
  );
});
