/**
 * The year's map: the stored simplified paths of the year's activities, privacy zones cut out, as
 * one line heatmap (shared/review/year-lines-map.tsx), fitted to the year's home area
 * (homeActivities in year-review.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { unionBounds } from '../../components/map';
import { pathOutsideZones } from '../../domain/privacy/cut';
import type { TrackSummary } from '../../domain/stats/types';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { YearLinesMap } from '../../shared/review/year-lines-map';
import { homeActivities } from './year-review';

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
    <YearLinesMap
      drawn={drawn}
      label={`Map of every activity in ${year}`}
      bounds={bounds}
      fitKey={fitAll ? `${year}-all` : String(year)}
      onDrawn={onDrawn}
    />
  );
});
