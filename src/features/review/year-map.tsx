/**
 * The year's map: the stored simplified paths of the year's activities in one binary PathLayer,
 * drawn thin and translucent so that often-travelled roads add up to a brighter line (a line
 * heatmap), fitted to the year's home area (homeActivities in year-review.ts).
 */
import { PathLayer } from '@deck.gl/layers';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { MapView, mapLayers, pathLayerData, unionBounds } from '../../components/map';
import { pathOutsideZones } from '../../domain/privacy/cut';
import type { TrackSummary } from '../../domain/stats/types';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { homeActivities } from './year-review';

/** Track colour (the app's orange) and its opacity: 8 overlapping passes reach full colour. */
const LINE_COLOR: [number, number, number, number] = [232, 84, 36, 96];
const LINE_WIDTH_PX = 2;

interface YearMapProps {
  rows: TrackSummary[];
  year: number;
  /** Fit every track of the year (the saved image), not the home area. */
  fitAll?: boolean;
  /** Called after each frame drawn while `fitAll` holds. */
  onFittedDraw?: () => void;
}

export const YearMap = memo(function YearMap({ rows, year, fitAll = false, onFittedDraw }: YearMapProps) {
  const store = useTrackStore();
  const ids = useMemo(() => rows.map((s) => s.id), [rows]);
  const paths = useQuery(pathsQuery(store, ids));
  const zones = useSettings().privacyZones;
  const drawn = useMemo(
    () =>
      paths.data
        ? ids.flatMap((id) => {
            const path = paths.data.get(id);
            return path ? [pathOutsideZones(path, zones)] : [];
          })
        : [],
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
          getColor: LINE_COLOR,
          getWidth: LINE_WIDTH_PX,
          widthUnits: 'pixels',
          capRounded: true,
          jointRounded: true,
        }),
      ),
    [data],
  );
  // Open on the home area (most starts); Fit goes back to it. Every track is drawn.
  const bounds = useMemo(() => {
    const home = fitAll ? [] : homeActivities(rows);
    return unionBounds((home.length > 0 ? home : rows).map((s) => s.bounds));
  }, [rows, fitAll]);
  const onDrawn = useMemo(
    () => (fitAll && onFittedDraw ? () => onFittedDraw() : undefined),
    [fitAll, onFittedDraw],
  );

  if (paths.isError) return <p className="muted">Could not read the tracks of {year}.</p>;
  return (
    <MapView
      label={`Map of every activity in ${year}`}
      bounds={bounds}
      fitKey={fitAll ? `${year}-all` : String(year)}
      onDrawn={onDrawn}
      height={420}
      layers={layers}
      dataAttributes={{ 'data-paths': String(drawn.length), 'data-positions': String(positions) }}
    />
  );
});
