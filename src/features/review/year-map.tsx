/**
 * The year's map: the stored simplified paths of the year's activities in one binary PathLayer,
 * drawn thin and translucent so that often-travelled roads add up to a brighter line (a line
 * heatmap), fitted to the year's home area (homeActivities in year-review.ts). The saved image
 * draws it apart (year-map-image.ts, marked by data-image-map), with the same paths and colours.
 */
import { PathLayer } from '@deck.gl/layers';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { MapView, mapLayers, pathLayerData, unionBounds } from '../../components/map';
import type { TrackSummary } from '../../domain/stats/types';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { drawnPaths, TRACK_RGBA, TRACK_WIDTH_PX } from './year-map-image';
import { homeActivities } from './year-review';

interface YearMapProps {
  rows: TrackSummary[];
  year: number;
}

export const YearMap = memo(function YearMap({ rows, year }: YearMapProps) {
  const store = useTrackStore();
  const ids = useMemo(() => rows.map((s) => s.id), [rows]);
  const paths = useQuery(pathsQuery(store, ids));
  const zones = useSettings().privacyZones;
  const drawn = useMemo(
    () => (paths.data ? drawnPaths(ids, paths.data, zones) : []),
    [ids, paths.data, zones],
  );
  const positions = useMemo(() => drawn.reduce((n, p) => n + p.lonLat.length / 2, 0), [drawn]);
  const data = useMemo(() => pathLayerData(drawn), [drawn]);
  const layers = useMemo(
    () =>
      mapLayers(
        new PathLayer({
          id: 'review-paths',
          data,
          _pathType: 'open',
          positionFormat: 'XY',
          getColor: [...TRACK_RGBA],
          getWidth: TRACK_WIDTH_PX,
          widthUnits: 'pixels',
          capRounded: true,
          jointRounded: true,
        }),
      ),
    [data],
  );
  // Open on the home area (most starts); Fit goes back to it. Every track is drawn.
  const bounds = useMemo(() => {
    const home = homeActivities(rows);
    return unionBounds((home.length > 0 ? home : rows).map((s) => s.bounds));
  }, [rows]);

  if (paths.isError) return <p className="muted">Could not read the tracks of {year}.</p>;
  return (
    <MapView
      label={`Map of every activity in ${year}`}
      bounds={bounds}
      fitKey={String(year)}
      height={420}
      layers={layers}
      dataAttributes={{
        'data-paths': String(drawn.length),
        'data-positions': String(positions),
        'data-image-map': '',
      }}
    />
  );
});
