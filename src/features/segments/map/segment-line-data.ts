/**
 * What the segment map draws, as PathLayer data: the segment's band and each effort activity's line
 * near it (near-segment.ts). Light (no deck.gl): the page's first picture of the lines
 * (segment-lines-canvas.tsx) is drawn from it while the map's chunk still loads, and deck.gl's layers
 * (segment-map.tsx) draw the very same data once it has.
 */
import { useMemo } from 'react';
import { pathLayerData, type PathLayerData } from '../../../components/map/path-data';
import type { Segment } from '../../../domain/segments/types';
import type { SimplifiedPath } from '../../../domain/series/types';
import type { Bounds } from '../../../domain/stats/types';
import { clipPath, segmentBounds } from '../list/near-segment';

export interface SegmentLineData {
  /** What the map fits its view to: the segment's bounds (null for a segment without points). */
  bounds: Bounds | null;
  /** The segment's band (one path). */
  band: PathLayerData;
  /** The effort activities' lines near the segment. */
  efforts: PathLayerData;
}

const NO_PATHS: readonly SimplifiedPath[] = [];

export function useSegmentLineData(
  segment: Segment,
  paths: ReadonlyMap<string, SimplifiedPath> | undefined,
): SegmentLineData {
  const bounds = useMemo(() => segmentBounds(segment), [segment]);
  const band = useMemo(() => {
    const lonLat = new Float32Array(segment.points.lat.length * 2);
    segment.points.lat.forEach((lat, k) => {
      lonLat[k * 2] = segment.points.lon[k]!;
      lonLat[k * 2 + 1] = lat;
    });
    return pathLayerData([{ lonLat, partStarts: Uint32Array.of(0) }]);
  }, [segment]);
  const efforts = useMemo(
    () => pathLayerData(paths && bounds ? [...paths.values()].map((p) => clipPath(p, bounds)) : NO_PATHS),
    [paths, bounds],
  );
  return useMemo(() => ({ bounds, band, efforts }), [bounds, band, efforts]);
}
