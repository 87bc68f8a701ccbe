/**
 * The activity's track on the shared map shell: the stored simplified path (PathLayer, binary
 * attributes), start and finish dots, the places the file marks (waypoints: violet dots, named in a
 * tooltip on hover), and a marker at the profile sample hovered on the charts or at the waypoint
 * focused in the list below the map. Those markers are the shell's SVG markers, not deck.gl layers:
 * a chart hover never redraws the map.
 */
import type { PickingInfo } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { memo, useCallback, useMemo } from 'react';
import {
  endDotsLayer,
  MapView,
  mapLayers,
  pathLayerData,
  type EndDotsStyle,
  type MapMarker,
} from '../../../components/map';
import type { Waypoint } from '../../../domain/track/types';
import type { ChartProfile, SimplifiedPath } from '../../../domain/series/types';
import type { Bounds } from '../../../domain/stats/types';
import { useSettings } from '../../../lib/settings';
import { outlinedZones, zoneOutlineLayer } from './zone-outline';

type Rgba = [number, number, number, number];
const TRACK_COLOR: Rgba = [232, 84, 36, 255];
const START_COLOR: Rgba = [22, 163, 74, 255];
const FINISH_COLOR: Rgba = [30, 30, 30, 255];
/** The chart cursor's marker: blue, 7 px radius, 2 px white outline. */
const CURSOR_COLOR = 'rgb(37 99 235)';
const CURSOR_RADIUS_PX = 7;
const OUTLINE: Rgba = [255, 255, 255, 255];
const WAYPOINT_COLOR: Rgba = [124, 58, 237, 255];
const WAYPOINT_RADIUS_PX = 6;
/** The focused waypoint's marker: the waypoint colour, larger, dark outline. */
const FOCUS_COLOR = 'rgb(124 58 237)';
const FOCUS_RADIUS_PX = 10;

/** Finish below start, the start smaller: on a loop both show, as concentric dots. */
const END_DOTS: EndDotsStyle = {
  start: START_COLOR,
  finish: FINISH_COLOR,
  outline: OUTLINE,
  startRadiusPx: 4,
  finishRadiusPx: 7,
  outlinePx: 2,
};

export interface ActivityMapProps {
  id: string;
  path: SimplifiedPath;
  profile: ChartProfile;
  bounds: Bounds | null;
  /** Profile sample under the chart cursor, or null. */
  cursor: number | null;
  label: string;
  /** Places the file marks, drawn as dots named on hover. */
  waypoints?: readonly Waypoint[];
  /** Index in `waypoints` of the one focused in the list, or null. */
  focusedWaypoint?: number | null;
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

/** A waypoint's name for people: its own, or its number when the file gives none. */
export function waypointName(w: Waypoint, index: number): string {
  return w.name?.trim() || `Waypoint ${index + 1}`;
}

function waypointTooltip(info: PickingInfo): string | null {
  const w = info.object as Waypoint | undefined;
  return w && info.layer?.id === 'activity-waypoints' ? waypointName(w, info.index) : null;
}

const NO_WAYPOINTS: readonly Waypoint[] = [];

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
  waypoints = NO_WAYPOINTS,
  focusedWaypoint = null,
  selection = null,
  onPick = null,
}: ActivityMapProps) {
  const data = useMemo(() => pathLayerData([path]), [path]);
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
  const endsLayer = useMemo(() => endDotsLayer('activity-ends', path, END_DOTS), [path]);
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
  const waypointLayer = useMemo(
    () =>
      waypoints.length > 0 &&
      new ScatterplotLayer<Waypoint>({
        id: 'activity-waypoints',
        data: waypoints as Waypoint[],
        pickable: true,
        getPosition: (w) => [w.lon, w.lat],
        getFillColor: WAYPOINT_COLOR,
        getLineColor: OUTLINE,
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 2,
        radiusUnits: 'pixels',
        getRadius: WAYPOINT_RADIUS_PX,
      }),
    [waypoints],
  );
  // The owner's privacy zones near the track, outlined under it (zone-outline.ts).
  const zones = useSettings().privacyZones;
  const zoneLayer = useMemo(() => zoneOutlineLayer(zones, bounds), [zones, bounds]);
  const layers = useMemo(
    () => mapLayers(zoneLayer, trackLayer, selectionLayer, endsLayer, waypointLayer),
    [zoneLayer, trackLayer, selectionLayer, endsLayer, waypointLayer],
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
  const focused = focusedWaypoint === null ? undefined : waypoints[focusedWaypoint];
  const markers = useMemo<MapMarker[]>(() => {
    const out: MapMarker[] = [];
    if (focused) {
      const [fLon, fLat] = [focused.lon, focused.lat];
      out.push({
        key: 'waypoint',
        lon: fLon,
        lat: fLat,
        color: FOCUS_COLOR,
        radiusPx: FOCUS_RADIUS_PX,
        outline: '#111',
      });
    }
    if (Number.isFinite(lon))
      out.push({ key: 'cursor', lon, lat, color: CURSOR_COLOR, radiusPx: CURSOR_RADIUS_PX });
    return out;
  }, [lon, lat, focused]);

  const attrs: Record<`data-${string}`, string> = position
    ? {
        'data-cursor': 'on',
        'data-cursor-lon': position[0].toFixed(6),
        'data-cursor-lat': position[1].toFixed(6),
      }
    : { 'data-cursor': 'off' };
  attrs['data-waypoints'] = String(waypoints.length);
  attrs['data-privacy-zones'] = String(outlinedZones(zoneLayer));
  if (focused) attrs['data-focused-waypoint'] = String(focusedWaypoint);

  return (
    <MapView
      label={label}
      bounds={bounds}
      fitKey={id}
      height={420}
      layers={layers}
      markers={markers}
      getTooltip={waypoints.length > 0 ? waypointTooltip : undefined}
      dataAttributes={{ ...attrs, 'data-picking': onPick ? 'on' : 'off' }}
      {...(onPick ? { onClick, doubleClickZoom: false, getCursor: () => 'crosshair' } : {})}
    />
  );
});
