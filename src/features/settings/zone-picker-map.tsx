/**
 * A map in Settings to place a privacy zone's centre by clicking: the zones already defined as
 * violet rings, the zone being added (its centre typed or clicked, its radius) as an orange one.
 * It opens on the zones, else on the recent activities' starts, else on the world.
 */
import type { PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { useCallback, useMemo } from 'react';
import { MapView, mapLayers } from '../../components/map';
import { normalizeLon } from '../../domain/geo';
import type { PrivacyZone } from '../../domain/privacy/zones';
import type { Bounds } from '../../domain/stats/types';

type Rgba = [number, number, number, number];
type Ring = Pick<PrivacyZone, 'lat' | 'lon' | 'radiusM'>;
const SAVED_LINE: Rgba = [124, 58, 237, 230];
const SAVED_FILL: Rgba = [124, 58, 237, 40];
const NEW_LINE: Rgba = [234, 88, 12, 255];
const NEW_FILL: Rgba = [234, 88, 12, 50];
const LINE_PX = 2;

export interface ZonePickerMapProps {
  zones: readonly PrivacyZone[];
  /** The zone being added, when its centre is a valid position. */
  draft: Ring | null;
  /** Positions to open on when there is no zone yet (recent activities' starts). */
  fallback: readonly { lat: number; lon: number }[];
  onPick: (lat: number, lon: number) => void;
}

const ringLayer = (id: string, rings: Ring[], line: Rgba, fill: Rgba) =>
  new ScatterplotLayer<Ring>({
    id,
    data: rings,
    getPosition: (z) => [z.lon, z.lat],
    getRadius: (z) => z.radiusM,
    radiusUnits: 'meters',
    stroked: true,
    getFillColor: fill,
    getLineColor: line,
    lineWidthUnits: 'pixels',
    getLineWidth: LINE_PX,
  });

function boundsOf(points: readonly { lat: number; lon: number }[]): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  // Some room around a lone point (about 2 km).
  const pad = points.length === 1 ? 0.02 : 0;
  return {
    minLat: Math.min(...lats) - pad,
    maxLat: Math.max(...lats) + pad,
    minLon: Math.min(...lons) - pad,
    maxLon: Math.max(...lons) + pad,
  };
}

export function ZonePickerMap({ zones, draft, fallback, onPick }: ZonePickerMapProps) {
  const saved = useMemo(() => ringLayer('settings-zones', [...zones], SAVED_LINE, SAVED_FILL), [zones]);
  const pending = useMemo(
    () => (draft ? ringLayer('settings-zone-draft', [draft], NEW_LINE, NEW_FILL) : null),
    [draft],
  );
  const layers = useMemo(() => mapLayers(saved, pending), [saved, pending]);
  // Fitted on what there is when the map opens, and again only when the zones are added or removed
  // (a click that places a centre must not move the map).
  const hasZones = zones.length > 0;
  const source = hasZones ? zones : fallback;
  const bounds = useMemo(() => boundsOf(source), [source]);
  const fitKey = hasZones ? `zones:${zones.length}` : fallback.length > 0 ? 'starts' : 'world';
  const onClick = useCallback(
    (info: PickingInfo) => {
      const [lon, lat] = info.coordinate ?? [];
      if (lon !== undefined && lat !== undefined && Number.isFinite(lon) && Number.isFinite(lat))
        onPick(lat, normalizeLon(lon));
    },
    [onPick],
  );
  return (
    <MapView
      className="settings-zone-map"
      label="Map of the privacy zones: click to place a new zone's centre"
      layers={layers}
      bounds={bounds}
      fitKey={fitKey}
      height={320}
      onClick={onClick}
      doubleClickZoom={false}
      getCursor={() => 'crosshair'}
      dataAttributes={{ 'data-zones': String(zones.length), 'data-draft': draft ? 'on' : 'off' }}
    />
  );
}
