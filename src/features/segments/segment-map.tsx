/**
 * The segment on the map, a broad band under every effort's line: each effort activity's simplified path,
 * kept only near the segment (vertices within NEAR_SEGMENT_M of the segment's bounds), so the
 * lines show how each pass went through it without the rest of the activity.
 */
import { PathLayer } from '@deck.gl/layers';
import { useMemo } from 'react';
import { MapView, mapLayers, pathLayerData } from '../../components/map';
import { METRES_PER_DEGREE } from '../../domain/geo';
import type { Segment } from '../../domain/segments/types';
import type { SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';

/** How far around the segment's bounds an effort's line is drawn, metres. */
export const NEAR_SEGMENT_M = 150;
type Rgba = [number, number, number, number];
const SEGMENT_COLOR: Rgba = [232, 84, 36, 150];
const SEGMENT_WIDTH_PX = 12;
const EFFORT_COLOR: Rgba = [37, 99, 235, 110];
/** The map's height, px (segment-view.tsx keeps the same room for it while it loads). */
export const MAP_HEIGHT_PX = 360;

export function segmentBounds(segment: Segment): Bounds | null {
  const { lat, lon } = segment.points;
  if (lat.length === 0) return null;
  return {
    minLat: Math.min(...lat),
    maxLat: Math.max(...lat),
    minLon: Math.min(...lon),
    maxLon: Math.max(...lon),
  };
}

/** The parts of a path inside the bounds grown by NEAR_SEGMENT_M, as separate parts. */
export function clipPath(path: SimplifiedPath, b: Bounds): SimplifiedPath {
  const padLat = NEAR_SEGMENT_M / METRES_PER_DEGREE;
  const padLon = padLat / Math.max(Math.cos((((b.minLat + b.maxLat) / 2) * Math.PI) / 180), 0.01);
  const out: number[] = [];
  const starts: number[] = [];
  let inside = false;
  const n = path.lonLat.length / 2;
  const partEnds = new Set(Array.from(path.partStarts, (s) => s));
  for (let k = 0; k < n; k++) {
    const lon = path.lonLat[k * 2]!;
    const lat = path.lonLat[k * 2 + 1]!;
    const ok =
      lat >= b.minLat - padLat &&
      lat <= b.maxLat + padLat &&
      lon >= b.minLon - padLon &&
      lon <= b.maxLon + padLon;
    if (ok) {
      if (!inside || partEnds.has(k)) starts.push(out.length / 2);
      out.push(lon, lat);
    }
    inside = ok;
  }
  return { lonLat: Float32Array.from(out), partStarts: Uint32Array.from(starts) };
}

export function SegmentMap(props: {
  segment: Segment;
  paths: ReadonlyMap<string, SimplifiedPath> | undefined;
}) {
  const { segment, paths } = props;
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
      ),
    [effortData, segmentPath],
  );
  return (
    <MapView
      label={`Map of the segment ${segment.name}`}
      bounds={bounds}
      fitKey={segment.id}
      refitOnResize
      height={MAP_HEIGHT_PX}
      layers={layers}
      dataAttributes={{ 'data-effort-lines': String(paths?.size ?? 0) }}
    />
  );
}
