/**
 * Every compared track on one map (the shared map shell), fitted to their bounds: the stored
 * simplified paths in one binary PathLayer coloured by position in the set, and, while the cursor
 * is on the charts, a marker at each overlaid track's point at the cursor's distance or time. The
 * markers are the shell's SVG markers, not a deck.gl layer: a hover never redraws the paths.
 */
import { PathLayer } from '@deck.gl/layers';
import { memo, useMemo } from 'react';
import { MapView, mapLayers, pathLayerData, unionBounds, type MapMarker } from '../../../components/map';
import type { CompareResult } from '../../../domain/compare/types';
import type { SimplifiedPath } from '../../../domain/series/types';
import type { Bounds } from '../../../domain/stats/types';
import { useCursor } from '../chart/cursor-store';
import { colorAt, rgbaAt } from '../palette';

type Rgba = [number, number, number, number];
const OUTLINE: Rgba = [255, 255, 255, 255];

export interface MapTrack {
  id: string;
  position: number;
  bounds: Bounds | null;
}

export interface CompareMapProps {
  tracks: readonly MapTrack[];
  paths: Map<string, SimplifiedPath> | undefined;
  result: CompareResult | undefined;
  /** Positions that get a cursor marker (the overlaid ones). */
  markerPositions: readonly number[];
  baselinePosition: number;
}

/** Cursor marker radius, CSS pixels (with a 2 px white outline). */
const MARKER_RADIUS_PX = 6;

/**
 * The cursor markers: each overlaid track's resampled position at grid index `index`, in the
 * track's palette colour, keyed by its position in the set.
 */
export function markersAt(
  result: CompareResult | undefined,
  positions: readonly number[],
  index: number | null,
): MapMarker[] {
  if (!result || index === null) return [];
  const out: MapMarker[] = [];
  for (const p of positions) {
    const t = result.tracks[p];
    const lon = t?.lon[index];
    const lat = t?.lat[index];
    if (lon !== undefined && lat !== undefined && Number.isFinite(lon) && Number.isFinite(lat)) {
      out.push({ key: p, lon, lat, color: colorAt(p), radiusPx: MARKER_RADIUS_PX });
    }
  }
  return out;
}

export const CompareMap = memo(function CompareMap(props: CompareMapProps) {
  const { tracks, paths, result, markerPositions, baselinePosition } = props;
  const cursor = useCursor();
  const drawn = useMemo(
    () => (paths ? tracks.flatMap((t) => (paths.has(t.id) ? [{ ...t, path: paths.get(t.id)! }] : [])) : []),
    [tracks, paths],
  );
  const data = useMemo(() => pathLayerData(drawn.map((d) => d.path)), [drawn]);
  const pathLayer = useMemo(() => {
    const colors = drawn.map((d) => rgbaAt(d.position, d.position === baselinePosition ? 255 : 215));
    const widths = drawn.map((d) => (d.position === baselinePosition ? 5 : 3));
    return new PathLayer({
      id: 'compare-paths',
      data,
      _pathType: 'open',
      positionFormat: 'XY',
      getColor: (_: unknown, { index }: { index: number }) => colors[data.trackOfPath[index]!] ?? OUTLINE,
      getWidth: (_: unknown, { index }: { index: number }) => widths[data.trackOfPath[index]!] ?? 3,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
      updateTriggers: { getColor: baselinePosition, getWidth: baselinePosition },
    });
  }, [data, drawn, baselinePosition]);
  const markers = useMemo(
    () => markersAt(result, markerPositions, cursor),
    [result, markerPositions, cursor],
  );
  // The same array on every hover: deck.gl redraws only when the paths change.
  const layers = useMemo(() => mapLayers(pathLayer), [pathLayer]);
  const bounds = useMemo(() => unionBounds(tracks.map((t) => t.bounds)), [tracks]);
  const fitKey = useMemo(() => tracks.map((t) => t.id).join(','), [tracks]);

  if (paths && drawn.length === 0) {
    return (
      <p className="muted compare-loading">
        No track is stored for these activities, so there is nothing to map.
      </p>
    );
  }
  return (
    <MapView
      label="Map of the compared activities"
      bounds={bounds}
      fitKey={fitKey}
      height="100%"
      layers={layers}
      markers={markers}
      dataAttributes={{
        'data-paths': String(drawn.length),
        'data-markers': String(markers.length),
        'data-cursor-index': cursor === null ? 'none' : String(cursor),
      }}
    />
  );
});
